package lineitems

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*lineItemDataSource)(nil)

// lineItemDataSourceAttributes are the attributes of a line item, read-only, as the data sources hold them.
func lineItemDataSourceAttributes() map[string]schema.Attribute {
	text := func(desc string) schema.Attribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	number := func(desc string) schema.Attribute {
		return schema.Int64Attribute{Computed: true, MarkdownDescription: desc}
	}
	strings := func(desc string) schema.Attribute {
		return schema.SetAttribute{Computed: true, ElementType: types.StringType, MarkdownDescription: desc}
	}
	at := func(desc string) schema.Attribute {
		return schema.StringAttribute{Computed: true, CustomType: fw.ServiceTimeType{}, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":                           text(descID),
		"campaign_id":                  text(descCampaignID),
		"name":                         text(descName),
		"objective":                    text(descObjective),
		"product_type":                 text(descProductType),
		"placements":                   strings(descPlacements),
		"start_time":                   at(descStartTime),
		"end_time":                     at(descEndTime),
		"entity_status":                text(descEntityStatus),
		"bid_strategy":                 text(descBidStrategy),
		"bid_amount_local_micro":       number(descBidAmount),
		"goal":                         text(descGoal),
		"pay_by":                       text(descPayBy),
		adrules.DailyBudgetAttr:        number(descDailyBudget),
		adrules.TotalBudgetAttr:        number(descTotalBudget),
		"standard_delivery":            schema.BoolAttribute{Computed: true, MarkdownDescription: descStandardDelivery},
		"frequency_cap":                number(descFrequencyCap),
		"duration_in_days":             number(descDurationInDays),
		"advertiser_domain":            text(descAdvertiserDomain),
		"categories":                   strings(descCategories),
		"android_app_store_identifier": text(descAndroidApp),
		"ios_app_store_identifier":     text(descIOSApp),
		"primary_web_event_tag":        text(descWebEvent),
		"advertiser_user_id":           text(descAdvertiser),
		"audience_expansion":           text(descAudienceExpansion),
		"funding_instrument_id":        text(descInstrument),
		"currency":                     text(descCurrency),
		"created_at":                   text(fw.DescCreatedAt),
		"updated_at":                   text(fw.DescUpdatedAt),
	}
}

type lineItemDataSource struct {
	data *fw.ProviderData
}

func newLineItemDataSource() datasource.DataSource { return &lineItemDataSource{} }

func (d *lineItemDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_line_item"
}

func (d *lineItemDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	attrs := lineItemDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the line item to read (base 36, such as `ml5vs`).",
		Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads one line item of an ads account by id, drafts included. A deleted line item is an error.",
		Attributes:          attrs,
	}
}

func (d *lineItemDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *lineItemDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg lineItemModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	li, err := d.data.Client.LineItems.Get(ctx, accountID, cfg.ID.ValueString())
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read line item", err)
		return
	}
	if li.Deleted {
		resp.Diagnostics.AddError("Line item is deleted", fmt.Sprintf("Line item %s of account %s was deleted. "+
			"adsapi_line_items lists deleted line items with with_deleted = true.", li.ID, accountID))
		return
	}
	state := lineItemModel{AccountID: types.StringValue(accountID), lineItemAttributes: lineItemAttributesFromAPI(ctx, li, &resp.Diagnostics)}
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}
