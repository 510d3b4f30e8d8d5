package campaigns

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

var _ datasource.DataSourceWithConfigure = (*campaignDataSource)(nil)

// campaignDataSourceAttributes are the attributes of a campaign, read-only, as the data sources hold them.
func campaignDataSourceAttributes() map[string]schema.Attribute {
	text := func(desc string) schema.Attribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	micros := func(desc string) schema.Attribute {
		return schema.Int64Attribute{Computed: true, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":                    text(descCampaignID),
		"funding_instrument_id": text(descCampaignInstrument),
		"name":                  text(descCampaignName),
		"budget_optimization":   text(descBudgetOptimization),
		adrules.DailyBudgetAttr: micros(descCampaignDailyBudget),
		adrules.TotalBudgetAttr: micros(descCampaignTotalBudget),
		"entity_status":         text(descCampaignStatus),
		"purchase_order_number": text(descPurchaseOrderNumber),
		"currency":              text(descCampaignCurrency),
		"servable":              schema.BoolAttribute{Computed: true, MarkdownDescription: descServable},
		"reasons_not_servable": schema.ListAttribute{
			Computed: true, ElementType: types.StringType, MarkdownDescription: descReasonsNotServable,
		},
		"effective_status": text(descEffectiveStatus),
		"created_at":       text(fw.DescCreatedAt),
		"updated_at":       text(fw.DescUpdatedAt),
	}
}

type campaignDataSource struct {
	data *fw.ProviderData
}

func newCampaignDataSource() datasource.DataSource { return &campaignDataSource{} }

func (d *campaignDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_campaign"
}

func (d *campaignDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	attrs := campaignDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the campaign to read (base 36, such as `8wku2`).",
		Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads one campaign of an ads account by id, drafts included. A deleted campaign is an error.",
		Attributes:          attrs,
	}
}

func (d *campaignDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *campaignDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg campaignModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	campaign, err := d.data.Client.Campaigns.Get(ctx, accountID, cfg.ID.ValueString())
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read campaign", err)
		return
	}
	if campaign.Deleted {
		resp.Diagnostics.AddError("Campaign is deleted", fmt.Sprintf("Campaign %s of account %s was deleted. "+
			"adsapi_campaigns lists deleted campaigns with with_deleted = true.", campaign.ID, accountID))
		return
	}
	cfg.fromAPI(ctx, accountID, campaign, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
