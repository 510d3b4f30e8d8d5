package associations

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// promotedAccountListConfig is the config of a list "adsapi_promoted_account" block: the promoted
// accounts of the account or of some of its line items; never deleted ones, which the resource cannot
// manage.
type promotedAccountListConfig struct {
	AccountID   types.String `tfsdk:"account_id"`
	LineItemIDs types.List   `tfsdk:"line_item_ids"`
}

func newPromotedAccountListResource() list.ListResource {
	return &fw.ListResource[promotedAccountListConfig, adsapi.PromotedAccount]{
		TypeName: "_promoted_account",
		Description: "Finds the promoted accounts of an ads account, or of some of its line items, for `terraform query` " +
			"(Terraform 1.14 and later), to adopt them with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{
			"account_id": fw.ListAccountIDAttribute(),
			"line_item_ids": fw.ListIDListAttribute("Only the promoted accounts of these line items (up to 200). The service "+
				"refuses a list none of whose line items is a `PROMOTED_ACCOUNT` one.", fw.ID()),
		},
		Read:   listPromotedAccounts,
		Result: promotedAccountResult,
	}
}

// listPromotedAccounts lists the live promoted accounts cfg selects, at most limit (0: all), in the
// provider's default account when cfg names none.
func listPromotedAccounts(ctx context.Context, data *fw.ProviderData, cfg *promotedAccountListConfig, limit int, diags *diag.Diagnostics) []adsapi.PromotedAccount {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	opts := adsapi.PromotedAccountListOptions{
		LineItemIDs: fw.StringsOf(ctx, cfg.LineItemIDs, diags), ListOptions: adsapi.ListOptions{Limit: limit},
	}
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.PromotedAccounts.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list promoted accounts", err)
	}
	return found
}

// promotedAccountResult names a promoted account by its user, id and line item.
func promotedAccountResult(ctx context.Context, cfg *promotedAccountListConfig, p *adsapi.PromotedAccount, res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := promotedAccountModel{AccountID: cfg.AccountID}
	m.setFromAPI(p)
	return "user " + p.UserID + " (" + p.ID + ") on line item " + p.LineItemID, res.Set(ctx, &m)
}
