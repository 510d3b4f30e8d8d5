package emulator

import (
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

func draftPostsPathOf(account string) string { return "/12/accounts/" + account + "/draft_posts" }

// createDraft makes a draft through the API, for the demo user unless params say otherwise.
func (f *fixture) createDraft(params url.Values) map[string]any {
	f.t.Helper()
	if !params.Has("as_user_id") {
		params.Set("as_user_id", DemoUserID)
	}
	res := f.do(apiCall{method: "POST", path: draftPostsPathOf(DemoAccountID), query: params})
	res.wantStatus(f.t, http.StatusCreated)
	return res.object(f.t)
}

func TestDraftPostCreateShape(t *testing.T) {
	f := newFixture(t, Options{})
	got := f.createDraft(url.Values{"text": {"hello, world"}})
	want := map[string]any{
		"id": got["id"], "name": nil, "text": "hello, world", "user_id": DemoUserID, "nullcast": true,
		"card_uri": nil, "media_keys": []any{},
		"created_at": "2018-05-11T04:09:53Z", "updated_at": "2018-05-11T04:09:53Z",
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("created = %v\nwant      %v", got, want)
	}
	if id, _ := got["id"].(string); id == "" || strings.Trim(id, "0123456789") != "" {
		t.Errorf("id = %v, want a decimal id", got["id"])
	}

	card := f.createCard(imageWebsiteCard("for a draft"))
	full := f.createDraft(url.Values{
		"text": {"with everything"}, "name": {"spring"}, "card_uri": {card["card_uri"].(string)},
		"media_keys": {DemoImageKey + "," + DemoImage2Key}, "nullcast": {"false"},
		"as_user_id": {DemoRepostsOnlyUserID},
	})
	if full["name"] != "spring" || full["card_uri"] != card["card_uri"] || full["nullcast"] != false ||
		full["user_id"] != DemoRepostsOnlyUserID || !reflect.DeepEqual(full["media_keys"], []any{DemoImageKey, DemoImage2Key}) {
		t.Errorf("created = %v", full)
	}

	res := f.do(apiCall{method: "POST", path: draftPostsPathOf(DemoAccountID), form: url.Values{"as_user_id": {DemoUserID}, "media_keys": {DemoVideoKey}}})
	res.wantStatus(t, http.StatusCreated)
	if obj := res.object(t); obj["text"] != "" || !reflect.DeepEqual(obj["media_keys"], []any{DemoVideoKey}) {
		t.Errorf("media-only draft from a form body = %v", obj)
	}
}

func TestDraftPostCreateRules(t *testing.T) {
	f := newFixture(t, Options{})
	poll := f.createPoll(textPoll("poll for a draft"))
	deleted := f.createCard(imageWebsiteCard("deleted"))
	if err := f.srv.DeleteCard(DemoAccountID, deleted["id"].(string)); err != nil {
		t.Fatal(err)
	}
	four := strings.Join([]string{DemoImageKey, DemoImage2Key, DemoSquareImageKey, DemoImageKey}, ",")
	tests := []struct {
		name   string
		params url.Values
		status int
		code   string
		param  string
	}{
		{"as_user_id missing", url.Values{"text": {"x"}}, 400, codeMissingParameter, "as_user_id"},
		{"as_user_id not promotable", url.Values{"as_user_id": {OtherUserID}, "text": {"x"}}, 400, codeInvalidParameter, "as_user_id"},
		{"blank draft", url.Values{"as_user_id": {DemoUserID}}, 400, "POST_CANNOT_BE_BLANK", "text"},
		{"blank text and no media", url.Values{"as_user_id": {DemoUserID}, "text": {"  "}}, 400, "POST_CANNOT_BE_BLANK", "text"},
		{"name over 80", url.Values{"as_user_id": {DemoUserID}, "text": {"x"}, "name": {strings.Repeat("n", 81)}}, 400, codeInvalidParameter, "name"},
		{"nullcast not a boolean", url.Values{"as_user_id": {DemoUserID}, "text": {"x"}, "nullcast": {"yes"}}, 400, codeInvalidParameter, "nullcast"},
		{"card_uri malformed", url.Values{"as_user_id": {DemoUserID}, "text": {"x"}, "card_uri": {"card:/1"}}, 400, codeInvalidParameter, "card_uri"},
		{"card_uri unknown", url.Values{"as_user_id": {DemoUserID}, "text": {"x"}, "card_uri": {"card://1"}}, 400, codeInvalidParameter, "card_uri"},
		{"card_uri of a deleted card", url.Values{"as_user_id": {DemoUserID}, "text": {"x"}, "card_uri": {deleted["card_uri"].(string)}}, 400, codeInvalidParameter, "card_uri"},
		{"media not in the library", url.Values{"as_user_id": {DemoUserID}, "media_keys": {"3_404"}}, 400, codeInvalidMedia, "media_keys"},
		{"media of another account", url.Values{"as_user_id": {DemoUserID}, "media_keys": {OtherImageKey}}, 400, codeInvalidMedia, "media_keys"},
		{"five images", url.Values{"as_user_id": {DemoUserID}, "media_keys": {four + "," + DemoImage2Key}}, 400, codeInvalidMedia, "media_keys"},
		{"two videos", url.Values{"as_user_id": {DemoUserID}, "media_keys": {DemoVideoKey + "," + DemoVideo2Key}}, 400, codeInvalidMedia, "media_keys"},
		{"image and GIF", url.Values{"as_user_id": {DemoUserID}, "media_keys": {DemoImageKey + "," + DemoGIFKey}}, 400, codeInvalidMedia, "media_keys"},
		{"image and video", url.Values{"as_user_id": {DemoUserID}, "media_keys": {DemoImageKey + "," + DemoVideoKey}}, 400, codeInvalidMedia, "media_keys"},
		{"unknown parameter", url.Values{"as_user_id": {DemoUserID}, "text": {"x"}, "status": {"x"}}, 400, codeInvalidParameter, "status"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "POST", path: draftPostsPathOf(DemoAccountID), query: tc.params}).wantError(t, tc.status, tc.code, tc.param)
		})
	}
	if n := len(f.srv.snapshotDrafts(DemoAccountID)); n != 0 {
		t.Fatalf("refused creates left %d drafts", n)
	}

	t.Run("edges are accepted", func(t *testing.T) {
		for _, p := range []url.Values{
			{"media_keys": {four}},
			{"media_keys": {DemoGIFKey}},
			{"text": {"x"}, "name": {strings.Repeat("ü", 80)}},
			{"text": {"x"}, "card_uri": {poll["card_uri"].(string)}},
		} {
			f.createDraft(p)
		}
	})
}

// snapshotDrafts lists the ids of an account's drafts through the Go API.
func (s *Server) snapshotDrafts(accountID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []string
	for id := range s.accounts[accountID].drafts {
		ids = append(ids, id)
	}
	return ids
}

func TestDraftPostUpdateClearsAndDeletes(t *testing.T) {
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	card := f.createCard(imageWebsiteCard("attached"))
	d := f.createDraft(url.Values{"text": {"t"}, "name": {"n"}, "card_uri": {card["card_uri"].(string)}, "media_keys": {DemoImageKey}})
	path := draftPostsPathOf(DemoAccountID) + "/" + d["id"].(string)

	clock.Advance(60e9)
	res := f.do(apiCall{method: "PUT", path: path, query: url.Values{"card_uri": {""}, "media_keys": {""}, "name": {""}}})
	res.wantStatus(t, http.StatusOK)
	got := res.object(t)
	if got["card_uri"] != "" || got["name"] != nil || !reflect.DeepEqual(got["media_keys"], []any{}) || got["text"] != "t" {
		t.Fatalf("after clearing: %v (card_uri must come back as \"\", name as null)", got)
	}
	if got["updated_at"] != "2018-05-11T04:10:53Z" || got["created_at"] != "2018-05-11T04:09:53Z" {
		t.Errorf("timestamps after update: %v %v", got["created_at"], got["updated_at"])
	}

	f.do(apiCall{method: "PUT", path: path, query: url.Values{"text": {""}}}).wantError(t, 400, "POST_CANNOT_BE_BLANK", "text")
	f.do(apiCall{method: "PUT", path: path, query: url.Values{"as_user_id": {DemoUserID}}}).wantError(t, 400, codeInvalidParameter, "as_user_id")
	f.do(apiCall{method: "PUT", path: path, query: url.Values{"text": {"new"}, "media_keys": {"3_404"}}}).wantError(t, 400, codeInvalidMedia, "media_keys")
	if g := f.do(apiCall{method: "GET", path: path}).object(t); g["text"] != "t" {
		t.Fatalf("a refused update changed the draft: %v", g)
	}

	updated := f.do(apiCall{method: "PUT", path: path, query: url.Values{"text": {"new"}, "nullcast": {"false"}}}).object(t)
	if updated["text"] != "new" || updated["nullcast"] != false || updated["card_uri"] != "" {
		t.Errorf("after update: %v", updated)
	}

	del := f.do(apiCall{method: "DELETE", path: path})
	del.wantStatus(t, http.StatusOK)
	if obj := del.object(t); obj["status"] != "DELETED" || obj["id"] != d["id"] {
		t.Errorf("delete answer = %v", obj)
	}
	f.do(apiCall{method: "GET", path: path}).wantError(t, http.StatusNotFound, codeNotFound, "")
	f.do(apiCall{method: "DELETE", path: path}).wantError(t, http.StatusNotFound, codeNotFound, "")
	if _, ok := f.srv.DraftPost(DemoAccountID, d["id"].(string)); ok {
		t.Error("the deleted draft is still stored")
	}
}

func TestDraftPostListAndPreview(t *testing.T) {
	f := newFixture(t, Options{})
	var mine []any
	for range 3 {
		mine = append(mine, f.createDraft(url.Values{"text": {"mine"}})["id"])
	}
	reposter := f.createDraft(url.Values{"text": {"theirs"}, "as_user_id": {DemoRepostsOnlyUserID}})

	res := f.do(apiCall{method: "GET", path: draftPostsPathOf(DemoAccountID), query: url.Values{"count": {"2"}}})
	page1 := res.list(t)
	cursor, _ := res.body["next_cursor"].(string)
	res2 := f.do(apiCall{method: "GET", path: draftPostsPathOf(DemoAccountID), query: url.Values{"count": {"2"}, "cursor": {cursor}}})
	page2 := res2.list(t)
	if len(page1) != 2 || len(page2) != 1 || cursor == "" || res2.body["next_cursor"] != nil {
		t.Fatalf("pages %d+%d, cursor %q then %v; want the FULL user's 3 drafts in 2+1", len(page1), len(page2), cursor, res2.body["next_cursor"])
	}
	if got := []any{page1[0]["id"], page1[1]["id"], page2[0]["id"]}; !reflect.DeepEqual(got, mine) {
		t.Errorf("default list = %v, want the FULL user's drafts %v", got, mine)
	}

	other := f.do(apiCall{method: "GET", path: draftPostsPathOf(DemoAccountID), query: url.Values{"user_id": {DemoRepostsOnlyUserID}}}).list(t)
	if len(other) != 1 || other[0]["id"] != reposter["id"] {
		t.Errorf("user_id list = %v", other)
	}
	for _, q := range []url.Values{{"count": {"201"}}, {"count": {"0"}}, {"cursor": {"made-up"}}, {"user_id": {OtherUserID}}} {
		if res := f.do(apiCall{method: "GET", path: draftPostsPathOf(DemoAccountID), query: q}); res.status != 400 {
			t.Errorf("list %v: status %d, want 400", q, res.status)
		}
	}
	if n := len(f.do(apiCall{method: "GET", path: draftPostsPathOf(DemoAccountID), query: url.Values{"count": {"200"}}}).list(t)); n != 3 {
		t.Errorf("count=200 listed %d", n)
	}

	preview := f.do(apiCall{method: "POST", path: draftPostsPathOf(DemoAccountID) + "/preview/" + mine[0].(string)})
	preview.wantStatus(t, http.StatusOK)
	msg, _ := preview.body["message"].(string)
	if _, hasData := preview.body["data"]; hasData || !strings.Contains(msg, "@"+DemoHandle) {
		t.Errorf("preview answer = %s, want a message naming @%s and no data", preview.raw, DemoHandle)
	}
	f.do(apiCall{method: "POST", path: draftPostsPathOf(DemoAccountID) + "/preview/404"}).wantError(t, http.StatusNotFound, codeNotFound, "")

	t.Run("another user's account", func(t *testing.T) {
		f.do(apiCall{method: "GET", path: draftPostsPathOf(DemoAccountID), creds: &otherCreds}).
			wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
		f.do(apiCall{method: "GET", path: draftPostsPathOf(DemoAccountID) + "/" + mine[0].(string), creds: &otherCreds}).
			wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
	})
}

func TestDraftPostHooks(t *testing.T) {
	f := newFixture(t, Options{})
	seeded, err := f.srv.SeedDraftPost(DemoAccountID, DraftPost{Text: "seeded", MediaKeys: []string{DemoVideoKey}})
	if err != nil {
		t.Fatal(err)
	}
	if seeded.UserID != DemoUserID || seeded.ID == "" || !seeded.CreatedAt.Equal(fixedNow) {
		t.Errorf("seeded = %+v", seeded)
	}
	path := draftPostsPathOf(DemoAccountID) + "/" + seeded.ID
	if err := f.srv.EditDraftPost(DemoAccountID, seeded.ID, func(d *DraftPost) { d.Text = "drifted"; d.ID = "x" }); err != nil {
		t.Fatal(err)
	}
	if got := f.do(apiCall{method: "GET", path: path}).object(t); got["text"] != "drifted" || got["id"] != seeded.ID {
		t.Errorf("after EditDraftPost: %v", got)
	}
	if err := f.srv.EditDraftPost(DemoAccountID, seeded.ID, func(d *DraftPost) { d.MediaKeys, d.MediaKeysNull = nil, true }); err != nil {
		t.Fatal(err)
	}
	if got := f.do(apiCall{method: "GET", path: path}).object(t); got["media_keys"] != nil {
		t.Errorf("media_keys with MediaKeysNull = %#v, want null", got["media_keys"])
	}
	if err := f.srv.EditDraftPost(DemoAccountID, seeded.ID, func(d *DraftPost) { d.MediaKeys = []string{DemoVideoKey} }); err != nil {
		t.Fatal(err)
	}
	if got := f.do(apiCall{method: "GET", path: path}).object(t); !reflect.DeepEqual(got["media_keys"], []any{DemoVideoKey}) {
		t.Errorf("MediaKeysNull must not hide media: media_keys = %#v", got["media_keys"])
	}
	if d, ok := f.srv.DraftPost(DemoAccountID, seeded.ID); !ok || d.Text != "drifted" {
		t.Errorf("DraftPost = %+v, %v", d, ok)
	}
	if _, err := f.srv.SeedDraftPost(DemoAccountID, DraftPost{ID: seeded.ID}); err == nil {
		t.Error("seeding a taken id succeeded")
	}
	if err := f.srv.DeleteDraftPost(DemoAccountID, seeded.ID); err != nil {
		t.Fatal(err)
	}
	f.do(apiCall{method: "GET", path: path}).wantError(t, http.StatusNotFound, codeNotFound, "")
	if err := f.srv.DeleteDraftPost(DemoAccountID, seeded.ID); err == nil {
		t.Error("deleting twice succeeded")
	}
	if err := f.srv.EditDraftPost(DemoAccountID, seeded.ID, func(*DraftPost) {}); err == nil {
		t.Error("editing a deleted draft succeeded")
	}
}
