package campaigns

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// adsAccountAttributes are what the service answers of an ads account; the elements of
// adsapi_ads_accounts are these.
type adsAccountAttributes struct {
	ID               types.String `tfsdk:"id"`
	Name             types.String `tfsdk:"name"`
	BusinessName     types.String `tfsdk:"business_name"`
	BusinessID       types.String `tfsdk:"business_id"`
	Timezone         types.String `tfsdk:"timezone"`
	TimezoneSwitchAt types.String `tfsdk:"timezone_switch_at"`
	IndustryType     types.String `tfsdk:"industry_type"`
	ApprovalStatus   types.String `tfsdk:"approval_status"`
	CreatedAt        types.String `tfsdk:"created_at"`
	UpdatedAt        types.String `tfsdk:"updated_at"`
	Deleted          types.Bool   `tfsdk:"deleted"`
}

// adsAccountModel is the state of adsapi_ads_account: the account read, and what the service answers of it.
type adsAccountModel struct {
	AccountID types.String `tfsdk:"account_id"`
	adsAccountAttributes
}

func adsAccountFromAPI(a *adsapi.AdsAccount) adsAccountAttributes {
	return adsAccountAttributes{
		ID:               types.StringValue(a.ID),
		Name:             types.StringValue(a.Name),
		BusinessName:     fw.StringOrNull(a.BusinessName),
		BusinessID:       fw.StringOrNull(a.BusinessID),
		Timezone:         types.StringValue(a.Timezone),
		TimezoneSwitchAt: fw.StringOrNull(a.TimezoneSwitchAt),
		// The list answers no industry_type: null there.
		IndustryType:   fw.StringOrNull(a.IndustryType),
		ApprovalStatus: fw.StringOrNull(a.ApprovalStatus),
		CreatedAt:      types.StringValue(a.CreatedAt),
		UpdatedAt:      types.StringValue(a.UpdatedAt),
		Deleted:        types.BoolValue(a.Deleted),
	}
}

// adsAccountAttributeSchemas are the read-only attributes of an ads account.
func adsAccountAttributeSchemas() map[string]schema.Attribute {
	computed := func(desc string) schema.Attribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":                 computed(descAccountID),
		"name":               computed(descAccountName),
		"business_name":      computed(descBusinessName),
		"business_id":        computed(descBusinessID),
		"timezone":           computed(descAccountTimezone),
		"timezone_switch_at": computed(descTimezoneSwitchAt),
		"industry_type":      computed(descIndustryType + " The single read answers it; in `adsapi_ads_accounts` it is null."),
		"approval_status":    computed(descApprovalStatus),
		"created_at":         computed(fw.DescCreatedAt),
		"updated_at":         computed(fw.DescUpdatedAt),
		"deleted":            schema.BoolAttribute{Computed: true, MarkdownDescription: "Whether the account was deleted (sandbox accounts only)."},
	}
}

func newAdsAccountDataSource() datasource.DataSource {
	attrs := adsAccountAttributeSchemas()
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[adsAccountModel, adsapi.AdsAccount]{
		TypeName: "_ads_account",
		Description: "Reads one ads account of the authenticated user: its name, business, time zone and " +
			"approval. It reads the provider's `account_id` unless `account_id` is set.",
		Attributes: attrs,
		Account:    func(m *adsAccountModel) *types.String { return &m.AccountID },
		What:       "ads account",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, _ *adsAccountModel) (*adsapi.AdsAccount, error) {
			return client.AdsAccounts.Get(ctx, accountID)
		},
		State: func(_ context.Context, _ string, cfg *adsAccountModel, account *adsapi.AdsAccount, _ *diag.Diagnostics) {
			cfg.adsAccountAttributes = adsAccountFromAPI(account)
		},
	}
}
