package provider

import (
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// TestLogLinesWhenAsked runs the built provider binary under Terraform with TF_LOG=TRACE and
// checks that the SDK's protocol and framework lines and the API client's lines all reach
// Terraform's log: turning the loggers off when nobody asks must not lose them when someone does.
// Like the acceptance tests, it runs with TF_ACC set (it needs terraform on PATH).
func TestLogLinesWhenAsked(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	run := newCLIRun(t)
	srv := httptest.NewServer(emulator.New(emulator.Options{}))
	t.Cleanup(srv.Close)

	work := filepath.Join(run.dir, "work")
	writeFile(t, filepath.Join(work, "main.tf"), providerBlocks(srv.URL)+`
data "adsapi_cards" "spring" {
  q = "spring"
}
`)

	logFile := filepath.Join(run.dir, "terraform.log")
	cmd := exec.CommandContext(t.Context(), run.tf, "plan", "-input=false", "-no-color")
	cmd.Dir = work
	cmd.Env = run.env("TF_LOG=TRACE", "TF_LOG_PATH="+logFile)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("terraform plan: %v\n%s", err, out)
	}
	b, err := os.ReadFile(logFile)
	if err != nil {
		t.Fatal(err)
	}
	log := string(b)
	for _, want := range []string{
		"@module=sdk.proto",     // terraform-plugin-go's protocol lines
		"@module=sdk.framework", // the framework's lines
		"@module=adsapi.api",    // the API client's lines
		"sending request",       // the client's TRACE line
	} {
		if !strings.Contains(log, want) {
			t.Errorf("Terraform's TRACE log has no %q line from the provider", want)
		}
	}
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}
