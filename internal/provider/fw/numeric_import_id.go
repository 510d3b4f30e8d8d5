package fw

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// ImportNumericID is the import, for Identity.Import, of a core platform kind whose import id is its own id of
// 1 to 19 digits (an activity subscription, a webhook). A malformed one is refused naming the kind (what), an
// example, and where to find the ids (listedBy, "" for nothing).
func ImportNumericID(what, example, listedBy string) func(context.Context, resource.ImportStateRequest, *resource.ImportStateResponse) {
	return func(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
		if !IsNumericID(req.ID) {
			detail := fmt.Sprintf("import id %q is malformed: expected the %s's id, 1 to 19 digits (for example %s)", req.ID, what, example)
			if listedBy != "" {
				detail += "; " + listedBy + " lists them"
			}
			resp.Diagnostics.AddError("Invalid import id", detail)
			return
		}
		resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), req.ID)...)
	}
}
