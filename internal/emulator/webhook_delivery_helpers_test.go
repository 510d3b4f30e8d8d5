package emulator

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

// subscribedWebhook registers a webhook on a loopback handler through the API (its CRC answered
// with the demo app's secret) and subscribes the demo user to it, as a client does; it returns the
// handler and the webhook's id.
func (f *fixture) subscribedWebhook() (*crcHandler, string) {
	f.t.Helper()
	h := newCRCHandler(f.t, DemoConsumerSecret)
	id := f.registered(h.url("/events"))["id"].(string)
	f.subscribe(id, demoCreds)
	return h, id
}

// subscribe subscribes the user of creds to the webhook's account activity.
func (f *fixture) subscribe(webhookID string, creds credentials) {
	f.t.Helper()
	path := "/2/account_activity/webhooks/" + webhookID + "/subscriptions/all"
	f.do(apiCall{method: "POST", path: path, creds: &creds, json: map[string]any{}}).wantStatus(f.t, http.StatusOK)
}

// mute makes the demo user mute target through the API.
func (f *fixture) mute(target string) {
	f.t.Helper()
	f.do(apiCall{method: "POST", path: "/2/users/" + DemoUserID + "/muting", json: map[string]any{"target_user_id": target}}).
		wantStatus(f.t, http.StatusOK)
}

// unmute makes the demo user stop muting target through the API.
func (f *fixture) unmute(target string) {
	f.t.Helper()
	f.do(apiCall{method: "DELETE", path: "/2/users/" + DemoUserID + "/muting/" + target}).wantStatus(f.t, http.StatusOK)
}

// settled makes whatever the background sender has not made yet of the attempts due, and returns
// the log: DeliverDue returns once every attempt due is made, by it or by the sender.
func (f *fixture) settled() []Delivery {
	f.t.Helper()
	f.srv.DeliverDue(f.t.Context())
	return f.srv.Deliveries()
}

// deliverDue makes the attempts due and checks how many there were: retries and replays, which
// only DeliverDue makes once the test has moved the clock.
func (f *fixture) deliverDue(want int) {
	f.t.Helper()
	if n := f.srv.DeliverDue(f.t.Context()); n != want {
		f.t.Fatalf("DeliverDue made %d attempts, want %d; log %s", n, want, deliveryLog(f.srv.Deliveries()))
	}
}

// deliveryLog writes the log for a failure message.
func deliveryLog(log []Delivery) string {
	var out strings.Builder
	for _, d := range log {
		fmt.Fprintf(&out, "\n  %s webhook %s attempt %d status %d dropped %t %s %s", d.At.Format(time.TimeOnly), d.WebhookID, d.Attempt, d.Status, d.Dropped, d.Error, d.Body)
	}
	return out.String()
}

// wantSigned checks the signature of a delivery the way a receiver does, computed here from the
// spec's algorithm over the exact bytes received, and decodes its body.
func wantSigned(t *testing.T, secret string, p posted) map[string]any {
	t.Helper()
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(p.body)
	want := "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(p.signature), []byte(want)) {
		t.Errorf("x-twitter-webhooks-signature %q, want %q over the %d bytes received", p.signature, want, len(p.body))
	}
	if p.contentType != "application/json" {
		t.Errorf("Content-Type %q, want application/json", p.contentType)
	}
	var body map[string]any
	if err := json.Unmarshal(p.body, &body); err != nil {
		t.Fatalf("delivery body %s: %v", p.body, err)
	}
	return body
}

// onlyEvent is the one event of a delivery's member, which must be the envelope's only member
// besides for_user_id (and user_has_blocked).
func onlyEvent(t *testing.T, body map[string]any, member string) map[string]any {
	t.Helper()
	items, _ := body[member].([]any)
	if len(items) != 1 {
		t.Fatalf("%s holds %d items, want 1: %v", member, len(items), body)
	}
	for k := range body {
		if k != member && k != "for_user_id" && k != "user_has_blocked" {
			t.Errorf("the envelope has %s besides %s", k, member)
		}
	}
	ev, _ := items[0].(map[string]any)
	return ev
}

// idStr is the id_str of a user or post object of a delivery.
func idStr(v any) string {
	o, _ := v.(map[string]any)
	s, _ := o["id_str"].(string)
	return s
}
