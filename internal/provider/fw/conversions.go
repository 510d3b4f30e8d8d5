package fw

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// StringOrNull maps the service's "absent" (decoded as "") to null, so it matches a configuration that
// leaves the attribute out.
func StringOrNull(s string) types.String {
	if s == "" {
		return types.StringNull()
	}
	return types.StringValue(s)
}

// Int64OrNull maps a number the service left out (or sent as "") to null.
func Int64OrNull(f wire.FlexInt) types.Int64 {
	if !f.Valid {
		return types.Int64Null()
	}
	return types.Int64Value(f.Value)
}

// StringsOf returns the elements of a known list of strings; nil for a null or unknown list.
func StringsOf(ctx context.Context, l types.List, diags *diag.Diagnostics) []string {
	var out []string
	if l.IsNull() || l.IsUnknown() {
		return nil
	}
	diags.Append(l.ElementsAs(ctx, &out, false)...)
	return out
}
