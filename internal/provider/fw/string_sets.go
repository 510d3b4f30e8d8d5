package fw

import (
	"context"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// SortedSetStrings returns the elements of a known set of strings, sorted so that requests list them in a
// stable order; nil for a null or unknown set.
func SortedSetStrings(ctx context.Context, s types.Set, diags *diag.Diagnostics) []string {
	if s.IsNull() || s.IsUnknown() {
		return nil
	}
	var out []string
	diags.Append(s.ElementsAs(ctx, &out, false)...)
	slices.Sort(out)
	return out
}

// StringSet builds a set value of strings, empty (not null) when there are none.
func StringSet(ctx context.Context, items []string, diags *diag.Diagnostics) types.Set {
	if items == nil {
		items = []string{}
	}
	s, d := types.SetValueFrom(ctx, types.StringType, items)
	diags.Append(d...)
	return s
}

// Without returns the items of a that are not in b, in a's order: what a collection managed in parts
// (posts of a collection, features of an account) must add or remove. Linear: such a collection may hold
// thousands of items.
func Without(a, b []string) []string {
	in := make(map[string]bool, len(b))
	for _, item := range b {
		in[item] = true
	}
	var out []string
	for _, item := range a {
		if !in[item] {
			out = append(out, item)
		}
	}
	return out
}

// ListStrings returns the elements of a known list of strings, in its order; nil for a null or unknown list.
func ListStrings(ctx context.Context, l types.List, diags *diag.Diagnostics) []string {
	if l.IsNull() || l.IsUnknown() {
		return nil
	}
	var out []string
	diags.Append(l.ElementsAs(ctx, &out, false)...)
	return out
}

// StringList builds a list value of strings, empty (not null) when there are none.
func StringList(ctx context.Context, items []string, diags *diag.Diagnostics) types.List {
	if items == nil {
		items = []string{}
	}
	l, d := types.ListValueFrom(ctx, types.StringType, items)
	diags.Append(d...)
	return l
}
