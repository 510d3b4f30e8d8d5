package emulator

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// The service counts the length of names, poll choices, q filters, tags, keywords and metadata in
// characters (code points), not bytes: text of multi-byte characters is accepted up to the limit and
// refused one character past it. é takes 2 bytes in UTF-8, 日 3 and 😀 4.

func TestTextLimitsCountCharacters_cards(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	name := strings.Repeat("é", 80)
	card := f.createCard(imageWebsiteCard(name))
	if card["name"] != name {
		t.Fatalf("80 é: the card is named %q", card["name"])
	}
	f.do(apiCall{method: "POST", path: cardsPathOf(DemoAccountID), json: imageWebsiteCard(strings.Repeat("日", 81))}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "name")
	one := cardsPathOf(DemoAccountID) + "/" + card["id"].(string)
	f.do(apiCall{method: "PUT", path: one, json: map[string]any{"name": strings.Repeat("😀", 80)}}).wantStatus(t, http.StatusOK)
	f.do(apiCall{method: "PUT", path: one, json: map[string]any{"name": strings.Repeat("😀", 81)}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "name")

	for _, path := range []string{cardsPathOf(DemoAccountID), pollCardsPathOf(DemoAccountID), targetingPath("interests")} {
		f.do(apiCall{method: "GET", path: path, query: url.Values{"q": {strings.Repeat("é", 80)}}}).wantStatus(t, http.StatusOK)
		f.do(apiCall{method: "GET", path: path, query: url.Values{"q": {strings.Repeat("é", 81)}}}).
			wantError(t, http.StatusBadRequest, codeInvalidParameter, "q")
	}
}

func TestTextLimitsCountCharacters_pollChoices(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	p := textPoll("天気")
	p.Set("first_choice", "東京は晴れでしょう") // 9 characters, 27 bytes
	p.Set("second_choice", strings.Repeat("日", 25))
	if got := f.createPoll(p); got["first_choice"] != "東京は晴れでしょう" {
		t.Fatalf("first_choice = %q", got["first_choice"])
	}
	p.Set("second_choice", strings.Repeat("日", 26))
	f.do(apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), query: p}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "second_choice")
}

func TestTextLimitsCountCharacters_draftName(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	name := strings.Repeat("日", 80)
	if got := f.createDraft(url.Values{"text": {"x"}, "name": {name}}); got["name"] != name {
		t.Fatalf("80 日: the draft is named %q", got["name"])
	}
	f.do(apiCall{method: "POST", path: draftPostsPathOf(DemoAccountID), query: url.Values{"as_user_id": {DemoUserID}, "text": {"x"}, "name": {strings.Repeat("é", 81)}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "name")
}

func TestTextLimitsCountCharacters_activitySubscription(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	post := func(body map[string]any) *result {
		return f.do(apiCall{method: "POST", path: "/2/activity/subscriptions", auth: bearer(DemoOAuth2Token), json: body})
	}
	refused := func(t *testing.T, res *result, parameter string) {
		t.Helper()
		res.wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
		if res.body["parameter"] != parameter {
			t.Errorf("parameter = %v, want %s; body %s", res.body["parameter"], parameter, res.raw)
		}
	}
	user := map[string]any{"user_id": DemoUserID}
	withKeyword := func(k string) map[string]any { return map[string]any{"user_id": DemoUserID, "keyword": k} }

	post(map[string]any{"event_type": "like.create", "filter": user, "tag": strings.Repeat("é", 200)}).wantStatus(t, http.StatusOK)
	refused(t, post(map[string]any{"event_type": "like.create", "filter": user, "tag": strings.Repeat("é", 201)}), "tag")
	post(map[string]any{"event_type": "post.create", "filter": withKeyword(strings.Repeat("日", 150))}).wantStatus(t, http.StatusOK)
	refused(t, post(map[string]any{"event_type": "post.create", "filter": withKeyword(strings.Repeat("é", 151))}), "filter.keyword")
	refused(t, post(map[string]any{"event_type": "post.create", "filter": withKeyword("")}), "filter.keyword")

	subs := f.srv.ActivitySubscriptions()
	if len(subs) != 2 {
		t.Fatalf("stored %d subscriptions, want the 2 accepted", len(subs))
	}
	one := "/2/activity/subscriptions/" + subs[0].ID
	f.do(apiCall{method: "PUT", path: one, auth: bearer(DemoBearerToken), json: map[string]any{"tag": strings.Repeat("😀", 200)}}).wantStatus(t, http.StatusOK)
	refused(t, f.do(apiCall{method: "PUT", path: one, auth: bearer(DemoBearerToken), json: map[string]any{"tag": strings.Repeat("😀", 201)}}), "tag")
}
