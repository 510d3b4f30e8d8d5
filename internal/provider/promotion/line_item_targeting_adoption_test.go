package promotion_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/promotion"
)

// TestAdoptedCriterionNamesTheTargetingImportID: the warning of an adopted criterion gives the import id
// of the resource that holds it (account/line item), never the criterion's id as an import id, and names
// the lost answer's cause.
func TestAdoptedCriterionNamesTheTargetingImportID(t *testing.T) {
	summary, detail := promotion.AdoptedCriterion("18ce54d4x5t", "4rguc")(creates.Adoption{
		Kind: "targeting criterion", ID: "1a2b3", Cause: errors.New("connection reset"),
	})
	if !strings.Contains(summary, "1a2b3") || !strings.Contains(summary, "4rguc") {
		t.Errorf("summary %q does not name the criterion and its line item", summary)
	}
	for _, want := range []string{"import id 18ce54d4x5t/4rguc", "connection reset"} {
		if !strings.Contains(detail, want) {
			t.Errorf("detail does not say %q:\n%s", want, detail)
		}
	}
	if strings.Contains(detail, "18ce54d4x5t/1a2b3") || strings.Contains(detail, "state rm") {
		t.Errorf("detail offers the criterion's id as an import id or a state rm:\n%s", detail)
	}
}
