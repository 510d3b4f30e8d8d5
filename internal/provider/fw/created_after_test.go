package fw

import (
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

type made struct{ id, at string }

func keptIDs(t *testing.T, after types.String, items []made) ([]string, diag.Diagnostics) {
	t.Helper()
	var diags diag.Diagnostics
	kept := KeepCreatedAfter(after, items, func(m *made) string { return "object " + m.id },
		func(m *made) string { return m.at }, &diags)
	ids := []string{}
	for _, m := range kept {
		ids = append(ids, m.id)
	}
	return ids, diags
}

// TestKeepCreatedAfter: the bound is inclusive, an offset is the same instant as its UTC form, and
// milliseconds (scheduled feeds) compare like whole seconds.
func TestKeepCreatedAfter(t *testing.T) {
	items := []made{
		{"before", "2026-03-01T11:59:59Z"},
		{"at", "2026-03-01T12:00:00Z"},
		{"after-ms", "2026-03-01T12:00:00.001Z"},
		{"before-ms", "2026-03-01T11:59:59.999Z"},
		{"later", "2026-03-02T00:00:00Z"},
	}
	for _, after := range []string{"2026-03-01T12:00:00Z", "2026-03-01T13:00:00+01:00"} {
		ids, diags := keptIDs(t, types.StringValue(after), items)
		if diags.HasError() {
			t.Fatalf("%s: %v", after, diags)
		}
		if want := []string{"at", "after-ms", "later"}; !slices.Equal(ids, want) {
			t.Errorf("created_after %s kept %v, want %v", after, ids, want)
		}
	}
	if ids, _ := keptIDs(t, types.StringNull(), items); len(ids) != len(items) {
		t.Errorf("without created_after %d of %d kept", len(ids), len(items))
	}
}

func TestKeepCreatedAfterRefusesAnUnreadableTime(t *testing.T) {
	_, diags := keptIDs(t, types.StringValue("2026-03-01T12:00:00Z"), []made{{"ok", "2026-03-02T00:00:00Z"}, {"odd", "yesterday"}})
	if diags.ErrorsCount() != 1 || !strings.Contains(diags.Errors()[0].Detail(), `object odd with created_at "yesterday"`) {
		t.Errorf("diagnostics = %v, want one error naming object odd", diags)
	}
}
