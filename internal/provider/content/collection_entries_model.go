package content

import (
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/types"
)

// collectionEntriesModel is the state of adsapi_collection_entries: the collection and the posts that
// Terraform keeps in it. Other entries of the collection are not part of it.
type collectionEntriesModel struct {
	ID           types.String `tfsdk:"id"`
	CollectionID types.String `tfsdk:"collection_id"`
	PostIDs      types.Set    `tfsdk:"post_ids"`
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
