package emulator

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func TestRouting(t *testing.T) {
	f := newFixture(t, Options{})
	card := f.createCard(imageWebsiteCard("routed"))
	poll := f.createPoll(textPoll("routed"))

	tests := []struct {
		name   string
		call   apiCall
		status int
		code   string
		allow  string
	}{
		// The pre-roll guide's singular path, which the spec says not to follow.
		{"unknown path", apiCall{method: "GET", path: "/12/accounts/" + DemoAccountID + "/preroll_call_to_action"}, http.StatusNotFound, codeRouteNotFound, ""},
		{"unknown version", apiCall{method: "GET", path: "/9/accounts/" + DemoAccountID + "/cards"}, http.StatusNotFound, codeRouteNotFound, ""},
		{"root", apiCall{method: "GET", path: "/"}, http.StatusNotFound, codeRouteNotFound, ""},
		{"sandbox unknown path", apiCall{method: "GET", path: "/sandbox/12/accounts/" + DemoAccountID + "/reach_estimate"}, http.StatusNotFound, codeRouteNotFound, ""},
		{"prefix that only looks like the sandbox", apiCall{method: "GET", path: "/sandboxed/12/accounts/" + DemoAccountID + "/cards"}, http.StatusNotFound, codeRouteNotFound, ""},
		{"PUT on a poll card", apiCall{method: "PUT", path: pollCardsPathOf(DemoAccountID) + "/" + poll["id"].(string), query: url.Values{"name": {"x"}}}, http.StatusMethodNotAllowed, codeMethodNotAllowed, "GET, DELETE"},
		{"PUT on the poll card list", apiCall{method: "PUT", path: pollCardsPathOf(DemoAccountID)}, http.StatusMethodNotAllowed, codeMethodNotAllowed, "GET, POST"},
		{"DELETE on the card list", apiCall{method: "DELETE", path: cardsPathOf(DemoAccountID)}, http.StatusMethodNotAllowed, codeMethodNotAllowed, "GET, POST"},
		// A card's id may be any segment, and cards take DELETE: the literal poll still decides.
		{"DELETE on the poll card list", apiCall{method: "DELETE", path: pollCardsPathOf(DemoAccountID)}, http.StatusMethodNotAllowed, codeMethodNotAllowed, "GET, POST"},
		{"empty segment", apiCall{method: "GET", path: "/12/accounts//cards"}, http.StatusNotFound, codeRouteNotFound, ""},
		{"dot segments", apiCall{method: "GET", path: "/12/accounts/" + DemoAccountID + "/cards/../cards"}, http.StatusNotFound, codeRouteNotFound, ""},
		{"POST on a card", apiCall{method: "POST", path: cardsPathOf(DemoAccountID) + "/" + card["id"].(string), json: imageWebsiteCard("x")}, http.StatusMethodNotAllowed, codeMethodNotAllowed, "GET, PUT, DELETE"},
		{"405 comes before authentication", apiCall{method: "PATCH", path: cardsPathOf(DemoAccountID), auth: "-"}, http.StatusMethodNotAllowed, codeMethodNotAllowed, "GET, POST"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := f.do(tc.call)
			res.wantError(t, tc.status, tc.code, "")
			if got := res.header.Get("Allow"); got != tc.allow {
				t.Errorf("Allow = %q, want %q", got, tc.allow)
			}
			for _, h := range []string{"x-rate-limit-limit", "x-rate-limit-remaining", "x-rate-limit-reset"} {
				if res.header.Get(h) == "" {
					t.Errorf("%s missing on a %d answer", h, res.status)
				}
			}
		})
	}

	t.Run("each API refuses a method in its own format", func(t *testing.T) {
		res := f.do(apiCall{method: "PUT", path: "/2/users/me", auth: "-"})
		res.wantBlankProblem(t, http.StatusMethodNotAllowed)
		if got := res.header.Get("Allow"); got != "GET" {
			t.Errorf("v2 Allow = %q, want GET", got)
		}
		res = f.do(apiCall{method: "DELETE", path: "/1.1/trends/available.json", auth: "-"})
		want11Error(t, res, http.StatusMethodNotAllowed, v11CodeNotFound)
		if got := res.header.Get("Allow"); got != "GET" {
			t.Errorf("1.1 Allow = %q, want GET", got)
		}
	})

	t.Run("HEAD is not GET", func(t *testing.T) {
		res := f.do(apiCall{method: "HEAD", path: cardsPathOf(DemoAccountID)})
		if res.status != http.StatusMethodNotAllowed || res.header.Get("Allow") != "GET, POST" {
			t.Fatalf("HEAD answered %d with Allow %q, want 405 with GET, POST", res.status, res.header.Get("Allow"))
		}
	})

	t.Run("slashes around the path are ignored", func(t *testing.T) {
		res := f.do(apiCall{method: "GET", path: "/" + cardsPathOf(DemoAccountID) + "/" + card["id"].(string) + "/"})
		res.wantStatus(t, http.StatusOK)
		if got := res.list(t)[0]["id"]; got != card["id"] {
			t.Fatalf("id = %v, want %v", got, card["id"])
		}
	})

	t.Run("poll is a literal segment, not a card id", func(t *testing.T) {
		res := f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID)})
		res.wantStatus(t, http.StatusOK)
		if got := res.list(t)[0]["card_type"]; got != PollTypeText {
			t.Fatalf("card_type = %v, want the poll card's %s", got, PollTypeText)
		}
	})

	t.Run("sandbox prefix shares production state", func(t *testing.T) {
		res := f.do(apiCall{method: "GET", path: "/sandbox" + cardsPathOf(DemoAccountID) + "/" + card["id"].(string)})
		res.wantStatus(t, http.StatusOK)
		if got := res.list(t)[0]["name"]; got != "routed" {
			t.Fatalf("sandbox card name = %v, want routed", got)
		}
	})
}

func TestParameterChecks(t *testing.T) {
	f := newFixture(t, Options{})
	card := f.createCard(imageWebsiteCard("params"))
	cardURL := cardsPathOf(DemoAccountID) + "/" + card["id"].(string)
	body := imageWebsiteCard("json only")

	tests := []struct {
		name  string
		call  apiCall
		param string
	}{
		{"unknown list parameter", apiCall{method: "GET", path: cardsPathOf(DemoAccountID), query: url.Values{"with_total_count": {"true"}}}, "with_total_count"},
		{"unknown poll create parameter", apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), query: url.Values{
			"name": {"p"}, "duration": {"60"}, "duration_in_minutes": {"60"}, "first_choice": {"a"}, "second_choice": {"b"}}}, "duration"},
		{"card create as a form", apiCall{method: "POST", path: cardsPathOf(DemoAccountID), form: url.Values{"name": {"x"}}}, ""},
		{"card create with query parameters", apiCall{method: "POST", path: cardsPathOf(DemoAccountID), json: body, query: url.Values{"name": {"x"}}}, "name"},
		{"card create without Content-Type", apiCall{method: "POST", path: cardsPathOf(DemoAccountID), json: body, contentType: "text/plain"}, ""},
		{"card update as a form", apiCall{method: "PUT", path: cardURL, form: url.Values{"name": {"x"}}}, ""},
		{"card update with query parameters", apiCall{method: "PUT", path: cardURL, json: map[string]any{}, query: url.Values{"name": {"x"}}}, "name"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.do(tc.call).wantError(t, http.StatusBadRequest, codeInvalidParameter, tc.param)
		})
	}

	t.Run("JSON with a charset is accepted", func(t *testing.T) {
		f.do(apiCall{method: "POST", path: cardsPathOf(DemoAccountID), json: body, contentType: "application/json; charset=utf-8"}).
			wantStatus(t, http.StatusCreated)
	})
	t.Run("refused requests changed nothing", func(t *testing.T) {
		got, _ := f.srv.Card(DemoAccountID, card["id"].(string))
		if got.Name != "params" {
			t.Fatalf("card name = %q after refused updates, want params", got.Name)
		}
		list := f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID)}).list(t)
		if len(list) != 2 {
			t.Fatalf("%d cards, want 2 (the params card and the JSON one)", len(list))
		}
	})
}

func TestEnvelopeEchoesParams(t *testing.T) {
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID), query: url.Values{"card_id": {"1,2"}, "count": {"5"}}})
	res.wantStatus(t, http.StatusOK)
	params := res.body["request"].(map[string]any)["params"].(map[string]any)
	if params["account_id"] != DemoAccountID || params["count"] != float64(5) {
		t.Errorf("params = %v, want account_id and count echoed", params)
	}
	ids, ok := params["card_id"].([]any)
	if !ok || len(ids) != 2 || ids[0] != "1" || ids[1] != "2" {
		t.Errorf("card_id echoed as %v, want [1 2]", params["card_id"])
	}
	if _, ok := res.body["next_cursor"]; !ok || res.body["next_cursor"] != nil {
		t.Errorf("next_cursor = %v (present %v), want null", res.body["next_cursor"], ok)
	}
	for k := range params {
		if strings.HasPrefix(k, "oauth_") {
			t.Errorf("params echo %s", k)
		}
	}

	errRes := f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID), query: url.Values{"count": {"0"}}})
	errRes.wantError(t, http.StatusBadRequest, codeInvalidParameter, "count")
	if p := errRes.body["request"].(map[string]any)["params"].(map[string]any); p["count"] != float64(0) {
		t.Errorf("error params = %v, want count echoed", p)
	}
}
