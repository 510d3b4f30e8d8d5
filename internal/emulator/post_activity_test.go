package emulator

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// A reply, a quote and a repost of the demo user's post are delivered as post.reply.create,
// post.quote.create and post.repost.create, each with the new post as its payload (the
// description, 2.168); the new posts join the author's timeline and count on the post they refer to.
func TestPostReferenceActivities(t *testing.T) {
	t.Parallel()
	// A clock after every seeded post, so that the new posts are the newest.
	f := newFixture(t, Options{Now: func() time.Time { return time.Date(2025, time.March, 3, 12, 0, 0, 0, time.UTC) }})
	const original = "1460323737035677700" // the demo user's "Summer sale starts Monday."
	for _, typ := range []string{"post.reply.create", "post.quote.create", "post.repost.create"} {
		f.srv.SeedActivitySubscription(ActivitySubscription{EventType: typ, UserID: DemoUserID, Direction: "inbound"})
	}
	reply, err := f.srv.RecordPostReference("post.reply.create", OtherUserID, original, "@adsapi_demo Which sizes?")
	if err != nil {
		t.Fatal(err)
	}
	quote, err := f.srv.RecordPostReference("post.quote.create", OtherUserID, original, "Worth a look.")
	if err != nil {
		t.Fatal(err)
	}
	repost, err := f.srv.RecordPostReference("post.repost.create", OtherUserID, original, "")
	if err != nil {
		t.Fatal(err)
	}

	lines, status := openStream(t, f.url, "backfill_minutes=5")
	if status != http.StatusOK {
		t.Fatalf("stream status %d", status)
	}
	type line struct {
		Data struct {
			EventType string         `json:"event_type"`
			Payload   map[string]any `json:"payload"`
		} `json:"data"`
	}
	want := []struct {
		eventType, id, refType, text, inReplyTo string
	}{
		{"post.reply.create", reply, "replied_to", "@adsapi_demo Which sizes?", DemoUserID},
		{"post.quote.create", quote, "quoted", "Worth a look.", ""},
		{"post.repost.create", repost, "reposted", "RT @adsapi_demo: Summer sale starts Monday.", ""},
	}
	for _, w := range want {
		raw, _ := nextLine(t, lines)
		var l line
		if err := json.Unmarshal([]byte(raw), &l); err != nil {
			t.Fatalf("line %q: %v", raw, err)
		}
		p := l.Data.Payload
		refs, _ := p["referenced_posts"].([]any)
		if l.Data.EventType != w.eventType || p["id"] != w.id || p["text"] != w.text || p["author_id"] != OtherUserID ||
			len(refs) != 1 || refs[0].(map[string]any)["type"] != w.refType || refs[0].(map[string]any)["id"] != original {
			t.Errorf("line %s, want %s carrying post %s (%s %s, text %q)", raw, w.eventType, w.id, w.refType, original, w.text)
		}
		if got, _ := p["in_reply_to_user_id"].(string); got != w.inReplyTo {
			t.Errorf("%s: in_reply_to_user_id %q, want %q", w.eventType, got, w.inReplyTo)
		}
	}

	posts := f.do(apiCall{method: http.MethodGet, path: "/2/users/" + OtherUserID + "/posts",
		query: url.Values{"max_results": {"5"}, "post.fields": {"public_metrics"}}})
	posts.wantStatus(t, http.StatusOK)
	var got []string
	for _, p := range posts.list(t) {
		got = append(got, p["id"].(string))
	}
	if strings.Join(got[:3], ",") != strings.Join([]string{repost, quote, reply}, ",") {
		t.Errorf("the other user's posts %v, want the repost, the quote and the reply first", got)
	}
	mine := f.do(apiCall{method: http.MethodGet, path: "/2/users/" + DemoUserID + "/posts",
		query: url.Values{"max_results": {"100"}, "post.fields": {"public_metrics"}}})
	for _, p := range mine.list(t) {
		if p["id"] != original {
			continue
		}
		m := p["public_metrics"].(map[string]any)
		if m["reply_count"] != float64(1) || m["quote_count"] != float64(1) || m["repost_count"] != float64(1) {
			t.Errorf("public_metrics of the original = %v, want one reply, one quote and one repost", m)
		}
	}
}

func TestPostReferenceRefusals(t *testing.T) {
	t.Parallel()
	srv := New(Options{})
	if _, err := srv.RecordPostReference("post.create", OtherUserID, PinnedPostID, "x"); err == nil {
		t.Error("post.create accepted; want only the three kinds of reference")
	}
	if _, err := srv.RecordPostReference("post.reply.create", OtherUserID, "42", "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a reply to an unknown post: %v, want ErrNotFound", err)
	}
	if _, err := srv.RecordPostReference("post.quote.create", "42", PinnedPostID, "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a quote by an unknown user: %v, want ErrNotFound", err)
	}
}
