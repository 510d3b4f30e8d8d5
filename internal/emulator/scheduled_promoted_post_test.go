package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"
)

func scheduledPromotedPostsPathOf(account string) string {
	return "/12/accounts/" + account + "/scheduled_promoted_posts"
}

// schedulePost seeds a scheduled post of the demo account with id (a new id when empty), to be
// published at at, and returns its id.
func (f *fixture) schedulePost(id string, at time.Time) string {
	f.t.Helper()
	p, err := f.srv.SeedScheduledPost(DemoAccountID, ScheduledPost{ID: id, Text: "soon", Nullcast: true, ScheduledAt: at})
	if err != nil {
		f.t.Fatal(err)
	}
	return p.ID
}

// promoteScheduledPost ties a scheduled post to a line item and returns the answer.
func (f *fixture) promoteScheduledPost(lineItemID, scheduledPostID string) *result {
	f.t.Helper()
	return f.do(apiCall{method: "POST", path: scheduledPromotedPostsPathOf(DemoAccountID),
		query: url.Values{"line_item_id": {lineItemID}, "scheduled_post_id": {scheduledPostID}}})
}

// The examples of endpoints 26 to 29 are answered as the spec shows them, but for the id: post_id null
// until publication, the create's echo with scheduled_post_id a JSON number above 2^53 written with
// all its digits, a soft delete, no PUT.
func TestScheduledPromotedPostSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2017, 6, 8, 7, 25, 26, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	li := f.targetableLineItem("8xdpe")
	post := f.schedulePost("870358555227860992", clock.Now().Add(24*time.Hour))
	data := `{"line_item_id": "8xdpe", "id": "1xtfl", "created_at": "2017-06-08T07:25:26Z",
	  "updated_at": "2017-06-08T07:25:26Z", "scheduled_post_id": "870358555227860992",
	  "post_id": null, "deleted": false}`

	res := f.promoteScheduledPost(li, post)
	res.wantStatus(t, http.StatusCreated)
	created, want := res.object(t), decodeExample(t, data)
	wantSameShape(t, "create", created, want)
	want["id"] = created["id"]
	wantFields(t, "create", created, want)
	id := created["id"].(string)
	if !strings.Contains(string(res.raw), `"scheduled_post_id":870358555227860992`) ||
		!reflect.DeepEqual(res.echoOf(t), map[string]any{"line_item_id": li, "scheduled_post_id": 870358555227860992.0, "account_id": DemoAccountID}) {
		t.Errorf("create echo in %s: want scheduled_post_id the JSON number 870358555227860992", res.raw)
	}

	res = f.do(apiCall{method: "GET", path: scheduledPromotedPostsPathOf(DemoAccountID), query: url.Values{"scheduled_promoted_post_ids": {id}}})
	if items := res.list(t); len(items) != 1 || !reflect.DeepEqual(items[0], created) || res.body["next_cursor"] != nil ||
		!reflect.DeepEqual(res.echoOf(t), map[string]any{"scheduled_promoted_post_ids": []any{id}, "account_id": DemoAccountID}) {
		t.Errorf("list = %s", res.raw)
	}
	res = f.do(apiCall{method: "GET", path: scheduledPromotedPostsPathOf(DemoAccountID) + "/" + id})
	if !reflect.DeepEqual(res.object(t), created) ||
		!reflect.DeepEqual(res.echoOf(t), map[string]any{"scheduled_promoted_post_id": id, "account_id": DemoAccountID}) {
		t.Errorf("get = %s", res.raw)
	}

	f.do(apiCall{method: "PUT", path: scheduledPromotedPostsPathOf(DemoAccountID) + "/" + id, query: url.Values{"line_item_id": {li}}}).
		wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")

	clock.Advance(time.Hour)
	res = f.do(apiCall{method: "DELETE", path: scheduledPromotedPostsPathOf(DemoAccountID) + "/" + id})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["deleted"] != true || got["updated_at"] != "2017-06-08T08:25:26Z" || got["post_id"] != nil {
		t.Errorf("delete = %v", got)
	}
	for _, method := range []string{"GET", "DELETE"} {
		f.do(apiCall{method: method, path: scheduledPromotedPostsPathOf(DemoAccountID) + "/" + id}).
			wantError(t, http.StatusNotFound, codeNotFound, "")
	}
	if got := f.do(apiCall{method: "GET", path: scheduledPromotedPostsPathOf(DemoAccountID) + "/" + id, query: url.Values{"with_deleted": {"true"}}}).object(t); got["deleted"] != true {
		t.Errorf("with_deleted read = %v", got)
	}
}

// Every rule of endpoint 28 with its code and parameter, and the readings of what the spec does not
// show (package documentation): a scheduled post the account lacks or no longer SCHEDULED, duplicates.
func TestScheduledPromotedPostRules(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	li := f.targetableLineItem("")
	post := f.schedulePost("", clock.Now().Add(time.Hour))
	create := func(q url.Values) *result {
		return f.do(apiCall{method: "POST", path: scheduledPromotedPostsPathOf(DemoAccountID), query: q})
	}
	create(url.Values{"scheduled_post_id": {post}}).wantError(t, http.StatusBadRequest, codeMissingParameter, "line_item_id")
	create(url.Values{"line_item_id": {li}}).wantError(t, http.StatusBadRequest, codeMissingParameter, "scheduled_post_id")
	for _, bad := range []string{"abc", "-1", "18446744073709551616"} {
		f.promoteScheduledPost(li, bad).wantError(t, http.StatusBadRequest, codeInvalidParameter, "scheduled_post_id")
	}
	create(url.Values{"line_item_id": {li}, "scheduled_post_id": {post}, "post_id": {"1"}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "post_id")
	f.promoteScheduledPost("nosuch", post).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	f.promoteScheduledPost(li, "18446744073709551615").wantError(t, http.StatusBadRequest, codeInvalidParameter, "scheduled_post_id")
	failed := f.schedulePost("", clock.Now().Add(time.Hour))
	if err := f.srv.EditScheduledPost(DemoAccountID, failed, func(p *ScheduledPost) { p.Status = ScheduledPostFailed }); err != nil {
		t.Fatal(err)
	}
	res := f.promoteScheduledPost(li, failed)
	res.wantError(t, http.StatusBadRequest, codeInvalidParameter, "scheduled_post_id")
	if !strings.Contains(string(res.raw), "FAILED") {
		t.Errorf("the refusal does not name the state found: %s", res.raw)
	}
	if got := f.srv.ScheduledPromotedPostIDs(DemoAccountID); len(got) != 0 {
		t.Fatalf("a refused create made %v", got)
	}

	// The same scheduled post twice on one line item: two associations.
	first := f.promoteScheduledPost(li, post)
	first.wantStatus(t, http.StatusCreated)
	f.promoteScheduledPost(li, post).wantStatus(t, http.StatusCreated)
	if got := f.srv.ScheduledPromotedPostIDs(DemoAccountID); len(got) != 2 {
		t.Errorf("ids = %v, want two", got)
	}
	// Once published, the post can no longer be tied to a line item.
	clock.Advance(time.Hour)
	f.promoteScheduledPost(li, post).wantError(t, http.StatusBadRequest, codeInvalidParameter, "scheduled_post_id")
}

// Publication writes the post's id into every live association naming the post and makes a promoted
// post in each one's line item; a detached association gets neither, another post's waits; a DELETE
// after publication detaches the association and leaves the promoted post.
func TestScheduledPromotedPostPublication(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	one, two := f.targetableLineItem(""), f.targetableLineItem("")
	at := clock.Now().Add(30 * time.Minute).Truncate(time.Minute)
	post, later := f.schedulePost("", at), f.schedulePost("", at.Add(time.Hour))
	var ids []string
	for _, p := range []struct{ li, post string }{{one, post}, {two, post}, {one, post}, {one, later}} {
		res := f.promoteScheduledPost(p.li, p.post)
		res.wantStatus(t, http.StatusCreated)
		ids = append(ids, res.object(t)["id"].(string))
	}
	if err := f.srv.DeleteScheduledPromotedPost(DemoAccountID, ids[2]); err != nil {
		t.Fatal(err)
	}

	clock.Advance(31 * time.Minute)
	published, _ := f.srv.ScheduledPost(DemoAccountID, post)
	if published.PostID == "" {
		t.Fatalf("the scheduled post is not published: %+v", published)
	}
	for i, id := range ids {
		got, _ := f.srv.ScheduledPromotedPost(DemoAccountID, id)
		want := ""
		if i < 2 {
			want = published.PostID
		}
		if got.PostID != want || (i < 2 && !got.UpdatedAt.Equal(at)) {
			t.Errorf("association %d: post_id %q updated %v, want %q", i, got.PostID, got.UpdatedAt, want)
		}
	}
	res := f.do(apiCall{method: "GET", path: scheduledPromotedPostsPathOf(DemoAccountID) + "/" + ids[0]})
	if got := res.object(t); got["post_id"] != published.PostID {
		t.Errorf("read after publication = %v", got)
	}
	promoted := f.srv.PromotedPosts(DemoAccountID)
	byLineItem := map[string]int{}
	for _, pp := range promoted {
		if pp.PostID != published.PostID || !pp.CreatedAt.Equal(at) {
			t.Errorf("promoted post %+v", pp)
		}
		byLineItem[pp.LineItemID]++
	}
	if !reflect.DeepEqual(byLineItem, map[string]int{one: 1, two: 1}) {
		t.Errorf("promoted posts by line item = %v, want one in each", byLineItem)
	}

	// Gap 12: a DELETE after publication detaches the association only.
	f.do(apiCall{method: "DELETE", path: scheduledPromotedPostsPathOf(DemoAccountID) + "/" + ids[0]}).wantStatus(t, http.StatusOK)
	if got := f.srv.PromotedPosts(DemoAccountID); len(got) != 2 {
		t.Errorf("after the delete: %d promoted posts, want 2", len(got))
	}
}

// Lists filter by line item and by id, page and sort; the hooks read, list, delete and seed.
func TestScheduledPromotedPostListAndHooks(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now, WriteLimit: 3})
	one, two := f.targetableLineItem(""), f.targetableLineItem("")
	post := f.schedulePost("", clock.Now().Add(time.Hour))
	var ids []string
	for _, li := range []string{one, one, two} {
		clock.Advance(time.Second)
		ids = append(ids, f.promoteScheduledPost(li, post).object(t)["id"].(string))
	}
	f.promoteScheduledPost(one, post).wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
	base := scheduledPromotedPostsPathOf(DemoAccountID)
	list := func(q url.Values) []string { return ids2(f.do(apiCall{method: "GET", path: base, query: q}).list(t)) }
	if got := list(url.Values{"line_item_ids": {one}}); !reflect.DeepEqual(got, ids[:2]) {
		t.Errorf("line_item_ids %s = %v, want %v", one, got, ids[:2])
	}
	if got := list(url.Values{"scheduled_promoted_post_ids": {ids[2] + "," + ids[0]}, "sort_by": {"created_at-desc"}}); !reflect.DeepEqual(got, []string{ids[2], ids[0]}) {
		t.Errorf("by id, newest first = %v", got)
	}
	res := f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"2"}, "with_total_count": {"true"}}})
	if got := ids2(res.list(t)); !reflect.DeepEqual(got, ids[:2]) || res.body["total_count"] != float64(3) || res.body["next_cursor"] == nil {
		t.Fatalf("first page = %s", res.raw)
	}
	f.do(apiCall{method: "GET", path: base, query: url.Values{"sort_by": {"post_id-asc"}}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "sort_by")

	if _, err := f.srv.SeedScheduledPromotedPost(DemoAccountID, ScheduledPromotedPost{LineItemID: one, ScheduledPostID: "1"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("seeding on an unknown scheduled post = %v, want ErrNotFound", err)
	}
	clock.Advance(time.Second)
	seeded, err := f.srv.SeedScheduledPromotedPost(DemoAccountID, ScheduledPromotedPost{ID: "1xboq", LineItemID: two, ScheduledPostID: post})
	if err != nil || seeded.CreatedAt.IsZero() {
		t.Fatalf("seed = %+v, %v", seeded, err)
	}
	if got := list(url.Values{"line_item_ids": {two}}); !reflect.DeepEqual(got, []string{ids[2], "1xboq"}) {
		t.Errorf("after the seed, line item %s = %v", two, got)
	}
	if err := f.srv.DeleteScheduledPromotedPost(DemoAccountID, "1xboq"); err != nil {
		t.Fatal(err)
	}
	if got, ok := f.srv.ScheduledPromotedPost(DemoAccountID, "1xboq"); !ok || !got.Deleted {
		t.Errorf("after the out-of-band delete: %+v, %t", got, ok)
	}
	if err := f.srv.DeleteScheduledPromotedPost(DemoAccountID, "1xboq"); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete = %v, want ErrNotFound", err)
	}
}
