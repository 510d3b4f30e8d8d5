package accounts

import (
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/types"
)

// sandboxAccountFeaturesModel is the state of adsapi_sandbox_account_features. id is the account id: an
// account has one set of features, so there is nothing else to name it by.
type sandboxAccountFeaturesModel struct {
	ID          types.String `tfsdk:"id"`
	AccountID   types.String `tfsdk:"account_id"`
	FeatureKeys types.Set    `tfsdk:"feature_keys"`
}

// managedKeys is what a refresh keeps: of the keys the resource manages, those the account still has.
// Keys the account holds beyond them belong to someone else (granted by hand or by another configuration)
// and are left out, so they are neither a diff nor removed on destroy.
func managedKeys(managed, account []string) []string {
	var out []string
	for _, k := range account {
		if slices.Contains(managed, k) && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}
