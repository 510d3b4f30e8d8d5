package emulator

import (
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// The recorded answer to location_type=CITIES&q=los angeles is the emulator's answer to it, item
// for item and in the same order: the service matches the words of q as word prefixes, so Los
// Gatos, Los Altos and Los Banos come with the names that hold "Los Angeles".
func TestTargetingLocationsAnswerTheRecordedSearch(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join(recordedTargeting, "locations.json"))
	if err != nil {
		t.Fatal(err)
	}
	var recorded struct {
		Data    []map[string]any `json:"data"`
		Request struct {
			Params map[string]string `json:"params"`
		} `json:"request"`
	}
	if err := json.Unmarshal(raw, &recorded); err != nil {
		t.Fatal(err)
	}
	q := url.Values{}
	for k, v := range recorded.Request.Params {
		q.Set(k, v)
	}
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: http.MethodGet, path: targetingPath("locations"), query: q})
	res.wantStatus(t, http.StatusOK)
	if got := res.list(t); !reflect.DeepEqual(got, recorded.Data) {
		t.Errorf("q=%q answered\n%v\nwant the recorded\n%v", q.Get("q"), got, recorded.Data)
	}
	if res.body["next_cursor"] != nil {
		t.Errorf("next_cursor = %v, want null as recorded", res.body["next_cursor"])
	}
}

// Words of q match word prefixes of the names, whatever their case; a piece of a word that does
// not start it matches nothing, and a word of q alone is enough.
func TestTargetingLocationsMatchWordPrefixes(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	names := func(q string) []any {
		t.Helper()
		items, _ := f.readAll(t, "locations", url.Values{"q": {q}, "location_type": {"CITIES"}}, 0)
		out := []any{}
		for _, it := range items {
			out = append(out, it["name"])
		}
		return out
	}
	angeles := []any{"Los Angeles, Los Angeles CA, CA, USA", "East Los Angeles, Los Angeles CA, CA, USA",
		"Lake Los Angeles, Los Angeles CA, CA, USA", "Los Alamitos, Los Angeles CA, CA, USA", "Los Angeles, US"}
	altos := []any{"Los Altos, Monterey-Salinas CA, CA, USA"}
	for q, want := range map[string][]any{
		"ANGELES":  angeles,
		"ang":      angeles,
		"geles":    {},
		"salinas":  altos,
		"MONTEREY": altos,
		// Either word is enough.
		"gatos banos": {"Los Gatos, San Francisco-Oakland-San Jose CA, CA, USA", "Los Banos, CA, USA"},
	} {
		if got := names(q); !sameItems(got, want) {
			t.Errorf("q=%q: %v, want %v", q, got, want)
		}
	}
}

// sameItems reports whether a and b hold the same items, in any order.
func sameItems(a, b []any) bool {
	count := map[any]int{}
	for _, v := range a {
		count[v]++
	}
	for _, v := range b {
		count[v]--
	}
	for _, n := range count {
		if n != 0 {
			return false
		}
	}
	return len(a) == len(b)
}
