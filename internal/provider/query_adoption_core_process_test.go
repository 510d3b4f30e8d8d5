package provider

import (
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// TestQueryAdoptsCoreObjects adopts the core platform API's objects of the demo user as a user would on
// Terraform 1.14 and later: its mutes, the app's activity subscriptions, its webhooks (the demo one, and one
// marked invalid) and its account-activity subscription. The configuration `terraform query -generate-config-out` writes plans their import with no
// change; after the apply the plan is empty, and nothing was written to the service.
func TestQueryAdoptsCoreObjects(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	run := newCLIRun(t)
	run.requireVersion(t, "1.14.0")
	srv := emulator.New(emulator.Options{})
	srv.SetMuteWindows(1000, 1000, 15*time.Minute) // each import reads the muted list
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)

	for _, target := range []string{emulator.OtherUserID, emulator.DemoRepostsOnlyUserID} {
		if err := srv.MuteOutOfBand(emulator.DemoUserID, target); err != nil {
			t.Fatal(err)
		}
	}
	srv.SeedActivitySubscription(emulator.ActivitySubscription{
		EventType: "follow.follow", UserID: emulator.DemoUserID, Direction: "inbound", Tag: "new followers", WebhookID: emulator.DemoWebhookID,
	})
	srv.SeedActivitySubscription(emulator.ActivitySubscription{EventType: "like.create", UserID: emulator.DemoUserID})
	srv.SeedActivitySubscription(emulator.ActivitySubscription{EventType: "profile.update.bio", UserID: emulator.DevelopersUserID, Tag: "bio"})
	if !srv.AccountActivitySubscribed(emulator.DemoWebhookID, emulator.DemoUserID) {
		if err := srv.SubscribeAccountActivity(emulator.DemoWebhookID, emulator.DemoUserID); err != nil {
			t.Fatal(err)
		}
	}
	// Adopted as it is, whatever its CRC would answer now: an import runs no check.
	if _, err := srv.SeedWebhook(emulator.Webhook{URL: "https://hooks.example.com/retired"}); err != nil {
		t.Fatal(err)
	}
	objects := len(srv.MutedUserIDs(emulator.DemoUserID)) + len(srv.ActivitySubscriptions()) + len(srv.Webhooks()) + 1

	writeFile(t, filepath.Join(run.dir, "main.tf"), providerBlocks(ts.URL,
		fmt.Sprintf("  bearer_token        = %q", acctarget.BlockCredentials().BearerToken),
		fmt.Sprintf("  oauth2_access_token = %q", acctarget.BlockCredentials().OAuth2Token)))
	writeFile(t, filepath.Join(run.dir, "adopt.tfquery.hcl"), fmt.Sprintf(`
list "adsapi_user_mute" "mine" {
  provider = adsapi
}
list "adsapi_activity_subscription" "app" {
  provider = adsapi
}
list "adsapi_webhook" "app" {
  provider = adsapi
}
list "adsapi_account_activity_subscription" "mine" {
  provider = adsapi
  config {
    webhook_id = %q
  }
}
`, emulator.DemoWebhookID))
	tf := func(args ...string) (string, error) { return run.in(t, run.dir, args...) }
	if out, err := tf("query", "-no-color", "-generate-config-out=generated.tf"); err != nil {
		t.Fatalf("terraform query: %v\n%s", err, tail(out))
	}
	out, err := tf("plan", "-no-color", "-input=false")
	if want := fmt.Sprintf("Plan: %d to import, 0 to add, 0 to change, 0 to destroy.", objects); err != nil || !strings.Contains(out, want) {
		t.Fatalf("the plan of the generated configuration is not %q (%v):\n%s", want, err, tail(out))
	}
	out, err = tf("apply", "-no-color", "-input=false", "-auto-approve")
	if want := fmt.Sprintf("Resources: %d imported, 0 added, 0 changed, 0 destroyed.", objects); err != nil || !strings.Contains(out, want) {
		t.Fatalf("the apply is not %q (%v):\n%s", want, err, tail(out))
	}
	if out, err := tf("plan", "-no-color", "-input=false", "-detailed-exitcode"); err != nil {
		t.Fatalf("the plan after the adoption is not empty (%v):\n%s", err, tail(out))
	}
	if w := writes(srv); w != 0 {
		t.Errorf("the adoption sent %d writes", w)
	}
}
