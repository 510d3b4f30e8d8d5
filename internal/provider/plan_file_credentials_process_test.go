package provider

import (
	"fmt"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// TestPlanFileCredentials checks what the docs say of credentials and saved plans, with the real CLI: a
// credential written in the provider block is saved in the plan file, and `terraform show -json` of it
// prints it although the setting is sensitive, while one the provider reads from its ADSAPI_ variable
// never reaches the plan.
func TestPlanFileCredentials(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	run := newCLIRun(t)
	srv := httptest.NewServer(emulator.New(emulator.Options{}))
	t.Cleanup(srv.Close)

	work := filepath.Join(run.dir, "work")
	// The consumer key is written in the block; the consumer secret and tokens come from the environment.
	writeFile(t, filepath.Join(work, "main.tf"), fmt.Sprintf(`
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {
  account_id   = %q
  consumer_key = %q
  ads_url      = %q
  api_url      = %q
  upload_url   = %q
}
data "adsapi_cards" "all" {}
`, emulator.DemoAccountID, acctarget.BlockCredentials().ConsumerKey, srv.URL, srv.URL, srv.URL))

	tf := func(args ...string) string {
		t.Helper()
		cmd := exec.CommandContext(t.Context(), run.tf, args...)
		cmd.Dir = work
		cmd.Env = run.env("ADSAPI_CONSUMER_SECRET="+acctarget.BlockCredentials().ConsumerSecret,
			"ADSAPI_ACCESS_TOKEN="+acctarget.BlockCredentials().AccessToken, "ADSAPI_ACCESS_TOKEN_SECRET="+acctarget.BlockCredentials().AccessTokenSecret)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("terraform %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	tf("plan", "-input=false", "-no-color", "-out=saved.tfplan")
	shown := tf("show", "-json", "saved.tfplan")

	if !strings.Contains(shown, acctarget.BlockCredentials().ConsumerKey) {
		t.Errorf("terraform show -json of the saved plan does not show the consumer key written in the provider block: the docs' warning is wrong")
	}
	for _, fromEnv := range []string{acctarget.BlockCredentials().ConsumerSecret, acctarget.BlockCredentials().AccessToken, acctarget.BlockCredentials().AccessTokenSecret} {
		if strings.Contains(shown, fromEnv) {
			t.Errorf("terraform show -json of the saved plan shows a credential given through its ADSAPI_ variable")
		}
	}
}
