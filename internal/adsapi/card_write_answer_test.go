package adsapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

// A card's PUT and DELETE answer data as an array of one card, as its single GET does; answers of
// older versions of the service sent an object. Update and Delete read both; an array that holds no
// card or several is malformed: the update is sent once more and the card read back, the delete is
// checked with a read, and each fails when that read is malformed too.
func TestCardUpdateAndDeleteDecodeArrayOrObject(t *testing.T) {
	t.Parallel()
	const (
		array   = `{"request":{"params":{}},"data":[{"id":"c7","name":"renamed","card_uri":"card://c7","deleted":%s}]}`
		object  = `{"request":{"params":{}},"data":{"id":"c7","name":"renamed","card_uri":"card://c7","deleted":%s}}`
		empty   = `{"request":{"params":{}},"data":[]}`
		several = `{"request":{"params":{}},"data":[{"id":"c7"},{"id":"c8"}]}`
	)
	for _, tt := range []struct {
		name, body string
		ok         bool
	}{
		{"array of one", array, true},
		{"object", object, true},
		{"empty array", empty, false},
		{"two cards", several, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
				deleted := "false"
				if r.Method == http.MethodDelete {
					deleted = "true"
				}
				body := tt.body
				if tt.ok {
					body = fmt.Sprintf(tt.body, deleted)
				}
				writeJSON(w, http.StatusOK, body)
			})
			c := newTestClient(t, rec.srv.URL, nil)
			ctx := ctxTimeout(t, 5*time.Second)

			updated, err := c.Cards.Update(ctx, "acc1", "c7", CardInput{Name: "renamed"})
			switch {
			case !tt.ok && err == nil:
				t.Errorf("Update decoded %+v, want an error", updated)
			case tt.ok && err != nil:
				t.Errorf("Update: %v", err)
			case tt.ok && (updated.ID != "c7" || updated.Name != "renamed" || updated.Deleted):
				t.Errorf("Update = %+v, want c7 renamed, not deleted", updated)
			}

			deleted, err := c.Cards.Delete(ctx, "acc1", "c7")
			switch {
			case !tt.ok && err == nil:
				t.Errorf("Delete decoded %+v, want an error", deleted)
			case tt.ok && err != nil:
				t.Errorf("Delete: %v", err)
			case tt.ok && (deleted.ID != "c7" || !deleted.Deleted):
				t.Errorf("Delete = %+v, want c7 deleted", deleted)
			}
			var got []string
			for _, r := range rec.requests() {
				got = append(got, r.Method)
			}
			want := "PUT DELETE"
			if !tt.ok {
				want = "PUT PUT GET DELETE GET"
			}
			if strings.Join(got, " ") != want {
				t.Errorf("requests %v, want %s", got, want)
			}
		})
	}
}
