package fw

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// TestAPIErrorDetailQuotesMalformedAnswer: a diagnostic of an answer the provider did not believe names
// the request, quotes the start of the body and says that nothing of it was taken, also when the error
// carries what was done about it.
func TestAPIErrorDetailQuotesMalformedAnswer(t *testing.T) {
	t.Parallel()
	bad := &transport.MalformedAnswerError{Method: "GET", Path: "/12/accounts/a/cards", Status: 200, Problem: "data is absent, not an array", Body: "{}"}
	var diags diag.Diagnostics
	AddAPIError(&diags, "Unable to read card", fmt.Errorf("%w; reading it back failed too", bad))
	if len(diags) != 1 {
		t.Fatalf("diagnostics = %v, want one", diags)
	}
	detail := diags[0].Detail()
	for _, want := range []string{
		"GET /12/accounts/a/cards: the service answered HTTP 200 with an answer it does not document (data is absent, not an array)",
		"the answer begins: {}", "reading it back failed too", "did not believe this answer",
	} {
		if !strings.Contains(detail, want) {
			t.Errorf("detail %q lacks %q", detail, want)
		}
	}
}
