package targeting

import (
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// CriteriaOf converts items of the kind named kindName as its data source does, for unit tests.
func CriteriaOf(kindName string, items []adsapi.TargetingCriterion) (types.List, diag.Diagnostics) {
	var diags diag.Diagnostics
	for i := range kinds {
		if kinds[i].name == kindName {
			criteria, _ := kinds[i].values(items, &diags)
			return criteria, diags
		}
	}
	diags.AddError("no such kind", kindName)
	return types.ListNull(types.StringType), diags
}
