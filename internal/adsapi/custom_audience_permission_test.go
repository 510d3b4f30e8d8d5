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
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// permissionAnswer answers a permission write with the account and level it sent and a created_at of
// now: a create's permission is numbered n, a DELETE's is the one of its path, revoked.
func permissionAnswer(n int, w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	id, level := path.Base(r.URL.Path), "READ_ONLY"
	if r.Method == http.MethodPost {
		id, level = "new"+strconv.Itoa(n), q.Get("permission_level")
	}
	body, _ := json.Marshal(map[string]any{"data": map[string]any{
		"id": id, "custom_audience_id": "2906h", "granted_account_id": q.Get("granted_account_id"), "permission_level": level,
		"created_at": createdNow(), "updated_at": createdNow(), "deleted": r.Method == http.MethodDelete,
	}})
	writeJSON(w, 200, string(body))
}

// The requests of every method: a create sending its two parameters, the list's filters (more than 200
// ids, or WithDeleted, refused before any request), a lone Get reading the list of its one id without
// with_deleted (Gap 9), a Delete at the permission's path.
func TestCustomAudiencePermissionRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch {
		case r.Method != http.MethodGet:
			permissionAnswer(n, w, r)
		case r.URL.Query().Get("custom_audience_permission_ids") == "nosuch":
			writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
		default:
			writeJSON(w, 200, `{"data":[{"id":"ri","custom_audience_id":"2906h"}],"next_cursor":null}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	const permissions = "/12/accounts/acc1/custom_audiences/2906h/permissions"

	got, err := c.CustomAudiencePermissions.Create(ctx, newSession(t), "acc1", "2906h", CustomAudiencePermissionInput{GrantedAccountID: "acc2", PermissionLevel: "READ_WRITE"})
	if err != nil || got.GrantedAccountID != "acc2" || got.PermissionLevel != "READ_WRITE" {
		t.Fatalf("Create = %+v, %v", got, err)
	}
	post := rec.requests()[0]
	if q := parseQuery(t, post.RawQuery); post.Method != http.MethodPost || post.Path != permissions || len(q) != 2 ||
		q.Get("granted_account_id") != "acc2" || q.Get("permission_level") != "READ_WRITE" {
		t.Errorf("create %s %s query %v", post.Method, post.Path, q)
	}

	if _, err := c.CustomAudiencePermissions.List(ctx, "acc1", "2906h", CustomAudiencePermissionListOptions{CustomAudiencePermissionIDs: []string{"ri", "14m"},
		GrantedAccountIDs: []string{"acc2"}, ListOptions: ListOptions{SortBy: "updated_at-desc"}}); err != nil {
		t.Fatal(err)
	}
	list := rec.requests()[1]
	if q := parseQuery(t, list.RawQuery); list.Method != http.MethodGet || list.Path != permissions || q.Get("custom_audience_permission_ids") != "ri,14m" ||
		q.Get("granted_account_ids") != "acc2" || q.Get("sort_by") != "updated_at-desc" || q.Get("count") != "1000" || len(q) != 4 {
		t.Errorf("list %s %s query %v", list.Method, list.Path, q)
	}
	for what, opt := range map[string]CustomAudiencePermissionListOptions{
		"201 permission ids":  {CustomAudiencePermissionIDs: make([]string, 201)},
		"201 granted account": {GrantedAccountIDs: make([]string, 201)},
		"with_deleted":        {ListOptions: ListOptions{WithDeleted: true}},
	} {
		if _, err := c.CustomAudiencePermissions.List(ctx, "acc1", "2906h", opt); err == nil || rec.count() != 2 {
			t.Errorf("List with %s = %v after %d requests, want refused before any request", what, err, rec.count())
		}
	}

	if got, err := c.CustomAudiencePermissions.Get(ctx, "acc1", "2906h", "ri"); err != nil || got.ID != "ri" {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	if get := rec.requests()[2]; get.Method != http.MethodGet || get.Path != permissions || get.RawQuery != "count=1000&custom_audience_permission_ids=ri" {
		t.Errorf("lone get %s %s?%s, want the list of its id and no with_deleted", get.Method, get.Path, get.RawQuery)
	}
	// A permission the list lacks is not found, and the error names the audience's list.
	_, err = c.CustomAudiencePermissions.Get(ctx, "acc1", "2906h", "nosuch")
	var nl *transport.NotListedError
	if !errors.As(err, &nl) || !transport.IsNotFound(err) || nl.Path != permissions || nl.ID != "nosuch" {
		t.Errorf("Get of an unlisted permission = %v, want a NotListedError of %s", err, permissions)
	}

	if got, err := c.CustomAudiencePermissions.Delete(ctx, "acc1", "2906h", "ri"); err != nil || !got.Deleted || got.ID != "ri" {
		t.Fatalf("Delete = %+v, %v", got, err)
	}
	if del := rec.requests()[4]; del.Method != http.MethodDelete || del.Path != permissions+"/ri" || del.RawQuery != "" {
		t.Errorf("delete %s %s?%s", del.Method, del.Path, del.RawQuery)
	}
	if n := rec.count(); n != 5 {
		t.Errorf("%d requests, want 5", n)
	}
}

// The example answers of endpoints 13 to 15, each through its method (13 through List and Get); the
// create's, dated 2017, through its decoder and the create spec's Missing, since the create engine
// believes no answer of another day.
func TestSpecExamplesCustomAudiencePermissions(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	ri := CustomAudiencePermission{ID: "ri", CustomAudienceID: "1nmth", GrantedAccountID: "18ce54aymz3", PermissionLevel: "READ_ONLY",
		CreatedAt: "2017-06-08T23:17:59Z", UpdatedAt: "2017-06-08T23:17:59Z"}

	c, _ := trackingTagExample(t, "13_custom_audience_permissions_list.json")
	list, err := c.CustomAudiencePermissions.List(ctx, "18ce54d4x5t", "1nmth", CustomAudiencePermissionListOptions{})
	if err != nil || len(list) != 1 || list[0] != ri {
		t.Errorf("13: %+v, %v", list, err)
	}
	if got, err := c.CustomAudiencePermissions.Get(ctx, "18ce54d4x5t", "1nmth", "ri"); err != nil || *got != ri {
		t.Errorf("13 through Get: %+v, %v", got, err)
	}

	created, err := decodeOne[CustomAudiencePermission](trackingTagAnswer(t, "14_custom_audience_permission_create.json", "POST",
		"/12/accounts/18ce54d4x5t/custom_audiences/2906h/permissions"), "")
	if want := (CustomAudiencePermission{ID: "14m", CustomAudienceID: "2906h", GrantedAccountID: "18ce54aymz3", PermissionLevel: "READ_ONLY",
		CreatedAt: "2017-09-12T23:49:34Z", UpdatedAt: "2017-09-12T23:49:34Z"}); err != nil || *created != want {
		t.Fatalf("14: %+v, %v", created, err)
	}
	spec := (&CustomAudiencePermissionsService{}).createSpec("18ce54d4x5t", "2906h", CustomAudiencePermissionInput{GrantedAccountID: "18ce54aymz3", PermissionLevel: "READ_ONLY"})
	if missing := spec.Missing(created); len(missing) != 0 {
		t.Errorf("14: the create answer lacks %v, which the create engine requires", missing)
	}
	if spec.KeyOf(created) != spec.Sent {
		t.Errorf("14: the answer's key %s is not the key sent %s: a lost create would not find it", spec.KeyOf(created), spec.Sent)
	}
	// Another level, or another account, is another permission.
	for _, in := range []CustomAudiencePermissionInput{{GrantedAccountID: "18ce54aymz3", PermissionLevel: "READ_WRITE"}, {GrantedAccountID: "18ce54d4x5t", PermissionLevel: "READ_ONLY"}} {
		if other := (&CustomAudiencePermissionsService{}).createSpec("18ce54d4x5t", "2906h", in); other.Sent == spec.KeyOf(created) {
			t.Errorf("14: a create of %+v would adopt the answer's permission", in)
		}
	}
	for field, blank := range map[string]func(*CustomAudiencePermission){
		"custom_audience_id": func(p *CustomAudiencePermission) { p.CustomAudienceID = "" },
		"granted_account_id": func(p *CustomAudiencePermission) { p.GrantedAccountID = "" },
		"permission_level":   func(p *CustomAudiencePermission) { p.PermissionLevel = "" },
		"created_at":         func(p *CustomAudiencePermission) { p.CreatedAt = "" },
	} {
		short := *created
		blank(&short)
		if missing := spec.Missing(&short); len(missing) != 1 || missing[0] != field {
			t.Errorf("14 without %s: Missing = %v", field, missing)
		}
	}

	c, _ = trackingTagExample(t, "15_custom_audience_permission_delete.json")
	revoked, err := c.CustomAudiencePermissions.Delete(ctx, "18ce54d4x5t", "1nmth", "ri")
	want := ri
	want.UpdatedAt, want.Deleted = "2017-08-30T18:29:35Z", true
	if err != nil || *revoked != want {
		t.Errorf("15: %+v, %v", revoked, err)
	}
}

// The python client library's recorded list (endpoint 13): data_type and total_count beside the data are
// ignored, and each grant reads by id.
func TestFixtureCustomAudiencePermissions(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	rec := fixtureServer(t, "python-ads-sdk/custom_audiences_permissions_all.json")
	c := newTestClient(t, rec.srv.URL, nil)
	want := []CustomAudiencePermission{
		{ID: "k", CustomAudienceID: "abc2", GrantedAccountID: "pz6ec", PermissionLevel: "READ_ONLY", CreatedAt: "2016-04-09T18:16:32Z", UpdatedAt: "2016-04-10T15:07:38Z"},
		{ID: "l", CustomAudienceID: "abc2", GrantedAccountID: "j9ozo", PermissionLevel: "READ_ONLY", CreatedAt: "2016-04-09T18:22:33Z", UpdatedAt: "2016-04-09T18:22:33Z"},
	}
	got, err := c.CustomAudiencePermissions.List(ctx, "2iqph", "abc2", CustomAudiencePermissionListOptions{})
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("List = %+v, %v", got, err)
	}
	// Both ids asked for at once: one list, each read answered with its own grant.
	b := c.CustomAudiencePermissions.batcher("abc2", 2*time.Second, 2*time.Second)
	reads := make(chan error, 2)
	for i, id := range []string{"k", "l"} {
		go func() {
			p, err := b.get(ctx, "2iqph", id)
			if err == nil && *p != want[i] {
				err = errors.New("read of " + id + " answered " + p.ID)
			}
			reads <- err
		}()
	}
	for range 2 {
		if err := <-reads; err != nil {
			t.Error(err)
		}
	}
	if n := rec.count(); n != 2 {
		t.Errorf("%d requests, want the List and one list for both reads", n)
	}
}

// A refresh of several permissions of one audience reads them with one list by id, as reads of each
// alone would have answered: a revoked one and an unknown id come back not found.
func TestEmulatorCustomAudiencePermissionBatchedReads(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	audience, err := emu.SeedCustomAudience(batchTestAccount, emulator.CustomAudience{Name: "buyers"})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i, p := range []emulator.CustomAudiencePermission{
		{GrantedAccountID: emulator.OtherAccountID, PermissionLevel: "READ_ONLY"},
		{GrantedAccountID: emulator.DemoSandboxAccountID, PermissionLevel: "READ_WRITE", Deleted: true},
	} {
		p.CustomAudienceID = audience.ID
		seeded, err := emu.SeedCustomAudiencePermission(batchTestAccount, p)
		if err != nil {
			t.Fatalf("seed %d: %v", i, err)
		}
		ids = append(ids, seeded.ID)
	}
	made, err := c.CustomAudiencePermissions.Create(ctxTimeout(t, 10*time.Second), newSession(t), batchTestAccount, audience.ID,
		CustomAudiencePermissionInput{GrantedAccountID: emulator.DemoSandboxAccountID, PermissionLevel: "READ_ONLY"})
	if err != nil {
		t.Fatal(err)
	}
	b := c.CustomAudiencePermissions.batcher(audience.ID, 2*time.Second, 2*time.Second)
	checkBatchedReads(t, emu, b, b.single, append(ids, made.ID, "nosuch"),
		"/12/accounts/"+batchTestAccount+"/custom_audiences/"+audience.ID+"/permissions")
}

// A lost create looks among the audience's permissions of the account granted; the audience's newest
// permissions of any account are the evidence of another writer.
func TestCustomAudiencePermissionLostCreateLooksByAccount(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	spec := c.CustomAudiencePermissions.createSpec("acc1", "2906h", CustomAudiencePermissionInput{GrantedAccountID: "acc2", PermissionLevel: "READ_ONLY"})
	if _, err := spec.List(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := spec.Recent(ctx); err != nil {
		t.Fatal(err)
	}
	reqs := rec.requests()
	if q := parseQuery(t, reqs[0].RawQuery); reqs[0].Path != "/12/accounts/acc1/custom_audiences/2906h/permissions" ||
		q.Get("granted_account_ids") != "acc2" || q.Get("sort_by") != "created_at-desc" {
		t.Errorf("the candidates are listed at %s with %v, want the audience's grants to acc2, newest first", reqs[0].Path, q)
	}
	if q := parseQuery(t, reqs[1].RawQuery); q.Has("granted_account_ids") || q.Get("sort_by") != "created_at-desc" {
		t.Errorf("the evidence is listed with %v, want every account's grants, newest first", q)
	}
}
