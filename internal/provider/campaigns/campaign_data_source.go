package campaigns

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

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

func newCampaignDataSource() datasource.DataSource {
	attrs := campaignDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the campaign to read (base 36, such as `8wku2`).",
		Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[campaignModel, adsapi.Campaign]{
		TypeName:    "_campaign",
		Description: "Reads one campaign of an ads account by id, drafts included. A deleted campaign is an error.",
		Attributes:  attrs,
		Account:     func(m *campaignModel) *types.String { return &m.AccountID },
		What:        "campaign",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *campaignModel) (*adsapi.Campaign, error) {
			return client.Campaigns.Get(ctx, accountID, cfg.ID.ValueString())
		},
		Refuse: func(accountID string, campaign *adsapi.Campaign, diags *diag.Diagnostics) {
			if campaign.Deleted {
				diags.AddError("Campaign is deleted", fmt.Sprintf("Campaign %s of account %s was deleted. "+
					"adsapi_campaigns lists deleted campaigns with with_deleted = true.", campaign.ID, accountID))
			}
		},
		State: func(ctx context.Context, accountID string, cfg *campaignModel, campaign *adsapi.Campaign, diags *diag.Diagnostics) {
			cfg.fromAPI(ctx, accountID, campaign, diags)
		},
	}
}
