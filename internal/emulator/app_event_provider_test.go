package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func appEventProvidersPathOf(account string) string {
	return "/11/accounts/" + account + "/app_event_provider_configurations"
}

func TestAppEventProviderLifecycle(t *testing.T) {
	f := newFixture(t, Options{})
	base := appEventProvidersPathOf(DemoAccountID)

	f.do(apiCall{method: "POST", path: base}).wantError(t, 400, codeMissingParameter, "provider_advertiser_id")
	f.do(apiCall{method: "POST", path: base, query: url.Values{"provider_advertiser_id": {"a"}, "provider_name": {"x"}}}).
		wantError(t, 400, codeInvalidParameter, "provider_name")

	res := f.do(apiCall{method: "POST", path: base, query: url.Values{"provider_advertiser_id": {"adv-42"}}})
	res.wantStatus(t, http.StatusCreated)
	created := res.object(t)
	id, _ := created["id"].(string)
	if id == "" || created["provider_name"] != DemoAppEventProviderName || created["provider_advertiser_id"] != "adv-42" ||
		created["provider_advertiser_identifier"] != "adv-42" || created["deleted"] != false || created["created_at"] != "2018-05-11T04:09:53Z" {
		t.Fatalf("created = %v", created)
	}

	second := f.do(apiCall{method: "POST", path: base, query: url.Values{"provider_advertiser_id": {"adv-43"}}})
	second.wantError(t, 400, codeAppEventProviderExists, "provider_advertiser_id")
	if !strings.Contains(string(second.raw), id) {
		t.Errorf("refusal %s does not name the existing configuration %s", second.raw, id)
	}

	got := f.do(apiCall{method: "GET", path: base + "/" + id})
	if got.body["data_type"] != appEventProviderDataType || got.object(t)["id"] != id {
		t.Errorf("GET by id = %s", got.raw)
	}
	f.do(apiCall{method: "PUT", path: base + "/" + id}).wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")

	del := f.do(apiCall{method: "DELETE", path: base + "/" + id})
	if obj := del.object(t); obj["deleted"] != true {
		t.Fatalf("delete answer = %v", obj)
	}
	f.do(apiCall{method: "GET", path: base + "/" + id}).wantError(t, 404, codeAppEventProviderNotFound, "")
	f.do(apiCall{method: "DELETE", path: base + "/" + id}).wantError(t, 404, codeAppEventProviderNotFound, "")
	if obj := f.do(apiCall{method: "GET", path: base + "/" + id, query: url.Values{"with_deleted": {"true"}}}).object(t); obj["deleted"] != true {
		t.Errorf("with_deleted GET = %v", obj)
	}

	// After a soft delete the account may take a new configuration.
	again := f.do(apiCall{method: "POST", path: base, query: url.Values{"provider_advertiser_id": {"adv-44"}}})
	again.wantStatus(t, http.StatusCreated)
	newID := again.object(t)["id"]

	live := f.do(apiCall{method: "GET", path: base}).list(t)
	all := f.do(apiCall{method: "GET", path: base, query: url.Values{"with_deleted": {"true"}, "sort_by": {"created_at-desc"}}}).list(t)
	if len(live) != 1 || live[0]["id"] != newID || len(all) != 2 || all[1]["id"] != id {
		t.Errorf("lists: live %v, all %v", live, all)
	}
	byID := f.do(apiCall{method: "GET", path: base, query: url.Values{"ids": {id}, "with_deleted": {"true"}, "with_total_count": {"true"}}})
	if l := byID.list(t); len(l) != 1 || l[0]["id"] != id || byID.body["total_count"] != float64(1) {
		t.Errorf("ids filter = %s", byID.raw)
	}
	f.do(apiCall{method: "GET", path: base, query: url.Values{"with_total_count": {"true"}, "cursor": {encodeCursor(1)}}}).
		wantError(t, 400, codeExclusiveParameters, "cursor")
	f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"1001"}}}).wantError(t, 400, codeInvalidParameter, "count")
	f.do(apiCall{method: "GET", path: base, query: url.Values{"ids": {strings.Repeat("1,", 201)}}}).wantError(t, 400, codeInvalidParameter, "ids")
}

func TestAppEventProviderRefusals(t *testing.T) {
	f := newFixture(t, Options{})
	// The other user's app is no app event provider.
	f.do(apiCall{method: "POST", path: appEventProvidersPathOf(OtherAccountID), creds: &otherCreds,
		query: url.Values{"provider_advertiser_id": {"x"}}}).wantError(t, 404, codeNoProviderForApp, "")
	f.do(apiCall{method: "GET", path: appEventProvidersPathOf(OtherAccountID)}).
		wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
	// Version 12 does not serve them.
	f.do(apiCall{method: "GET", path: "/12/accounts/" + DemoAccountID + "/app_event_provider_configurations"}).
		wantError(t, 404, codeRouteNotFound, "")
}

func TestAppEventProviderHooks(t *testing.T) {
	f := newFixture(t, Options{})
	seeded, err := f.srv.SeedAppEventProviderConfiguration(DemoAccountID, AppEventProviderConfiguration{ProviderAdvertiserID: "seeded"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.SeedAppEventProviderConfiguration(DemoAccountID, AppEventProviderConfiguration{ProviderAdvertiserID: "second"}); !errors.Is(err, ErrConflict) {
		t.Errorf("seeding a second live configuration = %v, want ErrConflict", err)
	}
	path := appEventProvidersPathOf(DemoAccountID) + "/" + seeded.ID
	if err := f.srv.EditAppEventProviderConfiguration(DemoAccountID, seeded.ID, func(p *AppEventProviderConfiguration) {
		p.ProviderAdvertiserID = "drifted"
	}); err != nil {
		t.Fatal(err)
	}
	if got := f.do(apiCall{method: "GET", path: path}).object(t); got["provider_advertiser_id"] != "drifted" || got["provider_name"] != DemoAppEventProviderName {
		t.Errorf("after edit: %v", got)
	}
	if err := f.srv.DeleteAppEventProviderConfiguration(DemoAccountID, seeded.ID); err != nil {
		t.Fatal(err)
	}
	f.do(apiCall{method: "GET", path: path}).wantError(t, 404, codeAppEventProviderNotFound, "")
	if p, ok := f.srv.AppEventProviderConfiguration(DemoAccountID, seeded.ID); !ok || !p.Deleted {
		t.Errorf("read back = %+v, %v; want it soft-deleted", p, ok)
	}
	if err := f.srv.DeleteAppEventProviderConfiguration(DemoAccountID, seeded.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete = %v, want ErrNotFound", err)
	}
}
