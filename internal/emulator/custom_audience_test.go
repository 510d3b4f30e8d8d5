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

func customAudiencesPathOf(account string) string {
	return "/12/accounts/" + account + "/custom_audiences"
}

// audience creates a custom audience of the demo account with the given parameters (pairs).
func (f *fixture) audience(kv ...string) *result {
	f.t.Helper()
	q := url.Values{}
	setPairs(q, kv)
	return f.do(apiCall{method: "POST", path: customAudiencesPathOf(DemoAccountID), query: q})
}

// The examples of endpoints 6 to 10 are answered as the spec shows them, but for the id: a new audience
// is an empty CRM one, the PUT answers is_owner instead of owner_account_id, the DELETE is soft.
func TestCustomAudienceSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2017, 8, 22, 23, 34, 26, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	base := customAudiencesPathOf(DemoAccountID)

	res := f.audience("name", "developers")
	res.wantStatus(t, http.StatusCreated)
	created := res.object(t)
	want := decodeExample(t, `{"targetable": false, "name": "developers", "targetable_types": ["CRM", "EXCLUDED_CRM"],
	  "audience_type": "CRM", "description": null, "permission_level": "READ_WRITE",
	  "owner_account_id": "18ce54d4x5t", "id": "2906h",
	  "reasons_not_targetable": ["PROCESSING", "TOO_SMALL"],
	  "created_at": "2017-08-22T23:34:26Z", "updated_at": "2017-08-22T23:34:26Z",
	  "partner_source": "OTHER", "deleted": false, "audience_size": null}`)
	wantSameShape(t, "create", created, want)
	want["id"], want["owner_account_id"] = created["id"], DemoAccountID
	wantFields(t, "create", created, want)
	id := created["id"].(string)
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"name": "developers", "account_id": DemoAccountID}) {
		t.Errorf("create echo = %v", got)
	}

	res = f.do(apiCall{method: "GET", path: base, query: url.Values{"custom_audience_ids": {id}}})
	if items := res.list(t); len(items) != 1 || !reflect.DeepEqual(items[0], created) || res.body["next_cursor"] != nil {
		t.Errorf("list = %s", res.raw)
	}
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"custom_audience_ids": []any{id}, "account_id": DemoAccountID}) {
		t.Errorf("list echo = %v", got)
	}
	if got := f.do(apiCall{method: "GET", path: base + "/" + id}).object(t); !reflect.DeepEqual(got, created) {
		t.Errorf("get = %v, want the create's answer", got)
	}

	// Within the create's second, as the example: updated_at stays created_at.
	res = f.do(apiCall{method: "PUT", path: base + "/" + id, query: url.Values{"name": {"developers_changed"}}})
	res.wantStatus(t, http.StatusOK)
	updated := res.object(t)
	wantSameShape(t, "update", updated, decodeExample(t, `{"targetable": false, "name": "developers_changed",
	  "targetable_types": ["CRM", "EXCLUDED_CRM"], "audience_type": "CRM", "description": null,
	  "permission_level": "READ_WRITE", "is_owner": true, "id": "2906h",
	  "reasons_not_targetable": ["PROCESSING", "TOO_SMALL"],
	  "created_at": "2017-08-22T23:34:26Z", "updated_at": "2017-08-22T23:34:26Z",
	  "partner_source": "OTHER", "deleted": false, "audience_size": null}`))
	if updated["is_owner"] != true || updated["name"] != "developers_changed" || updated["updated_at"] != created["created_at"] {
		t.Errorf("update = %v", updated)
	}
	// The reads still name the owner.
	if got := f.do(apiCall{method: "GET", path: base + "/" + id}).object(t); got["owner_account_id"] != DemoAccountID || got["is_owner"] != nil {
		t.Errorf("get after the update = %v", got)
	}

	clock.Advance(8 * 24 * time.Hour)
	res = f.do(apiCall{method: "DELETE", path: base + "/" + id})
	res.wantStatus(t, http.StatusOK)
	deleted := res.object(t)
	wantSameShape(t, "delete", deleted, want)
	if deleted["deleted"] != true || deleted["updated_at"] != "2017-08-30T23:34:26Z" || deleted["owner_account_id"] != DemoAccountID {
		t.Errorf("delete = %v", deleted)
	}
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"custom_audience_id": id, "account_id": DemoAccountID}) {
		t.Errorf("delete echo = %v", got)
	}
	for method, q := range map[string]url.Values{"GET": nil, "PUT": {"name": {"x"}}, "DELETE": nil} {
		f.do(apiCall{method: method, path: base + "/" + id, query: q}).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	}
	if got := f.do(apiCall{method: "GET", path: base + "/" + id, query: url.Values{"with_deleted": {"true"}}}).object(t); got["deleted"] != true {
		t.Errorf("with_deleted read = %v", got)
	}
	// The account's seeded audience (DemoCustomAudienceID) stays.
	if got := ids2(f.do(apiCall{method: "GET", path: base}).list(t)); !reflect.DeepEqual(got, []string{DemoCustomAudienceID}) {
		t.Errorf("the list = %v, want the seeded audience alone, not the deleted one", got)
	}
}

// Every rule of endpoints 8 and 9, with its code and parameter, and the emulator's picks where the spec
// shows none: unique names compared exactly, description= clearing, a deleted audience's name free.
func TestCustomAudienceRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	base := customAudiencesPathOf(DemoAccountID)
	f.audience().wantError(t, http.StatusBadRequest, codeMissingParameter, "name")
	f.audience("name", "  ").wantError(t, http.StatusBadRequest, codeMissingParameter, "name")
	f.audience("name", "x", "list_type", "EMAIL").wantError(t, http.StatusBadRequest, codeInvalidParameter, "list_type")

	res := f.audience("name", "Buyers", "description", "bought twice")
	res.wantStatus(t, http.StatusCreated)
	buyers := res.object(t)
	id := buyers["id"].(string)
	if buyers["description"] != "bought twice" {
		t.Errorf("description = %v", buyers["description"])
	}
	res = f.audience("name", "Buyers")
	res.wantError(t, http.StatusBadRequest, codeInvalidParameter, "name")
	if msg := errorMessage(t, res); !strings.Contains(msg, id) {
		t.Errorf("the refusal of a taken name says %q: want the id of the audience that holds it, %s", msg, id)
	}
	// Names are compared exactly: another case is another name; an empty description is none.
	other := f.audience("name", "buyers", "description", "")
	other.wantStatus(t, http.StatusCreated)
	if got := other.object(t); got["description"] != nil {
		t.Errorf("an empty description on create = %v, want null", got["description"])
	}
	otherID := other.object(t)["id"].(string)

	put := func(audience string, q url.Values) *result {
		return f.do(apiCall{method: "PUT", path: base + "/" + audience, query: q})
	}
	put(id, url.Values{"name": {""}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "name")
	res = put(otherID, url.Values{"name": {"Buyers"}, "description": {"clash"}})
	res.wantError(t, http.StatusBadRequest, codeInvalidParameter, "name")
	if msg := errorMessage(t, res); !strings.Contains(msg, id) {
		t.Errorf("the refusal of a rename to a taken name says %q: want %s", msg, id)
	}
	if got, _ := f.srv.CustomAudience(DemoAccountID, otherID); got.Name != "buyers" || got.Description != nil {
		t.Errorf("a refused update changed the audience: %+v", got)
	}
	put(id, url.Values{"audience_type": {"WEB"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "audience_type")

	// A PUT changes only what it names; keeping its own name is no clash.
	if got := put(id, url.Values{"name": {"Buyers"}}).object(t); got["name"] != "Buyers" || got["description"] != "bought twice" {
		t.Errorf("a rename to its own name = %v", got)
	}
	if got := put(id, url.Values{"description": {"bought thrice"}}).object(t); got["name"] != "Buyers" || got["description"] != "bought thrice" {
		t.Errorf("a new description = %v", got)
	}
	if got := put(id, url.Values{"description": {""}}).object(t); got["description"] != nil || got["name"] != "Buyers" {
		t.Errorf("description= = %v, want the description cleared to null", got)
	}
	if got, _ := f.srv.CustomAudience(DemoAccountID, id); got.Description != nil {
		t.Errorf("stored after the clear: %+v", got)
	}

	// Once deleted, its name is free.
	f.do(apiCall{method: "DELETE", path: base + "/" + id}).wantStatus(t, http.StatusOK)
	f.audience("name", "Buyers").wantStatus(t, http.StatusCreated)

	// Another user's account is not the caller's (noAccountAccess).
	f.do(apiCall{method: "GET", path: customAudiencesPathOf(OtherAccountID)}).wantError(t, http.StatusNotFound, codeNotFound, "")
}

// Lists filter by id (200 at most), by permission scope and by a name prefix, sort and page. The demo
// account holds its seeded audience, "Demo buyers" (DemoCustomAudienceID, 140,321 people), before the
// three the test makes.
func TestCustomAudienceList(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	base := customAudiencesPathOf(DemoAccountID)
	ids := []string{DemoCustomAudienceID}
	for _, name := range []string{"Web visitors", "app users", "Webinar"} {
		ids = append(ids, f.audience("name", name).object(t)["id"].(string))
	}
	demo, ids := ids[0], ids[1:]
	size := int64(1470)
	if err := f.srv.EditCustomAudience(DemoAccountID, ids[1], func(c *CustomAudience) { c.AudienceSize, c.Targetable = &size, true }); err != nil {
		t.Fatal(err)
	}
	list := func(q url.Values) []string { return ids2(f.do(apiCall{method: "GET", path: base, query: q}).list(t)) }

	if got := list(url.Values{"custom_audience_ids": {ids[2] + "," + ids[0]}}); !reflect.DeepEqual(got, []string{ids[0], ids[2]}) {
		t.Errorf("custom_audience_ids = %v", got)
	}
	if got := list(url.Values{"q": {"WEB"}}); !reflect.DeepEqual(got, []string{ids[0], ids[2]}) {
		t.Errorf("q=WEB = %v, want the two names starting with web in any case", got)
	}
	if got := list(url.Values{"q": {"users"}}); len(got) != 0 {
		t.Errorf("q=users = %v, want none: q is a prefix", got)
	}
	if got := list(url.Values{"q": {strings.Repeat("é", maxCustomAudienceQChars)}}); len(got) != 0 {
		t.Errorf("a q of 255 characters = %v", got)
	}
	if got := list(url.Values{"permission_scope": {"OWNER"}}); !reflect.DeepEqual(got, append([]string{demo}, ids...)) {
		t.Errorf("OWNER = %v, want every audience of the account", got)
	}
	if got := list(url.Values{"permission_scope": {"SHARED"}}); len(got) != 0 {
		t.Errorf("SHARED = %v, want none: nothing is shared with the account", got)
	}
	if got := list(url.Values{"sort_by": {"name-asc"}}); !reflect.DeepEqual(got, []string{ids[1], demo, ids[0], ids[2]}) {
		t.Errorf("name ascending = %v, want app users, Demo buyers, Web visitors, Webinar", got)
	}
	if got := list(url.Values{"sort_by": {"audience_size-desc"}}); !reflect.DeepEqual(got[:2], []string{demo, ids[1]}) {
		t.Errorf("audience_size descending = %v, want the two sized audiences first, the larger first", got)
	}
	res := f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"2"}, "with_total_count": {"true"}}})
	if got := ids2(res.list(t)); !reflect.DeepEqual(got, []string{demo, ids[0]}) || res.body["total_count"] != float64(4) || res.body["next_cursor"] == nil {
		t.Fatalf("first page = %s", res.raw)
	}
	if got := list(url.Values{"count": {"2"}, "cursor": {res.body["next_cursor"].(string)}}); !reflect.DeepEqual(got, ids[1:]) {
		t.Errorf("second page = %v", got)
	}

	for name, q := range map[string]url.Values{
		"q":                   {"q": {""}},
		"permission_scope":    {"permission_scope": {"owner"}},
		"custom_audience_ids": {"custom_audience_ids": {strings.Repeat("a,", 201)}},
		"sort_by":             {"sort_by": {"audience_type-asc"}},
	} {
		f.do(apiCall{method: "GET", path: base, query: q}).wantError(t, http.StatusBadRequest, codeInvalidParameter, name)
	}
	f.do(apiCall{method: "GET", path: base, query: url.Values{"q": {strings.Repeat("a", maxCustomAudienceQChars+1)}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "q")
}

// Reads spend from a window of the endpoint's own, not the account's core entity window; writes from
// the campaign-management write window. The hooks read, edit, delete and seed with the service's values.
func TestCustomAudienceWindowsAndHooks(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{WriteLimit: 2, ReadLimit: 7})
	res := f.do(apiCall{method: "GET", path: customAudiencesPathOf(DemoAccountID)})
	if res.header.Get("x-rate-limit-limit") != "7" || res.header.Get("x-account-rate-limit-limit") != "" {
		t.Errorf("read window headers %v, want the read limit 7 and no account window", res.header)
	}
	f.audience("name", "a").wantStatus(t, http.StatusCreated)
	f.do(apiCall{method: "PUT", path: lineItemsPathOf(DemoAccountID) + "/nosuch", query: url.Values{"name": {"x"}}}).wantStatus(t, http.StatusNotFound)
	f.audience("name", "b").wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")

	seeded, err := f.srv.SeedCustomAudience(DemoAccountID, CustomAudience{ID: "2906h", Name: "developers"})
	if err != nil || seeded.CreatedAt.IsZero() || seeded.AccountID != DemoAccountID {
		t.Fatalf("seed = %+v, %v", seeded, err)
	}
	if seeded.AudienceType != "CRM" || !reflect.DeepEqual(seeded.TargetableTypes, []string{"CRM", "EXCLUDED_CRM"}) || seeded.PermissionLevel != "READ_WRITE" ||
		seeded.PartnerSource != "OTHER" || !reflect.DeepEqual(seeded.ReasonsNotTargetable, []string{"PROCESSING", "TOO_SMALL"}) || seeded.AudienceSize != nil {
		t.Errorf("a seed's blank fields = %+v, want a new audience's", seeded)
	}
	size := int64(140321)
	web, err := f.srv.SeedCustomAudience(DemoAccountID, CustomAudience{Name: "site", AudienceType: "WEB", Targetable: true, AudienceSize: &size})
	if err != nil || !reflect.DeepEqual(web.TargetableTypes, []string{"WEB", "EXCLUDED_WEB"}) || len(web.ReasonsNotTargetable) != 0 {
		t.Fatalf("a targetable WEB seed = %+v, %v", web, err)
	}
	// An empty, non-nil list of reasons stays empty: targetable false for no reason, as endpoint 7's example.
	if odd, err := f.srv.SeedCustomAudience(DemoAccountID, CustomAudience{Name: "odd", ReasonsNotTargetable: []string{}}); err != nil || len(odd.ReasonsNotTargetable) != 0 || odd.Targetable {
		t.Errorf("a seed without reasons = %+v, %v", odd, err)
	}
	got := f.do(apiCall{method: "GET", path: customAudiencesPathOf(DemoAccountID) + "/" + web.ID}).object(t)
	if got["audience_size"] != float64(size) || got["targetable"] != true || !reflect.DeepEqual(got["reasons_not_targetable"], []any{}) {
		t.Errorf("the seeded audience read = %v", got)
	}

	// A copy from a hook shares nothing with the stored audience.
	*web.AudienceSize = 1
	web.TargetableTypes[0] = "CRM"
	if again, _ := f.srv.CustomAudience(DemoAccountID, web.ID); *again.AudienceSize != size || again.TargetableTypes[0] != "WEB" {
		t.Errorf("changing a hook's copy changed the stored audience: %+v", again)
	}
	description := "drift"
	if err := f.srv.EditCustomAudience(DemoAccountID, "2906h", func(c *CustomAudience) { c.Description = &description }); err != nil {
		t.Fatal(err)
	}
	if got, ok := f.srv.CustomAudience(DemoAccountID, "2906h"); !ok || got.Description == nil || *got.Description != "drift" || got.Name != "developers" {
		t.Errorf("after edit: %+v", got)
	}
	if got := f.srv.CustomAudienceIDs(DemoAccountID); len(got) != 5 || got[0] != DemoCustomAudienceID {
		t.Errorf("ids = %v, want the account's seeded audience, the created one and the three the test seeded", got)
	}
	if err := f.srv.DeleteCustomAudience(DemoAccountID, "2906h"); err != nil {
		t.Fatal(err)
	}
	if got, ok := f.srv.CustomAudience(DemoAccountID, "2906h"); !ok || !got.Deleted {
		t.Errorf("after the out-of-band delete: %+v, %t", got, ok)
	}
	if err := f.srv.DeleteCustomAudience(DemoAccountID, "2906h"); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete = %v, want ErrNotFound", err)
	}
}
