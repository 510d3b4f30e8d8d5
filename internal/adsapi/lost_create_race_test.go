package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// A create whose answer is still on its way when another create's lookup lists the cards must keep its
// card. A's create fails having made nothing; while A's lookup is at the service, B's create is sent and
// its card committed, so the list shows it; B's answer arrives only after the list. A must not adopt B's
// card but send its own create again.
func TestLookupDoesNotTakeACardWhoseAnswerIsOnItsWay(t *testing.T) {
	t.Parallel()
	created := time.Now().UTC().Format(time.RFC3339)
	card := func(id string) string {
		return fmt.Sprintf(`{"id":%q,"name":"same","card_uri":"card://%s","card_type":"IMAGE_WEBSITE","created_at":%q,`+
			`"components":[{"type":"MEDIA","media_key":"3_1"}]}`, id, id, created)
	}
	lookupArrived, bArrived, listed := make(chan struct{}), make(chan struct{}), make(chan struct{})
	var posts, looks atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		// A write window with room to spare, so that the client's pacing holds nothing back.
		w.Header().Set("x-rate-limit-limit", "450")
		w.Header().Set("x-rate-limit-remaining", "400")
		w.Header().Set("x-rate-limit-reset", fmt.Sprint(time.Now().Add(time.Minute).Unix()))
		switch r.Method {
		case http.MethodPut: // the warm-up that makes the window known
			fmt.Fprintf(w, `{"data":%s}`, card("W"))
		case http.MethodGet: // A's first look: answered once B's card is committed; later looks at once
			if looks.Add(1) == 1 {
				close(lookupArrived)
				<-bArrived
				fmt.Fprintf(w, `{"data":[%s],"next_cursor":null}`, card("B"))
				close(listed)
				return
			}
			fmt.Fprintf(w, `{"data":[%s],"next_cursor":null}`, card("B"))
		default:
			switch posts.Add(1) {
			case 1: // A: the service failed before acting
				w.WriteHeader(http.StatusInternalServerError)
				fmt.Fprint(w, `{"errors":[{"code":"INTERNAL_ERROR","message":"boom"}]}`)
			case 2: // B: committed at once, answered after the lookup's list
				close(bArrived)
				<-listed
				// Late enough that A has read the list before B could claim its card; the fixed code
				// waits for B whatever the delay.
				time.Sleep(200 * time.Millisecond)
				w.WriteHeader(http.StatusCreated)
				fmt.Fprintf(w, `{"data":%s}`, card("B"))
			default: // A, sent again
				w.WriteHeader(http.StatusCreated)
				fmt.Fprintf(w, `{"data":%s}`, card("A"))
			}
		}
	}))
	t.Cleanup(srv.Close)
	c := newTestClient(t, srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 0 })
	in := CardInput{Name: "same", Components: []Component{{Type: "MEDIA", MediaKey: "3_1"}}}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := c.Cards.Update(ctx, "acc1", "W", in); err != nil {
		t.Fatalf("warm-up: %v", err)
	}

	var a *Card
	var aErr error
	aDone := make(chan struct{})
	go func() {
		defer close(aDone)
		a, aErr = c.Cards.Create(ctx, newSession(t), "acc1", in)
	}()
	<-lookupArrived
	b, bErr := c.Cards.Create(ctx, newSession(t), "acc1", in)
	<-aDone
	if aErr != nil || bErr != nil {
		t.Fatalf("creates: A %v, B %v", aErr, bErr)
	}
	if b.ID != "B" || a.ID != "A" {
		t.Errorf("A got %s and B got %s; want each its own card", a.ID, b.ID)
	}
	if n := posts.Load(); n != 3 {
		t.Errorf("POSTs = %d, want 3 (A, B, A again)", n)
	}
}
