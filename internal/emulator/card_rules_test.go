package emulator

import (
	"net/http"
	"strings"
	"testing"
)

// card builds a create body from a name and components.
func card(components ...any) map[string]any {
	return map[string]any{"name": "rules", "components": components}
}

func slides(s ...[]any) map[string]any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return map[string]any{"name": "rules", "slides": out}
}

func slide(key, url string) []any {
	return []any{mediaComp(key), websiteDetails(url)}
}

// button returns a BUTTON component whose destination has the given fields besides type.
func button(dest map[string]any) map[string]any {
	d := map[string]any{"type": "APP"}
	for k, v := range dest {
		d[k] = v
	}
	return map[string]any{"type": "BUTTON", "label": map[string]any{"type": "ENUM", "value": "SHOP"}, "destination": d}
}

func details(dest map[string]any) map[string]any {
	return map[string]any{"type": "DETAILS", "title": "t", "destination": dest}
}

func TestCardCreateRules(t *testing.T) {
	f := newFixture(t, Options{})
	img, vid := DemoImageKey, DemoVideoKey
	site := websiteDetails("https://example.com")
	tests := []struct {
		name  string
		body  any
		code  string
		param string
	}{
		// The body.
		{"body is not an object", `[]`, codeInvalidParameter, ""},
		{"name missing", map[string]any{"components": []any{mediaComp(img), site}}, codeMissingParameter, "name"},
		{"name empty", map[string]any{"name": "", "components": []any{mediaComp(img), site}}, codeMissingParameter, "name"},
		{"name over 80 characters", map[string]any{"name": strings.Repeat("é", 81), "components": []any{mediaComp(img), site}}, codeInvalidParameter, "name"},
		{"name not a string", map[string]any{"name": 5, "components": []any{mediaComp(img), site}}, codeInvalidParameter, "name"},
		{"read-only field sent", map[string]any{"name": "x", "card_type": "IMAGE_WEBSITE", "components": []any{mediaComp(img), site}}, codeInvalidParameter, "card_type"},
		{"components and slides", map[string]any{"name": "x", "components": []any{mediaComp(img), site}, "slides": []any{slide(img, "https://a.example"), slide(img, "https://b.example")}}, codeExclusiveParameters, "slides"},
		{"neither components nor slides", map[string]any{"name": "x"}, codeMissingParameter, "components"},
		{"components not an array", map[string]any{"name": "x", "components": map[string]any{}}, codeInvalidParameter, "components"},

		// The shape of a single-destination card.
		{"one component", card(mediaComp(img)), codeInvalidParameter, "components"},
		{"three components", card(mediaComp(img), site, site), codeInvalidParameter, "components"},
		{"details first", card(site, mediaComp(img)), codeInvalidParameter, "components[0].type"},
		{"two media components", card(mediaComp(img), mediaComp(vid)), codeInvalidParameter, "components[1].type"},
		{"unknown component type", card(map[string]any{"type": "CAROUSEL"}, site), codeUnknownCardType, "components[0].type"},
		{"component without type", card(map[string]any{"media_key": img}, site), codeMissingParameter, "components[0].type"},
		{"component not an object", card("MEDIA", site), codeInvalidParameter, "components[0]"},

		// MEDIA.
		{"MEDIA without media_key", card(map[string]any{"type": "MEDIA"}, site), codeMissingParameter, "components[0].media_key"},
		{"MEDIA with a key not in the library", card(mediaComp("3_1"), site), codeInvalidMedia, "components[0].media_key"},
		{"MEDIA with another account's image", card(mediaComp(OtherImageKey), site), codeInvalidMedia, "components[0].media_key"},
		{"MEDIA with an animated GIF", card(mediaComp(DemoGIFKey), site), codeInvalidMedia, "components[0].media_key"},
		{"MEDIA with media_keys", card(map[string]any{"type": "MEDIA", "media_key": img, "media_keys": []string{img, vid}}, site), codeInvalidParameter, "components[0].media_keys"},
		{"MEDIA with a title", card(map[string]any{"type": "MEDIA", "media_key": img, "title": "t"}, site), codeInvalidParameter, "components[0].title"},
		{"MEDIA with media_metadata", card(map[string]any{"type": "MEDIA", "media_key": img, "media_metadata": map[string]any{}}, site), codeInvalidParameter, "components[0].media_metadata"},

		// SWIPEABLE_MEDIA.
		{"SWIPEABLE_MEDIA without media_keys", card(map[string]any{"type": "SWIPEABLE_MEDIA"}, site), codeMissingParameter, "components[0].media_keys"},
		{"SWIPEABLE_MEDIA with one key", card(swipeable(img), site), codeInvalidParameter, "components[0].media_keys"},
		{"SWIPEABLE_MEDIA with seven keys", card(swipeable(img, img, img, img, img, img, img), site), codeInvalidParameter, "components[0].media_keys"},
		{"SWIPEABLE_MEDIA keys not an array", card(map[string]any{"type": "SWIPEABLE_MEDIA", "media_keys": img}, site), codeInvalidParameter, "components[0].media_keys"},
		{"SWIPEABLE_MEDIA with a GIF", card(swipeable(img, vid, DemoGIFKey), site), codeInvalidMedia, "components[0].media_keys[2]"},
		{"SWIPEABLE_MEDIA with an unknown key", card(swipeable("13_404", img), site), codeInvalidMedia, "components[0].media_keys[0]"},
		{"SWIPEABLE_MEDIA with media_key", card(map[string]any{"type": "SWIPEABLE_MEDIA", "media_keys": []string{img, vid}, "media_key": img}, site), codeInvalidParameter, "components[0].media_key"},

		// DETAILS.
		{"DETAILS without title", card(mediaComp(img), map[string]any{"type": "DETAILS", "destination": map[string]any{"type": "WEBSITE", "url": "https://a.example"}}), codeMissingParameter, "components[1].title"},
		{"DETAILS without destination", card(mediaComp(img), map[string]any{"type": "DETAILS", "title": "t"}), codeMissingParameter, "components[1].destination"},
		{"DETAILS with an APP destination", card(mediaComp(img), details(map[string]any{"type": "APP", "country_code": "US", "googleplay_app_id": "a"})), codeInvalidParameter, "components[1].destination.type"},
		{"destination of unknown type", card(mediaComp(img), details(map[string]any{"type": "STORE", "url": "https://a.example"})), codeInvalidParameter, "components[1].destination.type"},
		{"destination without type", card(mediaComp(img), details(map[string]any{"url": "https://a.example"})), codeMissingParameter, "components[1].destination.type"},
		{"WEBSITE without url", card(mediaComp(img), details(map[string]any{"type": "WEBSITE"})), codeMissingParameter, "components[1].destination.url"},
		{"WEBSITE with a relative url", card(mediaComp(img), details(map[string]any{"type": "WEBSITE", "url": "/shop"})), codeInvalidParameter, "components[1].destination.url"},
		{"WEBSITE with an app field", card(mediaComp(img), details(map[string]any{"type": "WEBSITE", "url": "https://a.example", "country_code": "US"})), codeInvalidParameter, "components[1].destination.country_code"},
		{"DETAILS with a label", card(mediaComp(img), map[string]any{"type": "DETAILS", "title": "t", "label": map[string]any{"type": "ENUM", "value": "SHOP"}, "destination": map[string]any{"type": "WEBSITE", "url": "https://a.example"}}), codeInvalidParameter, "components[1].label"},

		// BUTTON.
		{"BUTTON without label", card(mediaComp(img), map[string]any{"type": "BUTTON", "destination": map[string]any{"type": "APP", "country_code": "US", "googleplay_app_id": "a"}}), codeMissingParameter, "components[1].label"},
		{"label type not ENUM", card(mediaComp(img), map[string]any{"type": "BUTTON", "label": map[string]any{"type": "TEXT", "value": "SHOP"}, "destination": map[string]any{"type": "APP", "country_code": "US", "googleplay_app_id": "a"}}), codeInvalidParameter, "components[1].label.type"},
		{"label value not in the enum", card(mediaComp(img), map[string]any{"type": "BUTTON", "label": map[string]any{"type": "ENUM", "value": "BUY"}, "destination": map[string]any{"type": "APP", "country_code": "US", "googleplay_app_id": "a"}}), codeInvalidParameter, "components[1].label.value"},
		{"label with an extra field", card(mediaComp(img), map[string]any{"type": "BUTTON", "label": map[string]any{"type": "ENUM", "value": "SHOP", "text": "Buy"}, "destination": map[string]any{"type": "APP", "country_code": "US", "googleplay_app_id": "a"}}), codeInvalidParameter, "components[1].label.text"},
		{"BUTTON with a WEBSITE destination", card(mediaComp(img), map[string]any{"type": "BUTTON", "label": map[string]any{"type": "ENUM", "value": "SHOP"}, "destination": map[string]any{"type": "WEBSITE", "url": "https://a.example"}}), codeInvalidParameter, "components[1].destination.type"},
		{"BUTTON with a title", card(mediaComp(img), map[string]any{"type": "BUTTON", "title": "t", "label": map[string]any{"type": "ENUM", "value": "SHOP"}, "destination": map[string]any{"type": "APP", "country_code": "US", "googleplay_app_id": "a"}}), codeInvalidParameter, "components[1].title"},
		{"APP without country_code", card(mediaComp(img), button(map[string]any{"googleplay_app_id": "a"})), codeMissingParameter, "components[1].destination.country_code"},
		{"APP with a lower-case country_code", card(mediaComp(img), button(map[string]any{"country_code": "us", "googleplay_app_id": "a"})), codeInvalidParameter, "components[1].destination.country_code"},
		{"APP with a three-letter country_code", card(mediaComp(img), button(map[string]any{"country_code": "USA", "googleplay_app_id": "a"})), codeInvalidParameter, "components[1].destination.country_code"},
		{"APP without any app id", card(mediaComp(img), button(map[string]any{"country_code": "US"})), codeMissingParameter, "components[1].destination"},
		{"googleplay_deep_link without googleplay_app_id", card(mediaComp(img), button(map[string]any{"country_code": "US", "ios_app_store_identifier": "333903271", "googleplay_deep_link": "app://x"})), codeInclusiveParameters, "components[1].destination.googleplay_deep_link"},
		{"ios_deep_link without ios_app_store_identifier", card(mediaComp(img), button(map[string]any{"country_code": "US", "googleplay_app_id": "a", "ios_deep_link": "app://x"})), codeInclusiveParameters, "components[1].destination.ios_deep_link"},
		{"APP with a url", card(mediaComp(img), button(map[string]any{"country_code": "US", "googleplay_app_id": "a", "url": "https://a.example"})), codeInvalidParameter, "components[1].destination.url"},
		{"APP with an unknown field", card(mediaComp(img), button(map[string]any{"country_code": "US", "googleplay_app_id": "a", "app_store": "x"})), codeInvalidParameter, "components[1].destination.app_store"},
		{"APP with an empty optional field", card(mediaComp(img), button(map[string]any{"country_code": "US", "googleplay_app_id": "a", "googleplay_deep_link": ""})), codeInvalidParameter, "components[1].destination.googleplay_deep_link"},

		// Slides.
		{"one slide", slides(slide(img, "https://a.example")), codeInvalidParameter, "slides"},
		{"seven slides", slides(slide(img, "https://a.example"), slide(img, "https://a.example"), slide(img, "https://a.example"), slide(img, "https://a.example"), slide(img, "https://a.example"), slide(img, "https://a.example"), slide(img, "https://a.example")), codeInvalidParameter, "slides"},
		{"slide not an array", map[string]any{"name": "x", "slides": []any{slide(img, "https://a.example"), mediaComp(img)}}, codeInvalidParameter, "slides[1]"},
		{"slide of three components", slides(slide(img, "https://a.example"), append(slide(img, "https://a.example"), websiteDetails("https://b.example"))), codeInvalidParameter, "slides[1]"},
		{"slide starting with SWIPEABLE_MEDIA", slides([]any{swipeable(img, vid), websiteDetails("https://a.example")}, slide(img, "https://b.example")), codeInvalidParameter, "slides[0][0].type"},
		{"slide with a BUTTON", slides(slide(img, "https://a.example"), []any{mediaComp(vid), appButton()}), codeInvalidParameter, "slides[1][1].type"},
		{"slide with an unknown key", slides(slide(img, "https://a.example"), slide("3_404", "https://b.example")), codeInvalidMedia, "slides[1][0].media_key"},
		{"slide with a bad url", slides(slide(img, "ftp://a.example"), slide(img, "https://b.example")), codeInvalidParameter, "slides[0][1].destination.url"},
		{"slide with an unknown component type", slides([]any{mediaComp(img), map[string]any{"type": "POLL"}}, slide(img, "https://b.example")), codeUnknownCardType, "slides[0][1].type"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "POST", path: cardsPathOf(DemoAccountID), json: tc.body}).
				wantError(t, http.StatusBadRequest, tc.code, tc.param)
		})
	}
	if n := len(f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID)}).list(t)); n != 0 {
		t.Fatalf("refused creates left %d cards", n)
	}
}

func TestCardUpdateRules(t *testing.T) {
	f := newFixture(t, Options{})
	created := f.createCard(imageWebsiteCard("before"))
	path := cardsPathOf(DemoAccountID) + "/" + created["id"].(string)
	tests := []struct {
		name  string
		body  any
		code  string
		param string
	}{
		{"components and slides", map[string]any{"components": []any{mediaComp(DemoImageKey), appButton()}, "slides": []any{slide(DemoImageKey, "https://a.example"), slide(DemoImageKey, "https://b.example")}}, codeExclusiveParameters, "slides"},
		{"name over 80 characters", map[string]any{"name": strings.Repeat("n", 81)}, codeInvalidParameter, "name"},
		{"bad component", map[string]any{"components": []any{mediaComp(DemoGIFKey), appButton()}}, codeInvalidMedia, "components[0].media_key"},
		{"read-only field", map[string]any{"id": "1"}, codeInvalidParameter, "id"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "PUT", path: path, json: tc.body}).wantError(t, http.StatusBadRequest, tc.code, tc.param)
		})
	}
	got, _ := f.srv.Card(DemoAccountID, created["id"].(string))
	if got.Name != "before" || got.CardType != "IMAGE_WEBSITE" {
		t.Fatalf("refused updates changed the card: %+v", got)
	}
}
