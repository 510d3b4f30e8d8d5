package feeds

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// scheduledFeedsModel is the state of adsapi_scheduled_feeds: the catalog a list "adsapi_scheduled_feed"
// block takes, and created_after.
type scheduledFeedsModel struct {
	scheduledFeedListConfig
	CreatedAfter   types.String `tfsdk:"created_after"`
	ScheduledFeeds types.List   `tfsdk:"scheduled_feeds"`
}

// scheduledFeedObject is one element of scheduled_feeds: every attribute of the resource, read-only.
func scheduledFeedObject() schema.NestedAttributeObject {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"id":                 computed(descID),
		"product_catalog_id": computed(descProductCatalogID),
		"feed_url":           computed(descFeedURL),
		"feed_format":        computed(descFeedFormat),
		"frequency":          computed(descFrequency),
		"repeat":             computed(descRepeat + " Null for `DAILY`."),
		"start_time":         computed(descStartTime),
		"time_zone":          computed(descTimeZone),
		"created_at":         computed(descCreatedAt),
		"updated_at":         computed(descUpdatedAt),
	}}
}

func newScheduledFeedsDataSource() datasource.DataSource {
	return &fw.ListDataSource[scheduledFeedsModel, adsapi.ScheduledFeed, scheduledFeedModel]{
		TypeName:    "_scheduled_feeds",
		Description: "Lists the scheduled feeds of a product catalog, following every page.",
		Attributes: map[string]schema.Attribute{
			"product_catalog_id": schema.StringAttribute{
				Required: true, MarkdownDescription: "Product catalog to list; the authenticated user must own it.",
				Validators: []validator.String{fw.ID()},
			},
			"scheduled_feeds": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The catalog's feeds, in the service's order.",
				NestedObject: scheduledFeedObject(),
			},
		},
		Items: "scheduled_feeds",
		// The list block's read, with no limit: every page.
		List: func(ctx context.Context, data *fw.ProviderData, cfg *scheduledFeedsModel, diags *diag.Diagnostics) []adsapi.ScheduledFeed {
			return listScheduledFeeds(ctx, data, &cfg.scheduledFeedListConfig, 0, diags)
		},
		CreatedAfter: &fw.CreatedAfterFilter[adsapi.ScheduledFeed]{
			Attribute: fw.CreatedAfterAttribute("feeds"),
			Name:      func(f *adsapi.ScheduledFeed) string { return "scheduled feed " + f.ID },
			CreatedAt: func(f *adsapi.ScheduledFeed) string { return f.CreatedAt },
		},
		Item: func(_ context.Context, cfg *scheduledFeedsModel, f *adsapi.ScheduledFeed, _ *diag.Diagnostics) scheduledFeedModel {
			return scheduledFeedFromAPI(cfg.ProductCatalogID.ValueString(), f)
		},
	}
}
