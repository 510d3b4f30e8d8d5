package adsapi

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// streamLines answers lines with a flush after each, then holds the connection open for hold.
func streamLines(hold time.Duration, lines ...string) func(int, http.ResponseWriter, *http.Request) {
	return func(_ int, w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		for _, l := range lines {
			_, _ = w.Write([]byte(l + "\n"))
			w.(http.Flusher).Flush()
		}
		select {
		case <-r.Context().Done():
		case <-time.After(hold):
		}
	}
}

func TestActivityStreamBounds(t *testing.T) {
	t.Parallel()
	item := func(n int) string {
		return `{"data":{"event_type":"follow.follow","event_uuid":"u` + string(rune('0'+n)) + `","payload":{"a":1}}}`
	}
	for _, tc := range []struct {
		name      string
		hold      time.Duration
		opts      ActivityStreamOptions
		lines     []string
		want      int
		ended     string
		maxLength time.Duration
	}{
		{"max_items", 10 * time.Second, ActivityStreamOptions{MaxItems: 2, Wait: 10 * time.Second}, []string{item(1), "", "\r", item(2), item(3)}, 2, StreamEndedMaxItems, 5 * time.Second},
		{"wait with fewer", 10 * time.Second, ActivityStreamOptions{MaxItems: 5, Wait: 300 * time.Millisecond}, []string{item(1), ""}, 1, StreamEndedWait, 5 * time.Second},
		{"server ends", 0, ActivityStreamOptions{Wait: 10 * time.Second}, []string{item(1), item(2), item(3)}, 3, StreamEndedServer, 5 * time.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, streamLines(tc.hold, tc.lines...))
			c := newTestClient(t, rec.srv.URL, nil)
			start := time.Now()
			got, err := c.ActivityStream.Read(ctxTimeout(t, 20*time.Second), tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Activities) != tc.want || got.Ended != tc.ended {
				t.Fatalf("got %d activities, ended by %s; want %d by %s", len(got.Activities), got.Ended, tc.want, tc.ended)
			}
			if got.Activities[0].EventUUID != "u1" || string(got.Activities[0].Payload) != `{"a":1}` {
				t.Errorf("first activity %+v", got.Activities[0])
			}
			if d := time.Since(start); d > tc.maxLength {
				t.Errorf("read took %s", d)
			}
			if h := rec.requests()[0].Header.Get("Authorization"); h != "Bearer "+testBearerToken {
				t.Errorf("Authorization %q, want the bearer token", h)
			}
		})
	}
}

func TestActivityStreamErrors(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			streamLines(0, `{"errors":[{"title":"Operational Disconnect","type":"https://api.x.com/2/problems/operational-disconnect","detail":"stream reset"}]}`)(n, w, r)
			return
		}
		w.Header().Set("Content-Type", "application/problem+json")
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"type":"https://api.x.com/2/problems/invalid-request","title":"Invalid Request","detail":"backfill_minutes must be from 0 to 5","status":400}`))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 10*time.Second)
	var apiErr *transport.Error
	if _, err := c.ActivityStream.Read(ctx, ActivityStreamOptions{Wait: 5 * time.Second}); !errors.As(err, &apiErr) || apiErr.Code != "operational-disconnect" {
		t.Fatalf("errors line: %v", err)
	}
	six := 6
	if _, err := c.ActivityStream.Read(ctx, ActivityStreamOptions{BackfillMinutes: &six, Wait: 5 * time.Second}); !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest || apiErr.Code != "invalid-request" {
		t.Fatalf("problem details: %v", err)
	}
	if q := parseQuery(t, rec.requests()[1].RawQuery); q.Get("backfill_minutes") != "6" {
		t.Errorf("query %v", q)
	}
	noBearer := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.BearerToken = "" })
	var missing *transport.MissingCredentialsError
	if _, err := noBearer.ActivityStream.Read(ctx, ActivityStreamOptions{}); !errors.As(err, &missing) || missing.Settings[0] != "bearer_token" {
		t.Fatalf("without a bearer token: %v", err)
	}
	if rec.count() != 2 {
		t.Errorf("%d requests, want 2", rec.count())
	}
}

// A line that is not a JSON object of the documented shape is a *MalformedAnswerError, as any
// other call's undocumented answer is, quoting the line and giving its number: no activity of
// it is believed, and the request is not sent again.
func TestActivityStreamMalformedLine(t *testing.T) {
	t.Parallel()
	good := `{"data":{"event_type":"follow.follow","event_uuid":"u1","payload":{}}}`
	long := strings.Repeat("x", transport.MaxStreamLine+1)
	for _, tc := range []struct {
		name, bad, problem string
	}{
		{"garbled", `{"data":{"event_type":`, "line 3 of the stream"},
		{"html", `<html>proxy error</html>`, "line 3 of the stream is not a JSON object"},
		{"null", `null`, "line 3 of the stream is not a JSON object"},
		{"array", `[{"data":{}}]`, "line 3 of the stream is not a JSON object"},
		{"data not an object", `{"data":[1,2]}`, "line 3 of the stream"},
		{"event type not a string", `{"data":{"event_type":5}}`, "line 3 of the stream"},
		{"too long", long, fmt.Sprintf("line 3 of the stream is longer than %d bytes", transport.MaxStreamLine)},
		{"a reply whose payload is no post", `{"data":{"event_type":"post.reply.create","payload":[1]}}`,
			"line 3 of the stream: the payload of post.reply.create is an array, not a post"},
		{"a quote whose post has no id", `{"data":{"event_type":"post.quote.create","payload":{"text":"x"}}}`,
			"line 3 of the stream: the post of post.quote.create has no id"},
		{"a repost whose post is garbled", `{"data":{"event_type":"post.repost.create","payload":{"id":5}}}`,
			"line 3 of the stream: the post of post.repost.create"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, streamLines(10*time.Second, good, "", tc.bad, good))
			c := newTestClient(t, rec.srv.URL, nil)
			got, err := c.ActivityStream.Read(ctxTimeout(t, 20*time.Second), ActivityStreamOptions{Wait: 10 * time.Second})
			var bad *transport.MalformedAnswerError
			if !errors.As(err, &bad) {
				t.Fatalf("Read = %+v, %v; want a *MalformedAnswerError", got, err)
			}
			if bad.Method != http.MethodGet || bad.Path != "/2/activity/stream" || bad.Status != http.StatusOK {
				t.Errorf("error names %s %s %d, want GET /2/activity/stream 200", bad.Method, bad.Path, bad.Status)
			}
			if !strings.HasPrefix(bad.Problem, tc.problem) {
				t.Errorf("problem %q, want it to start with %q", bad.Problem, tc.problem)
			}
			if want := tc.bad[:min(len(tc.bad), transport.BodyStartBytes)]; !strings.HasPrefix(bad.Body, want) {
				t.Errorf("body %q, want the line's start %q", bad.Body, want)
			}
			var apiErr *transport.Error
			if errors.As(err, &apiErr) || transport.IsNotFound(err) {
				t.Errorf("a malformed line read as the service's error: %v", err)
			}
			if rec.count() != 1 {
				t.Errorf("%d requests, want 1: a stream that opened is not sent again", rec.count())
			}
		})
	}
}

// The payload of a reply, a quote or a repost (2.168), as of the other post events, decodes into
// Post, with the service's tweet spellings; other events and a post event without a payload carry
// no Post, and every payload stays as sent.
func TestActivityStreamDecodesPostPayloads(t *testing.T) {
	t.Parallel()
	reply := `{"data":{"event_type":"post.reply.create","event_uuid":"1","payload":{"id":"17","text":"@a Which sizes?",` +
		`"author_id":"2","in_reply_to_user_id":"1","conversation_id":"9","referenced_tweets":[{"type":"replied_to","id":"9"}]}}}`
	repost := `{"data":{"event_type":"post.repost.create","event_uuid":"2","payload":{"id":"18","text":"RT @a: Sale.",` +
		`"referenced_posts":[{"type":"retweeted","id":"9"}],"edit_history_tweet_ids":["18"]}}}`
	quote := `{"data":{"event_type":"post.quote.create","event_uuid":"3","payload":{"id":"19","text":"Look.","referenced_posts":[{"type":"quoted","id":"9"}]}}}`
	follow := `{"data":{"event_type":"follow.follow","event_uuid":"4","payload":{"source":{"id":"2"}}}}`
	bare := `{"data":{"event_type":"post.create","event_uuid":"5"}}`
	rec := newRecorder(t, streamLines(0, reply, repost, quote, follow, bare))
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.ActivityStream.Read(ctxTimeout(t, 20*time.Second), ActivityStreamOptions{Wait: 10 * time.Second})
	if err != nil || len(got.Activities) != 5 {
		t.Fatalf("Read = %+v, %v; want 5 activities", got, err)
	}
	a := got.Activities
	if p := a[0].Post; p == nil || p.ID != "17" || p.AuthorID != "2" || p.InReplyToUserID != "1" || p.ConversationID != "9" ||
		len(p.ReferencedPosts) != 1 || p.ReferencedPosts[0] != (ReferencedPost{Type: "replied_to", ID: "9"}) {
		t.Errorf("the reply's post = %+v", p)
	}
	if p := a[1].Post; p == nil || p.Text != "RT @a: Sale." || len(p.ReferencedPosts) != 1 || p.ReferencedPosts[0].Type != "reposted" ||
		len(p.EditHistoryPostIDs) != 1 {
		t.Errorf("the repost's post = %+v", p)
	}
	if p := a[2].Post; p == nil || p.ID != "19" || p.ReferencedPosts[0].Type != "quoted" {
		t.Errorf("the quote's post = %+v", p)
	}
	if a[3].Post != nil || a[4].Post != nil {
		t.Errorf("a follow and a post event without payload carry posts %+v, %+v; want none", a[3].Post, a[4].Post)
	}
	if !strings.Contains(string(a[0].Payload), `"referenced_tweets"`) {
		t.Errorf("the raw payload %s lost what the service sent", a[0].Payload)
	}
}
