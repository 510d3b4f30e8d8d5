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

func doNotReachListsPathOf(account string) string {
	return "/12/accounts/" + account + "/do_not_reach_lists"
}

// doNotReachList creates the do-not-reach list of account with the given parameters (pairs).
func (f *fixture) doNotReachList(account string, kv ...string) *result {
	f.t.Helper()
	q := url.Values{}
	setPairs(q, kv)
	return f.do(apiCall{method: "POST", path: doNotReachListsPathOf(account), query: q})
}

// The examples of endpoints 17, 18 and 20 are answered as the spec shows them, but for the id: the
// service names the list, a new one is not targetable, the DELETE is soft and the list then shows it only
// with with_deleted.
func TestDoNotReachListSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2022, 2, 8, 23, 2, 48, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	base := doNotReachListsPathOf(DemoAccountID)

	res := f.doNotReachList(DemoAccountID, "description", "A list of users to exclude")
	res.wantStatus(t, http.StatusCreated)
	created := res.object(t)
	want := decodeExample(t, `{"targetable": false, "name": "Do Not Reach List",
	  "description": "A list of users to exclude", "id": "4ofrq",
	  "reasons_not_targetable": ["PROCESSING", "TOO_SMALL"],
	  "created_at": "2022-02-08T23:02:48Z", "list_size": null,
	  "updated_at": "2022-02-08T23:02:48Z", "deleted": false}`)
	wantSameShape(t, "create", created, want)
	want["id"] = created["id"]
	wantFields(t, "create", created, want)
	id := created["id"].(string)
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"description": "A list of users to exclude", "account_id": DemoAccountID}) {
		t.Errorf("create echo = %v", got)
	}

	res = f.do(apiCall{method: "GET", path: base})
	listed := decodeExample(t, `{"targetable": false, "name": "Do Not Reach List", "description": "test DNRL", "id": "4kzrq",
	   "reasons_not_targetable": ["TOO_SMALL"], "created_at": "2021-10-28T22:09:29Z",
	   "list_size": null, "updated_at": "2021-11-04T03:33:06Z", "deleted": false}`)
	if items := res.list(t); len(items) != 1 || !reflect.DeepEqual(items[0], created) || res.body["next_cursor"] != nil {
		t.Errorf("list = %s", res.raw)
	} else {
		wantSameShape(t, "list", items[0], listed)
	}
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"account_id": DemoAccountID}) {
		t.Errorf("list echo = %v", got)
	}

	clock.Advance(14 * time.Second)
	res = f.do(apiCall{method: "DELETE", path: base + "/" + id})
	res.wantStatus(t, http.StatusOK)
	deleted := res.object(t)
	wantSameShape(t, "delete", deleted, decodeExample(t, `{"targetable": false, "name": "Do Not Reach List", "description": null, "id": "4ofrp",
	  "reasons_not_targetable": ["PROCESSING", "TOO_SMALL"], "created_at": "2022-02-08T23:02:07Z", "list_size": null,
	  "updated_at": "2022-02-08T23:02:21Z", "deleted": true}`))
	if deleted["deleted"] != true || deleted["updated_at"] != "2022-02-08T23:03:02Z" || deleted["created_at"] != created["created_at"] ||
		deleted["description"] != "A list of users to exclude" {
		t.Errorf("delete = %v", deleted)
	}
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"account_id": DemoAccountID, "do_not_reach_list_id": id}) {
		t.Errorf("delete echo = %v", got)
	}
	if got := f.do(apiCall{method: "GET", path: base}).list(t); len(got) != 0 {
		t.Errorf("the list shows the deleted list: %v", got)
	}
	if got := f.do(apiCall{method: "GET", path: base, query: url.Values{"with_deleted": {"true"}}}).list(t); len(got) != 1 || !reflect.DeepEqual(got[0], deleted) {
		t.Errorf("with_deleted = %v, want the delete's answer", got)
	}
	f.do(apiCall{method: "DELETE", path: base + "/" + id}).wantError(t, http.StatusNotFound, codeNotFound, "")
	f.do(apiCall{method: "DELETE", path: base + "/nosuch"}).wantError(t, http.StatusNotFound, codeNotFound, "")
	// No single GET and no PUT (2.6).
	f.do(apiCall{method: "GET", path: base + "/" + id}).wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")
	f.do(apiCall{method: "PUT", path: base + "/" + id, query: url.Values{"description": {"x"}}}).
		wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")
	if stored, ok := f.srv.DoNotReachList(DemoAccountID, id); !ok || !stored.Deleted || stored.Name != "Do Not Reach List" {
		t.Errorf("stored after the delete = %+v, %t", stored, ok)
	}
}

// One live list per account: a second POST is refused naming the list that stands (the emulator's pick),
// another account has its own, and a deleted list does not count. The name is the service's whatever is
// sent; no description, or an empty one, is null.
func TestDoNotReachListOnePerAccount(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	first := f.doNotReachList(DemoAccountID).object(t)
	if first["description"] != nil || first["name"] != "Do Not Reach List" {
		t.Errorf("a list without a description = %v", first)
	}
	res := f.doNotReachList(DemoAccountID, "description", "second")
	res.wantError(t, http.StatusBadRequest, codeInvalidParameter, "account_id")
	if msg := errorMessage(t, res); !strings.Contains(msg, first["id"].(string)) {
		t.Errorf("the refusal of a second list says %q: want the id of the list that stands, %s", msg, first["id"])
	}
	if ids := f.srv.DoNotReachListIDs(DemoAccountID); !reflect.DeepEqual(ids, []string{first["id"].(string)}) {
		t.Errorf("live lists after the refusal = %v", ids)
	}
	f.doNotReachList(DemoSandboxAccountID, "description", "sandbox").wantStatus(t, http.StatusCreated)

	f.do(apiCall{method: "DELETE", path: doNotReachListsPathOf(DemoAccountID) + "/" + first["id"].(string)}).wantStatus(t, http.StatusOK)
	again := f.doNotReachList(DemoAccountID, "description", "", "name", "Mine")
	if again.status == http.StatusCreated {
		t.Errorf("a create naming the list was accepted: %s", again.raw)
	}
	again.wantError(t, http.StatusBadRequest, codeInvalidParameter, "name")
	second := f.doNotReachList(DemoAccountID, "description", "").object(t)
	if second["id"] == first["id"] || second["description"] != nil || second["deleted"] != false {
		t.Errorf("the list after a delete = %v", second)
	}
}

// The list takes with_deleted and cursor only, pages by 200 oldest first, and shows a new list at once
// even when the emulator's lists lag; the hooks read, list, edit, delete and seed.
func TestDoNotReachListPagingAndHooks(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now, ListLag: time.Hour})
	base := doNotReachListsPathOf(DemoAccountID)
	created := f.doNotReachList(DemoAccountID).object(t)["id"].(string)
	if got := ids2(f.do(apiCall{method: "GET", path: base}).list(t)); !reflect.DeepEqual(got, []string{created}) {
		t.Errorf("within the lag, the list = %v, want the new list at once", got)
	}
	if err := f.srv.DeleteDoNotReachList(DemoAccountID, created); err != nil {
		t.Fatal(err)
	}
	if err := f.srv.DeleteDoNotReachList(DemoAccountID, created); !errors.Is(err, ErrNotFound) {
		t.Errorf("second out-of-band delete = %v, want ErrNotFound", err)
	}
	if got, ok := f.srv.DoNotReachList(DemoAccountID, created); !ok || !got.Deleted || !got.UpdatedAt.Equal(clock.Now()) {
		t.Errorf("after the out-of-band delete: %+v, %t", got, ok)
	}

	// 200 more deleted lists, one a second, then a live one: 202 in all with with_deleted.
	want := []string{created}
	for range 200 {
		clock.Advance(time.Second)
		l, err := f.srv.SeedDoNotReachList(DemoAccountID, DoNotReachList{Deleted: true})
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, l.ID)
	}
	clock.Advance(time.Second)
	live, err := f.srv.SeedDoNotReachList(DemoAccountID, DoNotReachList{Description: ptrTo("seeded")})
	if err != nil || live.Name != "Do Not Reach List" || !reflect.DeepEqual(live.ReasonsNotTargetable, []string{"PROCESSING", "TOO_SMALL"}) ||
		live.ListSize != nil || !live.CreatedAt.Equal(clock.Now()) {
		t.Fatalf("a seed with blank fields = %+v, %v; want the service's name and a new list's reasons", live, err)
	}
	want = append(want, live.ID)
	if _, err := f.srv.SeedDoNotReachList(DemoAccountID, DoNotReachList{}); !errors.Is(err, ErrConflict) {
		t.Errorf("a second live seed = %v, want ErrConflict", err)
	}
	res := f.do(apiCall{method: "GET", path: base, query: url.Values{"with_deleted": {"true"}}})
	first := ids2(res.list(t))
	next, _ := res.body["next_cursor"].(string)
	if len(first) != 200 || next == "" {
		t.Fatalf("first page holds %d lists, next_cursor %q: want 200 and a cursor", len(first), next)
	}
	res = f.do(apiCall{method: "GET", path: base, query: url.Values{"with_deleted": {"true"}, "cursor": {next}}})
	if first = append(first, ids2(res.list(t))...); !reflect.DeepEqual(first, want) || res.body["next_cursor"] != nil {
		t.Errorf("both pages = %v (next_cursor %v), want every list oldest first: %v", first, res.body["next_cursor"], want)
	}
	if got := ids2(f.do(apiCall{method: "GET", path: base}).list(t)); !reflect.DeepEqual(got, []string{live.ID}) {
		t.Errorf("the live list = %v, want %s", got, live.ID)
	}
	for name, q := range map[string]url.Values{
		"count":        {"count": {"10"}},
		"sort_by":      {"sort_by": {"created_at-desc"}},
		"cursor":       {"cursor": {"made-up"}},
		"with_deleted": {"with_deleted": {"yes"}},
	} {
		f.do(apiCall{method: "GET", path: base, query: q}).wantError(t, http.StatusBadRequest, codeInvalidParameter, name)
	}

	if got := f.srv.DoNotReachListIDs(DemoAccountID); !reflect.DeepEqual(got, []string{live.ID}) {
		t.Errorf("ids = %v, want the live list alone", got)
	}
	size := int64(120)
	if err := f.srv.EditDoNotReachList(DemoAccountID, live.ID, func(l *DoNotReachList) {
		l.Targetable, l.ReasonsNotTargetable, l.ListSize = true, []string{}, &size
	}); err != nil {
		t.Fatal(err)
	}
	got := f.do(apiCall{method: "GET", path: base}).list(t)
	if len(got) != 1 || got[0]["targetable"] != true || got[0]["list_size"] != float64(120) || !reflect.DeepEqual(got[0]["reasons_not_targetable"], []any{}) {
		t.Errorf("the edited list = %v", got)
	}
	if err := f.srv.EditDoNotReachList(DemoAccountID, "nosuch", func(*DoNotReachList) {}); !errors.Is(err, ErrNotFound) {
		t.Errorf("edit of an unknown list = %v, want ErrNotFound", err)
	}
}
