package emulator

import (
	"net/http"
	"testing"
	"time"
)

// Periodic CRCs are due on the emulator's clock: a valid webhook is checked again once the
// interval has passed since its last check; transient failures mark it invalid only after 28
// hours without a success, a wrong token at once; an invalid webhook is left to its PUT.
func TestPeriodicCRCRunOnTheClock(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now, WebhookCheckInterval: time.Hour})
	flaky := newCRCHandler(t, DemoConsumerSecret)
	wrong := newCRCHandler(t, DemoConsumerSecret)
	flakyID := f.registered(flaky.url("/flaky"))["id"].(string)
	wrongID := f.registered(wrong.url("/wrong"))["id"].(string)
	valid := func(id string) bool {
		w, ok := f.srv.Webhook(id)
		if !ok {
			t.Fatalf("webhook %s is gone", id)
		}
		return w.Valid
	}

	clock.Advance(59 * time.Minute)
	if n := f.srv.CheckWebhooksDue(t.Context()); n != 0 {
		t.Fatalf("%d checks due 59 minutes after registration, want none", n)
	}
	flaky.set(func(h *crcHandler) { h.status = http.StatusInternalServerError })
	wrong.set(func(h *crcHandler) { h.wrong = true })
	clock.Advance(time.Minute)
	// The demo webhook is due too; its host is never called, which counts as transient.
	if n := f.srv.CheckWebhooksDue(t.Context()); n != 3 {
		t.Fatalf("%d checks an hour after registration, want the three webhooks", n)
	}
	if flaky.calls() != 2 || wrong.calls() != 2 {
		t.Errorf("CRCs received: %d and %d, want the registration's and the periodic one each", flaky.calls(), wrong.calls())
	}
	if !valid(flakyID) || valid(wrongID) || !valid(DemoWebhookID) {
		t.Fatalf("valid after one check: flaky %t, wrong %t, demo %t; want a 500 tolerated, a wrong token not",
			valid(flakyID), valid(wrongID), valid(DemoWebhookID))
	}
	// The invalid webhook is not checked again by time: it waits for its PUT.
	for range 28 {
		clock.Advance(time.Hour)
		f.srv.CheckWebhooksDue(t.Context())
	}
	if wrong.calls() != 2 {
		t.Errorf("the invalid webhook got %d CRCs, want no periodic one", wrong.calls())
	}
	if valid(flakyID) || valid(DemoWebhookID) {
		t.Error("still valid after 29 hours of transient failures, want marked invalid past the 28 hours")
	}
}

func TestPeriodicCRCOffByDefault(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	h := newCRCHandler(t, DemoConsumerSecret)
	f.registered(h.url("/events"))
	clock.Advance(1000 * time.Hour)
	if n := f.srv.CheckWebhooksDue(t.Context()); n != 0 || h.calls() != 1 {
		t.Errorf("%d checks, %d CRCs without an interval, want none after the registration's", n, h.calls())
	}
	if w, _ := f.srv.Webhook(DemoWebhookID); !w.Valid {
		t.Error("the demo webhook was marked invalid without periodic checks")
	}
}
