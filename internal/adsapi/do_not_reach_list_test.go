package adsapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"path"
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// doNotReachListAnswer answers a list write: a create's list is numbered n ("new<n>") with the
// description it sent, a DELETE's is the one of its path, deleted; both dated now.
func doNotReachListAnswer(n int, w http.ResponseWriter, r *http.Request) {
	id, description := path.Base(r.URL.Path), any(nil)
	if r.Method == http.MethodPost {
		id = "new" + strconv.Itoa(n)
		if r.URL.Query().Has("description") {
			description = r.URL.Query().Get("description")
		}
	}
	body, _ := json.Marshal(map[string]any{"data": map[string]any{
		"id": id, "name": "Do Not Reach List", "description": description, "targetable": false,
		"reasons_not_targetable": []string{"PROCESSING", "TOO_SMALL"}, "list_size": nil,
		"created_at": createdNow(), "updated_at": createdNow(), "deleted": r.Method == http.MethodDelete,
	}})
	writeJSON(w, 200, string(body))
}

// The requests of every method: a create sends its description alone, and none when it is nil or empty;
// the list sends no count (none is listed) and with_deleted only when asked; Get reads the list with
// with_deleted and follows next_cursor to a later page; a Delete goes to the list's path.
func TestDoNotReachListRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch q := r.URL.Query(); {
		case r.Method != http.MethodGet:
			doNotReachListAnswer(n, w, r)
		case q.Get("cursor") == "page2":
			writeJSON(w, 200, `{"data":[{"id":"dnr1","name":"Do Not Reach List","deleted":false}],"next_cursor":null}`)
		default:
			writeJSON(w, 200, `{"data":[{"id":"old1","name":"Do Not Reach List","deleted":true}],"next_cursor":"page2"}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	const lists = "/12/accounts/acc1/do_not_reach_lists"

	description, empty := "Opted out by email", ""
	for _, in := range []DoNotReachListInput{{Description: &description}, {}, {Description: &empty}} {
		got, err := c.DoNotReachLists.Create(ctx, newSession(t), "acc1", in)
		if err != nil || got.ID == "" || got.Name != "Do Not Reach List" {
			t.Fatalf("Create(%+v) = %+v, %v", in, got, err)
		}
	}
	posts := rec.requests()
	if posts[0].Method != http.MethodPost || posts[0].Path != lists || posts[0].RawQuery != "description=Opted+out+by+email" {
		t.Errorf("create %s %s?%s", posts[0].Method, posts[0].Path, posts[0].RawQuery)
	}
	for _, p := range posts[1:3] {
		if p.RawQuery != "" {
			t.Errorf("a create without a description sent %q", p.RawQuery)
		}
	}

	all, err := c.DoNotReachLists.List(ctx, "acc1", DoNotReachListListOptions{WithDeleted: true})
	if err != nil || len(all) != 2 || all[0].ID != "old1" || all[1].ID != "dnr1" {
		t.Fatalf("List = %+v, %v", all, err)
	}
	reqs := rec.requests()
	if first, second := reqs[3], reqs[4]; first.Path != lists || first.RawQuery != "with_deleted=true" ||
		parseQuery(t, second.RawQuery).Get("cursor") != "page2" || parseQuery(t, second.RawQuery).Get("with_deleted") != "true" || len(parseQuery(t, second.RawQuery)) != 2 {
		t.Errorf("list pages ?%s then ?%s, want with_deleted alone, then with the cursor", first.RawQuery, second.RawQuery)
	}
	if _, err := c.DoNotReachLists.List(ctx, "acc1", DoNotReachListListOptions{Limit: 1}); err != nil {
		t.Fatal(err)
	}
	if live := rec.requests()[5]; live.RawQuery != "" || rec.count() != 6 {
		t.Errorf("a list of live lists sent ?%s, and %d requests in all: want no parameter, and a limit met by the first page", live.RawQuery, rec.count())
	}

	// Get finds the list on the second page.
	if got, err := c.DoNotReachLists.Get(ctx, "acc1", "dnr1"); err != nil || got.ID != "dnr1" {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	if n := rec.count(); n != 8 {
		t.Errorf("%d requests after Get, want two pages more", n)
	}
	_, err = c.DoNotReachLists.Get(ctx, "acc1", "nosuch")
	var nl *transport.NotListedError
	if !errors.As(err, &nl) || !transport.IsNotFound(err) || nl.Path != lists || nl.ID != "nosuch" {
		t.Errorf("Get of an unlisted list = %v, want a NotListedError of %s", err, lists)
	}

	if got, err := c.DoNotReachLists.Delete(ctx, "acc1", "dnr1"); err != nil || !got.Deleted || got.ID != "dnr1" {
		t.Fatalf("Delete = %+v, %v", got, err)
	}
	if del := rec.requests()[10]; del.Method != http.MethodDelete || del.Path != lists+"/dnr1" || del.RawQuery != "" {
		t.Errorf("delete %s %s?%s", del.Method, del.Path, del.RawQuery)
	}
}

// Live reads of one account share one request until the client's own Create or Delete there, after
// which the next Live reads again; another account's writes do not forget it.
func TestDoNotReachListLiveIsShared(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet {
			doNotReachListAnswer(n, w, r)
			return
		}
		writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	gets := func() int {
		n := 0
		for _, r := range rec.requests() {
			if r.Method == http.MethodGet && r.Path == "/12/accounts/acc1/do_not_reach_lists" && r.RawQuery == "" {
				n++
			}
		}
		return n
	}
	live := func() {
		t.Helper()
		if got, err := c.DoNotReachLists.Live(ctx, "acc1"); err != nil || len(got) != 0 {
			t.Fatalf("Live = %+v, %v", got, err)
		}
	}
	live()
	live()
	if n := gets(); n != 1 {
		t.Errorf("two Live reads sent %d requests, want 1", n)
	}
	// A List is not shared: it reads now.
	if _, err := c.DoNotReachLists.List(ctx, "acc1", DoNotReachListListOptions{}); err != nil || gets() != 2 {
		t.Errorf("List after Live: %v, %d reads; want a request of its own", err, gets())
	}
	if _, err := c.DoNotReachLists.Create(ctx, newSession(t), "acc2", DoNotReachListInput{}); err != nil {
		t.Fatal(err)
	}
	live()
	if n := gets(); n != 2 {
		t.Errorf("another account's create made Live read again (%d reads)", n)
	}
	if _, err := c.DoNotReachLists.Create(ctx, newSession(t), "acc1", DoNotReachListInput{}); err != nil {
		t.Fatal(err)
	}
	live()
	if n := gets(); n != 3 {
		t.Errorf("after the account's create, Live made %d reads in all, want a fresh one (3)", n)
	}
	if _, err := c.DoNotReachLists.Delete(ctx, "acc1", "dnr1"); err != nil {
		t.Fatal(err)
	}
	live()
	if n := gets(); n != 4 {
		t.Errorf("after the account's delete, Live made %d reads in all, want a fresh one (4)", n)
	}
}

// The example answers of endpoints 17, 18 and 20, each through its method (17 through List and Get); the
// create's, dated 2022, through its decoder and the create spec's Missing, since the create engine
// believes no answer of another day.
func TestSpecExamplesDoNotReachLists(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	testDNRL := "test DNRL"
	listed := DoNotReachList{ID: "4kzrq", Name: "Do Not Reach List", Description: &testDNRL, ReasonsNotTargetable: []string{"TOO_SMALL"},
		CreatedAt: "2021-10-28T22:09:29Z", UpdatedAt: "2021-11-04T03:33:06Z"}

	c, _ := trackingTagExample(t, "17_do_not_reach_lists_list.json")
	list, err := c.DoNotReachLists.List(ctx, "18ce54bgxky", DoNotReachListListOptions{})
	if err != nil || len(list) != 1 || !reflect.DeepEqual(list[0], listed) {
		t.Errorf("17: %+v, %v", list, err)
	}
	if got, err := c.DoNotReachLists.Get(ctx, "18ce54bgxky", "4kzrq"); err != nil || !reflect.DeepEqual(*got, listed) {
		t.Errorf("17 through Get: %+v, %v", got, err)
	}

	created, err := decodeOne[DoNotReachList](trackingTagAnswer(t, "18_do_not_reach_list_create.json", "POST",
		"/12/accounts/18ce54bgxky/do_not_reach_lists"), "")
	exclude := "A list of users to exclude"
	if want := (DoNotReachList{ID: "4ofrq", Name: "Do Not Reach List", Description: &exclude, ReasonsNotTargetable: []string{"PROCESSING", "TOO_SMALL"},
		CreatedAt: "2022-02-08T23:02:48Z", UpdatedAt: "2022-02-08T23:02:48Z"}); err != nil || !reflect.DeepEqual(*created, want) {
		t.Fatalf("18: %+v, %v", created, err)
	}
	spec := (&DoNotReachListsService{}).createSpec("18ce54bgxky", DoNotReachListInput{Description: &exclude})
	if missing := spec.Missing(created); len(missing) != 0 {
		t.Errorf("18: the create answer lacks %v, which the create engine requires", missing)
	}
	if spec.KeyOf(created) != spec.Sent {
		t.Errorf("18: the answer's key %s is not the key sent %s: a lost create would not find it", spec.KeyOf(created), spec.Sent)
	}
	// Another description, or none, is another list; none and an empty one are the same.
	other, empty := "other", ""
	for _, in := range []DoNotReachListInput{{Description: &other}, {}} {
		if s := (&DoNotReachListsService{}).createSpec("18ce54bgxky", in); s.Sent == spec.KeyOf(created) {
			t.Errorf("18: a create of %+v would adopt the answer's list", in)
		}
	}
	none := (&DoNotReachListsService{}).createSpec("18ce54bgxky", DoNotReachListInput{})
	if blank := (&DoNotReachListsService{}).createSpec("18ce54bgxky", DoNotReachListInput{Description: &empty}); blank.Sent != none.Sent {
		t.Errorf("an empty description keys %s, none %s: the service stores both as null", blank.Sent, none.Sent)
	}
	for field, blank := range map[string]func(*DoNotReachList){
		"name":       func(l *DoNotReachList) { l.Name = "" },
		"created_at": func(l *DoNotReachList) { l.CreatedAt = "" },
	} {
		short := *created
		blank(&short)
		if missing := spec.Missing(&short); len(missing) != 1 || missing[0] != field {
			t.Errorf("18 without %s: Missing = %v", field, missing)
		}
	}

	c, _ = trackingTagExample(t, "20_do_not_reach_list_delete.json")
	deleted, err := c.DoNotReachLists.Delete(ctx, "18ce54bgxky", "4ofrp")
	if want := (DoNotReachList{ID: "4ofrp", Name: "Do Not Reach List", ReasonsNotTargetable: []string{"PROCESSING", "TOO_SMALL"},
		CreatedAt: "2022-02-08T23:02:07Z", UpdatedAt: "2022-02-08T23:02:21Z", Deleted: true}); err != nil || !reflect.DeepEqual(*deleted, want) {
		t.Errorf("20: %+v, %v", deleted, err)
	}
}
