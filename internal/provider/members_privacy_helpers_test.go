package provider

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// tracedRun is a terraform command runner in work whose every command logs at TRACE into trace, for the
// members privacy tests, which then look for member identifiers in that log.
func tracedRun(t *testing.T, run cliRun, work, trace string) func(args ...string) string {
	return func(args ...string) string {
		t.Helper()
		cmd := exec.CommandContext(t.Context(), run.tf, args...)
		cmd.Dir = work
		cmd.Env = run.env("TF_LOG=TRACE", "TF_LOG_PATH="+trace)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("terraform %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
}

// expectNoMemberIdentifiers fails the test when any of secrets (member identifiers as written, normalized
// or hashed) appears, in any case, in the outputs (apply, invoke, plan, show -json), the state file of work
// or the TRACE log trace, which must show uploads (a request path ending in uploadPath): without them the
// log would prove nothing.
func expectNoMemberIdentifiers(t *testing.T, work, trace, uploadPath string, outputs map[string]string, secrets []string) {
	t.Helper()
	state, err := os.ReadFile(filepath.Join(work, "terraform.tfstate"))
	if err != nil {
		t.Fatal(err)
	}
	log, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(log), uploadPath) {
		t.Errorf("the TRACE log does not show the upload requests (%s): the test would prove nothing about it", uploadPath)
	}
	outputs["state"], outputs["TRACE log"] = string(state), string(log)
	for where, text := range outputs {
		for _, s := range secrets {
			if strings.Contains(strings.ToLower(text), strings.ToLower(s)) {
				t.Errorf("the %s holds a member identifier (%d characters)", where, len(s))
			}
		}
	}
}
