package emulator

import (
	"bytes"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A mute made through the API reaches the webhook the user is subscribed to as a signed
// mute_events delivery, for the user, with the older format's users; an unmute comes as type
// unmute. A mute by a user nobody subscribed reaches no one.
func TestMuteIsDeliveredSigned(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	h, id := f.subscribedWebhook()

	f.mute(DevelopersUserID)
	log := f.settled()
	got := h.posts()
	if len(got) != 1 || len(log) != 1 {
		t.Fatalf("%d deliveries received, %d logged, want 1; log %s", len(got), len(log), deliveryLog(log))
	}
	body := wantSigned(t, DemoConsumerSecret, got[0])
	if !bytes.HasPrefix(got[0].body, []byte(`{"for_user_id":"`+DemoUserID+`","mute_events":[{"type":"mute",`)) {
		t.Errorf("body %s, want for_user_id then mute_events, as the spec's example", got[0].body)
	}
	ev := onlyEvent(t, body, "mute_events")
	if ev["type"] != "mute" || ev["created_timestamp"] != strconv.FormatInt(fixedNow.UnixMilli(), 10) {
		t.Errorf("event %v, want type mute created at the clock's now in epoch milliseconds", ev)
	}
	source, _ := ev["source"].(map[string]any)
	target, _ := ev["target"].(map[string]any)
	if idStr(source) != DemoUserID || source["screen_name"] != DemoHandle || idStr(target) != DevelopersUserID ||
		target["screen_name"] != "XDevelopers" || target["created_at"] != "Sat Dec 14 15:04:05 +0000 2013" {
		t.Errorf("source %v, target %v: want the demo user muting XDevelopers, in the older format", source, target)
	}
	if !bytes.Contains(got[0].body, []byte(`"id":`+DevelopersUserID+`,"id_str":"`+DevelopersUserID+`"`)) {
		t.Errorf("body %s, want the numeric id beside id_str", got[0].body)
	}
	d := log[0]
	if d.WebhookID != id || d.URL != h.url("/events") || d.ForUserID != DemoUserID || d.Attempt != 1 || d.Status != http.StatusOK ||
		d.Error != "" || d.Dropped || !bytes.Equal(d.Body, got[0].body) || d.Signature != got[0].signature || !d.At.Equal(fixedNow) {
		t.Errorf("logged %+v, want the attempt as the webhook received it", d)
	}

	f.unmute(DevelopersUserID)
	f.settled()
	if got = h.posts(); len(got) != 2 {
		t.Fatalf("%d deliveries after the unmute, want 2", len(got))
	}
	if ev := onlyEvent(t, wantSigned(t, DemoConsumerSecret, got[1]), "mute_events"); ev["type"] != "unmute" || idStr(ev["target"]) != DevelopersUserID {
		t.Errorf("unmute event %v, want type unmute of XDevelopers", ev)
	}

	other := otherCreds
	f.do(apiCall{method: "POST", path: "/2/users/" + OtherUserID + "/muting", creds: &other,
		json: map[string]any{"target_user_id": DevelopersUserID}}).wantStatus(t, http.StatusOK)
	f.settled()
	if n := len(h.posts()); n != 2 {
		t.Errorf("%d deliveries after a mute by a user nobody subscribed, want still 2", n)
	}
}

// A delivery answered 500 is retried three times, 3, 27 and 242 seconds of the emulator's clock
// after the attempt before, never earlier, and then no more.
func TestDeliveryRetriesOnTheClock(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	h, _ := f.subscribedWebhook()
	h.set(func(h *crcHandler) { h.postStatus = http.StatusInternalServerError })

	f.mute(DevelopersUserID)
	f.settled()
	for _, wait := range []time.Duration{3 * time.Second, 27 * time.Second, 242 * time.Second} {
		clock.Advance(wait - time.Second)
		f.deliverDue(0)
		clock.Advance(time.Second)
		f.deliverDue(1)
	}
	clock.Advance(24 * time.Hour)
	f.deliverDue(0)

	got, log := h.posts(), f.srv.Deliveries()
	if len(got) != 4 || len(log) != 4 {
		t.Fatalf("%d deliveries received, %d logged, want the first and three retries; log %s", len(got), len(log), deliveryLog(log))
	}
	at := fixedNow
	for i, d := range log {
		if i > 0 {
			at = at.Add([]time.Duration{3 * time.Second, 27 * time.Second, 242 * time.Second}[i-1])
		}
		if d.Attempt != i+1 || !d.At.Equal(at) || d.Status != http.StatusInternalServerError || !strings.Contains(d.Error, "500") {
			t.Errorf("attempt %d: %+v, want attempt %d at %s answered 500", i+1, d, i+1, at)
		}
		if !bytes.Equal(got[i].body, got[0].body) || got[i].signature != got[0].signature {
			t.Errorf("retry %d sent %s, want the same signed body as the first attempt", i, got[i].body)
		}
	}
}

// An invalid webhook receives nothing: the event is logged dropped, and a retry queued while it
// was valid is dropped once it has been marked invalid.
func TestInvalidWebhookReceivesNothing(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	h, id := f.subscribedWebhook()
	h.set(func(h *crcHandler) { h.postStatus = http.StatusServiceUnavailable })
	f.mute(DevelopersUserID)
	f.settled()
	if err := f.srv.SetWebhookValid(id, false); err != nil {
		t.Fatal(err)
	}
	clock.Advance(3 * time.Second)
	f.deliverDue(0)
	f.unmute(DevelopersUserID)
	log := f.settled()
	if n := len(h.posts()); n != 1 {
		t.Errorf("the webhook received %d deliveries, want only the one made while it was valid", n)
	}
	if len(log) != 3 || !log[1].Dropped || log[1].Attempt != 2 || !log[2].Dropped || log[2].Attempt != 1 ||
		!strings.Contains(log[2].Error, "invalid") || log[2].Status != 0 {
		t.Errorf("log %s, want the retry and the unmute dropped as invalid", deliveryLog(log))
	}
}

// A webhook outside loopback is never dialled by a delivery, unless Options.WebhookHosts names
// its host.
func TestDeliveryOutsideLoopbackIsNeverDialled(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		hosts []string
		dial  string
	}{
		{"a host nobody named", nil, ""},
		{"a named host", []string{"hooks.example.com"}, "hooks.example.com:443"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, Options{WebhookHosts: tc.hosts})
			rec := &dialRecorder{}
			f.srv.calls.dialNet = rec.dial
			w, err := f.srv.SeedWebhook(Webhook{URL: "https://hooks.example.com/events", Valid: true})
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range []string{w.ID, DemoWebhookID} {
				if err := f.srv.SubscribeAccountActivity(id, DemoUserID); err != nil {
					t.Fatal(err)
				}
			}
			f.mute(DevelopersUserID)
			log := f.settled()
			dialled, _ := rec.seen()
			if len(log) != 2 {
				t.Fatalf("log %s, want an attempt for each webhook", deliveryLog(log))
			}
			for _, d := range log {
				named := d.WebhookID == w.ID && tc.dial != ""
				if d.Status != 0 || d.Dropped || (!named && !strings.Contains(d.Error, "-webhook-hosts")) {
					t.Errorf("attempt %+v, want it refused, naming -webhook-hosts", d)
				}
			}
			if (tc.dial == "" && len(dialled) > 0) || (tc.dial != "" && (len(dialled) != 1 || dialled[0] != tc.dial)) {
				t.Errorf("dialled %v, want %q", dialled, tc.dial)
			}
		})
	}
}

// The API answers without waiting on a delivery: the mute answers, and so do the next requests,
// while the webhook holds its answer back.
func TestMuteDoesNotWaitOnTheWebhook(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	h, _ := f.subscribedWebhook()
	hold := make(chan struct{})
	h.set(func(h *crcHandler) { h.hold = hold })
	released := false
	release := func() {
		if !released {
			released = true
			close(hold)
		}
	}
	t.Cleanup(release)

	start := time.Now()
	f.mute(DevelopersUserID)
	deadline := time.Now().Add(5 * time.Second)
	for len(h.posts()) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if len(h.posts()) != 1 {
		t.Fatal("the delivery never arrived")
	}
	// The webhook is holding the delivery: the API must still answer, the mute list included.
	f.do(apiCall{method: "GET", path: "/2/users/" + DemoUserID + "/muting"}).wantStatus(t, http.StatusOK)
	f.unmute(DevelopersUserID)
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("the API took %s while the webhook held its answer, want no wait", took)
	}
	release()
	log := f.settled()
	if len(log) != 2 || log[0].Status != http.StatusOK || log[1].Status != http.StatusOK {
		t.Errorf("log %s, want the mute and the unmute delivered once the webhook answered", deliveryLog(log))
	}
}

// Close cancels a delivery in flight and returns without waiting on the webhook; nothing is sent
// afterwards, by the background sender or by DeliverDue.
func TestCloseStopsTheDeliveries(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	h, _ := f.subscribedWebhook()
	hold := make(chan struct{})
	t.Cleanup(func() { close(hold) })
	h.set(func(h *crcHandler) { h.hold = hold })
	f.mute(DevelopersUserID)
	deadline := time.Now().Add(5 * time.Second)
	for len(h.posts()) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	start := time.Now()
	f.srv.Close()
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("Close took %s with a delivery in flight, want it cancelled", took)
	}
	f.unmute(DevelopersUserID)
	f.deliverDue(0)
	if n := len(h.posts()); n != 1 {
		t.Errorf("%d deliveries received, want none after Close", n)
	}
	if log := f.srv.Deliveries(); len(log) != 1 || log[0].Status != 0 || log[0].Error == "" {
		t.Errorf("log %s, want the cancelled attempt alone", deliveryLog(log))
	}
}
