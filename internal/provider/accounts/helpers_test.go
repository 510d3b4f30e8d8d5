package accounts_test

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-testing/knownvalue"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// sandboxAccount is the demo user's sandbox account, the only one of the emulator that takes feature
// writes.
const sandboxAccount = emulator.DemoSandboxAccountID

// featuresConfig declares adsapi_sandbox_account_features on the sandbox account.
func featuresConfig(keys ...string) string {
	return fmt.Sprintf(`
resource "adsapi_sandbox_account_features" "test" {
  account_id   = %q
  feature_keys = [%s]
}
`, sandboxAccount, quoted(keys))
}

func quoted(keys []string) string {
	q := make([]string, len(keys))
	for i, k := range keys {
		q[i] = fmt.Sprintf("%q", k)
	}
	return strings.Join(q, ", ")
}

// keysExact matches a set of strings exactly.
func keysExact(keys ...string) knownvalue.Check {
	checks := make([]knownvalue.Check, len(keys))
	for i, k := range keys {
		checks[i] = knownvalue.StringExact(k)
	}
	return knownvalue.SetExact(checks)
}

// writtenKeys returns, per logged request of method, the feature_keys it sent and the path it went to.
func writtenKeys(env *acctest.Env, method string) (keys [][]string, paths []string) {
	for _, r := range env.Requests() {
		if r.Method != method {
			continue
		}
		q, err := url.ParseQuery(r.Query)
		if err != nil {
			env.T.Fatalf("request query %q: %v", r.Query, err)
		}
		k := strings.Split(q.Get("feature_keys"), ",")
		slices.Sort(k)
		keys, paths = append(keys, k), append(paths, r.Path)
	}
	return keys, paths
}

// expectWrite checks that exactly one request of method went to the sandbox address with these keys (in
// any order), or none when keys is empty.
func expectWrite(env *acctest.Env, method string, keys ...string) acctest.EmulatorStateCheck {
	return func() error {
		got, paths := writtenKeys(env, method)
		if len(keys) == 0 {
			if len(got) != 0 {
				return fmt.Errorf("%s: want no request, got %v (log: %s)", method, got, env.LogString())
			}
			return nil
		}
		want := slices.Clone(keys)
		slices.Sort(want)
		if len(got) != 1 || !slices.Equal(got[0], want) {
			return fmt.Errorf("%s: want one request with feature_keys %v, got %v (log: %s)", method, want, got, env.LogString())
		}
		if wantPath := "/sandbox/12/accounts/" + sandboxAccount + "/features"; paths[0] != wantPath {
			return fmt.Errorf("%s went to %s, want %s", method, paths[0], wantPath)
		}
		return nil
	}
}

// expectAccountFeatures checks the keys the emulator holds for the sandbox account, in any order.
func expectAccountFeatures(env *acctest.Env, keys ...string) acctest.EmulatorStateCheck {
	return func() error {
		got, err := env.Srv.AccountFeatures(sandboxAccount)
		if err != nil {
			return err
		}
		want := slices.Clone(keys)
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			return fmt.Errorf("account %s has features %v, want %v", sandboxAccount, got, want)
		}
		return nil
	}
}
