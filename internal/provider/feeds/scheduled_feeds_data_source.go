package feeds

import (
	"context"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*scheduledFeedsDataSource)(nil)

type scheduledFeedsDataSource struct {
	data *fw.ProviderData
}

type scheduledFeedsModel struct {
	ProductCatalogID types.String `tfsdk:"product_catalog_id"`
	CreatedAfter     types.String `tfsdk:"created_after"`
	ScheduledFeeds   types.List   `tfsdk:"scheduled_feeds"`
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

// scheduledFeedObjectType is derived from the schema, once, so that an attribute added to the schema
// cannot be missing from the values Read builds.
var scheduledFeedObjectType = sync.OnceValue(func() attr.Type { return scheduledFeedObject().Type() })

func newScheduledFeedsDataSource() datasource.DataSource { return &scheduledFeedsDataSource{} }

func (d *scheduledFeedsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_scheduled_feeds"
}

func (d *scheduledFeedsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the scheduled feeds of a product catalog, following every page.",
		Attributes: map[string]schema.Attribute{
			"product_catalog_id": schema.StringAttribute{
				Required: true, MarkdownDescription: "Product catalog to list; the authenticated user must own it.",
				Validators: []validator.String{fw.ID()},
			},
			"created_after": fw.CreatedAfterAttribute("feeds"),
			"scheduled_feeds": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The catalog's feeds, in the service's order.",
				NestedObject: scheduledFeedObject(),
			},
		},
	}
}

func (d *scheduledFeedsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *scheduledFeedsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg scheduledFeedsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	catalogID := cfg.ProductCatalogID.ValueString()
	found, err := d.data.Client.ScheduledFeeds.List(ctx, catalogID, adsapi.ScheduledFeedListOptions{})
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to list scheduled feeds", err)
		return
	}
	found = fw.KeepCreatedAfter(cfg.CreatedAfter, found, func(f *adsapi.ScheduledFeed) string { return "scheduled feed " + f.ID },
		func(f *adsapi.ScheduledFeed) string { return f.CreatedAt }, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	elems := make([]scheduledFeedModel, 0, len(found))
	for i := range found {
		elems = append(elems, scheduledFeedFromAPI(catalogID, &found[i]))
	}
	list, diags := types.ListValueFrom(ctx, scheduledFeedObjectType(), elems)
	resp.Diagnostics.Append(diags...)
	cfg.ScheduledFeeds = list
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
