package fw

import (
	"strings"
	"testing"
)

func TestParseParentImportID(t *testing.T) {
	const example = "1547080201384865792/1234"
	for _, c := range []struct{ raw, parent, id string }{
		{raw: "1547080201384865792/42", parent: "1547080201384865792", id: "42"},
		{raw: "42"},
		{raw: "/42"},
		{raw: "1547080201384865792/"},
		{raw: "a/b/c"},
		{raw: "1547080201384865792/4 2"},
	} {
		parent, id, err := ParseParentImportID(c.raw, "product_catalog_id", example)
		if c.id == "" {
			want := `import id "` + c.raw + `" is malformed: expected PRODUCT_CATALOG_ID/ID (for example ` + example + `)`
			if err == nil || err.Error() != want {
				t.Errorf("ParseParentImportID(%q): error %v, want %q", c.raw, err, want)
			}
			continue
		}
		if err != nil || parent != c.parent || id != c.id {
			t.Errorf("ParseParentImportID(%q) = %q, %q, %v; want %q, %q", c.raw, parent, id, err, c.parent, c.id)
		}
	}
	if _, _, err := ParseParentImportID("x", "webhook_id", "1/2"); err == nil || !strings.Contains(err.Error(), "WEBHOOK_ID/ID") {
		t.Errorf("the expected form must name the parent attribute: %v", err)
	}
}
