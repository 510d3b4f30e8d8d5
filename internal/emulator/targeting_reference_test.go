package emulator

import (
	"net/http"
	"net/url"
	"reflect"
	"testing"
)

// Devices and platform versions carry os_type as iOS or Android, as the reference pages show; app store
// categories keep the enum's capitals, which their os_type parameter takes.
func TestTargetingOSTypeCasing(t *testing.T) {
	f := newFixture(t, Options{})
	for kind, q := range map[string]url.Values{"devices": nil, "platform_versions": nil} {
		items, _ := f.readAll(t, kind, q, 0)
		seen := map[any]int{}
		for _, it := range items {
			seen[it["os_type"]]++
		}
		if len(seen) != 2 || seen["iOS"] == 0 || seen["Android"] == 0 {
			t.Errorf("%s: os_type values %v, want only iOS and Android", kind, seen)
		}
	}
	for _, os := range []string{"IOS", "ANDROID"} {
		items, _ := f.readAll(t, "app_store_categories", url.Values{"os_type": {os}}, 0)
		if len(items) == 0 {
			t.Fatalf("no app store categories for os_type=%s", os)
		}
		for _, it := range items {
			if it["os_type"] != os {
				t.Errorf("os_type=%s answered %v", os, it)
			}
		}
	}
	// The parameter takes only the enum's capitals, as the reference says.
	f.do(apiCall{method: "GET", path: targetingPath("app_store_categories"), query: url.Values{"os_type": {"iOS"}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "os_type")
}

// TV shows carry genre and their market's locales, and the answer echoes locale as an object.
func TestTargetingTVShowsGenreLocalesAndEcho(t *testing.T) {
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "GET", path: targetingPath("tv_shows"), query: url.Values{"locale": {"es-MX"}, "q": {"show 000"}, "count": {"3"}}})
	res.wantStatus(t, http.StatusOK)
	items := res.list(t)
	if len(items) != 3 {
		t.Fatalf("got %d shows, want a page of 3: %s", len(items), res.raw)
	}
	for _, it := range items {
		if it["genre"] != "PAID" || !reflect.DeepEqual(it["locales"], []any{map[string]any{"language": "es", "country": "MX"}}) {
			t.Errorf("show %v: genre %v, locales %v; want PAID and es/MX", it["name"], it["genre"], it["locales"])
		}
	}
	params, _ := res.body["request"].(map[string]any)["params"].(map[string]any)
	want := map[string]any{
		"locale": map[string]any{"countryCode": "MX", "languageCode": "es"},
		"q":      "show 000", "count": float64(3),
	}
	if !reflect.DeepEqual(params, want) {
		t.Errorf("request.params = %v, want %v", params, want)
	}
	if next, _ := res.body["next_cursor"].(string); next == "" {
		t.Errorf("next_cursor = %v, want a cursor: %q matches more than 3 shows", res.body["next_cursor"], "show 000")
	}
	if _, has := res.body["data_type"]; has {
		t.Errorf("a TV show answer carries data_type: %s", res.raw)
	}

	// Other catalogues echo their parameters as sent.
	res = f.do(apiCall{method: "GET", path: targetingPath("tv_markets")})
	if params := res.body["request"].(map[string]any)["params"].(map[string]any); len(params) != 0 {
		t.Errorf("tv_markets request.params = %v, want none", params)
	}
	res = f.do(apiCall{method: "GET", path: targetingPath("locations"), query: url.Values{"q": {"tokyo"}}})
	if params := res.body["request"].(map[string]any)["params"].(map[string]any); params["q"] != "tokyo" {
		t.Errorf("locations request.params = %v, want q echoed as sent", params)
	}
}
