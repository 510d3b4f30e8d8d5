package content

import (
	"context"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// collectionEntriesModel is the state of adsapi_collection_entries: the collection and the posts that
// Terraform keeps in it. Other entries of the collection are not part of it.
type collectionEntriesModel struct {
	ID           types.String `tfsdk:"id"`
	CollectionID types.String `tfsdk:"collection_id"`
	PostIDs      types.Set    `tfsdk:"post_ids"`
}

// postIDs reads a set of post ids; nil for a null or unknown set.
func postIDs(ctx context.Context, s types.Set, diags *diag.Diagnostics) []string {
	if s.IsNull() || s.IsUnknown() {
		return nil
	}
	var out []string
	diags.Append(s.ElementsAs(ctx, &out, false)...)
	slices.Sort(out)
	return out
}

// postIDSet is a set value of ids, empty (not null) when there are none.
func postIDSet(ids []string, diags *diag.Diagnostics) types.Set {
	sorted := slices.Clone(ids)
	slices.Sort(sorted)
	v, d := types.SetValueFrom(context.Background(), types.StringType, sorted)
	diags.Append(d...)
	return v
}

// without returns the ids of a that are not in b, in a's order.
func without(a, b []string) []string {
	var out []string
	for _, id := range a {
		if !slices.Contains(b, id) {
			out = append(out, id)
		}
	}
	return out
}

// within returns the ids of a that are also in b, in a's order.
func within(a, b []string) []string {
	var out []string
	for _, id := range a {
		if slices.Contains(b, id) {
			out = append(out, id)
		}
	}
	return out
}
