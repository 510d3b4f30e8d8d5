package adsapi

import (
	"errors"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// sameCard is the card every create of these tests sends; sameCardJSON a card the service holds
// with that content, made at created.
var sameCard = CardInput{Name: "same", Components: []Component{{Type: "MEDIA", MediaKey: "3_1"}}}

func sameCardJSON(id, name string, created time.Time) string {
	return fmt.Sprintf(`{"id":%q,"name":%q,"card_uri":"card://%s","card_type":"IMAGE_WEBSITE","created_at":%q,`+
		`"components":[{"type":"MEDIA","media_key":"3_1"}]}`, id, name, id, created.UTC().Format(time.RFC3339))
}

// A create answered with the id of a card an earlier create of this client made is not believed: the card
// the create made is looked for and adopted.
func TestCreateAnsweredWithAClaimedIDIsNotBelieved(t *testing.T) {
	t.Parallel()
	now := time.Now()
	posts := 0
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			posts++
			// Both creates are answered with c1; the second made c2.
			writeJSON(w, 201, `{"data":`+sameCardJSON("c1", "same", now)+`}`)
			return
		}
		writeJSON(w, 200, `{"data":[`+sameCardJSON("c2", "same", now)+`,`+sameCardJSON("c1", "same", now)+`],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 0 })
	ctx := ctxTimeout(t, 10*time.Second)
	first, err := c.Cards.Create(ctx, newSession(t), "acc1", sameCard)
	if err != nil || first.ID != "c1" {
		t.Fatalf("first create = %+v, %v", first, err)
	}
	second, err := c.Cards.Create(ctx, newSession(t), "acc1", sameCard)
	if err != nil || second.ID != "c2" {
		t.Fatalf("second create = %+v, %v; want c2, the identical card nobody claimed", second, err)
	}
	if posts != 2 {
		t.Errorf("POSTs = %d, want 2", posts)
	}
}

// A create answered with another object, made within its window but not what was sent, proves the service
// made something: when nothing identical turns up, the create fails naming that object rather than being
// sent again.
func TestCreateAnsweredWithADifferentObjectIsNotSentAgain(t *testing.T) {
	t.Parallel()
	now := time.Now()
	other := sameCardJSON("x9", "another", now)
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			writeJSON(w, 201, `{"data":`+other+`}`)
			return
		}
		writeJSON(w, 200, `{"data":[`+other+`],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 0 })
	_, err := c.Cards.Create(ctxTimeout(t, 10*time.Second), newSession(t), "acc1", sameCard)
	var untrusted *creates.UntrustedAnswerError
	if !errors.As(err, &untrusted) || untrusted.ID != "x9" {
		t.Fatalf("err = %v, want the answer naming x9 not believed", err)
	}
	if n := countMethod(rec.requests(), http.MethodPost); n != 1 {
		t.Errorf("POSTs = %d, want 1", n)
	}
	if !MayHaveActed(err) {
		t.Error("the service answered with success: it may have acted")
	}
}

// A create answered with an identical card made long before the request is not believed: the answer names
// an older object. Nothing identical was made within the window, so the create is sent again.
func TestCreateAnsweredWithAnOlderObjectIsNotBelieved(t *testing.T) {
	t.Parallel()
	old := sameCardJSON("old", "same", time.Now().Add(-time.Hour))
	posts := 0
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			posts++
			if posts == 1 {
				writeJSON(w, 201, `{"data":`+old+`}`)
				return
			}
			writeJSON(w, 201, `{"data":`+sameCardJSON("new", "same", time.Now())+`}`)
			return
		}
		writeJSON(w, 200, `{"data":[`+old+`],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 0 })
	got, err := c.Cards.Create(ctxTimeout(t, 10*time.Second), newSession(t), "acc1", sameCard)
	if err != nil || got.ID != "new" {
		t.Fatalf("Create = %+v, %v; want the card of the create sent again", got, err)
	}
	if posts != 2 {
		t.Errorf("POSTs = %d, want 2", posts)
	}
}
