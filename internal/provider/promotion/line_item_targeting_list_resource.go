package promotion

import (
	"context"
	"fmt"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// targetingListConfig is the config of a list "adsapi_line_item_targeting" block.
type targetingListConfig struct {
	AccountID   types.String `tfsdk:"account_id"`
	LineItemIDs types.List   `tfsdk:"line_item_ids"`
}

// lineItemTargeting is one result: a line item and the criteria it holds.
type lineItemTargeting struct {
	lineItemID string
	criteria   []adsapi.LineItemCriterion
}

// criteriaPerList is how many line items one criteria list asks for: the most a filter takes.
const criteriaPerList = 200

func newTargetingListResource() list.ListResource {
	return &fw.ListResource[targetingListConfig, lineItemTargeting]{
		TypeName: "_line_item_targeting",
		Description: "Finds the targeting of line items for `terraform query` (Terraform 1.14 and later), to adopt it " +
			"with `-generate-config-out`: one result per line item that holds criteria, with all of them. Without " +
			"`line_item_ids`, the account's line items are listed first (deleted and draft ones left out); their " +
			"criteria are then read 200 line items per request.",
		Attributes: map[string]listschema.Attribute{
			"account_id":    fw.ListAccountIDAttribute(),
			"line_item_ids": fw.ListIDListAttribute("Only the targeting of these line items (up to 200).", fw.ID()),
		},
		Read:   listTargeting,
		Result: targetingResult,
	}
}

func listTargeting(ctx context.Context, data *fw.ProviderData, cfg *targetingListConfig, limit int,
	diags *diag.Diagnostics) []lineItemTargeting {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	lineItemIDs := fw.StringsOf(ctx, cfg.LineItemIDs, diags)
	if diags.HasError() {
		return nil
	}
	accountID := cfg.AccountID.ValueString()
	if lineItemIDs == nil {
		lineItems, err := data.Client.LineItems.List(ctx, accountID, adsapi.LineItemListOptions{})
		if err != nil {
			fw.AddAPIError(diags, "Unable to list line items", err)
			return nil
		}
		for _, li := range lineItems {
			lineItemIDs = append(lineItemIDs, li.ID)
		}
	}
	var out []lineItemTargeting
	for chunk := range slices.Chunk(lineItemIDs, criteriaPerList) {
		held, err := data.Client.LineItemTargeting.List(ctx, accountID, adsapi.LineItemTargetingListOptions{LineItemIDs: chunk})
		if err != nil {
			fw.AddAPIError(diags, "Unable to list line item targeting", err)
			return nil
		}
		byLineItem := map[string][]adsapi.LineItemCriterion{}
		for _, c := range held {
			byLineItem[c.LineItemID] = append(byLineItem[c.LineItemID], c)
		}
		for _, id := range chunk {
			if len(byLineItem[id]) == 0 {
				continue
			}
			if out = append(out, lineItemTargeting{lineItemID: id, criteria: byLineItem[id]}); len(out) == limit {
				return out
			}
		}
	}
	return out
}

// targetingResult is a line item's targeting as an import reads it, named by the line item.
func targetingResult(ctx context.Context, cfg *targetingListConfig, t *lineItemTargeting, res *tfsdk.Resource) (string, diag.Diagnostics) {
	var diags diag.Diagnostics
	m := targetingModel{ID: types.StringValue(t.lineItemID), AccountID: cfg.AccountID, LineItemID: types.StringValue(t.lineItemID),
		Lang: types.StringNull()}
	m.setFromService(ctx, t.criteria, &diags)
	diags.Append(res.Set(ctx, &m)...)
	return fmt.Sprintf("line item %s: %d criteria", t.lineItemID, len(t.criteria)), diags
}
