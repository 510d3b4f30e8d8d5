package provider

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// normalizeAndHashExample is the function's documented example, which TestNormalizeAndHashExample runs.
var normalizeAndHashExample = filepath.Join("..", "..", "examples", "functions", "normalize_and_hash", "function.tf")

// TestNormalizeAndHashExample runs the function's example with the real CLI, as its page shows it: the
// outputs are the hashes the audiences specification gives for its example values (section 2.4 and endpoint
// 12: "adsapi" and "abc@twitter.com"), the partner id comes back as written, and an address from the
// sensitive variable is hashed after normalization (the expected hash is sha256sum's of
// "jane.doe@example.com"). The page says that Terraform then shows neither the address nor its hash, and
// that an address that is not one fails naming the argument without showing it: both are checked on what
// the CLI prints.
func TestNormalizeAndHashExample(t *testing.T) {
	t.Parallel()
	run := newCLIRun(t)
	run.requireVersion(t, "1.8.0")
	example, err := os.ReadFile(normalizeAndHashExample)
	if err != nil {
		t.Fatalf("read the function's example: %v", err)
	}
	work := t.TempDir()
	writeFile(t, filepath.Join(work, "main.tf"), `terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
`)
	writeFile(t, filepath.Join(work, "function.tf"), string(example))

	const customerHash = "86e0b9e56c17cc4d12387e1949b85053fbe73bc3ce5a1188713a9d300cc6133d"
	out, err := run.in(t, work, "apply", "-auto-approve", "-input=false", "-no-color", "-var=customer_email= Jane.Doe@Example.com ")
	if err != nil {
		t.Fatalf("terraform apply: %v\n%s", err, out)
	}
	for _, secret := range []string{"Jane.Doe", "jane.doe", customerHash} {
		if strings.Contains(out, secret) {
			t.Errorf("terraform apply printed %q, which comes from the sensitive variable:\n%s", secret, out)
		}
	}
	out, err = run.in(t, work, "output", "-json")
	if err != nil {
		t.Fatalf("terraform output: %v\n%s", err, out)
	}
	var outputs map[string]struct{ Value string }
	if err := json.Unmarshal([]byte(out), &outputs); err != nil {
		t.Fatalf("terraform output -json: %v\n%s", err, out)
	}
	for name, want := range map[string]string{
		"handle_hash":         "49e0be2aeccfb51a8dee4c945c8a70a9ac500cf6f5cb08112575f74db9b1470d",
		"email_hash":          "4798b8bbdcf6f2a52e527f46a3d7a7c9aefb541afda03af79c74809ecc6376f3",
		"partner_user_id":     "crm-000042",
		"customer_email_hash": customerHash,
	} {
		if got := outputs[name].Value; got != want {
			t.Errorf("output %s = %q, want %q", name, got, want)
		}
	}

	out, err = run.in(t, work, "plan", "-input=false", "-no-color", "-var=customer_email=jane.doe.example.com")
	const refusal = `Invalid value for "value" parameter: not an email address: no @.`
	if err == nil || !strings.Contains(strings.Join(strings.Fields(out), " "), refusal) {
		t.Errorf("terraform plan of an address without @: %v; want it to fail with %q:\n%s", err, refusal, out)
	}
	if strings.Contains(out, "jane.doe") {
		t.Errorf("terraform plan showed the sensitive address it refused:\n%s", out)
	}
}
