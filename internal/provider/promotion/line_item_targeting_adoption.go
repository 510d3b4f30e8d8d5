package promotion

import (
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// adoptedCriterion words the warning of a criterion adopted after a lost batch answer. A criterion has
// no import id of its own, and undoing the adoption as other kinds do (state rm, import elsewhere) would
// drop the whole line item's targeting: the resource holds all of the line item's criteria, so a
// criterion identical to one it sent, on its own line item, is the one it asked for.
func adoptedCriterion(accountID, lineItemID string) func(creates.Adoption) (string, string) {
	return func(a creates.Adoption) (string, string) {
		cause := "unknown"
		if a.Cause != nil {
			cause = a.Cause.Error()
		}
		return fmt.Sprintf("Adopted the existing targeting criterion %s of line item %s", a.ID, lineItemID),
			fmt.Sprintf("The answer to the targeting batch was lost (%s), so the provider looked for what it made and "+
				"adopted criterion %s: it is identical to one this resource sent, on line item %s, and was made within "+
				"the batch's window on the service's clock. This resource holds all of the line item's criteria "+
				"(import id %s/%s), so there is nothing to undo. If another configuration also declares this line "+
				"item's targeting, keep it in one of them: each would remove the other's criteria.",
				cause, a.ID, lineItemID, accountID, lineItemID)
	}
}
