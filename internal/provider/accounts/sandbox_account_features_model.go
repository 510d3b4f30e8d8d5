package accounts

import (
	"context"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// sandboxAccountFeaturesModel is the state of adsapi_sandbox_account_features. id is the account id: an
// account has one set of features, so there is nothing else to name it by.
type sandboxAccountFeaturesModel struct {
	ID          types.String `tfsdk:"id"`
	AccountID   types.String `tfsdk:"account_id"`
	FeatureKeys types.Set    `tfsdk:"feature_keys"`
}

// keysOf returns the elements of a known set of strings, sorted so that requests list them in a stable
// order; nil for a null or unknown set.
func keysOf(ctx context.Context, s types.Set, diags *diag.Diagnostics) []string {
	if s.IsNull() || s.IsUnknown() {
		return nil
	}
	var out []string
	diags.Append(s.ElementsAs(ctx, &out, false)...)
	slices.Sort(out)
	return out
}

// keySet builds a set of strings.
func keySet(ctx context.Context, keys []string, diags *diag.Diagnostics) types.Set {
	s, d := types.SetValueFrom(ctx, types.StringType, keys)
	diags.Append(d...)
	return s
}

// without returns the keys of a that are not in b, in a's order.
func without(a, b []string) []string {
	var out []string
	for _, k := range a {
		if !slices.Contains(b, k) {
			out = append(out, k)
		}
	}
	return out
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
