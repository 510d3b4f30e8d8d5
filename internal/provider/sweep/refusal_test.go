package sweep

import (
	"errors"
	"os/exec"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// TestSweepRefusesWhatCannotRun: a sweep without the credentials it needs, given a region that is no
// ads account id, or beside the remote switch (which empties the variables) fails at once, before any
// sweeper runs, naming what is wrong and sending nothing; and it shows none of the credentials it was
// given.
func TestSweepRefusesWhatCannotRun(t *testing.T) {
	t.Parallel()
	emu, base := startEmulator(t)
	without := func(settings ...string) map[string]string {
		env := demoEnv(base)
		for _, s := range settings {
			delete(env, fw.EnvName(s))
		}
		return env
	}
	partial := without("access_token", "access_token_secret", "bearer_token")
	partial[fw.EnvName("consumer_key")], partial[fw.EnvName("consumer_secret")] = "key-value-shown-nowhere", "secret-value-shown-nowhere"
	remote := demoEnv(base)
	remote[acctarget.RemoteSwitch] = "1"

	for _, tc := range []struct {
		name, regions string
		env           map[string]string
		says          []string
	}{
		{"no credentials", acc, without(requiredSettings...),
			[]string{"ADSAPI_CONSUMER_KEY, ADSAPI_CONSUMER_SECRET, ADSAPI_ACCESS_TOKEN, ADSAPI_ACCESS_TOKEN_SECRET, ADSAPI_BEARER_TOKEN are not set"}},
		{"part of them", acc, partial, []string{"ADSAPI_ACCESS_TOKEN, ADSAPI_ACCESS_TOKEN_SECRET, ADSAPI_BEARER_TOKEN are not set"}},
		{"no bearer token", acc, without("bearer_token"), []string{"ADSAPI_BEARER_TOKEN is not set"}},
		{"no account id", acc + ", tf-acc-test-account", demoEnv(base), []string{`-sweep takes ads account ids`, `got "tf-acc-test-account"`}},
		{"both", "18ce54d4x5t/", without("consumer_secret"), []string{"ADSAPI_CONSUMER_SECRET is not set", `got "18ce54d4x5t/"`}},
		{"the remote switch", acc, remote, []string{"ADSAPI_ACC_REMOTE is set", "make sweep"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			emu.ResetRequests()
			out, err := runSweep(t, tc.regions, tc.env)
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 1 {
				t.Fatalf("the sweep ended with %v, want exit status 1:\n%s", err, out)
			}
			for _, want := range append(tc.says, "sweep refused, nothing was sent") {
				if !strings.Contains(out, want) {
					t.Errorf("the refusal does not say %q:\n%s", want, out)
				}
			}
			if strings.Contains(out, "Running Sweeper") || len(emu.Requests()) != 0 {
				t.Errorf("a sweeper ran, or %d requests reached the service:\n%s", len(emu.Requests()), out)
			}
			for _, s := range credentialSettings {
				if v := tc.env[fw.EnvName(s)]; v != "" && strings.Contains(out, v) {
					t.Errorf("the refusal shows the credential %s", fw.EnvName(s))
				}
			}
		})
	}
}
