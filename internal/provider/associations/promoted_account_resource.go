package associations

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

func newPromotedAccountResource() resource.Resource {
	replaces := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	return &fw.AccountResource[promotedAccountModel, adsapi.PromotedAccount]{
		TypeName: "_promoted_account",
		What:     "promoted account",
		Description: "A user promoted by a line item of a follower campaign, suggested to people who do not " +
			"follow it yet (in \"who to follow\", home timelines and search results, labelled as promoted). The " +
			"service has no update: changing any argument replaces the promoted account. Destroying it detaches the " +
			"user from its line item (a soft delete: the service keeps it listed with `with_deleted`).\n\n" +
			"The line item must be one \"configured for promoted accounts\", which the reference does not define " +
			"further; the provider takes it, as the specification's Gap 13 reads it, to be a line item whose " +
			"`product_type` is `PROMOTED_ACCOUNT` (the reference shows them with objective `FOLLOWERS`). When " +
			"`line_item_id` is known at plan, the plan reads the line item and refuses one of another product type, " +
			"naming the type found; a line item created in the same run is checked when Terraform plans again " +
			"before applying. Which users a line item may promote is not documented: the service decides, and its " +
			"refusal is shown as it answers. Version 12 answers carry no `paused`, which some SDKs still list.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descPromotedAccountID),
			"account_id": fw.AccountIDAttribute(descAccountID),
			"line_item_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descPromotedLineItemID + " Changing it replaces the promoted account.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"user_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descPromotedUserID + " Changing it replaces the promoted account.",
				Validators: []validator.String{adrules.UserIDAskingService()}, PlanModifiers: replaces,
			},
			"entity_status":   fw.StableComputedString(descPromotedEntityStatus),
			"approval_status": fw.StableComputedString(descPromotedApprovalStatus),
			"created_at":      fw.StableComputedString(fw.DescCreatedAt),
			"updated_at":      fw.StableComputedString(fw.DescUpdatedAt),
		},
		Identity: fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descPromotedAccountID),
		Keys: func(m *promotedAccountModel) fw.Key {
			return fw.Key{Account: m.AccountID.ValueString(), ID: m.ID.ValueString()}
		},
		Name: func(m *promotedAccountModel) string {
			return "user " + m.UserID.ValueString() + " on line item " + m.LineItemID.ValueString()
		},
		PlanCreate: planPromotedAccount,
		CreateCall: func(ctx context.Context, client *adsapi.Client, creation *fw.Creation, accountID string, m *promotedAccountModel) (*adsapi.PromotedAccount, error) {
			return client.PromotedAccounts.Create(ctx, creation.Session(), accountID, m.input())
		},
		Get: func(ctx context.Context, client *adsapi.Client, k fw.Key) (*adsapi.PromotedAccount, error) {
			return client.PromotedAccounts.Get(ctx, k.Account, k.ID)
		},
		Gone: func(p *adsapi.PromotedAccount) bool { return p.Deleted },
		DeleteCall: func(ctx context.Context, client *adsapi.Client, k fw.Key) error {
			_, err := client.PromotedAccounts.Delete(ctx, k.Account, k.ID)
			return err
		},
		Set: (*promotedAccountModel).setFromAPI,
	}
}

// promotedAccountLineItem is the rule of a promoted account's line item (the spec's Gap 13).
var promotedAccountLineItem = lineItemRule{
	object: "a promoted account", field: "product_type", want: promotedAccountProduct,
	of:      func(li *adsapi.LineItem) string { return li.ProductType },
	summary: "Line item not configured for promoted accounts",
	hint:    "(a line item of a follower campaign, objective FOLLOWERS). The service would refuse it with INCOMPATIBLE_LINE_ITEM.",
}

// planPromotedAccount runs, for a promoted account about to be created, the two rules only the service's
// objects can tell, before anything is sent: a user_id of a promotable user's own id form
// (adrules.CheckUserID), and a line item that is not a PROMOTED_ACCOUNT one (promotedAccountLineItem).
func planPromotedAccount(ctx context.Context, data *fw.ProviderData, accountID string, plan *promotedAccountModel, diags *diag.Diagnostics) {
	if !plan.UserID.IsUnknown() && !plan.UserID.IsNull() {
		adrules.CheckUserID(ctx, data.Client, path.Root("user_id"), accountID, plan.UserID.ValueString(), diags)
	}
	if !plan.LineItemID.IsUnknown() && !plan.LineItemID.IsNull() && !diags.HasError() {
		promotedAccountLineItem.check(ctx, data.Client, accountID, plan.LineItemID.ValueString(), diags)
	}
}
