package emulator

import (
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

func promotedPostsPathOf(account string) string { return "/12/accounts/" + account + "/promoted_posts" }

// Published posts of the seeded users.
const (
	demoPostID     = "1460323737035677698" // by the demo user, the demo account's FULL promotable user
	platformPostID = "1373001119480344583" // by the demo account's REPOSTS_ONLY promotable user
	otherPostID    = "1500000000000000011" // by the other advertiser
)

// promote attaches post ids to a line item and returns the answer.
func (f *fixture) promote(lineItemID string, postIDs ...string) *result {
	f.t.Helper()
	return f.do(apiCall{method: "POST", path: promotedPostsPathOf(DemoAccountID),
		query: url.Values{"line_item_id": {lineItemID}, "post_ids": {strings.Join(postIDs, ",")}}})
}

// The examples of endpoints 23 to 26 are answered as the spec shows them, but for the ids (the
// example's post is not one of the emulator's), and with the data_type the recorded answers carry.
func TestPromotedPostSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2017, 6, 24, 4, 21, 36, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	li := f.targetableLineItem("8v7jo")

	res := f.promote(li, demoPostID)
	res.wantStatus(t, http.StatusCreated)
	example := decodeExample(t, `{
	 "data": [
	  {"line_item_id": "8v7jo", "id": "1e8i2k", "entity_status": "ACTIVE",
	   "created_at": "2017-06-24T04:21:36Z", "updated_at": "2017-06-24T04:21:36Z",
	   "approval_status": "ACCEPTED", "post_id": "822333526255120384", "deleted": false}
	 ],
	 "request": {"params": {"line_item_id": "8v7jo", "post_ids": [822333526255120384], "account_id": "18ce54d4x5t"}},
	 "total_count": 1}`)
	data, _ := res.body["data"].([]any)
	if len(data) != 1 {
		t.Fatalf("create = %s", res.raw)
	}
	created := data[0].(map[string]any)
	want := example["data"].([]any)[0].(map[string]any)
	wantSameShape(t, "create", created, want)
	want["id"], want["post_id"] = created["id"], demoPostID
	wantFields(t, "create", created, want)
	wantFields(t, "create", res.body, example, "total_count")
	if !strings.Contains(string(res.raw), `"post_ids":[`+demoPostID+`]`) || res.body["data_type"] != "promoted_post" {
		t.Errorf("post_ids is not echoed as JSON numbers, or data_type is missing: %s", res.raw)
	}
	id := created["id"].(string)

	res = f.do(apiCall{method: "GET", path: promotedPostsPathOf(DemoAccountID), query: url.Values{"promoted_post_ids": {id}}})
	res.wantStatus(t, http.StatusOK)
	if items := res.list(t); len(items) != 1 || !reflect.DeepEqual(items[0], created) {
		t.Errorf("list = %v, want %v", items, created)
	}
	wantEcho := map[string]any{"promoted_post_ids": []any{id}, "account_id": DemoAccountID}
	if !reflect.DeepEqual(res.echoOf(t), wantEcho) || res.body["next_cursor"] != nil {
		t.Errorf("list echo = %v, next_cursor %v", res.echoOf(t), res.body["next_cursor"])
	}

	res = f.do(apiCall{method: "GET", path: promotedPostsPathOf(DemoAccountID) + "/" + id})
	res.wantStatus(t, http.StatusOK)
	if !reflect.DeepEqual(res.object(t), created) || !reflect.DeepEqual(res.echoOf(t), map[string]any{"promoted_post_id": id, "account_id": DemoAccountID}) {
		t.Errorf("get = %v, echo %v", res.object(t), res.echoOf(t))
	}

	clock.Advance(time.Hour)
	res = f.do(apiCall{method: "DELETE", path: promotedPostsPathOf(DemoAccountID) + "/" + id})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["deleted"] != true || got["updated_at"] != "2017-06-24T05:21:36Z" || got["created_at"] != created["created_at"] {
		t.Errorf("delete = %v", got)
	}
	f.do(apiCall{method: "DELETE", path: promotedPostsPathOf(DemoAccountID) + "/" + id}).
		wantError(t, http.StatusNotFound, codePromotedPostNotFound, "promoted_post_id")
	f.do(apiCall{method: "GET", path: promotedPostsPathOf(DemoAccountID) + "/" + id}).
		wantError(t, http.StatusNotFound, codePromotedPostNotFound, "promoted_post_id")
}

// The recorded answers of the real service (promoted_tweets_*, read through the rename table)
// have the envelope and the fields of the emulator's.
func TestPromotedPostRecordedShapes(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	attach := f.promote(li, demoPostID)
	attach.wantStatus(t, http.StatusCreated)
	id := attach.body["data"].([]any)[0].(map[string]any)["id"].(string)
	load := f.do(apiCall{method: "GET", path: promotedPostsPathOf(DemoAccountID) + "/" + id})
	all := f.do(apiCall{method: "GET", path: promotedPostsPathOf(DemoAccountID), query: url.Values{"with_total_count": {"true"}}})
	for name, res := range map[string]*result{"attach": attach, "load": load, "all": all} {
		recorded := readRecorded(t, "python-ads-sdk/promoted_tweets_"+name+".json")
		sameKeys(t, name, res.body, recorded)
		// The recorded list carries total_count but echoes no with_total_count; the emulator echoes
		// every parameter it was sent, which the spec calls informative only.
		echo := res.echoOf(t)
		delete(echo, "with_total_count")
		sameKeys(t, name+" request.params", echo, recorded["request"].(map[string]any)["params"].(map[string]any))
		if res.body["data_type"] != recorded["data_type"] {
			t.Errorf("%s: data_type %v, recorded %v", name, res.body["data_type"], recorded["data_type"])
		}
		item, _ := recorded["data"].(map[string]any)
		got, _ := res.body["data"].(map[string]any)
		if item == nil {
			item = recorded["data"].([]any)[0].(map[string]any)
			got = res.body["data"].([]any)[0].(map[string]any)
		}
		wantSameShape(t, name, got, item)
	}
}

func TestPromotedPostCreateRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	gone := f.targetableLineItem("")
	if err := f.srv.DeleteLineItem(DemoAccountID, gone); err != nil {
		t.Fatal(err)
	}
	var fifty []string
	for i := range 51 {
		id, err := f.srv.SeedPost(DemoUserID, fmt.Sprint("post ", i), time.Time{})
		if err != nil {
			t.Fatal(err)
		}
		fifty = append(fifty, id)
	}
	tests := []struct {
		name       string
		lineItem   string
		posts      []string
		status     int
		code, para string
	}{
		{"line_item_id missing", "", []string{demoPostID}, 400, codeMissingParameter, "line_item_id"},
		{"post_ids missing", li, nil, 400, codeMissingParameter, "post_ids"},
		{"51 posts", li, fifty, 400, codeInvalidParameter, "post_ids"},
		{"not a post id", li, []string{"abc"}, 400, codeInvalidParameter, "post_ids"},
		{"line item unknown", "zzzz", []string{demoPostID}, 404, codeLineItemNotFound, "line_item_id"},
		{"line item deleted", gone, []string{demoPostID}, 404, codeLineItemNotFound, "line_item_id"},
		{"post unknown", li, []string{demoPostID, "1"}, 404, codePostNotFound, "post_ids"},
		{"another advertiser's post", li, []string{demoPostID, otherPostID}, 400, codeInvalidPost, "post_ids"},
		{"a post of a user the account cannot promote", li, []string{PinnedPostID}, 400, codeInvalidPost, "post_ids"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.promote(tc.lineItem, tc.posts...).wantError(t, tc.status, tc.code, tc.para)
		})
	}
	if got := f.srv.PromotedPosts(DemoAccountID); len(got) != 0 {
		t.Fatalf("refused creates left %+v", got)
	}
	res := f.promote(li, fifty[:50]...)
	res.wantStatus(t, http.StatusCreated)
	var promoted []string
	for _, d := range res.body["data"].([]any) {
		promoted = append(promoted, d.(map[string]any)["post_id"].(string))
	}
	if !reflect.DeepEqual(promoted, fifty[:50]) || res.body["total_count"] != float64(50) {
		t.Errorf("50 posts promoted %d in %v, total_count %v", len(promoted), promoted, res.body["total_count"])
	}
}

// A REPOSTS_ONLY user's post is promoted through a promoted-only repost the service makes once; a
// published promoted-only scheduled post is promotable by its own account only.
func TestPromotedPostOfRepostsAndScheduledPosts(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	first := f.promote(li, platformPostID)
	first.wantStatus(t, http.StatusCreated)
	repost := first.body["data"].([]any)[0].(map[string]any)["post_id"].(string)
	if repost == platformPostID || !decimalIDPattern.MatchString(repost) {
		t.Errorf("post_id = %s, want a repost of %s", repost, platformPostID)
	}
	again := f.promote(f.targetableLineItem(""), platformPostID)
	again.wantStatus(t, http.StatusCreated)
	if got := again.body["data"].([]any)[0].(map[string]any)["post_id"]; got != repost {
		t.Errorf("second promotion promoted %v, want the same repost %s", got, repost)
	}
	if slices.Contains(f.timelineIDs(DemoUserID), repost) {
		t.Error("the promoted-only repost is in the demo user's timeline")
	}

	scheduled, err := f.srv.SeedScheduledPost(DemoAccountID, ScheduledPost{Text: "launch", Nullcast: true, ScheduledAt: fixedNow.Add(-time.Minute)})
	if err != nil || scheduled.PostID == "" {
		t.Fatalf("published scheduled post = %+v, %v", scheduled, err)
	}
	res := f.promote(li, scheduled.PostID)
	res.wantStatus(t, http.StatusCreated)
	if got := res.body["data"].([]any)[0].(map[string]any)["post_id"]; got != scheduled.PostID {
		t.Errorf("promoted %v, want the published post %s", got, scheduled.PostID)
	}
	// The sandbox account of the same user does not hold the demo account's promoted-only post.
	sandboxLine := f.sandboxLineItem()
	f.do(apiCall{method: "POST", path: promotedPostsPathOf(DemoSandboxAccountID),
		query: url.Values{"line_item_id": {sandboxLine}, "post_ids": {scheduled.PostID}}}).
		wantError(t, http.StatusNotFound, codePostNotFound, "post_ids")
}

// sandboxLineItem seeds a line item in the demo user's sandbox account.
func (f *fixture) sandboxLineItem() string {
	f.t.Helper()
	cp, err := f.srv.SeedCampaign(DemoSandboxAccountID, Campaign{FundingInstrumentID: DemoSandboxFundingInstrumentID, Name: "sandbox"})
	if err != nil {
		f.t.Fatal(err)
	}
	li, err := f.srv.SeedLineItem(DemoSandboxAccountID, LineItem{CampaignID: cp.ID, Objective: "ENGAGEMENTS",
		ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}})
	if err != nil {
		f.t.Fatal(err)
	}
	return li.ID
}

// The promoted posts of a deleted line item keep deleted false and are read only with
// with_deleted=true; a detached one is read only so, with deleted true.
func TestPromotedPostReadsAfterDeletes(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	kept, dropped := f.targetableLineItem(""), f.targetableLineItem("")
	create := func(li string) string {
		t.Helper()
		res := f.promote(li, demoPostID)
		res.wantStatus(t, http.StatusCreated)
		return res.body["data"].([]any)[0].(map[string]any)["id"].(string)
	}
	live, detached, orphan := create(kept), create(kept), create(dropped)
	if err := f.srv.DeletePromotedPost(DemoAccountID, detached); err != nil {
		t.Fatal(err)
	}
	if err := f.srv.DeleteLineItem(DemoAccountID, dropped); err != nil {
		t.Fatal(err)
	}
	list := func(q url.Values) map[string]any {
		t.Helper()
		res := f.do(apiCall{method: "GET", path: promotedPostsPathOf(DemoAccountID), query: q})
		res.wantStatus(t, http.StatusOK)
		out := map[string]any{}
		for _, it := range res.list(t) {
			out[it["id"].(string)] = it["deleted"]
		}
		return out
	}
	if got := list(url.Values{}); !reflect.DeepEqual(got, map[string]any{live: false}) {
		t.Errorf("list = %v", got)
	}
	if got := list(url.Values{"with_deleted": {"true"}}); !reflect.DeepEqual(got, map[string]any{live: false, detached: true, orphan: false}) {
		t.Errorf("list with_deleted = %v", got)
	}
	if got := list(url.Values{"line_item_ids": {dropped}, "with_deleted": {"true"}}); !reflect.DeepEqual(got, map[string]any{orphan: false}) {
		t.Errorf("list of the deleted line item = %v", got)
	}
	path := promotedPostsPathOf(DemoAccountID) + "/" + orphan
	f.do(apiCall{method: "GET", path: path}).wantError(t, http.StatusNotFound, codePromotedPostNotFound, "promoted_post_id")
	f.do(apiCall{method: "GET", path: path, query: url.Values{"with_deleted": {"true"}}}).wantStatus(t, http.StatusOK)
	// Detaching the post of a deleted line item still works.
	f.do(apiCall{method: "DELETE", path: path}).wantStatus(t, http.StatusOK)
	if got := f.srv.PromotedPosts(DemoAccountID); len(got) != 1 || got[0].ID != live {
		t.Errorf("live promoted posts = %+v", got)
	}
	if err := f.srv.DeletePromotedPost(DemoAccountID, detached); err == nil {
		t.Error("a second out-of-band delete succeeded")
	}
	f.do(apiCall{method: "PUT", path: promotedPostsPathOf(DemoAccountID) + "/" + live}).
		wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")
}

// Every write of these endpoints spends from the one campaign-management write window, shared
// with campaigns and line items; their reads have windows of their own.
func TestCampaignContentWritesShareOneWindow(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{WriteLimit: 4, ReadLimit: 1})
	li := f.targetableLineItem("")
	f.schedule(url.Values{"scheduled_at": {"2018-06-01T00:00:00Z"}, "text": {"x"}})
	f.mustTarget(li, "GENDER", "1")
	f.promote(li, demoPostID).wantStatus(t, http.StatusCreated)
	f.do(apiCall{method: "POST", path: targetingBatchPathOf(DemoAccountID), json: []any{createOp(li, "GENDER", "2")}}).wantStatus(t, http.StatusOK)
	f.do(apiCall{method: "PUT", path: lineItemsPathOf(DemoAccountID) + "/" + li, query: url.Values{"name": {"x"}}}).
		wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
	for _, path := range []string{mediaLibraryPathOf(DemoAccountID), scheduledPostsPathOf(DemoAccountID), promotedPostsPathOf(DemoAccountID)} {
		f.do(apiCall{method: "GET", path: path}).wantStatus(t, http.StatusOK)
		f.do(apiCall{method: "GET", path: path}).wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
	}
}

// Under ListLag a new promoted post is missing from the lists that do not name it; a WrongID fault
// on a create answers the promoted post made before it.
func TestPromotedPostListLagAndWrongID(t *testing.T) {
	t.Parallel()
	const lag = 300 * time.Millisecond
	f := newFixture(t, Options{ListLag: lag})
	li := f.targetableLineItem("")
	res := f.promote(li, demoPostID)
	res.wantStatus(t, http.StatusCreated)
	first := res.body["data"].([]any)[0].(map[string]any)["id"].(string)
	listed := func(q url.Values) []string {
		t.Helper()
		return ids(f.do(apiCall{method: "GET", path: promotedPostsPathOf(DemoAccountID), query: q}).list(t))
	}
	if got := listed(nil); len(got) != 0 {
		t.Fatalf("the list shows %v within the lag", got)
	}
	if got := listed(url.Values{"promoted_post_ids": {first}}); !reflect.DeepEqual(got, []string{first}) {
		t.Errorf("the list by id shows %v", got)
	}
	time.Sleep(lag)
	f.srv.InjectFault(Fault{Method: "POST", PathPrefix: promotedPostsPathOf(DemoAccountID), WrongID: true})
	res = f.promote(li, demoPostID)
	res.wantStatus(t, http.StatusCreated)
	if got := res.body["data"].([]any)[0].(map[string]any)["id"]; got != first {
		t.Errorf("a WrongID create answered %v, want the earlier %s", got, first)
	}
	if n := len(f.srv.PromotedPosts(DemoAccountID)); n != 2 {
		t.Errorf("%d promoted posts, want the create carried out under the fault too", n)
	}
}
