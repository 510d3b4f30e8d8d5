package associations

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// lineItemRule is what an association needs of its line item that only the line item can tell: one of
// the line item's fields must hold one value (a promoted account needs a PROMOTED_ACCOUNT product type,
// a pre-roll call to action a PREROLL_VIEWS objective).
type lineItemRule struct {
	// object names the association ("a promoted account"); field is the line item's field, want its
	// value, and of reads it.
	object, field, want string
	of                  func(*adsapi.LineItem) string
	// summary is the refusal's summary; hint ends its detail: what such a line item is, what the
	// service would answer.
	summary, hint string
}

// check refuses, on line_item_id, a line item the account does not hold, a deleted one, or one whose
// field is not the rule's value, naming what it found.
func (r lineItemRule) check(ctx context.Context, client *adsapi.Client, accountID, lineItemID string, diags *diag.Diagnostics) {
	li := readPlannedLineItem(ctx, client, accountID, lineItemID, r.object+" needs a line item of "+r.field+" "+r.want, diags)
	if li != nil && r.of(li) != r.want {
		fw.AddAttrError(diags, path.Root("line_item_id"), r.summary,
			fmt.Sprintf("line item %s has %s %s; %s needs a line item of %s %s %s", lineItemID, r.field, r.of(li),
				r.object, r.field, r.want, r.hint))
	}
}

// readPlannedLineItem reads, at plan, the line item an association is about to be created on, through
// the client's batched Get: the associations of one plan share a few list requests. A line item the
// account does not hold, or a deleted one, is refused on line_item_id with need (what the association
// needs of it) and answers nil; a read that fails otherwise adds nothing and answers nil: the service
// still judges the create.
func readPlannedLineItem(ctx context.Context, client *adsapi.Client, accountID, lineItemID, need string, diags *diag.Diagnostics) *adsapi.LineItem {
	li, err := client.LineItems.Get(ctx, accountID, lineItemID)
	switch {
	case transport.IsNotFound(err) || (err == nil && li.Deleted):
		fw.AddAttrError(diags, path.Root("line_item_id"), "Line item not found",
			fmt.Sprintf("ads account %s holds no live line item %s: %s.", accountID, lineItemID, need))
		return nil
	case err != nil:
		tflog.Debug(ctx, "could not read the line item at plan", map[string]any{"error": err.Error(), "line_item_id": lineItemID})
		return nil
	}
	return li
}
