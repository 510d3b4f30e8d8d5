package emulator

import (
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"regexp"
	"testing"
	"time"
)

func TestCardTypeDerivation(t *testing.T) {
	f := newFixture(t, Options{})
	img, img2, vid, vid2 := DemoImageKey, DemoSquareImageKey, DemoVideoKey, DemoVideo2Key
	site := websiteDetails("https://example.com")
	tests := []struct {
		body map[string]any
		want string
	}{
		{card(mediaComp(img), site), "IMAGE_WEBSITE"},
		{card(mediaComp(vid), site), "VIDEO_WEBSITE"},
		{card(mediaComp(img), appButton()), "IMAGE_APP"},
		{card(mediaComp(vid), appButton()), "VIDEO_APP"},
		{card(swipeable(img, img2), site), "IMAGE_CAROUSEL_WEBSITE"},
		{card(swipeable(img, img2, img), appButton()), "IMAGE_CAROUSEL_APP"},
		{card(swipeable(vid, vid2), site), "VIDEO_CAROUSEL_WEBSITE"},
		{card(swipeable(vid, vid2), appButton()), "VIDEO_CAROUSEL_APP"},
		{card(swipeable(img, vid), site), "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE"},
		{card(swipeable(vid, img, img2, vid2, img, vid), appButton()), "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP"},
		{slides(slide(img, "https://a.example"), slide(img2, "https://b.example")), "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE"},
		{slides(slide(vid, "https://a.example"), slide(vid2, "https://b.example"), slide(vid, "https://c.example")), "VIDEO_MULTI_DEST_CAROUSEL_WEBSITE"},
		{slides(slide(vid, "https://a.example"), slide(img, "https://b.example")), "MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE"},
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			got := f.createCard(tc.body)
			if got["card_type"] != tc.want {
				t.Fatalf("card_type = %v, want %s", got["card_type"], tc.want)
			}
			listed := f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID), query: url.Values{"card_types": {tc.want}}}).list(t)
			if len(listed) != 1 || listed[0]["id"] != got["id"] {
				t.Fatalf("card_types=%s lists %v, want only the new card", tc.want, listed)
			}
		})
	}
}

func TestCardLifecycle(t *testing.T) {
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	body := map[string]any{
		"name": "App install",
		"components": []any{
			swipeable(DemoImageKey, DemoVideoKey),
			map[string]any{
				"type":  "BUTTON",
				"label": map[string]any{"type": "ENUM", "value": "INSTALL"},
				"destination": map[string]any{
					"type": "APP", "country_code": "GB",
					"googleplay_app_id": "com.example.app", "googleplay_deep_link": "example://open",
					"ios_app_store_identifier": "333903271",
				},
			},
		},
	}
	created := f.createCard(body)
	id, _ := created["id"].(string)

	t.Run("create answers the card", func(t *testing.T) {
		if !regexp.MustCompile(`^[1-9][0-9]{15,}$`).MatchString(id) {
			t.Errorf("id = %q, want a large decimal string", id)
		}
		want := map[string]any{
			"name": "App install", "card_uri": "card://" + id, "card_type": "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP",
			"created_at": "2018-05-11T04:09:53Z", "updated_at": "2018-05-11T04:09:53Z", "deleted": false,
		}
		for k, v := range want {
			if created[k] != v {
				t.Errorf("%s = %v, want %v", k, created[k], v)
			}
		}
		if _, ok := created["slides"]; ok {
			t.Errorf("slides present on a components card: %v", created["slides"])
		}
		comps := created["components"].([]any)
		media := comps[0].(map[string]any)
		wantMeta := map[string]any{
			DemoImageKey: map[string]any{"type": "IMAGE", "url": "https://pbs.twimg.com/media/" + DemoImageKey + ".jpg", "width": 1200.0, "height": 628.0},
			DemoVideoKey: map[string]any{"type": "VIDEO", "url": "https://video.twimg.com/amplify_video/vmap/950589518557540353.vmap", "width": 1280.0, "height": 720.0},
		}
		if !reflect.DeepEqual(media["media_metadata"], wantMeta) {
			t.Errorf("media_metadata = %v, want %v", media["media_metadata"], wantMeta)
		}
		// The button comes back exactly as sent: no media_metadata, no empty fields.
		if !reflect.DeepEqual(comps[1], jsonRoundTrip(t, body["components"].([]any)[1])) {
			t.Errorf("button = %v, want it as sent %v", comps[1], body["components"].([]any)[1])
		}
	})

	cardURL := cardsPathOf(DemoAccountID) + "/" + id
	t.Run("get answers an array of one", func(t *testing.T) {
		res := f.do(apiCall{method: "GET", path: cardURL})
		res.wantStatus(t, http.StatusOK)
		got := res.list(t)
		if len(got) != 1 || !reflect.DeepEqual(got[0], created) {
			t.Fatalf("get = %v, want [%v]", got, created)
		}
	})

	t.Run("update replaces only the fields sent", func(t *testing.T) {
		clock.Advance(time.Hour)
		res := f.do(apiCall{method: "PUT", path: cardURL, json: map[string]any{"name": "Renamed"}})
		res.wantStatus(t, http.StatusOK)
		got := onlyCard(t, res)
		if got["name"] != "Renamed" || got["updated_at"] != "2018-05-11T05:09:53Z" || got["created_at"] != "2018-05-11T04:09:53Z" {
			t.Errorf("after rename: name %v updated_at %v created_at %v", got["name"], got["updated_at"], got["created_at"])
		}
		if !reflect.DeepEqual(got["components"], created["components"]) || got["card_type"] != created["card_type"] {
			t.Errorf("rename changed the components or type: %v", got)
		}
	})

	t.Run("update with slides replaces the components", func(t *testing.T) {
		res := f.do(apiCall{method: "PUT", path: cardURL, json: map[string]any{
			"slides": []any{slide(DemoVideoKey, "https://a.example"), slide(DemoVideo2Key, "https://b.example")},
		}})
		res.wantStatus(t, http.StatusOK)
		got := onlyCard(t, res)
		if _, ok := got["components"]; ok {
			t.Errorf("components still present after slides replaced them")
		}
		if got["card_type"] != "VIDEO_MULTI_DEST_CAROUSEL_WEBSITE" || len(got["slides"].([]any)) != 2 {
			t.Errorf("after slides: type %v slides %v", got["card_type"], got["slides"])
		}
		stored, _ := f.srv.Card(DemoAccountID, id)
		if stored.Components != nil || len(stored.Slides) != 2 || stored.Name != "Renamed" {
			t.Errorf("stored card = %+v", stored)
		}
	})

	t.Run("delete is soft", func(t *testing.T) {
		clock.Advance(time.Minute)
		res := f.do(apiCall{method: "DELETE", path: cardURL})
		res.wantStatus(t, http.StatusOK)
		if got := onlyCard(t, res); got["deleted"] != true || got["id"] != id {
			t.Fatalf("delete answered %v, want the card with deleted true", got)
		}
		f.do(apiCall{method: "GET", path: cardURL}).wantError(t, http.StatusNotFound, codeNotFound, "")
		withDeleted := f.do(apiCall{method: "GET", path: cardURL, query: url.Values{"with_deleted": {"true"}}})
		withDeleted.wantStatus(t, http.StatusOK)
		if got := withDeleted.list(t)[0]; got["deleted"] != true {
			t.Errorf("with_deleted get = %v, want deleted true", got)
		}
		if n := len(f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID)}).list(t)); n != 0 {
			t.Errorf("list without with_deleted shows %d cards, want 0", n)
		}
		if n := len(f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID), query: url.Values{"with_deleted": {"true"}}}).list(t)); n != 1 {
			t.Errorf("list with_deleted shows %d cards, want 1", n)
		}
		stored, ok := f.srv.Card(DemoAccountID, id)
		if !ok || !stored.Deleted {
			t.Errorf("Card() = %+v, %v; want the card with Deleted", stored, ok)
		}
	})

	t.Run("a deleted card is gone for writes", func(t *testing.T) {
		f.do(apiCall{method: "DELETE", path: cardURL}).wantError(t, http.StatusNotFound, codeNotFound, "")
		f.do(apiCall{method: "PUT", path: cardURL, json: map[string]any{"name": "x"}}).wantError(t, http.StatusNotFound, codeNotFound, "")
	})

	t.Run("unknown card", func(t *testing.T) {
		f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID) + "/1510000000000099999"}).wantError(t, http.StatusNotFound, codeNotFound, "")
	})
}

// TestCardEchoesOnlyWhatWasSent checks that optional fields the client left out stay absent.
func TestCardEchoesOnlyWhatWasSent(t *testing.T) {
	f := newFixture(t, Options{})
	got := f.createCard(card(mediaComp(DemoImageKey), button(map[string]any{"country_code": "US", "ios_app_store_identifier": "333903271"})))
	dest := got["components"].([]any)[1].(map[string]any)["destination"].(map[string]any)
	want := map[string]any{"type": "APP", "country_code": "US", "ios_app_store_identifier": "333903271"}
	if !reflect.DeepEqual(dest, want) {
		t.Fatalf("destination = %v, want exactly %v", dest, want)
	}
	media := got["components"].([]any)[0].(map[string]any)
	if _, ok := media["media_keys"]; ok {
		t.Errorf("MEDIA component carries media_keys: %v", media)
	}
}

func jsonRoundTrip(t *testing.T, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// onlyCard returns the card of an answer whose data is an array of one, the form of a card's GET, PUT and
// DELETE at the real service.
func onlyCard(t *testing.T, res *result) map[string]any {
	t.Helper()
	got := res.list(t)
	if len(got) != 1 {
		t.Fatalf("data holds %d cards, want an array of one: %s", len(got), res.raw)
	}
	return got[0]
}
