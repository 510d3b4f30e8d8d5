package lineitems

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// lineItemModel is the state of adsapi_line_item and of the adsapi_line_item data source.
type lineItemModel struct {
	AccountID types.String `tfsdk:"account_id"`
	lineItemAttributes
}

// lineItemAttributes are what the service answers of a line item.
type lineItemAttributes struct {
	ID                          types.String        `tfsdk:"id"`
	CampaignID                  types.String        `tfsdk:"campaign_id"`
	Name                        types.String        `tfsdk:"name"`
	Objective                   types.String        `tfsdk:"objective"`
	ProductType                 types.String        `tfsdk:"product_type"`
	Placements                  types.Set           `tfsdk:"placements"`
	StartTime                   fw.ServiceTimeValue `tfsdk:"start_time"`
	EndTime                     fw.ServiceTimeValue `tfsdk:"end_time"`
	EntityStatus                types.String        `tfsdk:"entity_status"`
	BidStrategy                 types.String        `tfsdk:"bid_strategy"`
	BidAmountLocalMicro         types.Int64         `tfsdk:"bid_amount_local_micro"`
	Goal                        types.String        `tfsdk:"goal"`
	PayBy                       types.String        `tfsdk:"pay_by"`
	DailyBudgetAmountLocalMicro types.Int64         `tfsdk:"daily_budget_amount_local_micro"`
	TotalBudgetAmountLocalMicro types.Int64         `tfsdk:"total_budget_amount_local_micro"`
	StandardDelivery            types.Bool          `tfsdk:"standard_delivery"`
	FrequencyCap                types.Int64         `tfsdk:"frequency_cap"`
	DurationInDays              types.Int64         `tfsdk:"duration_in_days"`
	AdvertiserDomain            types.String        `tfsdk:"advertiser_domain"`
	Categories                  types.Set           `tfsdk:"categories"`
	AndroidAppStoreIdentifier   types.String        `tfsdk:"android_app_store_identifier"`
	IOSAppStoreIdentifier       types.String        `tfsdk:"ios_app_store_identifier"`
	PrimaryWebEventTag          types.String        `tfsdk:"primary_web_event_tag"`
	AdvertiserUserID            types.String        `tfsdk:"advertiser_user_id"`
	AudienceExpansion           types.String        `tfsdk:"audience_expansion"`
	FundingInstrumentID         types.String        `tfsdk:"funding_instrument_id"`
	Currency                    types.String        `tfsdk:"currency"`
	CreatedAt                   types.String        `tfsdk:"created_at"`
	UpdatedAt                   types.String        `tfsdk:"updated_at"`
}

// lineItemItem is one element of adsapi_line_items, which lists deleted line items on request.
type lineItemItem struct {
	lineItemAttributes
	Deleted types.Bool `tfsdk:"deleted"`
}

// fromAPI fills the model from the service's answer; account_id is the caller's, since version 12 answers
// do not carry it.
func (m *lineItemModel) fromAPI(ctx context.Context, accountID string, li *adsapi.LineItem, diags *diag.Diagnostics) {
	prior := m.StandardDelivery
	m.AccountID = types.StringValue(accountID)
	m.lineItemAttributes = lineItemAttributesFromAPI(ctx, li, diags)
	// The service may answer standard_delivery null although it was sent (the spec's batch example): that
	// says nothing of the line item's pacing, so the value the plan or state holds stays.
	if li.StandardDelivery == nil && !prior.IsUnknown() {
		m.StandardDelivery = prior
	}
}

// lineItemAttributesFromAPI maps an answer. Fields the service answers null (or, for categories, empty)
// become null, so that they match a configuration that leaves them out.
func lineItemAttributesFromAPI(ctx context.Context, li *adsapi.LineItem, diags *diag.Diagnostics) lineItemAttributes {
	return lineItemAttributes{
		ID:                          types.StringValue(li.ID),
		CampaignID:                  types.StringValue(li.CampaignID),
		Name:                        fw.StringOrNull(li.Name),
		Objective:                   types.StringValue(li.Objective),
		ProductType:                 types.StringValue(li.ProductType),
		Placements:                  fw.StringSet(ctx, li.Placements, diags),
		StartTime:                   fw.ServiceTime(li.StartTime),
		EndTime:                     fw.ServiceTime(li.EndTime),
		EntityStatus:                fw.StringOrNull(li.EntityStatus),
		BidStrategy:                 fw.StringOrNull(li.BidStrategy),
		BidAmountLocalMicro:         fw.Int64OrNull(li.BidAmountLocalMicro),
		Goal:                        fw.StringOrNull(li.Goal),
		PayBy:                       fw.StringOrNull(li.PayBy),
		DailyBudgetAmountLocalMicro: fw.Int64OrNull(li.DailyBudgetAmountLocalMicro),
		TotalBudgetAmountLocalMicro: fw.Int64OrNull(li.TotalBudgetAmountLocalMicro),
		StandardDelivery:            types.BoolPointerValue(li.StandardDelivery),
		FrequencyCap:                fw.Int64OrNull(li.FrequencyCap),
		DurationInDays:              fw.Int64OrNull(li.DurationInDays),
		AdvertiserDomain:            fw.StringOrNull(li.AdvertiserDomain),
		Categories:                  setOrNull(ctx, li.Categories, diags),
		AndroidAppStoreIdentifier:   fw.StringOrNull(li.AndroidAppStoreIdentifier),
		IOSAppStoreIdentifier:       fw.StringOrNull(li.IOSAppStoreIdentifier),
		PrimaryWebEventTag:          fw.StringOrNull(li.PrimaryWebEventTag),
		AdvertiserUserID:            fw.StringOrNull(string(li.AdvertiserUserID)),
		AudienceExpansion:           fw.StringOrNull(li.AudienceExpansion),
		FundingInstrumentID:         fw.StringOrNull(li.FundingInstrumentID),
		Currency:                    fw.StringOrNull(li.Currency),
		CreatedAt:                   types.StringValue(li.CreatedAt),
		UpdatedAt:                   types.StringValue(li.UpdatedAt),
	}
}

// setOrNull is a set of strings, null when there are none.
func setOrNull(ctx context.Context, items []string, diags *diag.Diagnostics) types.Set {
	if len(items) == 0 {
		return types.SetNull(types.StringType)
	}
	return fw.StringSet(ctx, items, diags)
}

// toInput is the create of a known plan; what the plan leaves null or unknown is not sent, and the
// service applies its defaults.
func (m *lineItemModel) toInput(ctx context.Context, diags *diag.Diagnostics) adsapi.LineItemInput {
	return adsapi.LineItemInput{
		CampaignID:                  m.CampaignID.ValueString(),
		Objective:                   m.Objective.ValueString(),
		ProductType:                 m.ProductType.ValueString(),
		Placements:                  fw.SortedSetStrings(ctx, m.Placements, diags),
		StartTime:                   m.StartTime.ValueString(),
		EndTime:                     m.EndTime.ValueString(),
		Name:                        m.Name.ValueString(),
		EntityStatus:                m.EntityStatus.ValueString(),
		BidStrategy:                 m.BidStrategy.ValueString(),
		BidAmountLocalMicro:         m.BidAmountLocalMicro.ValueInt64Pointer(),
		Goal:                        m.Goal.ValueString(),
		PayBy:                       m.PayBy.ValueString(),
		DailyBudgetAmountLocalMicro: m.DailyBudgetAmountLocalMicro.ValueInt64Pointer(),
		TotalBudgetAmountLocalMicro: m.TotalBudgetAmountLocalMicro.ValueInt64Pointer(),
		StandardDelivery:            knownBool(m.StandardDelivery),
		FrequencyCap:                m.FrequencyCap.ValueInt64Pointer(),
		DurationInDays:              m.DurationInDays.ValueInt64Pointer(),
		AdvertiserDomain:            m.AdvertiserDomain.ValueString(),
		Categories:                  fw.SortedSetStrings(ctx, m.Categories, diags),
		AndroidAppStoreIdentifier:   m.AndroidAppStoreIdentifier.ValueString(),
		IOSAppStoreIdentifier:       m.IOSAppStoreIdentifier.ValueString(),
		PrimaryWebEventTag:          m.PrimaryWebEventTag.ValueString(),
		AdvertiserUserID:            m.AdvertiserUserID.ValueString(),
		AudienceExpansion:           m.AudienceExpansion.ValueString(),
	}
}

// knownBool is a boolean to send: nil when the plan leaves it to the service (null, or unknown until the
// service answers).
func knownBool(v types.Bool) *bool {
	if v.IsNull() || v.IsUnknown() {
		return nil
	}
	return v.ValueBoolPointer()
}
