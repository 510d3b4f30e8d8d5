package provider

import (
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// TestDraftPreviewActionInvoke runs the adsapi_draft_post_preview action the way its docs say, with the
// real CLI: terraform-plugin-testing cannot run `terraform apply -invoke`. An apply leaves an action without
// trigger alone; invoking it sends exactly one preview, of the draft it names, and the CLI shows the
// action's progress messages, the last one being the service's answer. Without a trigger there is no caller,
// so the action names the draft by its address, as the page says works on every version from 1.14.1 on (a
// triggered action's address fails -invoke on 1.16: see TestDraftPreviewActionCaller).
func TestDraftPreviewActionInvoke(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	run := newCLIRun(t)
	// 1.14.0 ran after_create actions before their resource was created; the docs ask for 1.14.1.
	run.requireVersion(t, "1.14.1")
	srv := emulator.New(emulator.Options{})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)

	work := filepath.Join(run.dir, "work")
	writeFile(t, filepath.Join(work, "main.tf"), providerBlocks(ts.URL)+fmt.Sprintf(`
resource "adsapi_draft_post" "x" {
  as_user_id = %q
  text       = "tf-acc-test-Preview me on demand"
}
action "adsapi_draft_post_preview" "x" {
  config {
    draft_post_id = adsapi_draft_post.x.id
  }
}
output "draft_id" {
  value = adsapi_draft_post.x.id
}
`, emulator.DemoUserID))
	tf := func(args ...string) string {
		t.Helper()
		out, err := run.in(t, work, args...)
		if err != nil {
			t.Fatalf("terraform %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
	previewsPath := "/12/accounts/" + emulator.DemoAccountID + "/draft_posts/preview/"

	tf("apply", "-auto-approve", "-input=false", "-no-color")
	if n := srv.Count("POST", previewsPath); n != 0 {
		t.Fatalf("an apply without -invoke or trigger sent %d previews", n)
	}
	draftID := strings.TrimSpace(tf("output", "-raw", "draft_id"))
	if _, ok := srv.DraftPost(emulator.DemoAccountID, draftID); !ok {
		t.Fatalf("the apply's draft %q is not at the service", draftID)
	}

	srv.ResetRequests()
	out := tf("apply", "-invoke=action.adsapi_draft_post_preview.x", "-auto-approve", "-input=false", "-no-color")
	if n := srv.Count("POST", previewsPath+draftID); n != 1 {
		t.Errorf("invoking the action sent %d previews of draft %s, want 1", n, draftID)
	}
	writes := srv.Count("POST", "/") + srv.Count("PUT", "/") + srv.Count("DELETE", "/")
	if writes != 1 {
		t.Errorf("invoking the action sent %d writes, want only the preview", writes)
	}
	for _, want := range []string{
		fmt.Sprintf("Sending the preview of draft post %s of account %s", draftID, emulator.DemoAccountID),
		fmt.Sprintf("@%s's notifications", emulator.DemoHandle),
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output of the invoke does not show %q:\n%s", want, out)
		}
	}
}
