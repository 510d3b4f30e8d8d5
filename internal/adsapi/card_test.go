package adsapi

import (
	"encoding/json"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

func TestCardCreateSendsJSONWithoutReadOnlyFields(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) { writeJSON(w, 200, cardAnswer("c1", r)) })
	c := newTestClient(t, rec.srv.URL, nil)
	in := CardInput{Name: "app card", Components: []Component{
		{Type: "SWIPEABLE_MEDIA", MediaKeys: []string{"3_1", "3_2"},
			MediaMetadata: map[string]MediaMetadata{"3_1": {Type: "IMAGE", URL: "https://pbs.example/1.png"}}},
		{Type: "BUTTON", Label: &Label{Type: "ENUM", Value: "INSTALL"},
			Destination: &Destination{Type: "APP", CountryCode: "US", IOSAppStoreIdentifier: "333903271", IOSDeepLink: "app://x"}},
	}}
	card, err := c.Cards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", in)
	if err != nil || card.ID != "c1" {
		t.Fatalf("Create = %v, %v", card, err)
	}
	got := rec.requests()[0]
	if got.Method != http.MethodPost || got.Path != "/12/accounts/acc1/cards" {
		t.Errorf("request = %s %s", got.Method, got.Path)
	}
	var body any
	if err := json.Unmarshal([]byte(got.Body), &body); err != nil {
		t.Fatalf("body %q: %v", got.Body, err)
	}
	want := map[string]any{
		"name": "app card",
		"components": []any{
			map[string]any{"type": "SWIPEABLE_MEDIA", "media_keys": []any{"3_1", "3_2"}},
			map[string]any{"type": "BUTTON",
				"label": map[string]any{"type": "ENUM", "value": "INSTALL"},
				"destination": map[string]any{"type": "APP", "country_code": "US",
					"ios_app_store_identifier": "333903271", "ios_deep_link": "app://x"}},
		},
	}
	if !reflect.DeepEqual(body, want) {
		t.Errorf("body = %s\nwant %v", got.Body, want)
	}
}

func TestCardSlidesBody(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) { writeJSON(w, 200, cardAnswer("c1", r)) })
	c := newTestClient(t, rec.srv.URL, nil)
	slide := func(key, url string) []Component {
		return []Component{{Type: "MEDIA", MediaKey: key}, {Type: "DETAILS", Title: "t", Destination: &Destination{Type: "WEBSITE", URL: url}}}
	}
	in := CardInput{Name: "carousel", Slides: [][]Component{slide("3_1", "https://a.example"), slide("3_2", "https://b.example")}}
	if _, err := c.Cards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", in); err != nil {
		t.Fatal(err)
	}
	var body struct {
		Components []any              `json:"components"`
		Slides     [][]map[string]any `json:"slides"`
	}
	if err := json.Unmarshal([]byte(rec.requests()[0].Body), &body); err != nil {
		t.Fatal(err)
	}
	if body.Components != nil || len(body.Slides) != 2 || body.Slides[1][0]["media_key"] != "3_2" {
		t.Errorf("body = %s, want two slides and no components", rec.requests()[0].Body)
	}
}

func TestCardUpdateSendsOnlySuppliedFields(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) { writeJSON(w, 200, cardAnswer("c1", r)) })
	c := newTestClient(t, rec.srv.URL, nil)
	if _, err := c.Cards.Update(ctxTimeout(t, 5*time.Second), "acc1", "c1", CardInput{Name: "renamed"}); err != nil {
		t.Fatal(err)
	}
	got := rec.requests()[0]
	if got.Method != http.MethodPut || got.Path != "/12/accounts/acc1/cards/c1" || got.Body != `{"name":"renamed"}` {
		t.Errorf("request = %s %s %s, want PUT with the name only", got.Method, got.Path, got.Body)
	}
	if ct := got.Header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type = %q", ct)
	}
}

func TestCardComponentsAndSlidesAreExclusive(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) { writeJSON(w, 200, cardAnswer("c1", r)) })
	c := newTestClient(t, rec.srv.URL, nil)
	in := CardInput{Name: "n", Components: []Component{{Type: "MEDIA"}}, Slides: [][]Component{{{Type: "MEDIA"}}}}
	ctx := ctxTimeout(t, 5*time.Second)
	if _, err := c.Cards.Create(ctx, newSession(t), "acc1", in); err == nil || !strings.Contains(err.Error(), "mutually exclusive") {
		t.Errorf("Create err = %v", err)
	}
	if _, err := c.Cards.Update(ctx, "acc1", "c1", in); err == nil || !strings.Contains(err.Error(), "mutually exclusive") {
		t.Errorf("Update err = %v", err)
	}
	if rec.count() != 0 {
		t.Errorf("requests = %d, want none", rec.count())
	}
}

func TestCardListQuery(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	_, err := c.Cards.List(ctxTimeout(t, 5*time.Second), "acc1", CardListOptions{
		CardIDs: []string{"1", "2"}, CardURIs: []string{"card://1", "card://2"},
		IncludeLegacyCards: true, ListOptions: ListOptions{WithDeleted: true},
	})
	if err != nil {
		t.Fatal(err)
	}
	q := parseQuery(t, rec.requests()[0].RawQuery)
	want := map[string]string{
		"card_id": "1,2", "card_uris": "card://1,card://2",
		"with_deleted": "true", "include_legacy_cards": "true", "count": "200",
	}
	for k, v := range want {
		if q.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, q.Get(k), v)
		}
	}
	if len(q) != len(want) {
		t.Errorf("query = %v, want only %v (unset filters left out)", q, want)
	}
}

func TestCardGetAsksForDeletedAndDecodesArrayOfOne(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[{"id":"c9","name":"gone","deleted":true}],"request":{"params":{}}}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	card, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c9")
	if err != nil {
		t.Fatal(err)
	}
	if card.ID != "c9" || !card.Deleted {
		t.Errorf("card = %+v, want c9 deleted", card)
	}
	if q := parseQuery(t, rec.requests()[0].RawQuery); q.Get("with_deleted") != "true" {
		t.Errorf("query = %v, want with_deleted=true", q)
	}
}

func TestDecodeOneRefusesEmptyOrSeveral(t *testing.T) {
	t.Parallel()
	for _, data := range []string{`[]`, `[{"id":"a"},{"id":"b"}]`, `null`, ``} {
		body := `{"data":` + data + `}`
		if data == "" {
			body = `{}`
		}
		env, err := decodeEnvelope(&transport.Answer{Method: "GET", Path: "/p", Status: 200, Body: []byte(body)})
		if err != nil {
			t.Fatalf("decodeEnvelope(%s): %v", body, err)
		}
		if _, err := decodeOne[Card](env, ""); !isMalformed(err) {
			t.Errorf("decodeOne(%s) = %v, want a *MalformedAnswerError", body, err)
		}
	}
}
