package fw

import (
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource"
)

func TestImportNumericIDRefusesAMalformedID(t *testing.T) {
	for _, id := range []string{"", "abc", "12345678901234567890", "18ce54d4x5t/123"} {
		var resp resource.ImportStateResponse
		ImportNumericID("webhook", "1146654567674912769", `data "adsapi_webhooks"`)(t.Context(), resource.ImportStateRequest{ID: id}, &resp)
		if !resp.Diagnostics.HasError() {
			t.Errorf("import id %q was taken", id)
			continue
		}
		detail := resp.Diagnostics[0].Detail()
		for _, want := range []string{`"` + id + `"`, "webhook's id, 1 to 19 digits", "1146654567674912769", `data "adsapi_webhooks" lists them`} {
			if !strings.Contains(detail, want) {
				t.Errorf("import id %q: %q lacks %q", id, detail, want)
			}
		}
	}
}
