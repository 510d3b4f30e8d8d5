package feeds

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// scheduledFeedListConfig is the config of a list "adsapi_scheduled_feed" block. Feeds are listed per
// product catalog, and the list takes no other filter.
type scheduledFeedListConfig struct {
	ProductCatalogID types.String `tfsdk:"product_catalog_id"`
}

func newScheduledFeedListResource() list.ListResource {
	return &fw.ListResource[scheduledFeedListConfig, adsapi.ScheduledFeed]{
		TypeName: "_scheduled_feed",
		Description: "Finds the scheduled feeds of a product catalog for `terraform query` (Terraform 1.14 and later), " +
			"to adopt them with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{
			"product_catalog_id": listschema.StringAttribute{
				Required: true, MarkdownDescription: "Product catalog to list; the authenticated user must own it.",
				Validators: []validator.String{fw.ID()},
			},
		},
		Read:   listScheduledFeeds,
		Result: scheduledFeedResult,
	}
}

func listScheduledFeeds(ctx context.Context, data *fw.ProviderData, cfg *scheduledFeedListConfig, limit int, diags *diag.Diagnostics) []adsapi.ScheduledFeed {
	found, err := data.Client.ScheduledFeeds.List(ctx, cfg.ProductCatalogID.ValueString(),
		adsapi.ScheduledFeedListOptions{ListOptions: adsapi.ListOptions{Limit: limit}})
	if err != nil {
		fw.AddAPIError(diags, "Unable to list scheduled feeds", err)
	}
	return found
}

// scheduledFeedResult names a feed, which has no name, by the address of the file it fetches.
func scheduledFeedResult(ctx context.Context, cfg *scheduledFeedListConfig, f *adsapi.ScheduledFeed, res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := scheduledFeedFromAPI(cfg.ProductCatalogID.ValueString(), f)
	return f.FeedURL, res.Set(ctx, &m)
}
