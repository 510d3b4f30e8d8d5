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

func trackingTagsPathOf(account string) string { return "/12/accounts/" + account + "/tracking_tags" }

// specTagURL is the DoubleClick address of the spec's examples of endpoints 21, 23 and 24.
const specTagURL = "https://ad.doubleclick.net/ddm/trackimp/N1234.2061500TWITTER-OFFICIAL/B9156151.125630439;dc_trk_aid=1355;dc_trk_cid=8675309"

// tag attaches a tracking tag to a line item and returns the answer.
func (f *fixture) tag(lineItemID, typ, tagURL string) *result {
	f.t.Helper()
	return f.do(apiCall{method: "POST", path: trackingTagsPathOf(DemoAccountID),
		query: url.Values{"line_item_id": {lineItemID}, "tracking_tag_type": {typ}, "tracking_tag_url": {tagURL}}})
}

// The examples of endpoints 21 to 25 are answered as the spec shows them, but for the ids, and with
// with_deleted echoed only when it is sent (the example of 22 echoes one its request line lacks).
func TestTrackingTagSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2019, 6, 26, 17, 4, 26, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	li := f.targetableLineItem("fdwcl")
	tagData := `{"line_item_id": "fdwcl", "tracking_tag_url": "` + specTagURL + `", "tracking_tag_type": "IMPRESSION_TAG", "id": "3m82",
	  "created_at": "2019-06-26T17:04:26Z", "updated_at": "2019-06-26T17:04:26Z", "deleted": false}`

	res := f.tag(li, "IMPRESSION_TAG", specTagURL)
	res.wantStatus(t, http.StatusCreated)
	created, want := res.object(t), decodeExample(t, tagData)
	wantSameShape(t, "create", created, want)
	want["id"] = created["id"]
	wantFields(t, "create", created, want)
	id := created["id"].(string)
	wantEcho := map[string]any{"line_item_id": li, "tracking_tag_type": "IMPRESSION_TAG", "tracking_tag_url": specTagURL, "account_id": DemoAccountID}
	if got := res.echoOf(t); !reflect.DeepEqual(got, wantEcho) {
		t.Errorf("create echo = %v, want %v", got, wantEcho)
	}

	res = f.do(apiCall{method: "GET", path: trackingTagsPathOf(DemoAccountID), query: url.Values{"tracking_tag_ids": {id}}})
	if items := res.list(t); len(items) != 1 || !reflect.DeepEqual(items[0], created) || res.body["next_cursor"] != nil {
		t.Errorf("list = %s", res.raw)
	}
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"tracking_tag_ids": []any{id}, "account_id": DemoAccountID}) {
		t.Errorf("list echo = %v", got)
	}

	res = f.do(apiCall{method: "GET", path: trackingTagsPathOf(DemoAccountID) + "/" + id})
	if !reflect.DeepEqual(res.object(t), created) || !reflect.DeepEqual(res.echoOf(t), map[string]any{"tracking_tag_id": id, "account_id": DemoAccountID}) {
		t.Errorf("get without with_deleted = %s", res.raw)
	}
	res = f.do(apiCall{method: "GET", path: trackingTagsPathOf(DemoAccountID) + "/" + id, query: url.Values{"with_deleted": {"true"}}})
	if _, ok := res.echoOf(t)["with_deleted"]; !ok {
		t.Errorf("get with with_deleted does not echo it: %s", res.raw)
	}

	// The PUT example sends the URL the tag already had: the answer still carries a new updated_at.
	clock.Advance(time.Hour)
	res = f.do(apiCall{method: "PUT", path: trackingTagsPathOf(DemoAccountID) + "/" + id, query: url.Values{"tracking_tag_url": {specTagURL}}})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["updated_at"] != "2019-06-26T18:04:26Z" || got["created_at"] != created["created_at"] || got["tracking_tag_url"] != specTagURL {
		t.Errorf("update = %v", got)
	}
	res = f.do(apiCall{method: "PUT", path: trackingTagsPathOf(DemoAccountID) + "/" + id, query: url.Values{"tracking_tag_url": {"https://example.com/pixel?b=2"}}})
	if got := res.object(t); got["tracking_tag_url"] != "https://example.com/pixel?b=2" || got["tracking_tag_type"] != "IMPRESSION_TAG" || got["line_item_id"] != li {
		t.Errorf("update of the URL = %v", got)
	}

	res = f.do(apiCall{method: "DELETE", path: trackingTagsPathOf(DemoAccountID) + "/" + id})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["deleted"] != true {
		t.Errorf("delete = %v", got)
	}
	for method, q := range map[string]url.Values{"GET": nil, "PUT": {"tracking_tag_url": {specTagURL}}, "DELETE": nil} {
		f.do(apiCall{method: method, path: trackingTagsPathOf(DemoAccountID) + "/" + id, query: q}).wantError(t, http.StatusNotFound, codeNotFound, "")
	}
	if got := f.do(apiCall{method: "GET", path: trackingTagsPathOf(DemoAccountID) + "/" + id, query: url.Values{"with_deleted": {"true"}}}).object(t); got["deleted"] != true {
		t.Errorf("with_deleted read = %v", got)
	}
	if got := f.do(apiCall{method: "GET", path: trackingTagsPathOf(DemoAccountID)}).list(t); len(got) != 0 {
		t.Errorf("the list shows the deleted tag: %v", got)
	}
}

// Every rule of endpoints 23 and 24, with its code and parameter.
func TestTrackingTagRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	post := func(q url.Values) *result {
		return f.do(apiCall{method: "POST", path: trackingTagsPathOf(DemoAccountID), query: q})
	}
	full := func(drop string, extra ...string) url.Values {
		q := url.Values{"line_item_id": {li}, "tracking_tag_type": {"CLICK_TRACKER"}, "tracking_tag_url": {"https://example.com/click"}}
		q.Del(drop)
		for i := 0; i+1 < len(extra); i += 2 {
			q.Set(extra[i], extra[i+1])
		}
		return q
	}
	for _, name := range []string{"line_item_id", "tracking_tag_type", "tracking_tag_url"} {
		post(full(name)).wantError(t, http.StatusBadRequest, codeMissingParameter, name)
	}
	post(full("", "tracking_tag_type", "impression_tag")).wantError(t, http.StatusBadRequest, codeInvalidParameter, "tracking_tag_type")
	post(full("", "line_item_id", "nosuch")).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	post(full("", "deleted", "true")).wantError(t, http.StatusBadRequest, codeInvalidParameter, "deleted")

	res := post(full(""))
	res.wantStatus(t, http.StatusCreated)
	id := res.object(t)["id"].(string)
	// No limit of tags per line item, nor of one type (Gap 15): a second alike tag is made too.
	post(full("")).wantStatus(t, http.StatusCreated)

	put := func(q url.Values) *result {
		return f.do(apiCall{method: "PUT", path: trackingTagsPathOf(DemoAccountID) + "/" + id, query: q})
	}
	put(nil).wantError(t, http.StatusBadRequest, codeMissingParameter, "tracking_tag_url")
	for _, fixed := range []string{"line_item_id", "tracking_tag_type"} {
		put(url.Values{"tracking_tag_url": {"https://example.com/x"}, fixed: {"x"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, fixed)
	}
	if got, _ := f.srv.TrackingTag(DemoAccountID, id); got.TrackingTagURL != "https://example.com/click" {
		t.Errorf("a refused update changed the tag: %+v", got)
	}

	// A tag of a deleted line item is kept as it is: what the service does then is not shown.
	if err := f.srv.DeleteLineItem(DemoAccountID, li); err != nil {
		t.Fatal(err)
	}
	post(full("")).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	if got := f.do(apiCall{method: "GET", path: trackingTagsPathOf(DemoAccountID) + "/" + id}).object(t); got["deleted"] != false {
		t.Errorf("the tag of a deleted line item = %v", got)
	}
}

// Lists filter by line item and by id (200 ids at most), page, sort, and total.
func TestTrackingTagList(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	one, two := f.targetableLineItem(""), f.targetableLineItem("")
	var ids []string
	for i, li := range []string{one, one, two} {
		res := f.tag(li, "IMPRESSION_TAG", "https://example.com/"+string(rune('a'+i)))
		ids = append(ids, res.object(t)["id"].(string))
	}
	base := trackingTagsPathOf(DemoAccountID)
	list := func(q url.Values) []string { return ids2(f.do(apiCall{method: "GET", path: base, query: q}).list(t)) }
	if got := list(url.Values{"line_item_ids": {one}}); !reflect.DeepEqual(got, ids[:2]) {
		t.Errorf("line_item_ids %s = %v, want %v", one, got, ids[:2])
	}
	if got := list(url.Values{"tracking_tag_ids": {ids[2] + "," + ids[0]}, "sort_by": {"tracking_tag_url-desc"}}); !reflect.DeepEqual(got, []string{ids[2], ids[0]}) {
		t.Errorf("by id, url descending = %v", got)
	}
	res := f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"2"}, "with_total_count": {"true"}}})
	if got := ids2(res.list(t)); !reflect.DeepEqual(got, ids[:2]) || res.body["total_count"] != float64(3) || res.body["next_cursor"] == nil {
		t.Fatalf("first page = %s", res.raw)
	}
	if got := list(url.Values{"count": {"2"}, "cursor": {res.body["next_cursor"].(string)}}); !reflect.DeepEqual(got, ids[2:]) {
		t.Errorf("second page = %v", got)
	}
	f.do(apiCall{method: "GET", path: base, query: url.Values{"tracking_tag_ids": {strings.Repeat("a,", 201)}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "tracking_tag_ids")
	f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"1001"}}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "count")
	f.do(apiCall{method: "GET", path: base, query: url.Values{"sort_by": {"tracking_tag_type-asc"}}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "sort_by")
}

func ids2(items []map[string]any) []string {
	out := []string{}
	for _, it := range items {
		out = append(out, it["id"].(string))
	}
	return out
}

// Writes spend from the campaign-management write window; the hooks read, edit, delete and seed.
func TestTrackingTagWindowAndHooks(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{WriteLimit: 2})
	li := f.targetableLineItem("")
	f.tag(li, "IMPRESSION_TAG", "https://example.com/i").wantStatus(t, http.StatusCreated)
	f.do(apiCall{method: "PUT", path: lineItemsPathOf(DemoAccountID) + "/" + li, query: url.Values{"name": {"x"}}}).wantStatus(t, http.StatusOK)
	f.tag(li, "IMPRESSION_TAG", "https://example.com/j").wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")

	if _, err := f.srv.SeedTrackingTag(DemoAccountID, TrackingTag{LineItemID: "nosuch", TrackingTagType: "CLICK_TRACKER"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("seeding a tag of an unknown line item = %v, want ErrNotFound", err)
	}
	seeded, err := f.srv.SeedTrackingTag(DemoAccountID, TrackingTag{ID: "7035", LineItemID: li, TrackingTagType: "CLICK_TRACKER", TrackingTagURL: "https://example.com/c"})
	if err != nil || seeded.CreatedAt.IsZero() {
		t.Fatalf("seed = %+v, %v", seeded, err)
	}
	if err := f.srv.EditTrackingTag(DemoAccountID, "7035", func(t *TrackingTag) { t.TrackingTagURL = "https://example.com/drift" }); err != nil {
		t.Fatal(err)
	}
	if got, ok := f.srv.TrackingTag(DemoAccountID, "7035"); !ok || got.TrackingTagURL != "https://example.com/drift" {
		t.Errorf("after edit: %+v", got)
	}
	if got := f.srv.TrackingTagIDs(DemoAccountID); len(got) != 2 {
		t.Errorf("ids = %v, want the created and the seeded tag", got)
	}
	if err := f.srv.DeleteTrackingTag(DemoAccountID, "7035"); err != nil {
		t.Fatal(err)
	}
	if got, ok := f.srv.TrackingTag(DemoAccountID, "7035"); !ok || !got.Deleted {
		t.Errorf("after the out-of-band delete: %+v, %t", got, ok)
	}
	if err := f.srv.DeleteTrackingTag(DemoAccountID, "7035"); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete = %v, want ErrNotFound", err)
	}
}
