package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"testing"
	"time"
)

func feedsPathOf(catalog string) string {
	return "/12/product_catalogs/" + catalog + "/scheduled_feeds"
}

// weeklyFeed is a valid create; changes set parameters, an empty value removes one.
func weeklyFeed(changes map[string]string) url.Values {
	v := url.Values{
		"feed_url": {"https://example.com/products.csv"}, "feed_format": {"CSV"}, "frequency": {"WEEKLY"},
		"repeat": {"MONDAY"}, "start_time": {"08:30"}, "time_zone": {"America/New_York"},
	}
	for k, val := range changes {
		if val == "" {
			v.Del(k)
		} else {
			v.Set(k, val)
		}
	}
	return v
}

func TestScheduledFeedCreateRules(t *testing.T) {
	f := newFixture(t, Options{})
	path := feedsPathOf(DemoProductCatalogID)
	tests := []struct {
		name  string
		p     url.Values
		code  string
		param string
	}{
		{"feed_url missing", weeklyFeed(map[string]string{"feed_url": ""}), codeMissingParameter, "feed_url"},
		{"feed_format missing", weeklyFeed(map[string]string{"feed_format": ""}), codeMissingParameter, "feed_format"},
		{"frequency missing", weeklyFeed(map[string]string{"frequency": ""}), codeMissingParameter, "frequency"},
		{"start_time missing", weeklyFeed(map[string]string{"start_time": ""}), codeMissingParameter, "start_time"},
		{"time_zone missing", weeklyFeed(map[string]string{"time_zone": ""}), codeMissingParameter, "time_zone"},
		{"feed_url not http", weeklyFeed(map[string]string{"feed_url": "ftp://example.com/p.csv"}), codeInvalidParameter, "feed_url"},
		{"feed_url relative", weeklyFeed(map[string]string{"feed_url": "products.csv"}), codeInvalidParameter, "feed_url"},
		{"feed_format JSON", weeklyFeed(map[string]string{"feed_format": "JSON"}), codeInvalidParameter, "feed_format"},
		{"feed_format lower case", weeklyFeed(map[string]string{"feed_format": "csv"}), codeInvalidParameter, "feed_format"},
		{"frequency MONTHLY", weeklyFeed(map[string]string{"frequency": "MONTHLY"}), codeInvalidParameter, "frequency"},
		{"start_time 24:00", weeklyFeed(map[string]string{"start_time": "24:00"}), codeInvalidParameter, "start_time"},
		{"start_time 9:30", weeklyFeed(map[string]string{"start_time": "9:30"}), codeInvalidParameter, "start_time"},
		{"start_time 12:60", weeklyFeed(map[string]string{"start_time": "12:60"}), codeInvalidParameter, "start_time"},
		{"time_zone unknown", weeklyFeed(map[string]string{"time_zone": "Mars/Olympus"}), codeInvalidParameter, "time_zone"},
		{"time_zone Local", weeklyFeed(map[string]string{"time_zone": "Local"}), codeInvalidParameter, "time_zone"},
		{"WEEKLY without repeat", weeklyFeed(map[string]string{"repeat": ""}), codeInvalidParameter, "repeat"},
		{"WEEKLY with a number", weeklyFeed(map[string]string{"repeat": "2"}), codeInvalidParameter, "repeat"},
		{"WEEKLY lower-case day", weeklyFeed(map[string]string{"repeat": "monday"}), codeInvalidParameter, "repeat"},
		{"HOURLY with 5", weeklyFeed(map[string]string{"frequency": "HOURLY", "repeat": "5"}), codeInvalidParameter, "repeat"},
		{"HOURLY with 24", weeklyFeed(map[string]string{"frequency": "HOURLY", "repeat": "24"}), codeInvalidParameter, "repeat"},
		{"HOURLY without repeat", weeklyFeed(map[string]string{"frequency": "HOURLY", "repeat": ""}), codeInvalidParameter, "repeat"},
		{"DAILY with repeat", weeklyFeed(map[string]string{"frequency": "DAILY", "repeat": "MONDAY"}), codeInvalidParameter, "repeat"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "POST", path: path, query: tc.p}).wantError(t, 400, tc.code, tc.param)
		})
	}
	if n := len(f.do(apiCall{method: "GET", path: path}).list(t)); n != 0 {
		t.Fatalf("refused creates left %d feeds", n)
	}

	t.Run("accepted values", func(t *testing.T) {
		for _, p := range []url.Values{
			weeklyFeed(map[string]string{"repeat": "SUNDAY", "start_time": "00:00", "time_zone": "Asia/Kolkata"}),
			weeklyFeed(map[string]string{"frequency": "DAILY", "repeat": "", "start_time": "23:59", "feed_format": "XML"}),
			weeklyFeed(map[string]string{"frequency": "HOURLY", "repeat": "12", "time_zone": "UTC", "feed_format": "TSV"}),
			weeklyFeed(map[string]string{"frequency": "HOURLY", "repeat": "1"}),
		} {
			res := f.do(apiCall{method: "POST", path: path, query: p})
			res.wantStatus(t, http.StatusCreated)
			if err := f.srv.DeleteScheduledFeed(DemoProductCatalogID, res.object(t)["id"].(string)); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func TestScheduledFeedLifecycle(t *testing.T) {
	clock := newTestClock()
	f := newFixture(t, Options{Now: func() time.Time { return clock.Now().Add(123 * time.Millisecond) }})
	path := feedsPathOf(DemoProductCatalogID)

	res := f.do(apiCall{method: "POST", path: path, query: weeklyFeed(nil)})
	res.wantStatus(t, http.StatusCreated)
	created := res.object(t)
	id, _ := created["id"].(string)
	if id == "" || created["product_catalog_id"] != DemoProductCatalogID || created["repeat"] != "MONDAY" ||
		created["created_at"] != "2018-05-11T04:09:53.123Z" || created["time_zone"] != "America/New_York" || created["start_time"] != "08:30" {
		t.Fatalf("created = %v", created)
	}

	f.do(apiCall{method: "POST", path: path, query: weeklyFeed(nil)}).wantError(t, 400, codeScheduledFeedExists, "")

	item := path + "/" + id
	f.do(apiCall{method: "GET", path: item}).wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")
	// Moving to DAILY needs repeat cleared in the same request.
	f.do(apiCall{method: "PUT", path: item, query: url.Values{"frequency": {"DAILY"}}}).wantError(t, 400, codeInvalidParameter, "repeat")
	f.do(apiCall{method: "PUT", path: item, query: url.Values{"start_time": {""}}}).wantError(t, 400, codeInvalidParameter, "start_time")
	clock.Advance(time.Minute)
	upd := f.do(apiCall{method: "PUT", path: item, query: url.Values{"frequency": {"DAILY"}, "repeat": {""}, "feed_format": {"TSV"}}})
	upd.wantStatus(t, http.StatusOK)
	got := upd.object(t)
	if got["frequency"] != "DAILY" || got["repeat"] != nil || got["feed_format"] != "TSV" || got["feed_url"] != "https://example.com/products.csv" ||
		got["updated_at"] != "2018-05-11T04:10:53.123Z" {
		t.Errorf("after update: %v", got)
	}
	list := f.do(apiCall{method: "GET", path: path})
	if l := list.list(t); len(l) != 1 || l[0]["frequency"] != "DAILY" || list.body["next_cursor"] != nil {
		t.Errorf("list = %s", list.raw)
	}

	del := f.do(apiCall{method: "DELETE", path: item})
	if obj := del.object(t); obj["id"] != id {
		t.Errorf("delete answer = %v", obj)
	}
	f.do(apiCall{method: "DELETE", path: item}).wantError(t, 404, codeNotFound, "")
	f.do(apiCall{method: "PUT", path: item, query: url.Values{"feed_format": {"CSV"}}}).wantError(t, 404, codeNotFound, "")
	// With the feed gone the user may create another.
	f.do(apiCall{method: "POST", path: path, query: weeklyFeed(nil)}).wantStatus(t, http.StatusCreated)
}

func TestScheduledFeedOwnership(t *testing.T) {
	f := newFixture(t, Options{})
	other := feedsPathOf(OtherProductCatalogID)
	f.do(apiCall{method: "GET", path: other}).wantError(t, 403, codeUnauthorizedClientApplication, "")
	f.do(apiCall{method: "POST", path: other, query: weeklyFeed(nil)}).wantError(t, 403, codeUnauthorizedClientApplication, "")
	f.do(apiCall{method: "GET", path: feedsPathOf("1")}).wantError(t, 404, codeNotFound, "")

	theirs := f.do(apiCall{method: "POST", path: other, creds: &otherCreds, query: weeklyFeed(nil)})
	theirs.wantStatus(t, http.StatusCreated)
	id := theirs.object(t)["id"].(string)
	f.do(apiCall{method: "DELETE", path: other + "/" + id}).wantError(t, 403, codeUnauthorizedClientApplication, "")
	f.do(apiCall{method: "PUT", path: other + "/" + id, query: url.Values{"feed_format": {"XML"}}}).wantError(t, 403, codeUnauthorizedClientApplication, "")
	// A feed of another catalog is not found through the demo user's catalog.
	f.do(apiCall{method: "DELETE", path: feedsPathOf(DemoProductCatalogID) + "/" + id}).wantError(t, 404, codeNotFound, "")
	// The other user's feed does not count against the demo user's one.
	f.do(apiCall{method: "POST", path: feedsPathOf(DemoProductCatalogID), query: weeklyFeed(nil)}).wantStatus(t, http.StatusCreated)
}

func TestScheduledFeedPagingAndHooks(t *testing.T) {
	f := newFixture(t, Options{})
	path := feedsPathOf(DemoProductCatalogID)
	seeded, err := f.srv.SeedScheduledFeed(DemoProductCatalogID, ScheduledFeed{FeedURL: "https://example.com/a.xml", FeedFormat: "XML", Frequency: "DAILY", StartTime: "01:00", TimeZone: "UTC"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.SeedScheduledFeed(DemoProductCatalogID, ScheduledFeed{}); !errors.Is(err, ErrConflict) {
		t.Errorf("second seed = %v, want ErrConflict (one feed per user)", err)
	}
	if err := f.srv.EditScheduledFeed(DemoProductCatalogID, seeded.ID, func(s *ScheduledFeed) { s.StartTime = "02:00" }); err != nil {
		t.Fatal(err)
	}
	res := f.do(apiCall{method: "GET", path: path, query: url.Values{"count": {"1"}}})
	if l := res.list(t); len(l) != 1 || l[0]["start_time"] != "02:00" || l[0]["repeat"] != nil {
		t.Errorf("list after edit = %s", res.raw)
	}
	for _, q := range []url.Values{{"count": {"1001"}}, {"cursor": {"x"}}, {"product_catalog_id": {"1"}}} {
		if r := f.do(apiCall{method: "GET", path: path, query: q}); r.status != 400 {
			t.Errorf("list %v: status %d, want 400", q, r.status)
		}
	}
	if got, ok := f.srv.ScheduledFeed(DemoProductCatalogID, seeded.ID); !ok || got.StartTime != "02:00" {
		t.Errorf("ScheduledFeed = %+v, %v", got, ok)
	}
	if err := f.srv.DeleteScheduledFeed(DemoProductCatalogID, seeded.ID); err != nil {
		t.Fatal(err)
	}
	if l := f.do(apiCall{method: "GET", path: path}).list(t); len(l) != 0 {
		t.Errorf("list after out-of-band delete = %v", l)
	}
	if err := f.srv.DeleteScheduledFeed(DemoProductCatalogID, seeded.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete = %v", err)
	}
}
