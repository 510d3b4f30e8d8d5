package adsapi

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

func TestScheduledFeedDecodesQuirks(t *testing.T) {
	t.Parallel()
	var feeds []ScheduledFeed
	body := `[{"id":"1","product_catalog_id":"9","frequency":"DAILY","repeat":null,"created_at":"2022-08-31T03:44:26.000Z"},
		{"id":"2","frequency":"HOURLY","repeat":6},{"id":"3","frequency":"HOURLY","repeat":"12"},{"id":"4","frequency":"WEEKLY","repeat":"MONDAY"}]`
	if err := json.Unmarshal([]byte(body), &feeds); err != nil {
		t.Fatal(err)
	}
	got := [4]wire.FlexString{feeds[0].Repeat, feeds[1].Repeat, feeds[2].Repeat, feeds[3].Repeat}
	if got != [4]wire.FlexString{"", "6", "12", "MONDAY"} {
		t.Errorf("repeats = %q", got)
	}
	if feeds[0].CreatedAt != "2022-08-31T03:44:26.000Z" || feeds[0].ProductCatalogID != "9" {
		t.Errorf("feed = %+v", feeds[0])
	}
	var bad ScheduledFeed
	if err := json.Unmarshal([]byte(`{"repeat":{}}`), &bad); err == nil {
		t.Error("an object as repeat was accepted")
	}
}

func TestScheduledFeedRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			writeJSON(w, 200, `{"data":[{"id":"f1","repeat":"MONDAY"}],"next_cursor":null}`)
			return
		}
		writeJSON(w, 200, `{"data":{"id":"f1","repeat":null,"feed_url":"https://e.com/p.csv","created_at":"`+createdNow()+`"}}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	if _, err := c.ScheduledFeeds.Create(ctx, newSession(t), "cat1", ScheduledFeedInput{FeedURL: "https://e.com/p.csv", FeedFormat: "CSV",
		Frequency: "DAILY", StartTime: "08:00", TimeZone: "UTC"}); err != nil {
		t.Fatal(err)
	}
	q := parseQuery(t, rec.requests()[0].RawQuery)
	if q.Has("repeat") || q.Get("start_time") != "08:00" || q.Get("feed_url") != "https://e.com/p.csv" || len(q) != 5 {
		t.Errorf("create query = %v (a DAILY create must not send repeat)", q)
	}
	daily, empty := "DAILY", ""
	if _, err := c.ScheduledFeeds.Update(ctx, "cat1", "f1", ScheduledFeedUpdate{Frequency: &daily, Repeat: &empty}); err != nil {
		t.Fatal(err)
	}
	put := rec.requests()[1]
	q = parseQuery(t, put.RawQuery)
	if put.Method != http.MethodPut || put.Path != "/12/product_catalogs/cat1/scheduled_feeds/f1" || q.Get("frequency") != "DAILY" ||
		!q.Has("repeat") || q.Get("repeat") != "" || len(q) != 2 {
		t.Errorf("update %s %s query %v", put.Method, put.Path, q)
	}
	got, err := c.ScheduledFeeds.Get(ctx, "cat1", "f1")
	if err != nil || got.Repeat != "MONDAY" {
		t.Errorf("Get = %+v, %v", got, err)
	}
	if q := parseQuery(t, rec.requests()[2].RawQuery); q.Get("count") != "1000" {
		t.Errorf("list query = %v, want the largest count", q)
	}
	if _, err := c.ScheduledFeeds.Get(ctx, "cat1", "gone"); !transport.IsNotFound(err) {
		t.Errorf("Get of an unlisted feed = %v, want a not-found error", err)
	}
}
