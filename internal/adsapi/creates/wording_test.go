package creates

import (
	"errors"
	"strings"
	"testing"
)

// TestHeldAdoptionNamesItsHoldersImportID: the warning of an adopted criterion gives the import id of
// the resource that holds it (account/line item), never the criterion's id as an import id, and names
// the lost answer's cause.
func TestHeldAdoptionNamesItsHoldersImportID(t *testing.T) {
	a := Adoption{Kind: "targeting criterion", ID: "1a2b3", Cause: errors.New("connection reset"),
		Holder: &Holder{LineItemID: "4rguc", ImportID: "18ce54d4x5t/4rguc"}}
	// The prefix a resource would give is not the holder's: the holder's wording must not use it.
	summary, detail := a.Summary("18ce54d4x5t/"), a.Detail("18ce54d4x5t/")
	if !strings.Contains(summary, "1a2b3") || !strings.Contains(summary, "4rguc") {
		t.Errorf("summary %q does not name the criterion and its line item", summary)
	}
	for _, want := range []string{"import id 18ce54d4x5t/4rguc", "connection reset"} {
		if !strings.Contains(detail, want) {
			t.Errorf("detail does not say %q:\n%s", want, detail)
		}
	}
	if strings.Contains(summary+detail, "18ce54d4x5t/1a2b3") || strings.Contains(detail, "state rm") {
		t.Errorf("the warning offers the criterion's id as an import id or a state rm:\n%s\n%s", summary, detail)
	}
}
