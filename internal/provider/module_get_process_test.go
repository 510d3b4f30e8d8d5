package provider

import (
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// TestModuleCallUnderDevOverrides follows the getting-started guide for a configuration that calls a
// module while dev_overrides serve the provider: without `terraform init`, the plan fails because the
// module is not installed; `terraform get` installs it without contacting any registry, and the plan
// then works.
func TestModuleCallUnderDevOverrides(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	run := newCLIRun(t)
	srv := httptest.NewServer(emulator.New(emulator.Options{}))
	t.Cleanup(srv.Close)

	root := filepath.Join(run.dir, "root")
	writeFile(t, filepath.Join(run.dir, "cards", "main.tf"), providerBlocks(srv.URL)+`
data "adsapi_cards" "all" {}
output "count" {
  value = length(data.adsapi_cards.all.cards)
}
`)
	writeFile(t, filepath.Join(root, "main.tf"), `
module "cards" {
  source = "../cards"
}
output "count" {
  value = module.cards.count
}
`)
	tf := func(args ...string) (string, error) { return run.in(t, root, args...) }
	if out, err := tf("plan", "-input=false", "-no-color"); err == nil || !strings.Contains(out, "Module not installed") {
		t.Fatalf("a plan before terraform get: err %v, want the module-not-installed error:\n%s", err, out)
	}
	if out, err := tf("get", "-no-color"); err != nil {
		t.Fatalf("terraform get: %v\n%s", err, out)
	}
	out, err := tf("plan", "-input=false", "-no-color")
	if err != nil {
		t.Fatalf("the plan after terraform get: %v\n%s", err, out)
	}
	if !strings.Contains(out, "count = 0") {
		t.Errorf("the plan after terraform get does not show the module's output read from the emulator:\n%s", out)
	}
}
