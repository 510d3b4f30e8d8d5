package emulator

import (
	"net/http"
	"net/url"
	"testing"
)

// TestFaultCursorLoops: a list answer's next cursor is made up, and following it answers the
// same page again, forever: with a new cursor every time (endless), or A, B, A, B (cycling).
func TestFaultCursorLoops(t *testing.T) {
	t.Parallel()
	cards := cardsPathOf(DemoAccountID)
	ids := func(items []map[string]any) []string {
		var out []string
		for _, it := range items {
			out = append(out, it["id"].(string))
		}
		return out
	}
	sameIDs := func(a, b []string) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if a[i] != b[i] {
				return false
			}
		}
		return true
	}
	setup := func(t *testing.T) (*fixture, *result) {
		f := newFixture(t, Options{})
		for _, name := range []string{"a", "b", "c"} {
			f.createCard(imageWebsiteCard(name))
		}
		plain := f.do(apiCall{method: http.MethodGet, path: cards, query: url.Values{"count": {"2"}}})
		return f, plain
	}

	t.Run("endless", func(t *testing.T) {
		t.Parallel()
		f, plain := setup(t)
		f.srv.InjectFault(Fault{Method: http.MethodGet, PathPrefix: cards, EndlessCursor: true})
		first := f.do(apiCall{method: http.MethodGet, path: cards, query: url.Values{"count": {"2"}}})
		page := ids(first.list(t))
		if !sameIDs(page, ids(plain.list(t))) {
			t.Fatalf("first page %v, want the plain first page %v", page, ids(plain.list(t)))
		}
		cursor, _ := first.body["next_cursor"].(string)
		if cursor == "" || cursor == plain.body["next_cursor"] {
			t.Fatalf("next_cursor = %v, want a made-up one (the plain one is %v)", first.body["next_cursor"], plain.body["next_cursor"])
		}
		seen := map[string]bool{cursor: true}
		logged := len(f.srv.Requests())
		for range 50 {
			res := f.do(apiCall{method: http.MethodGet, path: cards, query: url.Values{"count": {"2"}, "cursor": {cursor}}})
			res.wantStatus(t, http.StatusOK)
			if got := ids(res.list(t)); !sameIDs(got, page) {
				t.Fatalf("page %v after cursor %s, want the same page %v", got, cursor, page)
			}
			cursor, _ = res.body["next_cursor"].(string)
			if cursor == "" || seen[cursor] {
				t.Fatalf("next_cursor %q is empty or came before: want a new one on every page", cursor)
			}
			seen[cursor] = true
		}
		if n := len(f.srv.Requests()) - logged; n != 50 {
			t.Errorf("%d requests logged for 50 pages", n)
		}
		// The fault was used up: a new walk sees the plain cursor.
		again := f.do(apiCall{method: http.MethodGet, path: cards, query: url.Values{"count": {"2"}}})
		if again.body["next_cursor"] != plain.body["next_cursor"] {
			t.Fatalf("a new walk got next_cursor %v, want the plain %v", again.body["next_cursor"], plain.body["next_cursor"])
		}
	})

	t.Run("cycling, from a last page", func(t *testing.T) {
		t.Parallel()
		f, _ := setup(t)
		f.srv.InjectFault(Fault{Method: http.MethodGet, PathPrefix: cards, CyclingCursor: true})
		first := f.do(apiCall{method: http.MethodGet, path: cards})
		page := ids(first.list(t))
		if len(page) != 3 {
			t.Fatalf("first page %v, want the three cards", page)
		}
		a, _ := first.body["next_cursor"].(string)
		if a == "" {
			t.Fatalf("next_cursor = %v, want a made-up one even after the last page", first.body["next_cursor"])
		}
		var cursors []string
		cursor := a
		for range 4 {
			res := f.do(apiCall{method: http.MethodGet, path: cards, query: url.Values{"cursor": {cursor}}})
			if got := ids(res.list(t)); !sameIDs(got, page) {
				t.Fatalf("page %v, want the same page %v", got, page)
			}
			cursor, _ = res.body["next_cursor"].(string)
			cursors = append(cursors, cursor)
		}
		b := cursors[0]
		if b == a || b == "" || cursors[1] != a || cursors[2] != b || cursors[3] != a {
			t.Fatalf("cursors %s then %v, want A, B, A, B, A", a, cursors)
		}
		// A made-up cursor sent elsewhere reaches that endpoint, which refuses it.
		f.do(apiCall{method: http.MethodGet, path: pollCardsPathOf(DemoAccountID), query: url.Values{"cursor": {a}}}).
			wantError(t, http.StatusBadRequest, codeInvalidParameter, "cursor")
	})

	t.Run("v2 next_token", func(t *testing.T) {
		t.Parallel()
		f := newFixture(t, Options{})
		posts := "/2/users/" + DevelopersUserID + "/posts"
		call := func(token string) *result {
			q := url.Values{"max_results": {"5"}}
			if token != "" {
				q.Set("pagination_token", token)
			}
			res := f.do(apiCall{method: http.MethodGet, path: posts, auth: bearer(DemoOAuth2ReadToken), query: q})
			res.wantStatus(t, http.StatusOK)
			return res
		}
		f.srv.InjectFault(Fault{PathPrefix: posts, EndlessCursor: true})
		first := call("")
		page := ids(first.list(t))
		token := func(res *result) string {
			meta, _ := res.body["meta"].(map[string]any)
			tok, _ := meta["next_token"].(string)
			if n, _ := meta["result_count"].(float64); int(n) != len(page) {
				t.Fatalf("meta = %v, want result_count %d kept", meta, len(page))
			}
			return tok
		}
		tok := token(first)
		seen := map[string]bool{}
		for range 10 {
			if tok == "" || seen[tok] {
				t.Fatalf("next_token %q is empty or came before", tok)
			}
			seen[tok] = true
			res := call(tok)
			if got := ids(res.list(t)); !sameIDs(got, page) {
				t.Fatalf("page %v, want the same page %v", got, page)
			}
			tok = token(res)
		}
	})
}

// The loops a server keeps are bounded: beyond maxCursorLoops the oldest is forgotten, and its
// made-up cursor then reaches the endpoint like any other.
func TestCursorLoopsAreBounded(t *testing.T) {
	t.Parallel()
	var loops cursorLoops
	for range maxCursorLoops + 1 {
		loops.add(&cursorLoop{})
	}
	if len(loops.byID) != maxCursorLoops || len(loops.order) != maxCursorLoops {
		t.Fatalf("%d loops kept (%d in order), want %d", len(loops.byID), len(loops.order), maxCursorLoops)
	}
	if loops.byID[1] != nil || loops.byID[maxCursorLoops+1] == nil {
		t.Fatal("want the first loop forgotten and the newest kept")
	}
}
