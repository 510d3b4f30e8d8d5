package adsapi

import (
	"encoding/json"
	"net/http"
	"path"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// audienceAnswer answers a custom audience write with the name and description it sent (null when it
// sent none) and a created_at of now: a create's audience is numbered n, the others are the one of the
// path, and a DELETE's answer is deleted.
func audienceAnswer(n int, w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	id := path.Base(r.URL.Path)
	if r.Method == http.MethodPost {
		id = "new" + strconv.Itoa(n)
	}
	var description any
	if q.Has("description") && q.Get("description") != "" {
		description = q.Get("description")
	}
	body, _ := json.Marshal(map[string]any{"data": map[string]any{
		"id": id, "name": q.Get("name"), "description": description, "audience_type": "CRM", "permission_level": "READ_WRITE",
		"owner_account_id": "acc1", "created_at": createdNow(), "deleted": r.Method == http.MethodDelete,
	}})
	writeJSON(w, 200, string(body))
}

// The requests of every method: a create sending its name, and its description only when there is one;
// an update sending only the fields it is given, description= to clear; the list's filters, more than
// 200 ids and a q of more than 255 characters refused before any request.
func TestCustomAudienceRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			writeJSON(w, 200, `{"data":[{"id":"2906h","name":"developers"}],"next_cursor":null}`)
			return
		}
		audienceAnswer(n, w, r)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	const audiences = "/12/accounts/acc1/custom_audiences"
	devs, empty := "devs & ops", ""
	for i, tc := range []struct {
		in   CustomAudienceInput
		want map[string]string
	}{
		{CustomAudienceInput{Name: "developers", Description: &devs}, map[string]string{"name": "developers", "description": devs}},
		{CustomAudienceInput{Name: "builders", Description: &empty}, map[string]string{"name": "builders"}},
		{CustomAudienceInput{Name: "makers"}, map[string]string{"name": "makers"}},
	} {
		got, err := c.CustomAudiences.Create(ctx, newSession(t), "acc1", tc.in)
		if err != nil || got.Name != tc.in.Name {
			t.Fatalf("Create %d = %+v, %v", i, got, err)
		}
		post := rec.requests()[i]
		q := parseQuery(t, post.RawQuery)
		if post.Method != http.MethodPost || post.Path != audiences || len(q) != len(tc.want) {
			t.Errorf("create %d: %s %s query %v, want only %v", i, post.Method, post.Path, q, tc.want)
		}
		for k, v := range tc.want {
			if q.Get(k) != v {
				t.Errorf("create %d: %s = %q, want %q", i, k, q.Get(k), v)
			}
		}
	}

	renamed := "developers_changed"
	for i, tc := range []struct {
		in   CustomAudienceUpdate
		want map[string]string
	}{
		{CustomAudienceUpdate{Name: &renamed}, map[string]string{"name": renamed}},
		{CustomAudienceUpdate{Description: &devs}, map[string]string{"description": devs}},
		{CustomAudienceUpdate{Description: &empty}, map[string]string{"description": ""}},
		{CustomAudienceUpdate{Name: &renamed, Description: &empty}, map[string]string{"name": renamed, "description": ""}},
	} {
		if _, err := c.CustomAudiences.Update(ctx, "acc1", "2906h", tc.in); err != nil {
			t.Fatal(err)
		}
		put := rec.requests()[3+i]
		q := parseQuery(t, put.RawQuery)
		if put.Method != http.MethodPut || put.Path != audiences+"/2906h" || len(q) != len(tc.want) {
			t.Errorf("update %d: %s %s query %v, want only %v", i, put.Method, put.Path, q, tc.want)
		}
		for k, v := range tc.want {
			if vs, ok := q[k]; !ok || vs[0] != v {
				t.Errorf("update %d: %s = %q (sent: %t), want %q", i, k, q.Get(k), ok, v)
			}
		}
	}

	longest := strings.Repeat("é", 255)
	if _, err := c.CustomAudiences.List(ctx, "acc1", CustomAudienceListOptions{CustomAudienceIDs: []string{"1nmth", "2906h"}, PermissionScope: "SHARED",
		Q: longest, ListOptions: ListOptions{WithDeleted: true, SortBy: "name-asc"}}); err != nil {
		t.Fatal(err)
	}
	list := rec.requests()[7]
	if q := parseQuery(t, list.RawQuery); list.Path != audiences || q.Get("custom_audience_ids") != "1nmth,2906h" || q.Get("permission_scope") != "SHARED" ||
		q.Get("q") != longest || q.Get("with_deleted") != "true" || q.Get("sort_by") != "name-asc" || q.Get("count") != "1000" || len(q) != 6 {
		t.Errorf("list %s query %v", list.Path, q)
	}
	for _, opt := range []CustomAudienceListOptions{{CustomAudienceIDs: make([]string, 201)}, {Q: longest + "é"}} {
		if _, err := c.CustomAudiences.List(ctx, "acc1", opt); err == nil || rec.count() != 8 {
			t.Errorf("List(%d ids, q of %d bytes) = %v after %d requests, want refused before any request", len(opt.CustomAudienceIDs), len(opt.Q), err, rec.count())
		}
	}

	if _, err := c.CustomAudiences.Get(ctx, "acc1", "2906h"); err != nil {
		t.Fatal(err)
	}
	if get := rec.requests()[8]; get.Method != http.MethodGet || get.Path != audiences+"/2906h" || get.RawQuery != "with_deleted=true" {
		t.Errorf("lone get %s %s?%s", get.Method, get.Path, get.RawQuery)
	}
	if _, err := c.CustomAudiences.Delete(ctx, "acc1", "2906h"); err != nil {
		t.Fatal(err)
	}
	if del := rec.requests()[9]; del.Method != http.MethodDelete || del.Path != audiences+"/2906h" || del.RawQuery != "" {
		t.Errorf("delete %s %s?%s", del.Method, del.Path, del.RawQuery)
	}
	if n := rec.count(); n != 10 {
		t.Errorf("%d requests, want 10", n)
	}
}

// Gap 3: an answer that says is_owner true and names no owner is the requesting account's audience; an
// owner the answer names is kept, and is_owner false names none.
func TestCustomAudienceIsOwner(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ data, want string }{
		{`{"id":"a1","is_owner":true}`, "acc1"},
		{`{"id":"a1","is_owner":true,"owner_account_id":"acc9"}`, "acc9"},
		{`{"id":"a1","is_owner":false}`, ""},
		{`{"id":"a1","owner_account_id":"acc9"}`, "acc9"},
		{`{"id":"a1"}`, ""},
	} {
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodGet {
				writeJSON(w, 200, `{"data":[`+tc.data+`],"next_cursor":null}`)
				return
			}
			writeJSON(w, 200, `{"data":`+tc.data+`}`)
		})
		c := newTestClient(t, rec.srv.URL, nil)
		ctx := ctxTimeout(t, 5*time.Second)
		name := "x"
		updated, err := c.CustomAudiences.Update(ctx, "acc1", "a1", CustomAudienceUpdate{Name: &name})
		if err != nil || updated.OwnerAccountID != tc.want {
			t.Errorf("%s through Update: owner %q, %v; want %q", tc.data, updated.OwnerAccountID, err, tc.want)
		}
		listed, err := c.CustomAudiences.List(ctx, "acc1", CustomAudienceListOptions{})
		if err != nil || len(listed) != 1 || listed[0].OwnerAccountID != tc.want {
			t.Errorf("%s through List: %+v, %v; want owner %q", tc.data, listed, err, tc.want)
		}
	}
}

// The example answers of endpoints 6 to 10, each through its method; the create's, dated 2017, through
// its decoder and the create spec's Missing, since the create engine believes no answer of another day.
func TestSpecExamplesCustomAudiences(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	size := int64(1470)
	c, _ := trackingTagExample(t, "06_custom_audiences_list.json")
	list, err := c.CustomAudiences.List(ctx, "18ce54d4x5t", CustomAudienceListOptions{CustomAudienceIDs: []string{"1nmth"}})
	want := CustomAudience{ID: "1nmth", Name: "twurl-using-subshell-for-file", AudienceType: "CRM", PermissionLevel: "READ_WRITE",
		OwnerAccountID: "18ce54d4x5t", PartnerSource: "OTHER", Targetable: true, TargetableTypes: []string{"CRM", "EXCLUDED_CRM"},
		ReasonsNotTargetable: []string{}, AudienceSize: &size, CreatedAt: "2017-01-08T08:19:58Z", UpdatedAt: "2017-01-08T16:21:13Z"}
	if err != nil || len(list) != 1 || !reflect.DeepEqual(list[0], want) {
		t.Errorf("06: %+v, %v", list, err)
	}

	// Endpoint 7's audience: not targetable with no reason given, and sized (Gap 8).
	c, _ = trackingTagExample(t, "07_custom_audience_get.json")
	size = 140321
	developers := CustomAudience{ID: "2906h", Name: "developers", AudienceType: "CRM", PermissionLevel: "READ_WRITE",
		OwnerAccountID: "18ce54d4x5t", PartnerSource: "OTHER", TargetableTypes: []string{"CRM", "EXCLUDED_CRM"},
		ReasonsNotTargetable: []string{}, AudienceSize: &size, CreatedAt: "2017-08-22T23:34:26Z", UpdatedAt: "2017-08-22T23:34:26Z"}
	if got, err := c.CustomAudiences.Get(ctx, "18ce54d4x5t", "2906h"); err != nil || !reflect.DeepEqual(*got, developers) {
		t.Errorf("07: %+v, %v", got, err)
	}

	created, err := decodeOne[customAudienceAnswer](trackingTagAnswer(t, "08_custom_audience_create.json", "POST", "/12/accounts/18ce54d4x5t/custom_audiences"), "")
	if err != nil {
		t.Fatalf("08: %v", err)
	}
	fresh := developers
	fresh.AudienceSize, fresh.ReasonsNotTargetable = nil, []string{"PROCESSING", "TOO_SMALL"}
	if got := created.forAccount("18ce54d4x5t"); !reflect.DeepEqual(*got, fresh) {
		t.Errorf("08: %+v, want %+v", *got, fresh)
	}
	spec := (&CustomAudiencesService{}).createSpec("18ce54d4x5t", CustomAudienceInput{Name: "developers"})
	if missing := spec.Missing(&created.CustomAudience); len(missing) != 0 {
		t.Errorf("08: the create answer lacks %v, which the create engine requires", missing)
	}
	if spec.KeyOf(&created.CustomAudience) != spec.Sent {
		t.Errorf("08: the answer's key %s is not the key sent %s: a lost create would not find it", spec.KeyOf(&created.CustomAudience), spec.Sent)
	}
	// An answer without one of them proves nothing of the create.
	for field, blank := range map[string]func(*CustomAudience){
		"name":             func(a *CustomAudience) { a.Name = "" },
		"audience_type":    func(a *CustomAudience) { a.AudienceType = "" },
		"permission_level": func(a *CustomAudience) { a.PermissionLevel = "" },
		"created_at":       func(a *CustomAudience) { a.CreatedAt = "" },
	} {
		short := created.CustomAudience
		blank(&short)
		if missing := spec.Missing(&short); len(missing) != 1 || missing[0] != field {
			t.Errorf("08 without %s: Missing = %v", field, missing)
		}
	}

	// Endpoint 9 answers is_owner, not owner_account_id: the owner is the account of the request.
	c, _ = trackingTagExample(t, "09_custom_audience_update.json")
	renamed := "developers_changed"
	updated, err := c.CustomAudiences.Update(ctx, "18ce54d4x5t", "2906h", CustomAudienceUpdate{Name: &renamed})
	if err != nil || updated.Name != renamed || updated.OwnerAccountID != "18ce54d4x5t" || updated.Description != nil || updated.AudienceSize != nil {
		t.Errorf("09: %+v, %v", updated, err)
	}
	c, _ = trackingTagExample(t, "10_custom_audience_delete.json")
	deleted, err := c.CustomAudiences.Delete(ctx, "18ce54d4x5t", "2906h")
	if err != nil || !deleted.Deleted || deleted.UpdatedAt != "2017-08-30T18:09:00Z" || !reflect.DeepEqual(deleted.ReasonsNotTargetable, []string{"TOO_SMALL"}) {
		t.Errorf("10: %+v, %v", deleted, err)
	}
}

// The client libraries' recorded audiences (endpoints 6 and 7, some under the older tailored name):
// list_type and data_type are ignored, and an answer without owner_account_id names no owner.
func TestFixtureCustomAudiences(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	for file, owner := range map[string]string{
		"python-ads-sdk/custom_audiences_all.json": "2iqph",
		"ruby-ads-sdk/custom_audiences_all.json":   "",
		"ruby-ads-sdk/tailored_audiences_all.json": "18ce54uhdu0",
	} {
		c := newTestClient(t, fixtureServer(t, file).srv.URL, nil)
		got, err := c.CustomAudiences.List(ctx, "2iqph", CustomAudienceListOptions{})
		if err != nil || len(got) != 3 {
			t.Fatalf("%s: %+v, %v", file, got, err)
		}
		web, crm := got[0], got[1]
		if web.ID != "abc2" || web.Name != "TA #2" || web.AudienceType != "WEB" || web.Targetable || web.OwnerAccountID != owner ||
			!reflect.DeepEqual(web.TargetableTypes, []string{"WEB", "EXCLUDED_WEB"}) || !reflect.DeepEqual(web.ReasonsNotTargetable, []string{"TOO_SMALL"}) ||
			web.AudienceSize != nil || web.Description != nil || web.PermissionLevel != "" || web.CreatedAt != "2014-03-09T20:35:41Z" {
			t.Errorf("%s: first = %+v", file, web)
		}
		if crm.ID != "abc1" || !crm.Targetable || len(crm.ReasonsNotTargetable) != 0 || got[2].ID != "abc3" || got[2].UpdatedAt != "2014-05-23T02:27:31Z" {
			t.Errorf("%s: second and third = %+v, %+v", file, crm, got[2])
		}
	}
	for _, file := range []string{"python-ads-sdk/custom_audiences_load.json", "python-ads-sdk/tailored_audiences_load.json", "ruby-ads-sdk/custom_audiences_load.json"} {
		c := newTestClient(t, fixtureServer(t, file).srv.URL, nil)
		got, err := c.CustomAudiences.Get(ctx, "2iqph", "abc2")
		if err != nil || got.Name != "TA #2" || got.AudienceType != "WEB" || got.OwnerAccountID != "" || got.UpdatedAt != "2014-06-11T09:38:06Z" {
			t.Errorf("%s: %+v, %v", file, got, err)
		}
	}
}

// A refresh of several audiences reads them by id, as the single GETs would have answered: a deleted
// one, a processed one and an unknown id included.
func TestEmulatorCustomAudienceBatchedReads(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	size := int64(2500)
	var ids []string
	for i, a := range []emulator.CustomAudience{{Name: "readers"}, {Name: "writers", Deleted: true}, {Name: "buyers", Targetable: true, AudienceSize: &size}} {
		seeded, err := emu.SeedCustomAudience(batchTestAccount, a)
		if err != nil {
			t.Fatalf("seed %d: %v", i, err)
		}
		ids = append(ids, seeded.ID)
	}
	made, err := c.CustomAudiences.Create(ctxTimeout(t, 10*time.Second), newSession(t), batchTestAccount, CustomAudienceInput{Name: "made"})
	if err != nil {
		t.Fatal(err)
	}
	checkBatchedReads(t, emu, c.CustomAudiences.batcher(2*time.Second, 2*time.Second), c.CustomAudiences.getOne,
		append(ids, made.ID, "nosuch"), "/12/accounts/"+batchTestAccount+"/custom_audiences")
}

// A lost create looks among the account's newest audiences whose name starts with the one sent, cut to
// the 255 characters q takes (no longest name is shown); the account's newest of any name are the
// evidence of another writer.
func TestCustomAudienceLostCreateLooksByName(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	prefix := strings.Repeat("ü", 255)
	for i, tc := range []struct{ name, q string }{{"developers", "developers"}, {prefix + "…and more", prefix}} {
		spec := c.CustomAudiences.createSpec("acc1", CustomAudienceInput{Name: tc.name})
		if _, err := spec.List(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := spec.Recent(ctx); err != nil {
			t.Fatal(err)
		}
		reqs := rec.requests()[2*i:]
		if q := parseQuery(t, reqs[0].RawQuery); q.Get("q") != tc.q || q.Get("sort_by") != "created_at-desc" {
			t.Errorf("the candidates of %.20q… are listed with %v, want q %.20q… newest first", tc.name, q, tc.q)
		}
		if q := parseQuery(t, reqs[1].RawQuery); q.Has("q") || q.Get("sort_by") != "created_at-desc" {
			t.Errorf("the evidence is listed with %v, want every name, newest first", q)
		}
	}
}
