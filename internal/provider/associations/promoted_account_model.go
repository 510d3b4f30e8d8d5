package associations

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// promotedAccountProduct is the product type of the line items that promote accounts (the spec's Gap 13).
const promotedAccountProduct = "PROMOTED_ACCOUNT"

// promotedAccountModel is the state of adsapi_promoted_account; the deleted flag is never held (a
// deleted promoted account leaves state).
type promotedAccountModel struct {
	AccountID      types.String `tfsdk:"account_id"`
	ID             types.String `tfsdk:"id"`
	LineItemID     types.String `tfsdk:"line_item_id"`
	UserID         types.String `tfsdk:"user_id"`
	EntityStatus   types.String `tfsdk:"entity_status"`
	ApprovalStatus types.String `tfsdk:"approval_status"`
	CreatedAt      types.String `tfsdk:"created_at"`
	UpdatedAt      types.String `tfsdk:"updated_at"`
}

// setFromAPI writes what the service holds of p into the model, the account aside.
func (m *promotedAccountModel) setFromAPI(p *adsapi.PromotedAccount) {
	m.ID = types.StringValue(p.ID)
	m.LineItemID = types.StringValue(p.LineItemID)
	m.UserID = types.StringValue(p.UserID)
	m.EntityStatus = fw.StringOrNull(p.EntityStatus)
	m.ApprovalStatus = fw.StringOrNull(p.ApprovalStatus)
	m.CreatedAt = fw.StringOrNull(p.CreatedAt)
	m.UpdatedAt = fw.StringOrNull(p.UpdatedAt)
}

// input is the create the plan asks for.
func (m *promotedAccountModel) input() adsapi.PromotedAccountInput {
	return adsapi.PromotedAccountInput{LineItemID: m.LineItemID.ValueString(), UserID: m.UserID.ValueString()}
}
