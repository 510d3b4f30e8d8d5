package adsapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestScheduledPromotedPostRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			writeJSON(w, 200, `{"data":[{"id":"s1","line_item_id":"li1"}],"next_cursor":null}`)
			return
		}
		writeJSON(w, 200, fmt.Sprintf(`{"data":{"id":"s1","line_item_id":"li1","scheduled_post_id":"18446744073709551615","post_id":null,"created_at":%q,"deleted":%t}}`,
			createdNow(), r.Method == http.MethodDelete))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	got, err := c.ScheduledPromotedPosts.Create(ctx, newSession(t), "acc1", ScheduledPromotedPostInput{LineItemID: "li1", ScheduledPostID: "18446744073709551615"})
	if err != nil || got.ScheduledPostID != "18446744073709551615" || got.PostID != "" {
		t.Fatalf("Create = %+v, %v", got, err)
	}
	// scheduled_post_id travels as the decimal integer it is, in the query string (endpoint 28).
	post := rec.requests()[0]
	if post.Method != http.MethodPost || post.Path != "/12/accounts/acc1/scheduled_promoted_posts" ||
		post.RawQuery != "line_item_id=li1&scheduled_post_id=18446744073709551615" {
		t.Errorf("create %s %s?%s", post.Method, post.Path, post.RawQuery)
	}

	if _, err := c.ScheduledPromotedPosts.List(ctx, "acc1", ScheduledPromotedPostListOptions{LineItemIDs: []string{"li1", "li2"},
		ScheduledPromotedPostIDs: []string{"s1"}, ListOptions: ListOptions{WithDeleted: true}}); err != nil {
		t.Fatal(err)
	}
	list := rec.requests()[1]
	if q := parseQuery(t, list.RawQuery); list.Path != "/12/accounts/acc1/scheduled_promoted_posts" || q.Get("line_item_ids") != "li1,li2" ||
		q.Get("scheduled_promoted_post_ids") != "s1" || q.Get("with_deleted") != "true" || q.Get("count") != "1000" {
		t.Errorf("list query = %v", q)
	}
	if _, err := c.ScheduledPromotedPosts.List(ctx, "acc1", ScheduledPromotedPostListOptions{LineItemIDs: make([]string, 201)}); err == nil || rec.count() != 2 {
		t.Errorf("201 ids = %v after %d requests, want refused before any request", err, rec.count())
	}
	if _, err := c.ScheduledPromotedPosts.Delete(ctx, "acc1", "s1"); err != nil {
		t.Fatal(err)
	}
	if del := rec.requests()[2]; del.Method != http.MethodDelete || del.Path != "/12/accounts/acc1/scheduled_promoted_posts/s1" || del.RawQuery != "" {
		t.Errorf("delete %s %s?%s", del.Method, del.Path, del.RawQuery)
	}
	if n := rec.count(); n != 3 {
		t.Errorf("%d requests, want 3", n)
	}
}

// scheduledPromotedPost1xboq is the published association of the examples of endpoints 26 and 27.
var scheduledPromotedPost1xboq = ScheduledPromotedPost{ID: "1xboq", LineItemID: "8xdpe", ScheduledPostID: "870366669373194240",
	PostID: "870369382207070208", CreatedAt: "2017-06-01T19:53:32Z", UpdatedAt: "2017-06-01T20:00:06Z"}

// The example answers of endpoints 26 to 29, each through its method; the create's, dated 2017, through
// its decoder and the create spec's Missing, since the create engine believes no answer of another day.
// The create's echo carries scheduled_post_id as a JSON number above 2^53, which nothing decodes.
func TestSpecExamplesScheduledPromotedPosts(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)

	c, _ := trackingTagExample(t, "26_scheduled_promoted_posts_list.json")
	list, err := c.ScheduledPromotedPosts.List(ctx, "18ce54d4x5t", ScheduledPromotedPostListOptions{ScheduledPromotedPostIDs: []string{"1xboq"}})
	if err != nil || len(list) != 1 || list[0] != scheduledPromotedPost1xboq {
		t.Errorf("26: %+v, %v", list, err)
	}
	c, rec := trackingTagExample(t, "27_scheduled_promoted_post_get.json")
	if got, err := c.ScheduledPromotedPosts.Get(ctx, "18ce54d4x5t", "1xboq"); err != nil || *got != scheduledPromotedPost1xboq {
		t.Errorf("27: %+v, %v", got, err)
	}
	if r := rec.requests()[0]; r.Path != "/12/accounts/18ce54d4x5t/scheduled_promoted_posts/1xboq" {
		t.Errorf("27: request %s", r.Path)
	}

	want := ScheduledPromotedPost{ID: "1xtfl", LineItemID: "8xdpe", ScheduledPostID: "870358555227860992",
		CreatedAt: "2017-06-08T07:25:26Z", UpdatedAt: "2017-06-08T07:25:26Z"}
	created, err := decodeOne[ScheduledPromotedPost](trackingTagAnswer(t, "28_scheduled_promoted_post_create.json", "POST",
		"/12/accounts/18ce54d4x5t/scheduled_promoted_posts"), "")
	if err != nil || *created != want {
		t.Fatalf("28: %+v, %v", created, err)
	}
	spec := (&ScheduledPromotedPostsService{}).createSpec("18ce54d4x5t", ScheduledPromotedPostInput{LineItemID: "8xdpe", ScheduledPostID: "870358555227860992"})
	if missing := spec.Missing(created); len(missing) != 0 {
		t.Errorf("28: the create answer lacks %v, which the create engine requires", missing)
	}
	if spec.KeyOf(created) != spec.Sent {
		t.Errorf("28: the answer's key %s is not the key sent %s: a lost create would not find it", spec.KeyOf(created), spec.Sent)
	}

	c, _ = trackingTagExample(t, "29_scheduled_promoted_post_delete.json")
	deleted, err := c.ScheduledPromotedPosts.Delete(ctx, "18ce54d4x5t", "1xtfl")
	want.Deleted, want.UpdatedAt = true, "2017-06-15T05:14:12Z"
	if err != nil || *deleted != want {
		t.Errorf("29: %+v, %v", deleted, err)
	}
}

// An answer in the real service's spelling (the spec's rename table: scheduled_promoted_tweet_ids,
// scheduled_tweet_id, tweet_id), as a recorded answer would carry it, decodes as the spec's, ids given
// as JSON numbers keeping every digit.
func TestScheduledPromotedPostServiceSpelling(t *testing.T) {
	t.Parallel()
	body, err := os.ReadFile(filepath.Join("testdata", "audiences-and-measurement", "26_scheduled_promoted_posts_list.json"))
	if err != nil {
		t.Fatal(err)
	}
	serviceSpelling := strings.NewReplacer(`"scheduled_promoted_post_ids"`, `"scheduled_promoted_tweet_ids"`,
		`"scheduled_post_id": "870366669373194240"`, `"scheduled_tweet_id": 870366669373194240`,
		`"post_id": "870369382207070208"`, `"tweet_id": 870369382207070208`).Replace(string(body))
	if strings.Contains(serviceSpelling, `"post_id"`) || strings.Contains(serviceSpelling, `"scheduled_post_id"`) {
		t.Fatalf("the example was not respelt: %s", serviceSpelling)
	}
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, serviceSpelling) })
	c := newTestClient(t, rec.srv.URL, nil)
	list, err := c.ScheduledPromotedPosts.List(ctxTimeout(t, 5*time.Second), "18ce54d4x5t", ScheduledPromotedPostListOptions{})
	if err != nil || len(list) != 1 || list[0] != scheduledPromotedPost1xboq {
		t.Errorf("service spelling: %+v, %v", list, err)
	}
	// The spec's name wins where an answer carries both.
	var both ScheduledPromotedPost
	if err := json.Unmarshal([]byte(`{"scheduled_post_id":"1","scheduled_tweet_id":"2","post_id":null,"tweet_id":"3"}`), &both); err != nil ||
		both.ScheduledPostID != "1" || both.PostID != "3" {
		t.Errorf("both spellings: %+v, %v", both, err)
	}
}
