package emulator

import (
	"encoding/json"
	"net/http"
	"testing"
)

func TestTrendLocations(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for _, auth := range []string{"", bearer(DemoBearerToken), bearer(DemoOAuth2Token)} {
		r := f.do(apiCall{method: "GET", path: "/1.1/trends/available.json", auth: auth})
		r.wantStatus(t, http.StatusOK)
		var got []map[string]any
		if err := json.Unmarshal(r.raw, &got); err != nil {
			t.Fatalf("a bare array expected: %s", r.raw)
		}
		if len(got) != len(TrendLocations) {
			t.Fatalf("%d locations, want %d", len(got), len(TrendLocations))
		}
		world, _ := json.Marshal(got[0])
		if string(world) != `{"country":"","countryCode":null,"name":"Worldwide","parentid":0,"placeType":{"code":19,"name":"Supername"},"url":"http://where.yahooapis.com/v1/place/1","woeid":1}` {
			t.Errorf("worldwide = %s", world)
		}
	}
}

// TestTrendLocationsWindow: 75 requests per 15 minutes, per user and per app.
func TestTrendLocationsWindow(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for range 75 {
		f.do(apiCall{method: "GET", path: "/1.1/trends/available.json"}).wantStatus(t, http.StatusOK)
	}
	f.do(apiCall{method: "GET", path: "/1.1/trends/available.json"}).wantStatus(t, http.StatusTooManyRequests)
	// app auth has a window of its own
	f.do(apiCall{method: "GET", path: "/1.1/trends/available.json", auth: bearer(DemoBearerToken)}).wantStatus(t, http.StatusOK)
}
