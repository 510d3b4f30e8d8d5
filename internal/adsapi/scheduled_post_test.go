package adsapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

func TestScheduledPostDecodesQuirks(t *testing.T) {
	t.Parallel()
	var posts []ScheduledPost
	body := `[{"id":875828692081037312,"id_str":"875828692081037312","user_id":756201191646691328,"tweet_id":"876560168963645440",
		"name":null,"card_uri":null,"completed_at":null,"media_keys":[]},
		{"id":"917438609065623552","post_id":null,"user_id":"756201191646691328","text":"","nullcast":true,"scheduled_status":"SCHEDULED"}]`
	if err := json.Unmarshal([]byte(body), &posts); err != nil {
		t.Fatal(err)
	}
	old, cur := posts[0], posts[1]
	if old.ID != "875828692081037312" || old.UserID != "756201191646691328" || old.PostID != "876560168963645440" || old.Name != "" || old.CardURI != "" {
		t.Errorf("old answer = %+v", old)
	}
	if cur.ID != "917438609065623552" || cur.PostID != "" || !cur.Nullcast || cur.ScheduledStatus != "SCHEDULED" {
		t.Errorf("current answer = %+v", cur)
	}
	var bad ScheduledPost
	if err := json.Unmarshal([]byte(`{"id":{}}`), &bad); err == nil {
		t.Error("an object as id was accepted")
	}
}

func TestScheduledMinute(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"2026-12-01T09:00:45-08:00": "2026-12-01T17:00:00Z",
		"2017-07-10T08:00:00-0800":  "2017-07-10T16:00:00Z",
		"2017-07-10T08:00:00+02":    "2017-07-10T06:00:00Z",
		"2018-01-01":                "2018-01-01T00:00:00Z",
		"2018-01-01T00:00:59.9Z":    "2018-01-01T00:00:00Z",
		"tomorrow":                  "tomorrow",
	} {
		if got := scheduledMinute(in); got != want {
			t.Errorf("scheduledMinute(%q) = %q, want %q", in, got, want)
		}
	}
}

// scheduledAnswer answers a create with the post it sent, scheduled at at (the service's UTC minute).
func scheduledAnswer(r *http.Request, at string) string {
	q := r.URL.Query()
	b, _ := json.Marshal(map[string]any{"data": map[string]any{
		"id": "917438609065623552", "user_id": "756201191646691328", "text": q.Get("text"), "name": nil, "card_uri": nil,
		"media_keys": []string{}, "nullcast": q.Get("nullcast") != "false", "scheduled_at": at, "scheduled_status": "SCHEDULED",
		"completed_at": nil, "post_id": nil, "created_at": createdNow(), "updated_at": createdNow(),
	}})
	return string(b)
}

// A create sends its parameters in the query; its answer, which gives the time in UTC at minute
// precision, is believed when it is the time sent, whatever offset and seconds were sent.
func TestScheduledPostCreate(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, scheduledAnswer(r, "2026-12-01T17:00:00Z"))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	no := false
	got, err := c.ScheduledPosts.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", ScheduledPostInput{
		ScheduledAt: "2026-12-01T09:00:30-08:00", AsUserID: "756201191646691328", Text: "hello", Nullcast: &no,
		MediaKeys: []string{"3_1", "3_2"}, CardURI: "card://1", Name: "launch",
	})
	if err != nil || got.ID != "917438609065623552" {
		t.Fatalf("Create = %+v, %v", got, err)
	}
	r := rec.requests()[0]
	q := parseQuery(t, r.RawQuery)
	if rec.count() != 1 || r.Method != http.MethodPost || r.Path != "/12/accounts/acc1/scheduled_posts" || q.Get("scheduled_at") != "2026-12-01T09:00:30-08:00" ||
		q.Get("as_user_id") != "756201191646691328" || q.Get("nullcast") != "false" || q.Get("media_keys") != "3_1,3_2" ||
		q.Get("card_uri") != "card://1" || q.Get("name") != "launch" || q.Get("text") != "hello" || len(q) != 7 {
		t.Errorf("sent %s %s?%s (%d requests)", r.Method, r.Path, r.RawQuery, rec.count())
	}
	if _, err := c.ScheduledPosts.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", ScheduledPostInput{Text: "no time"}); err == nil || MayHaveActed(err) {
		t.Errorf("a create without scheduled_at = %v, want a refusal that sent nothing", err)
	}
}

// An answer scheduled at another time than the one sent is not the post this create made: the create
// fails, and is not sent again, since the service made something.
func TestScheduledPostCreateAnsweredWithAnotherTime(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
			return
		}
		writeJSON(w, 200, scheduledAnswer(r, "2026-12-01T18:00:00Z"))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	_, err := c.ScheduledPosts.Create(ctxTimeout(t, 10*time.Second), newSession(t), "acc1", ScheduledPostInput{ScheduledAt: "2026-12-01T17:00:00Z", Text: "hi"})
	var untrusted *creates.UntrustedAnswerError
	if !errors.As(err, &untrusted) {
		t.Fatalf("err = %v, want the answer refused", err)
	}
	if n := countMethod(rec.requests(), http.MethodPost); n != 1 {
		t.Errorf("POSTs = %d, want 1", n)
	}
}

// An update sends only the fields it names; an empty card_uri or media_keys is sent empty, which
// removes it.
func TestScheduledPostUpdateAndDelete(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet:
			writeJSON(w, 404, `{"errors":[{"code":"NOT_FOUND","message":"gone"}]}`)
		case http.MethodDelete:
			writeJSON(w, 200, `{"data":{"id":"9","scheduled_status":"DELETED"},"request":{"params":{"scheduled_post_id":9}}}`)
		default:
			writeJSON(w, 200, `{"data":{"id":"9","text":"winter solstice","scheduled_status":"SCHEDULED"}}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	empty, text := "", "winter solstice"
	got, err := c.ScheduledPosts.Update(ctx, "acc1", "9", ScheduledPostUpdate{Text: &text, CardURI: &empty, MediaKeys: []string{}})
	if err != nil || got.Text != "winter solstice" {
		t.Fatalf("Update = %+v, %v", got, err)
	}
	put := rec.requests()[0]
	q := parseQuery(t, put.RawQuery)
	if put.Method != http.MethodPut || put.Path != "/12/accounts/acc1/scheduled_posts/9" || q.Get("text") != text ||
		!q.Has("card_uri") || q.Get("card_uri") != "" || !q.Has("media_keys") || q.Get("media_keys") != "" || len(q) != 3 {
		t.Errorf("update sent %s %s?%s", put.Method, put.Path, put.RawQuery)
	}
	deleted, err := c.ScheduledPosts.Delete(ctx, "acc1", "9")
	if err != nil || deleted.ScheduledStatus != "DELETED" {
		t.Fatalf("Delete = %+v, %v", deleted, err)
	}
	if _, err := c.ScheduledPosts.Get(ctx, "acc1", "9"); !transport.IsNotFound(err) {
		t.Errorf("Get after delete = %v, want not found", err)
	}
}

func TestScheduledPostList(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[{"id":"1","scheduled_status":"SUCCESS","post_id":"2"}],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	got, err := c.ScheduledPosts.List(ctx, "acc1", ScheduledPostListOptions{UserID: "756201191646691328"})
	if err != nil || len(got) != 1 || got[0].PostID != "2" {
		t.Fatalf("List = %+v, %v", got, err)
	}
	if q := parseQuery(t, rec.requests()[0].RawQuery); q.Get("user_id") != "756201191646691328" || q.Get("count") != "200" || len(q) != 2 {
		t.Errorf("list sent %v", q)
	}
	if _, err := c.ScheduledPosts.List(ctx, "acc1", ScheduledPostListOptions{ListOptions: ListOptions{SortBy: "created_at-desc"}}); err == nil {
		t.Error("a sorted list was sent; the endpoint takes no sort_by")
	}
	if rec.count() != 1 {
		t.Errorf("%d requests, want 1", rec.count())
	}
}
