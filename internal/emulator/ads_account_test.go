package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"testing"
	"time"
)

// The demo account is the spec's example account: both examples of the ads account endpoints
// are answered field for field.
func TestAdsAccountsAnswerTheSpecExamples(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})

	list := f.do(apiCall{method: "GET", path: "/12/accounts", query: url.Values{"account_ids": {DemoAccountID}}})
	list.wantStatus(t, http.StatusOK)
	wantList := decodeExample(t, `{
	 "request": {"params": {"account_ids": ["18ce54d4x5t"]}},
	 "next_cursor": null,
	 "data": [
	  {"name": "API McTestface", "business_name": null, "timezone": "America/Los_Angeles",
	   "timezone_switch_at": "2016-07-21T07:00:00Z", "id": "18ce54d4x5t",
	   "created_at": "2016-07-21T22:42:09Z", "updated_at": "2017-07-06T16:51:04Z", "business_id": null,
	   "approval_status": "ACCEPTED", "deleted": false}
	 ]}`)
	wantFields(t, "list envelope", list.body, wantList)

	one := f.do(apiCall{method: "GET", path: "/12/accounts/" + DemoAccountID})
	one.wantStatus(t, http.StatusOK)
	wantOne := decodeExample(t, `{
	 "request": {"params": {"account_id": "18ce54d4x5t"}},
	 "data": {"name": "API McTestface", "business_name": null, "timezone": "America/Los_Angeles",
	          "timezone_switch_at": "2016-07-21T07:00:00Z", "id": "18ce54d4x5t",
	          "created_at": "2016-07-21T22:42:09Z", "updated_at": "2017-07-06T16:51:04Z",
	          "industry_type": "TRAVEL", "business_id": null, "approval_status": "ACCEPTED",
	          "deleted": false}}`)
	wantFields(t, "single envelope", one.body, wantOne)
}

func TestAdsAccountsListOnlyTheCallersAccounts(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{NoRouteLimits: true})
	got := ids(f.do(apiCall{method: "GET", path: "/12/accounts"}).list(t))
	if want := []string{DemoAccountID, DemoSandboxAccountID}; !slices.Equal(got, want) {
		t.Errorf("demo user's accounts = %v, want %v (creation order)", got, want)
	}
	got = ids(f.do(apiCall{method: "GET", path: "/12/accounts", creds: &otherCreds}).list(t))
	if want := []string{OtherAccountID}; !slices.Equal(got, want) {
		t.Errorf("other user's accounts = %v, want %v", got, want)
	}
	// Naming another user's account filters it out; reading it is refused.
	got = ids(f.do(apiCall{method: "GET", path: "/12/accounts", query: url.Values{"account_ids": {OtherAccountID + "," + DemoAccountID}}}).list(t))
	if want := []string{DemoAccountID}; !slices.Equal(got, want) {
		t.Errorf("account_ids across users = %v, want %v", got, want)
	}
	f.do(apiCall{method: "GET", path: "/12/accounts/" + OtherAccountID}).wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
}

func TestAdsAccountsFilterSortAndPage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{NoRouteLimits: true})
	list := func(q url.Values) *result { return f.do(apiCall{method: "GET", path: "/12/accounts", query: q}) }

	// q is a case-insensitive prefix of the name.
	if got := ids(list(url.Values{"q": {"api mctestface ("}}).list(t)); !slices.Equal(got, []string{DemoSandboxAccountID}) {
		t.Errorf("q prefix = %v, want the sandbox account", got)
	}
	if got := list(url.Values{"q": {"mctestface"}}).list(t); len(got) != 0 {
		t.Errorf("q is a prefix, not a substring: got %v", ids(got))
	}
	if got := ids(list(url.Values{"sort_by": {"created_at-desc"}}).list(t)); !slices.Equal(got, []string{DemoSandboxAccountID, DemoAccountID}) {
		t.Errorf("created_at-desc = %v", got)
	}
	first := list(url.Values{"count": {"1"}, "with_total_count": {"true"}})
	if n, _ := first.body["total_count"].(float64); n != 2 {
		t.Errorf("total_count = %v, want 2", first.body["total_count"])
	}
	cursor, _ := first.body["next_cursor"].(string)
	if cursor == "" {
		t.Fatalf("a first page of one holds a next_cursor: %s", first.raw)
	}
	second := list(url.Values{"count": {"1"}, "cursor": {cursor}})
	if got := ids(second.list(t)); !slices.Equal(got, []string{DemoSandboxAccountID}) || second.body["next_cursor"] != nil {
		t.Errorf("second page = %v, next_cursor %v", got, second.body["next_cursor"])
	}
	list(url.Values{"sort_by": {"timezone-asc"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "sort_by")
	list(url.Values{"count": {"1001"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "count")
	list(url.Values{"cursor": {cursor}, "with_total_count": {"true"}}).wantError(t, http.StatusBadRequest, codeExclusiveParameters, "cursor")
}

// A renamed or deleted account, changed outside the API, shows on the next read.
func TestAdsAccountEditedOutOfBand(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{NoRouteLimits: true})
	if err := f.srv.EditAdsAccount(DemoAccountID, func(a *AdsAccount) { a.Name = "Renamed" }); err != nil {
		t.Fatal(err)
	}
	one := f.do(apiCall{method: "GET", path: "/12/accounts/" + DemoAccountID}).object(t)
	if one["name"] != "Renamed" || one["updated_at"] != formatTime(fixedNow) {
		t.Errorf("after the edit: name %v, updated_at %v", one["name"], one["updated_at"])
	}
	if err := f.srv.EditAdsAccount(DemoAccountID, func(a *AdsAccount) { a.Deleted = true }); err != nil {
		t.Fatal(err)
	}
	f.do(apiCall{method: "GET", path: "/12/accounts/" + DemoAccountID}).wantError(t, http.StatusNotFound, codeNotFound, "")
	f.do(apiCall{method: "GET", path: "/12/accounts/" + DemoAccountID, query: url.Values{"with_deleted": {"true"}}}).wantStatus(t, http.StatusOK)
	if got := ids(f.do(apiCall{method: "GET", path: "/12/accounts"}).list(t)); !slices.Equal(got, []string{DemoSandboxAccountID}) {
		t.Errorf("list without with_deleted = %v", got)
	}
	if err := f.srv.EditAdsAccount("nope", func(*AdsAccount) {}); err == nil {
		t.Error("editing a missing account succeeded")
	}
}

// The accounts list is a global read: 5 per 15 minutes, per user; the single GET is an account
// read with the usual window.
func TestAdsAccountsListWindowIsTheGlobalReadOne(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for i := range 5 {
		res := f.do(apiCall{method: "GET", path: "/12/accounts"})
		res.wantStatus(t, http.StatusOK)
		if got := res.header.Get("x-rate-limit-limit"); got != "5" {
			t.Fatalf("request %d: x-rate-limit-limit = %s, want 5", i, got)
		}
	}
	f.do(apiCall{method: "GET", path: "/12/accounts"}).wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
	f.do(apiCall{method: "GET", path: "/12/accounts", creds: &otherCreds}).wantStatus(t, http.StatusOK)
	single := f.do(apiCall{method: "GET", path: "/12/accounts/" + DemoAccountID})
	if got := single.header.Get("x-rate-limit-limit"); got != "2000" {
		t.Errorf("single account GET window = %s, want 2000", got)
	}

	lifted := newFixture(t, Options{RouteWindows: map[string]RouteWindow{"GET /12/accounts": {Requests: 7, Window: time.Minute}}})
	if got := lifted.do(apiCall{method: "GET", path: "/12/accounts"}).header.Get("x-rate-limit-limit"); got != "7" {
		t.Errorf("RouteWindows: x-rate-limit-limit = %s, want 7", got)
	}
}

// An account added by the hook is its owner's to read and list, an ads account that an audience can be
// shared with, and no one else's.
func TestAddAdsAccount(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{NoRouteLimits: true})
	if err := f.srv.AddAdsAccount(OtherUserID, "7a1b2c", "Agency client"); err != nil {
		t.Fatal(err)
	}
	got := ids(f.do(apiCall{method: "GET", path: "/12/accounts", creds: &otherCreds}).list(t))
	if want := []string{OtherAccountID, "7a1b2c"}; !slices.Equal(got, want) {
		t.Errorf("other user's accounts = %v, want %v", got, want)
	}
	f.do(apiCall{method: "GET", path: "/12/accounts/7a1b2c"}).wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
	audience, err := f.srv.SeedCustomAudience(DemoAccountID, CustomAudience{Name: "Shared"})
	if err != nil {
		t.Fatal(err)
	}
	f.do(apiCall{method: "POST", path: "/12/accounts/" + DemoAccountID + "/custom_audiences/" + audience.ID + "/permissions",
		query: url.Values{"granted_account_id": {"7a1b2c"}, "permission_level": {"READ_ONLY"}}}).wantStatus(t, http.StatusCreated)

	if err := f.srv.AddAdsAccount(DemoUserID, "7a1b2c", "Again"); !errors.Is(err, ErrConflict) {
		t.Errorf("adding a taken id: %v, want ErrConflict", err)
	}
	if err := f.srv.AddAdsAccount("42", "7a1b2d", "Nobody's"); !errors.Is(err, ErrNotFound) {
		t.Errorf("adding an account of an unknown user: %v, want ErrNotFound", err)
	}
}
