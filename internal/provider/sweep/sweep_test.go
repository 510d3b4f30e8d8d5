package sweep

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// startEmulator serves a fresh emulator, as each acceptance test's own.
func startEmulator(t *testing.T) (*emulator.Server, string) {
	t.Helper()
	emu := emulator.New(emulator.Options{})
	srv := httptest.NewServer(emu)
	t.Cleanup(func() {
		srv.Close()
		emu.Close()
	})
	return emu, srv.URL
}

// demoEnv are the provider's variables of a remote run against the emulator at base, with the demo
// user's credentials, and the catalog of the demo user's feed.
func demoEnv(base string) map[string]string {
	env := map[string]string{
		"ads_url": base, "sandbox_ads_url": base + "/sandbox", "api_url": base, "upload_url": base,
		"consumer_key": emulator.DemoConsumerKey, "consumer_secret": emulator.DemoConsumerSecret,
		"access_token": emulator.DemoAccessToken, "access_token_secret": emulator.DemoAccessTokenSecret,
		"bearer_token": emulator.DemoBearerToken, "oauth2_access_token": emulator.DemoOAuth2Token,
		"account_id": acc,
	}
	out := map[string]string{productCatalogsVariable: emulator.DemoProductCatalogID}
	for setting, v := range env {
		out[fw.EnvName(setting)] = v
	}
	return out
}

// runSweep runs this test binary as make sweep does, with -sweep=regions and env in place of every
// ADSAPI_* variable of the test's own environment, and returns what it printed.
func runSweep(t *testing.T, regions string, env map[string]string) (string, error) {
	t.Helper()
	cmd := exec.CommandContext(t.Context(), os.Args[0], "-test.run=^$", "-sweep="+regions)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "ADSAPI_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// deleteAt is the position in reqs of the first DELETE that names id: as its path's last segment, or
// in the ids of the activity subscriptions' batch delete; -1 when none does.
func deleteAt(reqs []emulator.Request, id string) int {
	for i, r := range reqs {
		if r.Method != http.MethodDelete {
			continue
		}
		q, _ := url.ParseQuery(r.Query)
		if path.Base(r.Path) == id || slices.Contains(strings.Split(q.Get("ids"), ","), id) {
			return i
		}
	}
	return -1
}

// credentials are the values no line of a sweep may show.
var credentials = []string{emulator.DemoConsumerKey, emulator.DemoConsumerSecret, emulator.DemoAccessToken,
	emulator.DemoAccessTokenSecret, emulator.DemoBearerToken, emulator.DemoOAuth2Token}

// TestSweepersRemoveWhatAFailedRunLeft: a sweep of the demo account, run as make sweep runs it (this
// test binary with -sweep, the provider's variables naming the emulator, the sweepers in the order
// resource.TestMain gives their Dependencies), deletes every marked object with one DELETE each, each
// association before its parent, and sends no other DELETE: the unmarked objects of the same kinds,
// those tied to marked parents among them, and the emulator's seeded objects all stand afterwards. Its
// output shows no credential, and a second sweep finds nothing to delete.
func TestSweepersRemoveWhatAFailedRunLeft(t *testing.T) {
	t.Parallel()
	emu, base := startEmulator(t)
	env := demoEnv(base)
	c, err := newClient(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	left := leave(t, emu, c, crcHandler(t).URL)
	seeded := []object{
		{"the demo custom audience", emulator.DemoCustomAudienceID, func() bool {
			x, ok := emu.CustomAudience(acc, emulator.DemoCustomAudienceID)
			return ok && !x.Deleted
		}},
		{"the demo webhook", emulator.DemoWebhookID, func() bool { _, ok := emu.Webhook(emulator.DemoWebhookID); return ok }},
		{"the demo funding instrument", emulator.DemoFundingInstrumentID, func() bool {
			x, ok := emu.FundingInstrument(acc, emulator.DemoFundingInstrumentID)
			return ok && !x.Deleted
		}},
		{"the demo promotable user", emulator.DemoPromotableUserID, func() bool {
			x, ok := emu.PromotableUser(acc, emulator.DemoPromotableUserID)
			return ok && !x.Deleted
		}},
	}
	for _, o := range slices.Concat(left.marked, left.unmarked, seeded) {
		if !o.live() {
			t.Fatalf("%s (%s) does not stand before the sweep", o.what, o.id)
		}
	}
	emu.ResetRequests()

	out, err := runSweep(t, acc, env)
	if err != nil {
		t.Fatalf("the sweep failed: %v\n%s", err, out)
	}
	reqs := emu.Requests()
	var deletes []string
	for _, r := range reqs {
		if r.Method == http.MethodDelete {
			deletes = append(deletes, r.Path+"?"+r.Query)
		}
	}
	if len(deletes) != len(left.marked) {
		t.Errorf("the sweep sent %d DELETE requests, want one per marked object (%d):\n%s", len(deletes), len(left.marked),
			strings.Join(deletes, "\n"))
	}
	for _, o := range left.marked {
		if o.live() || deleteAt(reqs, o.id) < 0 {
			t.Errorf("%s (%s) was not deleted by the sweep (stands: %v)", o.what, o.id, o.live())
		}
	}
	for _, o := range slices.Concat(left.unmarked, seeded) {
		if !o.live() || deleteAt(reqs, o.id) >= 0 {
			t.Errorf("%s (%s) is not the sweep's, yet it was deleted", o.what, o.id)
		}
	}
	for _, pair := range left.before {
		child, parent := deleteAt(reqs, pair[0].id), deleteAt(reqs, pair[1].id)
		if child < 0 || parent < 0 || child > parent {
			t.Errorf("%s was deleted at request %d, its parent %s at %d: the association goes first", pair[0].what, child, pair[1].what, parent)
		}
	}
	for _, secret := range credentials {
		if strings.Contains(out, secret) {
			t.Errorf("the sweep's output shows the credential %q", secret)
		}
	}
	if t.Failed() {
		t.Logf("the sweep's output:\n%s", out)
	}

	emu.ResetRequests()
	if out, err := runSweep(t, acc, env); err != nil || emu.Count(http.MethodDelete, "/") != 0 {
		t.Errorf("a second sweep: %v, %d DELETE requests, want none\n%s", err, emu.Count(http.MethodDelete, "/"), out)
	}
}
