package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"reflect"
	"testing"
)

func promotableUsersPathOf(account string) string {
	return "/12/accounts/" + account + "/promotable_users"
}

func TestPromotableUsersSeeded(t *testing.T) {
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "GET", path: promotableUsersPathOf(DemoAccountID)})
	users := res.list(t)
	if res.body["data_type"] != "promotable_user" || res.body["next_cursor"] != nil || len(users) != 2 {
		t.Fatalf("demo list = %s", res.raw)
	}
	want := map[string]any{
		"id": DemoPromotableUserID, "account_id": DemoAccountID, "user_id": DemoUserID, "promotable_user_type": "FULL",
		"created_at": "2016-07-21T22:42:09Z", "updated_at": "2016-07-21T22:42:09Z", "deleted": false,
	}
	if !reflect.DeepEqual(users[0], want) {
		t.Errorf("first = %v\nwant    %v", users[0], want)
	}
	if users[1]["promotable_user_type"] != "REPOSTS_ONLY" || users[1]["user_id"] != DemoRepostsOnlyUserID {
		t.Errorf("second = %v", users[1])
	}

	for _, acc := range []struct {
		id    string
		creds *credentials
		user  string
	}{{DemoSandboxAccountID, nil, DemoUserID}, {OtherAccountID, &otherCreds, OtherUserID}} {
		l := f.do(apiCall{method: "GET", path: promotableUsersPathOf(acc.id), creds: acc.creds}).list(t)
		if len(l) != 1 || l[0]["promotable_user_type"] != "FULL" || l[0]["user_id"] != acc.user {
			t.Errorf("account %s: %v, want its owner as the one FULL user", acc.id, l)
		}
	}
}

func TestPromotableUsersQueries(t *testing.T) {
	f := newFixture(t, Options{})
	path := promotableUsersPathOf(DemoAccountID)
	gone, err := f.srv.SeedPromotableUser(DemoAccountID, PromotableUser{UserID: "99", Deleted: true})
	if err != nil {
		t.Fatal(err)
	}
	ids := func(q url.Values) []any {
		var out []any
		for _, u := range f.do(apiCall{method: "GET", path: path, query: q}).list(t) {
			out = append(out, u["id"])
		}
		return out
	}
	if got := ids(url.Values{"promotable_user_ids": {DemoRepostsOnlyPromotableUserID}}); !reflect.DeepEqual(got, []any{DemoRepostsOnlyPromotableUserID}) {
		t.Errorf("promotable_user_ids filter = %v", got)
	}
	if got := ids(url.Values{"sort_by": {"id-desc"}}); !reflect.DeepEqual(got, []any{DemoRepostsOnlyPromotableUserID, DemoPromotableUserID}) {
		t.Errorf("id-desc = %v", got)
	}
	if got := ids(url.Values{"with_deleted": {"true"}, "count": {"3"}}); len(got) != 3 || got[2] != gone.ID {
		t.Errorf("with_deleted = %v, want the seeded deleted user last (newest)", got)
	}
	res := f.do(apiCall{method: "GET", path: path, query: url.Values{"count": {"1"}}})
	next, _ := res.body["next_cursor"].(string)
	page2 := f.do(apiCall{method: "GET", path: path, query: url.Values{"count": {"1"}, "cursor": {next}}}).list(t)
	if next == "" || len(page2) != 1 || page2[0]["id"] != DemoRepostsOnlyPromotableUserID {
		t.Errorf("second page = %v (cursor %q)", page2, next)
	}
	total := f.do(apiCall{method: "GET", path: path, query: url.Values{"with_total_count": {"true"}}})
	if total.body["total_count"] != float64(2) {
		t.Errorf("total_count = %v", total.body["total_count"])
	}
	for _, q := range []url.Values{{"count": {"1001"}}, {"sort_by": {"type-asc"}}, {"with_total_count": {"true"}, "cursor": {next}}, {"user_id": {"1"}}} {
		if r := f.do(apiCall{method: "GET", path: path, query: q}); r.status != http.StatusBadRequest {
			t.Errorf("list %v: status %d, want 400", q, r.status)
		}
	}

	one := f.do(apiCall{method: "GET", path: path + "/" + DemoPromotableUserID})
	if one.body["data_type"] != "promotable_user" || one.object(t)["user_id"] != DemoUserID {
		t.Errorf("GET one = %s", one.raw)
	}
	f.do(apiCall{method: "GET", path: path + "/" + gone.ID}).wantError(t, 404, codePromotableUserNotFound, "")
	if obj := f.do(apiCall{method: "GET", path: path + "/" + gone.ID, query: url.Values{"with_deleted": {"true"}}}).object(t); obj["deleted"] != true {
		t.Errorf("with_deleted GET = %v", obj)
	}
	f.do(apiCall{method: "GET", path: path + "/" + OtherPromotableUserID}).wantError(t, 404, codePromotableUserNotFound, "")
	f.do(apiCall{method: "POST", path: path}).wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")
	f.do(apiCall{method: "GET", path: promotableUsersPathOf(OtherAccountID)}).wantError(t, 403, codeUnauthorizedClientApplication, "")
}

func TestPromotableUserHooks(t *testing.T) {
	f := newFixture(t, Options{})
	if _, err := f.srv.SeedPromotableUser(DemoAccountID, PromotableUser{UserID: "5", Type: PromotableUserFull}); !errors.Is(err, ErrConflict) {
		t.Errorf("seeding a second FULL user = %v, want ErrConflict", err)
	}
	if err := f.srv.DeletePromotableUser(DemoAccountID, DemoPromotableUserID); !errors.Is(err, ErrConflict) {
		t.Errorf("deleting the FULL user = %v, want ErrConflict", err)
	}
	if err := f.srv.EditPromotableUser(DemoAccountID, DemoRepostsOnlyPromotableUserID, func(p *PromotableUser) {
		p.UserID = "4242"
		p.Type = PromotableUserFull
	}); err != nil {
		t.Fatal(err)
	}
	got, ok := f.srv.PromotableUser(DemoAccountID, DemoRepostsOnlyPromotableUserID)
	if !ok || got.UserID != "4242" || got.Type != PromotableUserRepostsOnly || !got.UpdatedAt.Equal(fixedNow) {
		t.Errorf("after edit: %+v (the type must not change)", got)
	}
	if err := f.srv.DeletePromotableUser(DemoAccountID, DemoRepostsOnlyPromotableUserID); err != nil {
		t.Fatal(err)
	}
	f.do(apiCall{method: "GET", path: promotableUsersPathOf(DemoAccountID) + "/" + DemoRepostsOnlyPromotableUserID}).
		wantError(t, 404, codePromotableUserNotFound, "")
	// A deleted promotable user can no longer be drafted for.
	f.do(apiCall{method: "POST", path: draftPostsPathOf(DemoAccountID), query: url.Values{"as_user_id": {"4242"}, "text": {"x"}}}).
		wantError(t, 400, codeInvalidParameter, "as_user_id")
}
