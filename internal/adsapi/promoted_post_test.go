package adsapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// promotedStub answers the promoted post endpoints of one account: a create makes one promoted post
// per post id (reposts maps a post id to the id of the repost the service promotes instead), and the
// list returns what it made, newest first. lost, when set, makes the n-th create answer 500 after
// applying it (or before, when applied says no).
type promotedStub struct {
	mu      sync.Mutex
	made    []PromotedPost
	reposts map[string]string
	creates int
	lost    func(n int) (lost, applied bool)
	// reverse answers a create's promoted posts in the reverse order of the post ids.
	reverse bool
}

func (st *promotedStub) serve(w http.ResponseWriter, r *http.Request) {
	st.mu.Lock()
	defer st.mu.Unlock()
	q := r.URL.Query()
	if r.Method == http.MethodGet {
		out := []PromotedPost{}
		for i := len(st.made) - 1; i >= 0; i-- {
			if q.Get("line_item_ids") == "" || q.Get("line_item_ids") == st.made[i].LineItemID {
				out = append(out, st.made[i])
			}
		}
		b, _ := json.Marshal(map[string]any{"data": out, "next_cursor": nil})
		writeJSON(w, 200, string(b))
		return
	}
	n := st.creates
	st.creates++
	lost, applied := false, true
	if st.lost != nil {
		lost, applied = st.lost(n)
	}
	var out []PromotedPost
	if applied {
		for _, post := range strings.Split(q.Get("post_ids"), ",") {
			if repost, ok := st.reposts[post]; ok {
				post = repost
			}
			p := PromotedPost{ID: fmt.Sprintf("pp%d", len(st.made)+1), LineItemID: q.Get("line_item_id"), PostID: post,
				EntityStatus: "ACTIVE", ApprovalStatus: "ACCEPTED", CreatedAt: createdNow()}
			st.made = append(st.made, p)
			out = append(out, p)
		}
	}
	if lost {
		writeJSON(w, 500, `{"errors":[{"code":"INTERNAL_ERROR","message":"lost"}]}`)
		return
	}
	if st.reverse {
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
	}
	b, _ := json.Marshal(map[string]any{"data": out, "total_count": len(out)})
	writeJSON(w, 200, string(b))
}

func newPromotedStub(t *testing.T) (*promotedStub, *recorder) {
	st := &promotedStub{}
	return st, newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) { st.serve(w, r) })
}

// One create of several post ids is one request; its promoted posts come back in the order of the
// post ids, whatever the order of the answer.
func TestPromotedPostsCreate(t *testing.T) {
	t.Parallel()
	st, rec := newPromotedStub(t)
	st.reverse = true
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.PromotedPosts.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", "li1", []string{"101", "102", "103"})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if len(got) != 3 || got[0].PostID != "101" || got[1].PostID != "102" || got[2].PostID != "103" || got[0].ID != "pp1" {
		t.Fatalf("results = %+v %+v %+v", got[0], got[1], got[2])
	}
	r := rec.requests()[0]
	q := parseQuery(t, r.RawQuery)
	if rec.count() != 1 || r.Method != http.MethodPost || r.Path != "/12/accounts/acc1/promoted_posts" ||
		q.Get("line_item_id") != "li1" || q.Get("post_ids") != "101,102,103" || len(q) != 2 {
		t.Errorf("sent %s %s?%s (%d requests)", r.Method, r.Path, r.RawQuery, rec.count())
	}
}

func TestPromotedPostsCreateRefusedBeforeSending(t *testing.T) {
	t.Parallel()
	_, rec := newPromotedStub(t)
	c := newTestClient(t, rec.srv.URL, nil)
	many := make([]string, PromotedPostsCreateMax+1)
	for i := range many {
		many[i] = fmt.Sprint(i)
	}
	for name, ids := range map[string][]string{"none": nil, "51": many, "twice": {"1", "2", "1"}, "empty": {""}} {
		if _, err := c.PromotedPosts.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", "li1", ids); err == nil || MayHaveActed(err) {
			t.Errorf("%s: err = %v, want a refusal that sent nothing", name, err)
		}
	}
	if rec.count() != 0 {
		t.Errorf("%d requests, want none", rec.count())
	}
}

// Through a REPOSTS_ONLY promotable user the service promotes a repost of its own, whose post id was
// not sent: the answer is still taken as the promotion of the post sent.
func TestPromotedPostsCreateOfARepost(t *testing.T) {
	t.Parallel()
	st, rec := newPromotedStub(t)
	st.reposts = map[string]string{"200": "900"}
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.PromotedPosts.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", "li1", []string{"100", "200"})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if got[0].PostID != "100" || got[1].PostID != "900" || rec.count() != 1 {
		t.Errorf("results %+v %+v in %d requests, want 100 and the repost 900 in 1", got[0], got[1], rec.count())
	}
}

// A create whose answer is lost after the service promoted both posts adopts both, each reported;
// one whose lost answer made nothing is sent again, once.
func TestPromotedPostsCreateLostAnswer(t *testing.T) {
	t.Parallel()
	t.Run("made", func(t *testing.T) {
		t.Parallel()
		st, rec := newPromotedStub(t)
		st.lost = func(int) (bool, bool) { return true, true }
		c := newTestClient(t, rec.srv.URL, nil)
		ctx, cs := creates.Begin(ctxTimeout(t, 10*time.Second), time.Minute, nil)
		got, err := c.PromotedPosts.Create(ctx, cs.Session(), "acc1", "li1", []string{"101", "102"})
		if err != nil {
			t.Fatalf("Create: %v", err)
		}
		if got[0].ID != "pp1" || got[1].ID != "pp2" || countMethod(rec.requests(), http.MethodPost) != 1 {
			t.Errorf("results %+v %+v after %d POSTs, want pp1 and pp2 adopted after 1", got[0], got[1], countMethod(rec.requests(), http.MethodPost))
		}
		if a := cs.End().Adoptions; len(a) != 2 || a[0].Kind != "promoted post" {
			t.Errorf("adoptions = %+v, want both", a)
		}
		get := rec.requests()[1]
		if q := parseQuery(t, get.RawQuery); get.Method != http.MethodGet || q.Get("line_item_ids") != "li1" || q.Get("sort_by") != "created_at-desc" {
			t.Errorf("lookup sent %s ?%s, want the line item's newest", get.Method, get.RawQuery)
		}
	})
	t.Run("not made", func(t *testing.T) {
		t.Parallel()
		st, rec := newPromotedStub(t)
		st.lost = func(n int) (bool, bool) { return n == 0, n != 0 }
		c := newTestClient(t, rec.srv.URL, nil)
		got, err := c.PromotedPosts.Create(ctxTimeout(t, 10*time.Second), newSession(t), "acc1", "li1", []string{"101", "102"})
		if err != nil {
			t.Fatalf("Create: %v", err)
		}
		if len(st.made) != 2 || got[0].ID != "pp1" || got[1].ID != "pp2" || countMethod(rec.requests(), http.MethodPost) != 2 {
			t.Errorf("made %d, results %+v %+v, POSTs %d; want 2 made by the second POST", len(st.made), got[0], got[1], countMethod(rec.requests(), http.MethodPost))
		}
	})
}

func TestPromotedPostsListGetDelete(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		switch {
		case r.Method == http.MethodDelete:
			writeJSON(w, 200, `{"data":{"id":"pp1","line_item_id":"li1","post_id":"101","deleted":true}}`)
		case strings.HasSuffix(r.URL.Path, "/pp1"):
			writeJSON(w, 200, `{"data":{"id":"pp1","line_item_id":"li1","tweet_id":"101","deleted":false}}`)
		default:
			writeJSON(w, 200, `{"data":[{"id":"pp1","line_item_id":"li1","post_id":"101"}],"next_cursor":null}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	list, err := c.PromotedPosts.List(ctx, "acc1", PromotedPostListOptions{LineItemIDs: []string{"li1"}, PromotedPostIDs: []string{"pp1"},
		ListOptions: ListOptions{SortBy: "updated_at-desc", WithDeleted: true}})
	if err != nil || len(list) != 1 || list[0].PostID != "101" {
		t.Fatalf("List = %+v, %v", list, err)
	}
	got, err := c.PromotedPosts.Get(ctx, "acc1", "pp1")
	if err != nil || got.PostID != "101" || got.Deleted {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	deleted, err := c.PromotedPosts.Delete(ctx, "acc1", "pp1")
	if err != nil || !deleted.Deleted {
		t.Fatalf("Delete = %+v, %v", deleted, err)
	}
	reqs := rec.requests()
	q := parseQuery(t, reqs[0].RawQuery)
	if reqs[0].Path != "/12/accounts/acc1/promoted_posts" || q.Get("line_item_ids") != "li1" || q.Get("promoted_post_ids") != "pp1" ||
		q.Get("sort_by") != "updated_at-desc" || q.Get("with_deleted") != "true" || q.Get("count") != "1000" {
		t.Errorf("List sent %s?%s", reqs[0].Path, reqs[0].RawQuery)
	}
	if reqs[1].Path != "/12/accounts/acc1/promoted_posts/pp1" || parseQuery(t, reqs[1].RawQuery).Get("with_deleted") != "true" {
		t.Errorf("Get sent %s?%s, want the single GET with with_deleted", reqs[1].Path, reqs[1].RawQuery)
	}
	if reqs[2].Method != http.MethodDelete || reqs[2].Path != "/12/accounts/acc1/promoted_posts/pp1" {
		t.Errorf("Delete sent %s %s", reqs[2].Method, reqs[2].Path)
	}
}

// Concurrent Gets share one list request filtered by promoted_post_ids, deleted ones included; an
// id the list lacks is not found.
func TestPromotedPostsBatchedGets(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[{"id":"pp1","post_id":"1"},{"id":"pp3","post_id":"3","deleted":true}],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	b := c.PromotedPosts.batcher(200*time.Millisecond, 2*time.Second)
	ctx := ctxTimeout(t, 10*time.Second)
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i, id := range []string{"pp1", "pp2", "pp3"} {
		wg.Go(func() { _, errs[i] = b.get(ctx, "acc1", id) })
	}
	wg.Wait()
	if errs[0] != nil || !transport.IsNotFound(errs[1]) || errs[2] != nil {
		t.Errorf("reads = %v, want pp1 and pp3 found, pp2 not found", errs)
	}
	r := rec.requests()
	if len(r) != 1 {
		t.Fatalf("%d requests, want 1", len(r))
	}
	q := parseQuery(t, r[0].RawQuery)
	if r[0].Path != "/12/accounts/acc1/promoted_posts" || len(strings.Split(q.Get("promoted_post_ids"), ",")) != 3 || q.Get("with_deleted") != "true" {
		t.Errorf("batched read sent %s?%s", r[0].Path, r[0].RawQuery)
	}
}
