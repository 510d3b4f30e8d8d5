package emulator

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// openStream opens the activity stream with the demo bearer token and returns its lines as
// they arrive; the stream closes when the test ends.
func openStream(t *testing.T, srvURL, query string) (<-chan string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, srvURL+"/2/activity/stream?"+query, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", bearer(DemoBearerToken))
	resp, err := http.DefaultClient.Do(req) //nolint:bodyclose // closed by the cleanup below, after the reader is done
	if err != nil {
		t.Fatal(err)
	}
	body := resp.Body
	t.Cleanup(func() { _ = body.Close() })
	lines := make(chan string, 100)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(body)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	return lines, resp.StatusCode
}

func nextLine(t *testing.T, lines <-chan string) (string, bool) {
	t.Helper()
	select {
	case l, ok := <-lines:
		return l, ok
	case <-time.After(5 * time.Second):
		t.Fatal("no line within 5s")
		return "", false
	}
}

func TestActivityStreamBackfillLiveAndKeepAlive(t *testing.T) {
	t.Parallel()
	srv := New(Options{})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	srv.SetStreamKeepAlive(30 * time.Millisecond)
	srv.SeedActivitySubscription(ActivitySubscription{EventType: "follow.follow", UserID: DemoUserID, Direction: "inbound", Tag: "new followers"})
	srv.SeedActivitySubscription(ActivitySubscription{EventType: "mute.mute", UserID: DemoUserID})
	srv.RecordFollow(OtherUserID, DemoUserID)                       // matches, in the backfill
	srv.RecordFollow(DemoUserID, OtherUserID)                       // outbound: no match
	srv.RecordActivity("like.create", OtherUserID, DemoUserID, nil) // no subscription

	lines, status := openStream(t, ts.URL, "backfill_minutes=5")
	if status != http.StatusOK {
		t.Fatalf("status %d", status)
	}
	first, _ := nextLine(t, lines)
	var item struct {
		Data struct {
			EventType string         `json:"event_type"`
			EventUUID string         `json:"event_uuid"`
			Tag       string         `json:"tag"`
			Payload   map[string]any `json:"payload"`
		} `json:"data"`
	}
	if err := json.Unmarshal([]byte(first), &item); err != nil {
		t.Fatalf("line %q: %v", first, err)
	}
	src, _ := item.Data.Payload["source"].(map[string]any)
	if item.Data.EventType != "follow.follow" || item.Data.Tag != "new followers" || src["id"] != OtherUserID ||
		!userIDPattern.MatchString(item.Data.EventUUID) { // the description's ActivityEventId: 1 to 19 digits
		t.Fatalf("first line %s", first)
	}
	// nothing else of the past matches: the next line is a keep-alive
	if l, _ := nextLine(t, lines); strings.TrimSpace(l) != "" {
		t.Fatalf("want a blank keep-alive line, got %q", l)
	}
	// recorded while the stream is open: delivered
	srv.RecordActivity("mute.mute", DemoUserID, MutedUserID, map[string]any{"note": "live"})
	for {
		l, ok := nextLine(t, lines)
		if !ok {
			t.Fatal("stream ended")
		}
		if strings.TrimSpace(l) == "" {
			continue
		}
		if !strings.Contains(l, `"mute.mute"`) || !strings.Contains(l, `"live"`) {
			t.Fatalf("live line %s", l)
		}
		break
	}
}

func TestActivityStreamEndsAtEndTimeAndChecksParameters(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{}) // fixed clock: an end_time before it has passed
	f.srv.SeedActivitySubscription(ActivitySubscription{EventType: "follow.follow", UserID: DemoUserID})
	f.srv.RecordFollow(OtherUserID, DemoUserID)
	lines, _ := openStream(t, f.url, "start_time=2018-05-11T00:00:00Z&end_time=2018-05-11T05:00:00Z")
	if l, _ := nextLine(t, lines); !strings.Contains(l, "follow.follow") {
		t.Fatalf("line %q", l)
	}
	// fixedNow is 04:09:53, before end_time: the stream stays open; an end_time in the past closes it
	lines, _ = openStream(t, f.url, "start_time=2018-05-11T00:00:00Z&end_time=2018-05-11T04:00:00Z")
	if l, ok := nextLine(t, lines); ok {
		t.Fatalf("want the stream to end with no line (the activity is after end_time), got %q", l)
	}
	f.do(apiCall{method: "GET", path: "/2/activity/stream", auth: bearer(DemoBearerToken), query: map[string][]string{"backfill_minutes": {"6"}}}).
		wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
	f.do(apiCall{method: "GET", path: "/2/activity/stream", auth: bearer(DemoOAuth2Token)}).
		wantProblem(t, http.StatusForbidden, codeUnsupportedAuth)
}
