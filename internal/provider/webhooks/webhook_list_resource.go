package webhooks

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// webhookListConfig is the config of a list "adsapi_webhook" block, which has no attributes: the service
// lists all of the app's webhooks in one answer.
type webhookListConfig struct{}

func newWebhookListResource() list.ListResource {
	return &fw.ListResource[webhookListConfig, adsapi.Webhook]{
		TypeName: "_webhook",
		Description: "Finds the app's webhook configurations (`GET /2/webhooks`) for `terraform query` (Terraform 1.14 " +
			"and later), to adopt them with `-generate-config-out`. Takes the app-only `bearer_token`.",
		Attributes: map[string]listschema.Attribute{},
		Read: func(ctx context.Context, data *fw.ProviderData, _ *webhookListConfig, limit int, diags *diag.Diagnostics) []adsapi.Webhook {
			ws := readWebhooks(ctx, data, nil, diags)
			return ws[:min(limit, len(ws))]
		},
		Result: func(ctx context.Context, _ *webhookListConfig, w *adsapi.Webhook, res *tfsdk.Resource) (string, diag.Diagnostics) {
			m := webhookFromAPI(w)
			return w.URL, res.Set(ctx, &m)
		},
	}
}
