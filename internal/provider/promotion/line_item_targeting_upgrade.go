package promotion

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// UpgradeState takes the state of version 0, whose criteria were a set, to version 1, where they are a
// list. A set and a list of the same objects are written alike in a state (an array), so the stored value
// is read with today's schema as it is: the set's order becomes the list's, and since the order of
// criteria means nothing (ModifyPlan), a configuration that wrote them in any order plans no change. The
// state is read once, in time linear in its size; no prior schema is declared, as the framework would
// then build a set of thousands of objects only to have it converted.
func (r *targetingResource) UpgradeState(context.Context) map[int64]resource.StateUpgrader {
	return map[int64]resource.StateUpgrader{0: {StateUpgrader: upgradeCriteriaSetToList}}
}

func upgradeCriteriaSetToList(ctx context.Context, req resource.UpgradeStateRequest, resp *resource.UpgradeStateResponse) {
	raw, err := req.RawState.UnmarshalWithOpts(resp.State.Schema.Type().TerraformType(ctx), tfprotov6.UnmarshalOpts{
		ValueFromJSONOpts: tftypes.ValueFromJSONOpts{IgnoreUndefinedAttributes: true}})
	if err != nil {
		resp.Diagnostics.AddError("Unable to upgrade the state of adsapi_line_item_targeting",
			"The state written by an earlier version of the provider (schema version 0) could not be read as version 1: "+
				err.Error()+". Remove the resource from the state (terraform state rm) and import it again: its import id "+
				"is ACCOUNT_ID/LINE_ITEM_ID.")
		return
	}
	resp.State.Raw = raw
}
