package campaigns

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// campaignModel is the state of adsapi_campaign and of the adsapi_campaign data source.
type campaignModel struct {
	AccountID types.String `tfsdk:"account_id"`
	campaignAttributes
}

// campaignAttributes are what the service answers of a campaign.
type campaignAttributes struct {
	ID                          types.String `tfsdk:"id"`
	FundingInstrumentID         types.String `tfsdk:"funding_instrument_id"`
	Name                        types.String `tfsdk:"name"`
	BudgetOptimization          types.String `tfsdk:"budget_optimization"`
	DailyBudgetAmountLocalMicro types.Int64  `tfsdk:"daily_budget_amount_local_micro"`
	TotalBudgetAmountLocalMicro types.Int64  `tfsdk:"total_budget_amount_local_micro"`
	EntityStatus                types.String `tfsdk:"entity_status"`
	PurchaseOrderNumber         types.String `tfsdk:"purchase_order_number"`
	Currency                    types.String `tfsdk:"currency"`
	Servable                    types.Bool   `tfsdk:"servable"`
	ReasonsNotServable          types.List   `tfsdk:"reasons_not_servable"`
	EffectiveStatus             types.String `tfsdk:"effective_status"`
	CreatedAt                   types.String `tfsdk:"created_at"`
	UpdatedAt                   types.String `tfsdk:"updated_at"`
}

// campaignItem is one element of adsapi_campaigns, which lists deleted campaigns on request.
type campaignItem struct {
	campaignAttributes
	Deleted types.Bool `tfsdk:"deleted"`
}

// fromAPI fills the model from the service's answer; account_id is the caller's, since version 12
// answers do not carry it.
func (m *campaignModel) fromAPI(ctx context.Context, accountID string, c *adsapi.Campaign, diags *diag.Diagnostics) {
	m.AccountID = types.StringValue(accountID)
	m.campaignAttributes = campaignAttributesFromAPI(ctx, c, diags)
}

// campaignAttributesFromAPI maps an answer. Fields the service answers null become null, so that they
// match a configuration that leaves them out.
func campaignAttributesFromAPI(ctx context.Context, c *adsapi.Campaign, diags *diag.Diagnostics) campaignAttributes {
	reasons := c.ReasonsNotServable
	if reasons == nil {
		reasons = []string{}
	}
	reasonList, d := types.ListValueFrom(ctx, types.StringType, reasons)
	diags.Append(d...)
	return campaignAttributes{
		ID:                          types.StringValue(c.ID),
		FundingInstrumentID:         types.StringValue(c.FundingInstrumentID),
		Name:                        types.StringValue(c.Name),
		BudgetOptimization:          types.StringValue(c.BudgetOptimization),
		DailyBudgetAmountLocalMicro: fw.Int64OrNull(c.DailyBudgetAmountLocalMicro),
		TotalBudgetAmountLocalMicro: fw.Int64OrNull(c.TotalBudgetAmountLocalMicro),
		EntityStatus:                types.StringValue(c.EntityStatus),
		PurchaseOrderNumber:         fw.StringOrNull(c.PurchaseOrderNumber),
		Currency:                    types.StringValue(c.Currency),
		Servable:                    types.BoolPointerValue(c.Servable),
		ReasonsNotServable:          reasonList,
		EffectiveStatus:             fw.StringOrNull(c.EffectiveStatus),
		CreatedAt:                   types.StringValue(c.CreatedAt),
		UpdatedAt:                   types.StringValue(c.UpdatedAt),
	}
}

// toInput is the create of a known plan. budget_optimization and entity_status always have a value
// (their defaults), so the service is told what the plan shows rather than left to its own default.
func (m *campaignModel) toInput() adsapi.CampaignInput {
	return adsapi.CampaignInput{
		FundingInstrumentID:         m.FundingInstrumentID.ValueString(),
		Name:                        m.Name.ValueString(),
		BudgetOptimization:          m.BudgetOptimization.ValueString(),
		DailyBudgetAmountLocalMicro: m.DailyBudgetAmountLocalMicro.ValueInt64Pointer(),
		TotalBudgetAmountLocalMicro: m.TotalBudgetAmountLocalMicro.ValueInt64Pointer(),
		EntityStatus:                m.EntityStatus.ValueString(),
		PurchaseOrderNumber:         m.PurchaseOrderNumber.ValueString(),
	}
}

// changesFrom is the update of the plan m over state: only what differs is sent (a PUT changes only the
// fields it names). A purchase order number removed from the configuration is sent empty, which clears
// it; a budget cannot be removed (ModifyPlan refuses that at plan).
func (m *campaignModel) changesFrom(state *campaignModel) adsapi.CampaignUpdate {
	text := func(plan, prior types.String) *string {
		if plan.Equal(prior) {
			return nil
		}
		v := plan.ValueString()
		return &v
	}
	number := func(plan, prior types.Int64) *int64 {
		if plan.Equal(prior) {
			return nil
		}
		return plan.ValueInt64Pointer()
	}
	return adsapi.CampaignUpdate{
		Name:                        text(m.Name, state.Name),
		BudgetOptimization:          text(m.BudgetOptimization, state.BudgetOptimization),
		PurchaseOrderNumber:         text(m.PurchaseOrderNumber, state.PurchaseOrderNumber),
		EntityStatus:                text(m.EntityStatus, state.EntityStatus),
		DailyBudgetAmountLocalMicro: number(m.DailyBudgetAmountLocalMicro, state.DailyBudgetAmountLocalMicro),
		TotalBudgetAmountLocalMicro: number(m.TotalBudgetAmountLocalMicro, state.TotalBudgetAmountLocalMicro),
	}
}
