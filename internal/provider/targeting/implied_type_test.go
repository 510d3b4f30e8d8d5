package targeting_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/targeting"
)

// Event and TV show answers carry no targeting_type; their criteria carry the type a line item targets
// them with, so that they are valid criteria of adsapi_line_item_targeting as they are. An answer that
// does carry one is kept as sent.
func TestImpliedTargetingType(t *testing.T) {
	for kind, want := range map[string]string{"events": "EVENT", "tv_shows": "TV_SHOW"} {
		criteria, diags := targeting.CriteriaOf(kind, []adsapi.TargetingCriterion{
			{Name: "bare", TargetingValue: "1"},
			{Name: "typed", TargetingValue: "2", TargetingType: "SOMETHING_ELSE"},
		})
		if diags.HasError() {
			t.Fatal(diags)
		}
		items := criteria.Elements()
		got := []string{
			items[0].(types.Object).Attributes()["targeting_type"].(types.String).ValueString(),
			items[1].(types.Object).Attributes()["targeting_type"].(types.String).ValueString(),
		}
		if got[0] != want || got[1] != "SOMETHING_ELSE" {
			t.Errorf("%s: targeting_type %q, want %q then the answer's own", kind, got, want)
		}
	}
}
