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

func permissionsPathOf(account, audience string) string {
	return customAudiencesPathOf(account) + "/" + audience + "/permissions"
}

// grant shares the demo account's audience with grantee at level through endpoint 14.
func (f *fixture) grant(audience, grantee, level string) *result {
	f.t.Helper()
	return f.do(apiCall{method: "POST", path: permissionsPathOf(DemoAccountID, audience),
		query: url.Values{"granted_account_id": {grantee}, "permission_level": {level}}})
}

// seedAudience seeds an audience of the demo account and returns its id.
func (f *fixture) seedAudience(a CustomAudience) string {
	f.t.Helper()
	seeded, err := f.srv.SeedCustomAudience(DemoAccountID, a)
	if err != nil {
		f.t.Fatal(err)
	}
	return seeded.ID
}

// The examples of endpoints 13 to 15 are answered as the spec shows them, but for the ids: the create
// echoes its parameters and the path's, the list holds the grant, the DELETE is soft and takes the
// permission out of the list, which has no with_deleted to show it again (Gap 9).
func TestCustomAudiencePermissionSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2017, 9, 12, 23, 49, 34, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	audience := f.seedAudience(CustomAudience{ID: "2906h", Name: "developers"})
	base := permissionsPathOf(DemoAccountID, audience)

	res := f.grant(audience, OtherAccountID, "READ_ONLY")
	res.wantStatus(t, http.StatusCreated)
	created := res.object(t)
	want := decodeExample(t, `{"custom_audience_id": "2906h", "permission_level": "READ_ONLY", "id": "14m",
	  "created_at": "2017-09-12T23:49:34Z", "granted_account_id": "18ce54aymz3",
	  "updated_at": "2017-09-12T23:49:34Z", "deleted": false}`)
	wantSameShape(t, "create", created, want)
	want["id"], want["granted_account_id"] = created["id"], OtherAccountID
	wantFields(t, "create", created, want)
	id := created["id"].(string)
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"account_id": DemoAccountID, "granted_account_id": OtherAccountID,
		"permission_level": "READ_ONLY", "custom_audience_id": audience}) {
		t.Errorf("create echo = %v", got)
	}

	res = f.do(apiCall{method: "GET", path: base})
	if items := res.list(t); len(items) != 1 || !reflect.DeepEqual(items[0], created) || res.body["next_cursor"] != nil {
		t.Errorf("list = %s", res.raw)
	}
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"account_id": DemoAccountID, "custom_audience_id": audience}) {
		t.Errorf("list echo = %v", got)
	}

	clock.Advance(time.Hour)
	res = f.do(apiCall{method: "DELETE", path: base + "/" + id})
	res.wantStatus(t, http.StatusOK)
	revoked := res.object(t)
	wantSameShape(t, "delete", revoked, want)
	if revoked["deleted"] != true || revoked["updated_at"] != "2017-09-13T00:49:34Z" || revoked["created_at"] != created["created_at"] {
		t.Errorf("delete = %v", revoked)
	}
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"account_id": DemoAccountID, "custom_audience_permission_id": id,
		"custom_audience_id": audience}) {
		t.Errorf("delete echo = %v", got)
	}
	if got := f.do(apiCall{method: "GET", path: base}).list(t); len(got) != 0 {
		t.Errorf("the list shows the revoked permission: %v", got)
	}
	f.do(apiCall{method: "DELETE", path: base + "/" + id}).wantError(t, http.StatusNotFound, codeNotFound, "")
	f.do(apiCall{method: "GET", path: base, query: url.Values{"with_deleted": {"true"}}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "with_deleted")
	// No PUT and no single GET (2.2).
	f.do(apiCall{method: "PUT", path: base + "/" + id, query: url.Values{"permission_level": {"READ_WRITE"}}}).
		wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")
	if stored, ok := f.srv.CustomAudiencePermission(DemoAccountID, id); !ok || !stored.Deleted || stored.GrantedAccountID != OtherAccountID {
		t.Errorf("stored after the revoke = %+v, %t", stored, ok)
	}
}

// Every rule of endpoint 14 with its code and parameter, and the emulator's picks where the spec shows
// none: an unknown account, the owner and a second live grant refused on granted_account_id, a grant
// again after a revoke, another business only with SHARE_AUDIENCE_OUTSIDE_BUSINESS.
func TestCustomAudiencePermissionRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	audience := f.seedAudience(CustomAudience{Name: "buyers"})
	post := func(kv ...string) *result {
		q := url.Values{}
		setPairs(q, kv)
		return f.do(apiCall{method: "POST", path: permissionsPathOf(DemoAccountID, audience), query: q})
	}
	post().wantError(t, http.StatusBadRequest, codeMissingParameter, "granted_account_id")
	post("granted_account_id", OtherAccountID).wantError(t, http.StatusBadRequest, codeMissingParameter, "permission_level")
	for _, level := range []string{"read_only", "ADMIN", "OWNER"} {
		post("granted_account_id", OtherAccountID, "permission_level", level).wantError(t, http.StatusBadRequest, codeInvalidParameter, "permission_level")
	}
	f.grant(audience, "nosuch", "READ_ONLY").wantError(t, http.StatusBadRequest, codeInvalidParameter, "granted_account_id")
	f.grant(audience, DemoAccountID, "READ_ONLY").wantError(t, http.StatusBadRequest, codeInvalidParameter, "granted_account_id")
	post("granted_account_id", OtherAccountID, "permission_level", "READ_ONLY", "custom_audience_id", "x").
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "custom_audience_id")

	first := f.grant(audience, OtherAccountID, "READ_ONLY").object(t)["id"].(string)
	res := f.grant(audience, OtherAccountID, "READ_WRITE")
	res.wantError(t, http.StatusBadRequest, codeInvalidParameter, "granted_account_id")
	if msg := errorMessage(t, res); !strings.Contains(msg, first) {
		t.Errorf("the refusal of a second grant says %q: want the id of the permission that stands, %s", msg, first)
	}
	// The same account may hold a permission on another audience, and the sandbox account one on this.
	other := f.seedAudience(CustomAudience{Name: "sellers"})
	f.grant(other, OtherAccountID, "READ_WRITE").wantStatus(t, http.StatusCreated)
	f.grant(audience, DemoSandboxAccountID, "READ_WRITE").wantStatus(t, http.StatusCreated)
	// To change a level, revoke and grant again.
	f.do(apiCall{method: "DELETE", path: permissionsPathOf(DemoAccountID, audience) + "/" + first}).wantStatus(t, http.StatusOK)
	if got := f.grant(audience, OtherAccountID, "READ_WRITE").object(t); got["permission_level"] != "READ_WRITE" || got["id"] == first {
		t.Errorf("a grant after the revoke = %v", got)
	}

	// A permission is found only under its own audience; an unknown or deleted audience is not found.
	sellersGrant := f.srv.CustomAudiencePermissionIDs(DemoAccountID, other)[0]
	f.do(apiCall{method: "DELETE", path: permissionsPathOf(DemoAccountID, audience) + "/" + sellersGrant}).wantError(t, http.StatusNotFound, codeNotFound, "")
	gone := f.seedAudience(CustomAudience{Name: "gone", Deleted: true})
	for _, a := range []string{"nosuch", gone} {
		f.do(apiCall{method: "GET", path: permissionsPathOf(DemoAccountID, a)}).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
		f.grant(a, OtherAccountID, "READ_ONLY").wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
		f.do(apiCall{method: "DELETE", path: permissionsPathOf(DemoAccountID, a) + "/" + first}).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	}

	// Accounts of two businesses share only with the owner's feature; one without a business is not held.
	business := func(account, id string) {
		if err := f.srv.EditAdsAccount(account, func(a *AdsAccount) { a.BusinessID = &id }); err != nil {
			t.Fatal(err)
		}
	}
	third := f.seedAudience(CustomAudience{Name: "third"})
	business(DemoAccountID, "b1")
	f.grant(third, OtherAccountID, "READ_ONLY").wantStatus(t, http.StatusCreated)
	business(DemoSandboxAccountID, "b2")
	res = f.grant(third, DemoSandboxAccountID, "READ_ONLY")
	res.wantError(t, http.StatusForbidden, codeActionNotAllowed, "")
	if msg := errorMessage(t, res); !strings.Contains(msg, featureShareOutsideBusiness) {
		t.Errorf("the refusal of another business says %q: want the feature that allows it", msg)
	}
	if err := f.srv.AddAccountFeatures(DemoAccountID, featureShareOutsideBusiness); err != nil {
		t.Fatal(err)
	}
	f.grant(third, DemoSandboxAccountID, "READ_ONLY").wantStatus(t, http.StatusCreated)
}

// Once shared, the audience is the receiving account's to read (SHARED list and single GET) with the
// level granted and its owner's id; READ_WRITE lets it rename the audience, READ_ONLY does not, neither
// deletes it or manages its permissions; a revoke takes it away. The owner's reads are unchanged.
func TestCustomAudienceSharing(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	audience := f.audience("name", "buyers").object(t)["id"].(string)
	f.audience("name", "sellers").wantStatus(t, http.StatusCreated)
	mine := f.do(apiCall{method: "GET", path: customAudiencesPathOf(DemoAccountID) + "/" + audience}).object(t)
	other := func(method, path string, q url.Values) *result {
		return f.do(apiCall{method: method, path: path, query: q, creds: &otherCreds})
	}
	theirs := customAudiencesPathOf(OtherAccountID)
	sharedList := func() []map[string]any {
		return other("GET", theirs, url.Values{"permission_scope": {"SHARED"}}).list(t)
	}

	// Not shared yet: the other account sees nothing of it.
	if got := sharedList(); len(got) != 0 {
		t.Errorf("SHARED before any grant = %v", got)
	}
	other("GET", theirs+"/"+audience, nil).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	other("GET", permissionsPathOf(OtherAccountID, audience), nil).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")

	grant := f.grant(audience, OtherAccountID, "READ_ONLY").object(t)["id"].(string)
	want := map[string]any{}
	for k, v := range mine {
		want[k] = v
	}
	want["permission_level"] = "READ_ONLY"
	if got := sharedList(); len(got) != 1 || !reflect.DeepEqual(got[0], want) {
		t.Errorf("SHARED = %v, want the owner's audience with the level granted: %v", got, want)
	}
	if got := other("GET", theirs+"/"+audience, nil).object(t); !reflect.DeepEqual(got, want) {
		t.Errorf("the other account's GET = %v, want %v", got, want)
	}
	if got := other("GET", theirs, nil).list(t); len(got) != 0 {
		t.Errorf("the other account's OWNER list = %v, want none: it owns nothing", got)
	}
	if got := f.do(apiCall{method: "GET", path: customAudiencesPathOf(DemoAccountID) + "/" + audience}).object(t); !reflect.DeepEqual(got, mine) {
		t.Errorf("the owner's GET after the grant = %v, want %v", got, mine)
	}
	if got := f.do(apiCall{method: "GET", path: customAudiencesPathOf(DemoAccountID), query: url.Values{"permission_scope": {"SHARED"}}}).list(t); len(got) != 0 {
		t.Errorf("the owner's SHARED = %v, want none: nothing is shared with it", got)
	}

	// READ_ONLY: no rename, no delete, no permissions.
	rename := url.Values{"name": {"buyers renamed"}}
	other("PUT", theirs+"/"+audience, rename).wantError(t, http.StatusForbidden, codeActionNotAllowed, "")
	other("DELETE", theirs+"/"+audience, nil).wantError(t, http.StatusForbidden, codeActionNotAllowed, "")
	other("GET", permissionsPathOf(OtherAccountID, audience), nil).wantError(t, http.StatusForbidden, codeActionNotAllowed, "")
	other("POST", permissionsPathOf(OtherAccountID, audience), url.Values{"granted_account_id": {DemoSandboxAccountID}, "permission_level": {"READ_ONLY"}}).
		wantError(t, http.StatusForbidden, codeActionNotAllowed, "")
	other("DELETE", permissionsPathOf(OtherAccountID, audience)+"/"+grant, nil).wantError(t, http.StatusForbidden, codeActionNotAllowed, "")
	if got, _ := f.srv.CustomAudience(DemoAccountID, audience); got.Name != "buyers" || got.Deleted {
		t.Errorf("after the refused writes: %+v", got)
	}

	// READ_WRITE: a rename, held to the names of the owner's account; the answer says it is not the owner's.
	f.do(apiCall{method: "DELETE", path: permissionsPathOf(DemoAccountID, audience) + "/" + grant}).wantStatus(t, http.StatusOK)
	if got := sharedList(); len(got) != 0 {
		t.Errorf("SHARED after the revoke = %v", got)
	}
	other("GET", theirs+"/"+audience, nil).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	f.grant(audience, OtherAccountID, "READ_WRITE").wantStatus(t, http.StatusCreated)
	other("PUT", theirs+"/"+audience, url.Values{"name": {"sellers"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "name")
	res := other("PUT", theirs+"/"+audience, rename)
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["is_owner"] != false || got["owner_account_id"] != nil || got["name"] != "buyers renamed" || got["permission_level"] != "READ_WRITE" {
		t.Errorf("the other account's rename = %v", got)
	}
	if got := f.do(apiCall{method: "GET", path: customAudiencesPathOf(DemoAccountID) + "/" + audience}).object(t); got["name"] != "buyers renamed" ||
		got["permission_level"] != "READ_WRITE" || got["owner_account_id"] != DemoAccountID {
		t.Errorf("the owner's GET after the other's rename = %v", got)
	}
	other("DELETE", theirs+"/"+audience, nil).wantError(t, http.StatusForbidden, codeActionNotAllowed, "")

	// Deleting the audience leaves its permission; the other account reads it as deleted only with with_deleted.
	f.do(apiCall{method: "DELETE", path: customAudiencesPathOf(DemoAccountID) + "/" + audience}).wantStatus(t, http.StatusOK)
	if ids := f.srv.CustomAudiencePermissionIDs(DemoAccountID, audience); len(ids) != 1 {
		t.Errorf("live permissions after the audience's delete = %v, want the grant kept", ids)
	}
	other("GET", theirs+"/"+audience, nil).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	if got := other("GET", theirs+"/"+audience, url.Values{"with_deleted": {"true"}}).object(t); got["deleted"] != true || got["permission_level"] != "READ_WRITE" {
		t.Errorf("with_deleted GET of the deleted shared audience = %v", got)
	}
	if got := sharedList(); len(got) != 0 {
		t.Errorf("SHARED after the audience's delete = %v", got)
	}
	if got := other("GET", theirs, url.Values{"permission_scope": {"SHARED"}, "with_deleted": {"true"}}).list(t); len(got) != 1 || got[0]["deleted"] != true {
		t.Errorf("SHARED with_deleted = %v", got)
	}
}

// The list filters by id and by granted account, sorts by its times and pages; a new permission lags
// behind a list that does not name it; the hooks read, list, revoke and seed.
func TestCustomAudiencePermissionListAndHooks(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now, ReadLimit: 40, ListLag: time.Hour})
	audience := f.seedAudience(CustomAudience{Name: "buyers"})
	base := permissionsPathOf(DemoAccountID, audience)
	lagging := f.grant(audience, OtherAccountID, "READ_ONLY").object(t)["id"].(string)
	list := func(q url.Values) []string { return ids2(f.do(apiCall{method: "GET", path: base, query: q}).list(t)) }
	if got := list(url.Values{"granted_account_ids": {OtherAccountID}}); len(got) != 0 {
		t.Errorf("within the lag, a list by granted account = %v, want none", got)
	}
	if got := list(url.Values{"custom_audience_permission_ids": {lagging}}); !reflect.DeepEqual(got, []string{lagging}) {
		t.Errorf("within the lag, a list by id = %v", got)
	}

	// Seeded permissions are listed at once: one a minute, to the sandbox account, then to the other one.
	clock.Advance(time.Minute)
	older, err := f.srv.SeedCustomAudiencePermission(DemoAccountID, CustomAudiencePermission{CustomAudienceID: audience, GrantedAccountID: DemoSandboxAccountID})
	if err != nil || older.PermissionLevel != "READ_ONLY" || older.AccountID != DemoAccountID || !older.CreatedAt.Equal(clock.Now()) {
		t.Fatalf("a seed without a level = %+v, %v; want READ_ONLY, the account's, created now", older, err)
	}
	clock.Advance(time.Minute)
	newer, err := f.srv.SeedCustomAudiencePermission(DemoAccountID, CustomAudiencePermission{CustomAudienceID: audience, GrantedAccountID: OtherAccountID,
		PermissionLevel: "READ_WRITE"})
	if err != nil {
		t.Fatal(err)
	}
	if got := list(nil); !reflect.DeepEqual(got, []string{older.ID, newer.ID}) {
		t.Errorf("list = %v, want the seeds oldest first", got)
	}
	if got := list(url.Values{"sort_by": {"created_at-desc"}}); !reflect.DeepEqual(got, []string{newer.ID, older.ID}) {
		t.Errorf("newest first = %v", got)
	}
	if got := list(url.Values{"granted_account_ids": {OtherAccountID}}); !reflect.DeepEqual(got, []string{newer.ID}) {
		t.Errorf("by granted account = %v", got)
	}
	if got := list(url.Values{"custom_audience_permission_ids": {lagging + "," + older.ID}}); !reflect.DeepEqual(got, []string{lagging, older.ID}) {
		t.Errorf("by ids = %v", got)
	}
	res := f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"1"}, "with_total_count": {"true"}}})
	if got := ids2(res.list(t)); !reflect.DeepEqual(got, []string{older.ID}) || res.body["total_count"] != float64(2) || res.body["next_cursor"] == nil {
		t.Fatalf("first page = %s", res.raw)
	}
	if got := list(url.Values{"count": {"1"}, "cursor": {res.body["next_cursor"].(string)}}); !reflect.DeepEqual(got, []string{newer.ID}) {
		t.Errorf("second page = %v", got)
	}
	// A read spends from the endpoint's own window (with_total_count from the lower window of its own).
	if h := f.do(apiCall{method: "GET", path: base}).header; h.Get("x-rate-limit-limit") != "40" || h.Get("x-account-rate-limit-limit") != "" {
		t.Errorf("read window headers %v, want the read limit 40 and no account window", h)
	}
	for name, q := range map[string]url.Values{
		"sort_by":                        {"sort_by": {"granted_account_id-asc"}},
		"granted_account_ids":            {"granted_account_ids": {strings.Repeat("a,", 201)}},
		"custom_audience_permission_ids": {"custom_audience_permission_ids": {""}},
	} {
		f.do(apiCall{method: "GET", path: base, query: q}).wantError(t, http.StatusBadRequest, codeInvalidParameter, name)
	}

	if got := f.srv.CustomAudiencePermissionIDs(DemoAccountID, audience); !reflect.DeepEqual(got, []string{lagging, older.ID, newer.ID}) {
		t.Errorf("ids = %v, want every live permission, oldest first", got)
	}
	if err := f.srv.DeleteCustomAudiencePermission(DemoAccountID, older.ID); err != nil {
		t.Fatal(err)
	}
	if got, ok := f.srv.CustomAudiencePermission(DemoAccountID, older.ID); !ok || !got.Deleted || !got.UpdatedAt.Equal(clock.Now()) {
		t.Errorf("after the out-of-band revoke: %+v, %t", got, ok)
	}
	if err := f.srv.DeleteCustomAudiencePermission(DemoAccountID, older.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("second revoke = %v, want ErrNotFound", err)
	}
	if got := list(nil); !reflect.DeepEqual(got, []string{newer.ID}) {
		t.Errorf("list after the out-of-band revoke = %v", got)
	}
	for what, p := range map[string]CustomAudiencePermission{
		"an unknown audience":        {CustomAudienceID: "nosuch", GrantedAccountID: OtherAccountID},
		"an unknown granted account": {CustomAudienceID: audience, GrantedAccountID: "nosuch"},
	} {
		if _, err := f.srv.SeedCustomAudiencePermission(DemoAccountID, p); !errors.Is(err, ErrNotFound) {
			t.Errorf("a seed naming %s = %v, want ErrNotFound", what, err)
		}
	}
}
