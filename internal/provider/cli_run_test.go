package provider

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	goversion "github.com/hashicorp/go-version"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// cliRun is what a test that runs the terraform CLI on the built provider needs: the CLI, a directory of
// its own, and a CLI configuration whose dev_overrides point at the provider built into it.
type cliRun struct {
	tf, dir, cliConfig string
}

// newCLIRun writes a CLI configuration whose dev_overrides name the provider binary, built once for all
// the tests of this process (pluginDir). Like the acceptance tests, such a test runs only with TF_ACC set,
// and on the CLI they run on: TF_ACC_TERRAFORM_PATH (which `make test`, `make test-newest` and
// `make test-tofu` set), else the terraform on PATH. The dev_overrides hold both registries' addresses, as
// the one of `make getting-started` does, so that OpenTofu finds the provider too.
func newCLIRun(t *testing.T) cliRun {
	t.Helper()
	if os.Getenv("TF_ACC") == "" {
		t.Skip("TF_ACC is not set: this test runs terraform")
	}
	tf := os.Getenv("TF_ACC_TERRAFORM_PATH")
	if tf == "" {
		var err error
		if tf, err = exec.LookPath("terraform"); err != nil {
			t.Fatalf("terraform is not on PATH: %v", err)
		}
	}
	pluginDir, err := pluginDir()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cliConfig := filepath.Join(dir, "terraform.tfrc")
	writeFile(t, cliConfig, fmt.Sprintf(`provider_installation {
  dev_overrides {
    "registry.terraform.io/adsapi/adsapi" = %q
    "registry.opentofu.org/adsapi/adsapi" = %q
  }
  direct {}
}
disable_checkpoint = true
`, pluginDir, pluginDir))
	return cliRun{tf: tf, dir: dir, cliConfig: cliConfig}
}

// builtProvider is the directory holding the provider binary the CLI runs share, and TestMain removes.
var builtProvider struct {
	once sync.Once
	dir  string
	err  error
}

// pluginDir builds the provider binary on the first call and answers its directory: one link of the
// provider per test process instead of one per test.
func pluginDir() (string, error) {
	builtProvider.once.Do(func() {
		dir, err := os.MkdirTemp("", "adsapi-cli-run-")
		if err != nil {
			builtProvider.err = err
			return
		}
		builtProvider.dir = dir
		// The build serves every test of the process, so no one test's context may cut it short.
		out, err := exec.CommandContext(context.Background(), "go", "build", "-o", filepath.Join(dir, "terraform-provider-adsapi"),
			"github.com/adsapi/terraform-provider-adsapi").CombinedOutput()
		if err != nil {
			builtProvider.err = fmt.Errorf("build: %w\n%s", err, out)
		}
	})
	return builtProvider.dir, builtProvider.err
}

func TestMain(m *testing.M) {
	code := m.Run()
	if builtProvider.dir != "" {
		_ = os.RemoveAll(builtProvider.dir)
	}
	os.Exit(code)
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
// with its built-in identity; extra lines (settings) are added to the provider block.
func providerBlocks(url string, extra ...string) string {
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
%s}
`, emulator.DemoAccountID, acctarget.BlockCredentials().ConsumerKey, acctarget.BlockCredentials().ConsumerSecret, acctarget.BlockCredentials().AccessToken,
		acctarget.BlockCredentials().AccessTokenSecret, url, url, url, strings.Join(append(extra, ""), "\n"))
}

// requireVersion skips the test when the CLI it runs is older than minimum, as the acceptance tests'
// version checks do, and fails it instead when ACCTEST_NO_VERSION_SKIPS is set (`make test-newest`).
func (r cliRun) requireVersion(t *testing.T, minimum string) {
	t.Helper()
	cmd := exec.CommandContext(t.Context(), r.tf, "version", "-json")
	cmd.Env = r.env() // without a readable CLI configuration, OpenTofu prints a warning before the JSON
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("terraform version: %v", err)
	}
	var v struct {
		Version string `json:"terraform_version"`
	}
	if err := json.Unmarshal(out, &v); err != nil {
		t.Fatalf("terraform version -json: %v\n%s", err, out)
	}
	have, err := goversion.NewVersion(v.Version)
	if err != nil {
		t.Fatalf("terraform version %q: %v", v.Version, err)
	}
	if have.LessThan(goversion.Must(goversion.NewVersion(minimum))) {
		why := fmt.Sprintf("terraform %s is on PATH; this test needs %s or later", v.Version, minimum)
		// acctest.NoVersionSkipsEnv, which this package cannot import: acctest imports it.
		if os.Getenv("ACCTEST_NO_VERSION_SKIPS") != "" {
			t.Fatalf("ACCTEST_NO_VERSION_SKIPS is set, so this test must run, not skip: %s", why)
		}
		t.Skip(why)
	}
}

// in runs the CLI with args in dir and returns what it printed, stdout and stderr together.
func (r cliRun) in(t *testing.T, dir string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.CommandContext(t.Context(), r.tf, args...)
	cmd.Dir = dir
	cmd.Env = r.env()
	out, err := cmd.CombinedOutput()
	return string(out), err
}
