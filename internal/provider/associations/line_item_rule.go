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
// field is not the rule's value, naming what it found. It reads the line item through the client's
// batched Get: the associations of one plan share a few list requests. A read that fails otherwise
// adds nothing: the service still judges the create.
func (r lineItemRule) check(ctx context.Context, client *adsapi.Client, accountID, lineItemID string, diags *diag.Diagnostics) {
	p := path.Root("line_item_id")
	li, err := client.LineItems.Get(ctx, accountID, lineItemID)
	switch {
	case transport.IsNotFound(err) || (err == nil && li.Deleted):
		fw.AddAttrError(diags, p, "Line item not found",
			fmt.Sprintf("ads account %s holds no live line item %s: %s needs a line item of %s %s.",
				accountID, lineItemID, r.object, r.field, r.want))
	case err != nil:
		tflog.Debug(ctx, "could not read the line item of "+r.object+" at plan", map[string]any{"error": err.Error()})
	case r.of(li) != r.want:
		fw.AddAttrError(diags, p, r.summary,
			fmt.Sprintf("line item %s has %s %s; %s needs a line item of %s %s %s", lineItemID, r.field, r.of(li),
				r.object, r.field, r.want, r.hint))
	}
}
