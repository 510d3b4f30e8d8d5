package provider

import (
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestLogLinesWhenAsked runs the built provider binary under Terraform with TF_LOG=TRACE and
// checks that the SDK's protocol and framework lines and the API client's lines all reach
// Terraform's log: turning the loggers off when nobody asks must not lose them when someone does.
// Like the acceptance tests, it runs with TF_ACC set (it needs terraform on PATH).
func TestLogLinesWhenAsked(t *testing.T) {
	if os.Getenv("TF_ACC") == "" {
		t.Skip("TF_ACC is not set: this test runs terraform")
	}
	tf, err := exec.LookPath("terraform")
	if err != nil {
		t.Fatalf("terraform is not on PATH: %v", err)
	}
	dir := t.TempDir()
	pluginDir := filepath.Join(dir, "plugins")
	if out, err := exec.CommandContext(t.Context(), "go", "build", "-o", filepath.Join(pluginDir, "terraform-provider-adsapi"), "github.com/adsapi/terraform-provider-adsapi").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	srv := httptest.NewServer(emulator.New(emulator.Options{}))
	t.Cleanup(srv.Close)

	cliConfig := filepath.Join(dir, "terraform.tfrc")
	writeFile(t, cliConfig, fmt.Sprintf(`provider_installation {
  dev_overrides {
    "registry.terraform.io/adsapi/adsapi" = %q
  }
  direct {}
}
disable_checkpoint = true
`, pluginDir))
	work := filepath.Join(dir, "work")
	writeFile(t, filepath.Join(work, "main.tf"), fmt.Sprintf(`
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {
  account_id          = "18ce54d4x5t"
  consumer_key        = %q
  consumer_secret     = %q
  access_token        = %q
  access_token_secret = %q
  ads_url             = %q
  api_url             = %q
  upload_url          = %q
}
data "adsapi_cards" "spring" {
  q = "spring"
}
`, emulator.DemoConsumerKey, emulator.DemoConsumerSecret, emulator.DemoAccessToken, emulator.DemoAccessTokenSecret,
		srv.URL, srv.URL, srv.URL))

	logFile := filepath.Join(dir, "terraform.log")
	cmd := exec.CommandContext(t.Context(), tf, "plan", "-input=false", "-no-color")
	cmd.Dir = work
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "TF_LOG") && !strings.HasPrefix(kv, "TF_CLI_CONFIG_FILE=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "TF_LOG=TRACE", "TF_LOG_PATH="+logFile, "TF_CLI_CONFIG_FILE="+cliConfig,
		"CHECKPOINT_DISABLE=1", "TF_IN_AUTOMATION=1")
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
