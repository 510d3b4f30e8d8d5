package provider

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// cliRun is what a test that runs the terraform CLI on the built provider needs: the CLI, a directory of
// its own, and a CLI configuration whose dev_overrides point at the provider built into it.
type cliRun struct {
	tf, dir, cliConfig string
}

// newCLIRun builds the provider binary and writes the CLI configuration. Like the acceptance tests, such
// a test runs only with TF_ACC set, since it needs terraform on PATH.
func newCLIRun(t *testing.T) cliRun {
	t.Helper()
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
	cliConfig := filepath.Join(dir, "terraform.tfrc")
	writeFile(t, cliConfig, fmt.Sprintf(`provider_installation {
  dev_overrides {
    "registry.terraform.io/adsapi/adsapi" = %q
  }
  direct {}
}
disable_checkpoint = true
`, pluginDir))
	return cliRun{tf: tf, dir: dir, cliConfig: cliConfig}
}

// env is the environment of a terraform command: this process's, without the settings that would change
// the run (logging, another CLI configuration, the provider's own variables), with the CLI configuration
// and extra added.
func (r cliRun) env(extra ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "TF_LOG") && !strings.HasPrefix(kv, "TF_CLI_CONFIG_FILE=") && !strings.HasPrefix(kv, "ADSAPI_") {
			env = append(env, kv)
		}
	}
	env = append(env, "TF_CLI_CONFIG_FILE="+r.cliConfig, "CHECKPOINT_DISABLE=1", "TF_IN_AUTOMATION=1")
	return append(env, extra...)
}

// providerBlocks are the terraform and provider blocks of a configuration that uses the emulator at url
// with its built-in identity.
func providerBlocks(url string) string {
	return fmt.Sprintf(`
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {
  account_id          = %q
  consumer_key        = %q
  consumer_secret     = %q
  access_token        = %q
  access_token_secret = %q
  ads_url             = %q
  api_url             = %q
  upload_url          = %q
}
`, emulator.DemoAccountID, emulator.DemoConsumerKey, emulator.DemoConsumerSecret, emulator.DemoAccessToken,
		emulator.DemoAccessTokenSecret, url, url, url)
}
