package adsapi

import (
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"
)

// answerDraft answers request n with draft d<n+1>: the service never answers two creates with
// one id, and a create answered with an id an earlier create claimed is not believed.
func answerDraft(n int, w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, 200, `{"data":{"id":"d`+string(rune('1'+n))+`","name":null,"card_uri":"","media_keys":[],"text":"t","user_id":"7","nullcast":true,"created_at":"`+createdNow()+`"}}`)
}

func TestDraftPostCreateSendsQueryParameters(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, answerDraft)
	c := newTestClient(t, rec.srv.URL, nil)
	no := false
	d, err := c.DraftPosts.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", DraftPostInput{
		AsUserID: "7", Text: "t", CardURI: "card://1", MediaKeys: []string{"3_1", "3_2"}, Nullcast: &no, Name: "n",
	})
	if err != nil {
		t.Fatal(err)
	}
	if d.ID != "d1" || d.CardURI != "" || d.Name != "" || d.MediaKeys == nil || len(d.MediaKeys) != 0 {
		t.Errorf("draft = %+v", d)
	}
	got := rec.requests()[0]
	if got.Method != http.MethodPost || got.Path != "/12/accounts/acc1/draft_posts" || got.Body != "" {
		t.Errorf("request %s %s body %q", got.Method, got.Path, got.Body)
	}
	q := parseQuery(t, got.RawQuery)
	want := map[string]string{"as_user_id": "7", "text": "t", "card_uri": "card://1", "media_keys": "3_1,3_2", "nullcast": "false", "name": "n"}
	for k, v := range want {
		if q.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, q.Get(k), v)
		}
	}
	if len(q) != len(want) {
		t.Errorf("query = %v", q)
	}

	if _, err := c.DraftPosts.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", DraftPostInput{MediaKeys: []string{"13_1"}}); err == nil ||
		!strings.Contains(err.Error(), "AsUserID") || rec.count() != 1 {
		t.Errorf("create without AsUserID = %v after %d requests, want an error before any request", err, rec.count())
	}
	if _, err := c.DraftPosts.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", DraftPostInput{AsUserID: "7", MediaKeys: []string{"13_1"}}); err != nil {
		t.Fatal(err)
	}
	if q := parseQuery(t, rec.requests()[1].RawQuery); len(q) != 2 || q.Has("nullcast") || q.Has("text") {
		t.Errorf("minimal create query = %v, want only as_user_id and media_keys", q)
	}
}

func TestDraftPostUpdateClearsWithEmptyValues(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, answerDraft)
	c := newTestClient(t, rec.srv.URL, nil)
	empty, text := "", "new"
	if _, err := c.DraftPosts.Update(ctxTimeout(t, 5*time.Second), "acc1", "d1", DraftPostUpdate{
		Text: &text, CardURI: &empty, Name: &empty, MediaKeys: []string{},
	}); err != nil {
		t.Fatal(err)
	}
	got := rec.requests()[0]
	if got.Method != http.MethodPut || got.Path != "/12/accounts/acc1/draft_posts/d1" {
		t.Errorf("request %s %s", got.Method, got.Path)
	}
	q := parseQuery(t, got.RawQuery)
	for _, k := range []string{"card_uri", "name", "media_keys"} {
		if v, ok := q[k]; !ok || len(v) != 1 || v[0] != "" {
			t.Errorf("%s = %v, want sent with an empty value", k, v)
		}
	}
	if q.Get("text") != "new" || q.Has("nullcast") || len(q) != 4 {
		t.Errorf("query = %v", q)
	}
}

func TestDraftPostListPreviewAndDelete(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch {
		case r.Method == http.MethodGet && n == 0:
			writeJSON(w, 200, `{"data":[{"id":"a"}],"next_cursor":"c2"}`)
		case r.Method == http.MethodGet:
			writeJSON(w, 200, `{"data":[{"id":"b"}],"next_cursor":null}`)
		case r.Method == http.MethodDelete:
			writeJSON(w, 200, `{"data":{"id":"a","status":"DELETED"}}`)
		case strings.Contains(r.URL.Path, "/preview/") && n == 3:
			writeJSON(w, 200, `{"request":{"params":{}},"message":"See @handle's notifications"}`)
		default:
			writeJSON(w, 200, `{"request":{"params":{}}}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	list, err := c.DraftPosts.List(ctx, "acc1", DraftPostListOptions{UserID: "7"})
	if err != nil || len(list) != 2 || list[1].ID != "b" {
		t.Fatalf("List = %+v, %v", list, err)
	}
	second := parseQuery(t, rec.requests()[1].RawQuery)
	if second.Get("cursor") != "c2" || second.Get("count") != "200" || second.Get("user_id") != "7" {
		t.Errorf("second page query = %v", second)
	}
	del, err := c.DraftPosts.Delete(ctx, "acc1", "a")
	if err != nil || del.Status != "DELETED" {
		t.Errorf("Delete = %+v, %v", del, err)
	}
	msg, err := c.DraftPosts.Preview(ctx, "acc1", "a")
	if err != nil || msg != "See @handle's notifications" {
		t.Errorf("Preview = %q, %v", msg, err)
	}
	if r := rec.requests()[3]; r.Method != http.MethodPost || r.Path != "/12/accounts/acc1/draft_posts/preview/a" {
		t.Errorf("preview request %s %s", r.Method, r.Path)
	}
	if _, err := c.DraftPosts.Preview(ctx, "acc1", "a"); err == nil {
		t.Error("a preview answer without a message was accepted")
	}
	before := rec.count()
	if _, err := c.DraftPosts.List(ctx, "acc1", DraftPostListOptions{ListOptions: ListOptions{SortBy: "id-asc"}}); err == nil || rec.count() != before {
		t.Errorf("List with SortBy = %v, want an error before any request", err)
	}
}

// A blank draft is refused under the reference's code or the spec's renaming of it; either is recognised,
// in the first error or a later one, and nothing else is.
func TestIsBlankDraft(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name   string
		status int
		body   string
		want   bool
	}{
		{"spec's code", 400, `{"errors":[{"code":"POST_CANNOT_BE_BLANK","message":"blank","parameter":"text"}]}`, true},
		{"reference's code", 400, `{"errors":[{"code":"TWEET_CANNOT_BE_BLANK","message":"blank"}]}`, true},
		{"second error", 400, `{"errors":[{"code":"INVALID_PARAMETER","message":"x"},{"code":"TWEET_CANNOT_BE_BLANK","message":"blank"}]}`, true},
		{"another code", 400, `{"errors":[{"code":"MISSING_PARAMETER","message":"text","parameter":"text"}]}`, false},
		{"another status", 403, `{"errors":[{"code":"POST_CANNOT_BE_BLANK","message":"blank"}]}`, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, tt.status, tt.body) })
			c := newTestClient(t, rec.srv.URL, nil)
			_, err := c.DraftPosts.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", DraftPostInput{AsUserID: "u1", Text: " "})
			if err == nil {
				t.Fatal("Create succeeded, want the refusal")
			}
			if got := IsBlankDraft(err); got != tt.want {
				t.Errorf("IsBlankDraft(%v) = %v, want %v", err, got, tt.want)
			}
		})
	}
	if IsBlankDraft(nil) || IsBlankDraft(errors.New("POST_CANNOT_BE_BLANK")) {
		t.Error("IsBlankDraft is true for an error that is not the service's")
	}
}
