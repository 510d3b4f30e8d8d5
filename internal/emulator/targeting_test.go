package emulator

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// recordedTargeting holds the bodies recorded from the real service (the client's test data).
const recordedTargeting = "../adsapi/testdata/recorded/crystal-ads-sdk/targeting_criteria"

func targetingPath(kind string) string { return targetingPathPrefix + kind }

// readAll follows every page of kind at count (0: the kind's default) and returns the items and
// the number of requests.
func (f *fixture) readAll(t *testing.T, kind string, query url.Values, count int) ([]map[string]any, int) {
	t.Helper()
	q := url.Values{}
	for k, v := range query {
		q[k] = v
	}
	if count > 0 {
		q.Set("count", strconv.Itoa(count))
	}
	var items []map[string]any
	for pages := 1; ; pages++ {
		res := f.do(apiCall{method: "GET", path: targetingPath(kind), query: q})
		res.wantStatus(t, http.StatusOK)
		items = append(items, res.list(t)...)
		next, _ := res.body["next_cursor"].(string)
		if next == "" {
			return items, pages
		}
		q.Set("cursor", next)
	}
}

// Every item of every recorded body is in the emulator's catalogue, with the same value and fields
// (the emulator answers the reference's os_type where recordings carry platform, in the same casing).
func TestTargetingCataloguesHoldTheRecordedItems(t *testing.T) {
	f := newFixture(t, Options{})
	queries := map[string]url.Values{
		"tv_shows": {"locale": {"en-US"}},
		// The recorded New Year's is in 2017, before the fixed clock's now.
		"events": {"start_time": {"2017-01-01T00:00:00Z"}},
	}
	for _, k := range targetingKinds {
		t.Run(k.name, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join(recordedTargeting, k.name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			var recorded struct{ Data []map[string]any }
			if err := json.Unmarshal(raw, &recorded); err != nil {
				t.Fatal(err)
			}
			items, _ := f.readAll(t, k.name, queries[k.name], k.maxCount)
			byName := map[string]map[string]any{}
			for _, it := range items {
				byName[fmt.Sprint(it["name"])] = it
			}
			for _, want := range recorded.Data {
				got, ok := byName[want["name"].(string)]
				if !ok {
					t.Errorf("recorded %q is missing", want["name"])
					continue
				}
				for field, v := range want {
					switch field {
					case "top_tweets", "reach", "top_users", "top_hashtags",
						"gender_breakdown_percentage", "device_breakdown_percentage", "country_breakdown_percentage":
						continue // event details the recording leaves empty
					case "platform":
						field = "os_type"
					}
					if fmt.Sprint(got[field]) != fmt.Sprint(v) {
						t.Errorf("%q: %s = %v, want %v", want["name"], field, got[field], v)
					}
				}
			}
		})
	}
}

// Each paged kind needs several pages at its largest count with its default query.
func TestTargetingPagedCataloguesSpanPages(t *testing.T) {
	f := newFixture(t, Options{TargetingLimit: 1000})
	for _, k := range targetingKinds {
		if !k.paged {
			continue
		}
		q := url.Values{}
		if k.name == "tv_shows" {
			q.Set("locale", "ja-JP")
		}
		items, pages := f.readAll(t, k.name, q, k.maxCount)
		if pages < 3 {
			t.Errorf("%s: %d items in %d pages of %d, want at least 3 pages", k.name, len(items), pages, k.maxCount)
		}
		seen := map[string]bool{}
		for _, it := range items {
			v := fmt.Sprint(it["targeting_value"])
			if seen[v] {
				t.Errorf("%s: targeting_value %s appears twice", k.name, v)
			}
			seen[v] = true
		}
	}
}

func TestTargetingFilters(t *testing.T) {
	f := newFixture(t, Options{})
	items, _ := f.readAll(t, "locations", url.Values{"country_code": {"DE"}, "location_type": {"METROS"}}, 1000)
	if len(items) == 0 {
		t.Fatal("no German metros")
	}
	for _, it := range items {
		if it["country_code"] != "DE" || it["location_type"] != "METROS" {
			t.Fatalf("filtered location %v", it)
		}
	}
	cities, _ := f.readAll(t, "locations", url.Values{"q": {"LOS ANGELES"}, "location_type": {"CITIES"}}, 0)
	if len(cities) != 8 {
		t.Errorf("q=LOS ANGELES found %d cities, want the 8 recorded names with a word starting los or angeles", len(cities))
	}
	ops, _ := f.readAll(t, "network_operators", nil, 1000)
	for _, it := range ops {
		if it["country_code"] != "US" {
			t.Fatalf("network operators default to US, got %v", it)
		}
	}
	res := f.do(apiCall{method: "GET", path: targetingPath("platforms"), query: url.Values{"lang": {"es"}}})
	if got := res.list(t)[4]["localized_name"]; got != "Ordenadores de escritorio y portátiles" {
		t.Errorf("localized_name = %v", got)
	}
	sports, _ := f.readAll(t, "events", url.Values{"event_types": {"SPORTS"}, "country_codes": {"FR"},
		"start_time": {"2020-01-01T00:00:00Z"}, "end_time": {"2021-01-01T00:00:00Z"}}, 1000)
	if len(sports) == 0 {
		t.Fatal("no French sports events in 2020")
	}
	for _, e := range sports {
		if e["event_type"] != "SPORTS" || e["country_code"] != "FR" || e["end_time"].(string) <= "2020-01-01T00:00:00Z" ||
			e["start_time"].(string) >= "2021-01-01T00:00:00Z" {
			t.Fatalf("filtered event %v", e)
		}
	}
}

func TestTargetingDataType(t *testing.T) {
	f := newFixture(t, Options{})
	for _, k := range targetingKinds {
		q := url.Values{}
		if k.name == "tv_shows" {
			q.Set("locale", "en-GB")
		}
		res := f.do(apiCall{method: "GET", path: targetingPath(k.name), query: q})
		res.wantStatus(t, http.StatusOK)
		got, has := res.body["data_type"]
		want := map[string]string{"events": "events", "platform_versions": "targeting_criterion"}[k.name]
		if (want == "") == has || (has && got != want) {
			t.Errorf("%s: data_type = %v (present %v), want %q", k.name, got, has, want)
		}
		if _, has := res.body["next_cursor"]; has != k.paged {
			t.Errorf("%s: next_cursor present = %v, want %v", k.name, has, k.paged)
		}
	}
}

func TestTargetingRefusals(t *testing.T) {
	f := newFixture(t, Options{})
	for _, tt := range []struct {
		kind        string
		query       url.Values
		code, param string
	}{
		{"app_store_categories", url.Values{"os_type": {"WINDOWS"}}, codeInvalidParameter, "os_type"},
		{"conversations", url.Values{"conversation_type": {"SPORT"}}, codeInvalidParameter, "conversation_type"},
		{"locations", url.Values{"location_type": {"TOWNS"}}, codeInvalidParameter, "location_type"},
		{"locations", url.Values{"country_code": {"usa"}}, codeInvalidParameter, "country_code"},
		{"events", url.Values{"event_types": {"HOLIDAY,PARTY"}}, codeInvalidParameter, "event_types"},
		{"events", url.Values{"start_time": {"tomorrow"}}, codeInvalidParameter, "start_time"},
		{"platforms", url.Values{"lang": {"english"}}, codeInvalidParameter, "lang"},
		{"tv_shows", url.Values{}, codeMissingParameter, "locale"},
		{"tv_shows", url.Values{"locale": {"en-AU"}}, codeInvalidTVShowLocations, "locale"},
		{"tv_shows", url.Values{"locale": {"en-US"}, "count": {"51"}}, codeInvalidParameter, "count"},
		{"devices", url.Values{"cursor": {"x"}}, codeInvalidParameter, "cursor"},
		{"tv_markets", url.Values{"q": {"x"}}, codeInvalidParameter, "q"},
	} {
		f.do(apiCall{method: "GET", path: targetingPath(tt.kind), query: tt.query}).wantError(t, http.StatusBadRequest, tt.code, tt.param)
	}
}

// The catalogues but the TV ones share the category's window; tv_markets and tv_shows have their own.
func TestTargetingRateLimitCategory(t *testing.T) {
	f := newFixture(t, Options{TargetingLimit: 2})
	reset := fixedNow.Add(defaultReadWindow)
	f.do(apiCall{method: "GET", path: targetingPath("languages")}).wantLimit(t, 2, 1, reset)
	f.do(apiCall{method: "GET", path: targetingPath("interests")}).wantLimit(t, 2, 0, reset)
	res := f.do(apiCall{method: "GET", path: targetingPath("devices")})
	res.wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
	f.do(apiCall{method: "GET", path: targetingPath("tv_markets")}).wantLimit(t, defaultReadLimit, defaultReadLimit-1, reset)
	f.do(apiCall{method: "GET", path: targetingPath("tv_shows"), query: url.Values{"locale": {"en-US"}}}).wantLimit(t, defaultReadLimit, defaultReadLimit-1, reset)
	// Default size of the category's window.
	newFixture(t, Options{}).do(apiCall{method: "GET", path: targetingPath("platforms")}).wantLimit(t, 400, 399, reset)
}
