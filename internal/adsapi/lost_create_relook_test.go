package adsapi

import (
	"net/http"
	"testing"
	"time"
)

// A list may show a create's object only some time after the create: a lost create's lookup that finds
// nothing looks again before it believes that nothing was made, and adopts what a later look shows.
func TestLostCreateLooksAgainBeforeSendingAgain(t *testing.T) {
	t.Parallel()
	sub := `{"subscription_id":"7","event_type":"like.create","filter":{"user_id":"2"},"tag":"likes","created_at":"` +
		time.Now().UTC().Format(time.RFC3339) + `"}`
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch {
		case r.Method == http.MethodPost: // the service acts, then the answer is lost
			if conn, _, err := w.(http.Hijacker).Hijack(); err == nil {
				_ = conn.Close()
			}
		case n < 3: // the first two looks: the list has not caught up
			writeJSON(w, 200, `{"meta":{"total_subscriptions":0,"result_count":0}}`)
		default:
			writeJSON(w, 200, `{"data":[`+sub+`],"meta":{"total_subscriptions":1,"result_count":1}}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 0 })
	got, err := c.ActivitySubscriptions.Create(ctxTimeout(t, 10*time.Second), newSession(t), ActivitySubscriptionInput{
		EventType: "like.create", Filter: ActivitySubscriptionFilter{UserID: "2"}, Tag: "likes",
	})
	if err != nil || got.ID != "7" {
		t.Fatalf("Create = %+v, %v; want the subscription the third look shows", got, err)
	}
	posts := 0
	for _, r := range rec.requests() {
		if r.Method == http.MethodPost {
			posts++
		}
	}
	if posts != 1 {
		t.Errorf("%d POSTs, want 1: the create must not be sent again while a later look may show it", posts)
	}
}

// With every look finding nothing, the create is sent again once the looks are over, not before.
func TestLostCreateSentAgainAfterTheLastLook(t *testing.T) {
	t.Parallel()
	var looksBeforeSecondPost int
	posts := 0
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			posts++
			if posts == 1 {
				if conn, _, err := w.(http.Hijacker).Hijack(); err == nil {
					_ = conn.Close()
				}
				return
			}
			writeJSON(w, 200, `{"data":{"subscription":{"subscription_id":"8","event_type":"like.create","filter":{"user_id":"2"}}}}`)
			return
		}
		if posts == 1 {
			looksBeforeSecondPost++
		}
		writeJSON(w, 200, `{"meta":{"total_subscriptions":0,"result_count":0}}`)
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 0 })
	got, err := c.ActivitySubscriptions.Create(ctxTimeout(t, 10*time.Second), newSession(t), ActivitySubscriptionInput{
		EventType: "like.create", Filter: ActivitySubscriptionFilter{UserID: "2"},
	})
	if err != nil || got.ID != "8" {
		t.Fatalf("Create = %+v, %v; want the second create's answer", got, err)
	}
	if want := 1 + len(c.creates.Relooks); looksBeforeSecondPost != want {
		t.Errorf("%d looks before the create was sent again, want %d", looksBeforeSecondPost, want)
	}
}
