package provider

import (
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// The action's two documented examples, which TestDraftPreviewActionCaller applies as the page shows them: the
// one for Terraform 1.16 and later, with caller, and the one for 1.14.1 to 1.15, with the draft's address. In
// both, the draft and the action are named spring.
var (
	previewActionExamples         = filepath.Join("..", "..", "examples", "actions", "adsapi_draft_post_preview")
	previewActionExample          = filepath.Join(previewActionExamples, "action.tf")
	previewActionBefore116Example = filepath.Join(previewActionExamples, "action_before_terraform_1_16.tf")
)

const (
	exampleAction = "action.adsapi_draft_post_preview.spring"
	exampleDraft  = "adsapi_draft_post.spring"
	// The warning Terraform 1.16 gives for an action that names the resource triggering it by address.
	triggeringResourceWarning = "Reference to triggering resource"
)

// TestDraftPreviewActionCaller applies the action's examples with the real CLI. In the first, the draft that
// triggers the action is named by `caller`, which Terraform has from 1.16.0 on: each trigger event sends
// exactly one preview of that draft, Terraform does not warn about the triggering resource, and `terraform
// apply -invoke` then sends one more preview of the same draft. That example lists two events; with
// after_create alone, an edit of the draft sends nothing and does not fail. The last case holds the page to
// what it says of the example for Terraform 1.14.1 to 1.15 when run on 1.16: a warning, and an invoke that
// fails before sending anything.
func TestDraftPreviewActionCaller(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	run := newCLIRun(t)
	run.requireVersion(t, "1.16.0")
	names := []string{`action "adsapi_draft_post_preview" "spring"`, `resource "adsapi_draft_post" "spring"`}
	example := readExample(t, previewActionExample, append(names, "draft_post_id = caller.id", "[after_create, after_update]")...)
	before116 := readExample(t, previewActionBefore116Example, append(names, "draft_post_id = "+exampleDraft+".id")...)

	t.Run("after_create and after_update", func(t *testing.T) {
		p := newPreviewRun(t, run, example)
		id := p.create(t)
		p.edit(t, id, 1)
		p.invoke(t, id)
	})
	t.Run("after_create only", func(t *testing.T) {
		p := newPreviewRun(t, run, strings.Replace(example, "[after_create, after_update]", "[after_create]", 1))
		id := p.create(t)
		p.edit(t, id, 0)
		p.invoke(t, id)
	})
	t.Run("the example for Terraform 1.14.1 to 1.15", func(t *testing.T) {
		p := newPreviewRun(t, run, before116)
		out, err := run.in(t, p.work, "apply", "-auto-approve", "-input=false", "-no-color")
		if err != nil {
			t.Fatalf("terraform apply: %v\n%s", err, out)
		}
		if !strings.Contains(out, triggeringResourceWarning) {
			t.Errorf("the apply did not warn %q, which the action's page says it does:\n%s", triggeringResourceWarning, out)
		}
		id := p.draftID(t)
		p.srv.ResetRequests()
		out, err = run.in(t, p.work, "apply", "-invoke="+exampleAction, "-auto-approve", "-input=false", "-no-color")
		if err == nil || !strings.Contains(out, "Reference to uninitialized resource") {
			t.Errorf("invoking the action succeeded, or failed otherwise than the action's page says (%v):\n%s", err, out)
		}
		if n := p.srv.Count("POST", p.previews); n != 0 {
			t.Errorf("the failed invoke sent %d previews of draft %s", n, id)
		}
	})
}

// readExample returns the example file at path, which must hold each of wants exactly once: the test
// addresses the example's objects and rewrites its text by them.
func readExample(t *testing.T, path string, wants ...string) string {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read the action's example: %v", err)
	}
	for _, want := range wants {
		if strings.Count(string(raw), want) != 1 {
			t.Fatalf("the action's example %s should hold %q once; this test relies on it", path, want)
		}
	}
	return string(raw)
}

// previewRun is one configuration of the action's example, applied against an emulator of its own.
type previewRun struct {
	run      cliRun
	srv      *emulator.Server
	work     string
	previews string // the path prefix of every preview request of the demo account
}

// newPreviewRun writes the configuration: the provider pointed at a new emulator, the example (or a variant
// of it), and an output naming the draft's id.
func newPreviewRun(t *testing.T, run cliRun, example string) previewRun {
	t.Helper()
	srv := emulator.New(emulator.Options{})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	work := t.TempDir()
	writeFile(t, filepath.Join(work, "main.tf"), providerBlocks(ts.URL)+fmt.Sprintf(`
output "draft_id" {
  value = %s.id
}
`, exampleDraft))
	writeFile(t, filepath.Join(work, "action.tf"), example)
	return previewRun{run: run, srv: srv, work: work, previews: "/12/accounts/" + emulator.DemoAccountID + "/draft_posts/preview/"}
}

// tf runs a terraform command that must succeed and must not warn about the triggering resource.
func (p previewRun) tf(t *testing.T, args ...string) string {
	t.Helper()
	out, err := p.run.in(t, p.work, args...)
	if err != nil {
		t.Fatalf("terraform %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	if strings.Contains(out, triggeringResourceWarning) {
		t.Errorf("terraform %s warned %q:\n%s", strings.Join(args, " "), triggeringResourceWarning, out)
	}
	return out
}

// draftID is the id of the draft in the state, which must be the account's only draft at the service.
func (p previewRun) draftID(t *testing.T) string {
	t.Helper()
	out, err := p.run.in(t, p.work, "output", "-raw", "draft_id")
	if err != nil {
		t.Fatalf("terraform output: %v\n%s", err, out)
	}
	id := strings.TrimSpace(out)
	if ids := p.srv.DraftPostIDs(emulator.DemoAccountID); len(ids) != 1 || ids[0] != id {
		t.Fatalf("the service holds drafts %v; the state's draft is %q", ids, id)
	}
	return id
}

// create applies the configuration: the draft is created and its after_create trigger previews it once.
func (p previewRun) create(t *testing.T) string {
	t.Helper()
	p.tf(t, "apply", "-auto-approve", "-input=false", "-no-color")
	id := p.draftID(t)
	if n, of := p.srv.Count("POST", p.previews), p.srv.Count("POST", p.previews+id); n != 1 || of != 1 {
		t.Errorf("creating the draft sent %d previews, %d of draft %s; want exactly one, of it", n, of, id)
	}
	return id
}

// edit changes the draft's text through an override file, so that the example stays as written, and applies:
// the draft is updated in place and previewed wantPreviews times.
func (p previewRun) edit(t *testing.T, id string, wantPreviews int) {
	t.Helper()
	const text = "Spring is here, edited"
	writeFile(t, filepath.Join(p.work, "override.tf"), fmt.Sprintf(`
resource "adsapi_draft_post" "spring" {
  text = %q
}
`, text))
	p.srv.ResetRequests()
	p.tf(t, "apply", "-auto-approve", "-input=false", "-no-color")
	if got := p.draftID(t); got != id {
		t.Fatalf("editing the text replaced draft %s by %s", id, got)
	}
	if d, _ := p.srv.DraftPost(emulator.DemoAccountID, id); d.Text != text {
		t.Errorf("the draft's text at the service is %q after the edit, want %q", d.Text, text)
	}
	if n, of := p.srv.Count("POST", p.previews), p.srv.Count("POST", p.previews+id); n != wantPreviews || of != wantPreviews {
		t.Errorf("editing the draft sent %d previews, %d of draft %s; want %d, of it", n, of, id, wantPreviews)
	}
}

// invoke runs the action on its own: Terraform takes the draft from the state as caller, and exactly one
// request, the preview of that draft, is sent.
func (p previewRun) invoke(t *testing.T, id string) {
	t.Helper()
	p.srv.ResetRequests()
	out := p.tf(t, "apply", "-invoke="+exampleAction, "-auto-approve", "-input=false", "-no-color")
	if n, of := p.srv.Count("POST", p.previews), p.srv.Count("POST", p.previews+id); n != 1 || of != 1 {
		t.Errorf("invoking the action sent %d previews, %d of draft %s; want exactly one, of it", n, of, id)
	}
	if writes := p.srv.Count("POST", "/") + p.srv.Count("PUT", "/") + p.srv.Count("DELETE", "/"); writes != 1 {
		t.Errorf("invoking the action sent %d writes, want only the preview", writes)
	}
	if want := fmt.Sprintf("Sending the preview of draft post %s of account %s", id, emulator.DemoAccountID); !strings.Contains(out, want) {
		t.Errorf("the output of the invoke does not show %q:\n%s", want, out)
	}
}
