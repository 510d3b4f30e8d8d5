package content

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// collectionEntriesModel is the state of adsapi_collection_entries: the collection and the posts that
// Terraform keeps in it. Other entries of the collection are not part of it.
type collectionEntriesModel struct {
	ID           types.String `tfsdk:"id"`
	CollectionID types.String `tfsdk:"collection_id"`
	PostIDs      types.List   `tfsdk:"post_ids"`
}

// within returns the ids of a that are also in b, in a's order.
func within(a, b []string) []string {
	in := make(map[string]bool, len(b))
	for _, id := range b {
		in[id] = true
	}
	var out []string
	for _, id := range a {
		if in[id] {
			out = append(out, id)
		}
	}
	return out
}

// inOrderOf returns the ids of kept in want's order, then those of kept that want lacks: after a change
// that made everything, the state lists the posts as the plan did.
func inOrderOf(want, kept []string) []string {
	return append(within(want, kept), fw.Without(kept, want)...)
}
