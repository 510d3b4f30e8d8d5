package webhooks

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// webhooksModel is the state of adsapi_webhooks.
type webhooksModel struct {
	Webhooks types.List `tfsdk:"webhooks"`
}

func newWebhooksDataSource() datasource.DataSource {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return &fw.ListDataSource[webhooksModel, adsapi.Webhook, webhookModel]{
		TypeName: "_webhooks",
		Description: "Lists the app's webhook configurations (`GET /2/webhooks`, which the service answers whole, " +
			"without pages), with whether each passes its challenge-response check. Takes the app-only `bearer_token`.",
		Attributes: map[string]schema.Attribute{
			"webhooks": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The app's webhooks, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"id":         computed(descID),
					"url":        computed(descURL),
					"valid":      schema.BoolAttribute{Computed: true, MarkdownDescription: descValid},
					"created_at": computed(descCreatedAt),
				}},
			},
		},
		Items: "webhooks",
		List:  readWebhooks,
		Item: func(_ context.Context, _ *webhooksModel, w *adsapi.Webhook, _ *diag.Diagnostics) webhookModel {
			return webhookFromAPI(w)
		},
	}
}

func readWebhooks(ctx context.Context, data *fw.ProviderData, _ *webhooksModel, diags *diag.Diagnostics) []adsapi.Webhook {
	ws, err := data.Client.Webhooks.List(ctx)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list webhooks", err)
	}
	return ws
}
