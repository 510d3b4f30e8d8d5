package promotion

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// UpgradeState takes the state of version 0, whose criteria were a set, to version 1, where they are a
// list whose order means nothing (ModifyPlan): a configuration that wrote them in any order plans no change.
func (r *targetingResource) UpgradeState(context.Context) map[int64]resource.StateUpgrader {
	return map[int64]resource.StateUpgrader{0: fw.SetBecameList("adsapi_line_item_targeting", "ACCOUNT_ID/LINE_ITEM_ID")}
}
