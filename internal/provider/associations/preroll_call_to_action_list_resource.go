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

// prerollCallToActionListConfig is the config of a list "adsapi_preroll_call_to_action" block: the calls
// to action of the account or of some of its line items; never deleted ones, which the resource cannot
// manage.
type prerollCallToActionListConfig struct {
	AccountID   types.String `tfsdk:"account_id"`
	LineItemIDs types.List   `tfsdk:"line_item_ids"`
}

func newPrerollCallToActionListResource() list.ListResource {
	return &fw.ListResource[prerollCallToActionListConfig, adsapi.PrerollCallToAction]{
		TypeName: "_preroll_call_to_action",
		Description: "Finds the pre-roll calls to action of an ads account, or of some of its line items, for `terraform query` " +
			"(Terraform 1.14 and later), to adopt them with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{
			"account_id":    fw.ListAccountIDAttribute(),
			"line_item_ids": fw.ListIDListAttribute("Only the calls to action of these line items (up to 200).", fw.ID()),
		},
		Read:   listPrerollCallsToAction,
		Result: prerollCallToActionResult,
	}
}

// listPrerollCallsToAction lists the live calls to action cfg selects, at most limit (0: all), in the
// provider's default account when cfg names none.
func listPrerollCallsToAction(ctx context.Context, data *fw.ProviderData, cfg *prerollCallToActionListConfig, limit int,
	diags *diag.Diagnostics) []adsapi.PrerollCallToAction {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	opts := adsapi.PrerollCallToActionListOptions{
		LineItemIDs: fw.StringsOf(ctx, cfg.LineItemIDs, diags), ListOptions: adsapi.ListOptions{Limit: limit},
	}
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.PrerollCallToActions.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list pre-roll calls to action", err)
	}
	return found
}

// prerollCallToActionResult names a call to action by its button, id and line item.
func prerollCallToActionResult(ctx context.Context, cfg *prerollCallToActionListConfig, c *adsapi.PrerollCallToAction,
	res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := prerollCallToActionModel{AccountID: cfg.AccountID}
	m.setFromAPI(c)
	return c.CallToAction + " (" + c.ID + ") on line item " + c.LineItemID, res.Set(ctx, &m)
}
