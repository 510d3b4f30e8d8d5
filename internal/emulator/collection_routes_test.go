package emulator

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"testing"
)

const curatePath = "/1.1/collections/entries/curate.json"

func curate(id string, changes ...map[string]any) map[string]any {
	return map[string]any{"id": id, "changes": changes}
}

func change(op, postID string) map[string]any { return map[string]any{"op": op, "post_id": postID} }

// curateFailures decodes response.errors of a curate answer.
func curateFailures(t *testing.T, r *result) []map[string]any {
	t.Helper()
	r.wantStatus(t, http.StatusOK)
	var a struct {
		Objects  map[string]any `json:"objects"`
		Response struct {
			Errors []map[string]any `json:"errors"`
		} `json:"response"`
	}
	if err := json.Unmarshal(r.raw, &a); err != nil || a.Objects == nil || a.Response.Errors == nil {
		t.Fatalf("curate answer %s: objects and response.errors expected (%v)", r.raw, err)
	}
	return a.Response.Errors
}

// want11Error checks an error answer of the 1.1 format: a numeric code.
func want11Error(t *testing.T, r *result, status, code int) {
	t.Helper()
	if r.status != status {
		t.Fatalf("status %d, want %d: %s", r.status, status, r.raw)
	}
	var b struct {
		Errors []struct {
			Code    json.Number `json:"code"`
			Message string      `json:"message"`
		} `json:"errors"`
	}
	if err := json.Unmarshal(r.raw, &b); err != nil || len(b.Errors) != 1 || b.Errors[0].Code.String() != fmt.Sprint(code) || b.Errors[0].Message == "" {
		t.Fatalf("error body %s, want one error with the number %d (%v)", r.raw, code, err)
	}
}

func TestCollectionCurate(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	newPost := "1460323737035677700"
	// add a new post, add one already there, add an unknown post, remove a member, remove a non-member;
	// tweet_id (the real service's name) is accepted for post_id
	failures := curateFailures(t, f.do(apiCall{method: "POST", path: curatePath, json: curate(DemoCollectionID,
		map[string]any{"op": "add", "tweet_id": newPost},
		change("add", DemoCollectionPostIDs[0]),
		change("add", "999"),
		change("remove", DemoCollectionPostIDs[1]),
		change("remove", "1373001119480344583"),
	)}))
	want := []map[string]any{
		{"reason": "duplicate", "change": map[string]any{"op": "add", "post_id": DemoCollectionPostIDs[0]}},
		{"reason": "not_found", "change": map[string]any{"op": "add", "post_id": "999"}},
		{"reason": "not_found", "change": map[string]any{"op": "remove", "post_id": "1373001119480344583"}},
	}
	if fmt.Sprint(failures) != fmt.Sprint(want) {
		t.Errorf("failures = %v, want %v", failures, want)
	}
	got, _ := f.srv.Collection(DemoCollectionID)
	if !slices.Equal(got, []string{DemoCollectionPostIDs[0], newPost}) {
		t.Errorf("entries = %v", got)
	}
	// OAuth 2.0 user context works too
	curateFailures(t, f.do(apiCall{method: "POST", path: curatePath, auth: bearer(DemoOAuth2Token),
		json: curate(DemoCollectionID, change("remove", newPost))}))
	if got, _ := f.srv.Collection(DemoCollectionID); len(got) != 1 {
		t.Errorf("entries after OAuth 2.0 removal = %v", got)
	}
}

func TestCollectionCurateRefusals(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	many := make([]map[string]any, 101)
	for i := range many {
		many[i] = change("add", DemoCollectionPostIDs[0])
	}
	want11Error(t, f.do(apiCall{method: "POST", path: curatePath, json: curate(DemoCollectionID, many...)}), http.StatusBadRequest, v11CodeInvalidParameter)
	want11Error(t, f.do(apiCall{method: "POST", path: curatePath, json: curate(DemoCollectionID, change("move", "1"))}), http.StatusBadRequest, v11CodeInvalidParameter)
	want11Error(t, f.do(apiCall{method: "POST", path: curatePath, json: map[string]any{"changes": []any{change("add", "1")}}}), http.StatusBadRequest, v11CodeMissingParameter)
	want11Error(t, f.do(apiCall{method: "POST", path: curatePath, json: curate("custom-1", change("add", "1"))}), http.StatusNotFound, v11CodeNotFound)
	// another user may not curate the demo collection
	want11Error(t, f.do(apiCall{method: "POST", path: curatePath, creds: &otherCreds, json: curate(DemoCollectionID, change("add", "1"))}), http.StatusForbidden, v11CodeForbidden)
	// user context only: the app-only bearer token is refused
	if r := f.do(apiCall{method: "POST", path: curatePath, auth: bearer(DemoBearerToken), json: curate(DemoCollectionID, change("add", "1"))}); r.status != http.StatusUnauthorized {
		t.Errorf("app-only curate: status %d, want 401", r.status)
	}
	if got, _ := f.srv.Collection(DemoCollectionID); !slices.Equal(got, DemoCollectionPostIDs) {
		t.Errorf("a refused request changed the collection: %v", got)
	}
}

func TestCollectionEntriesPages(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	const id = "custom-42"
	if err := f.srv.AddCollection(id, DemoUserID); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i := range 5 {
		ids = append(ids, fmt.Sprintf("17000000000000000%02d", i))
	}
	f.srv.AddCollectablePosts(DemoUserID, ids...)
	if err := f.srv.AddCollectionEntries(id, ids...); err != nil {
		t.Fatal(err)
	}
	type page struct {
		Response struct {
			Timeline []struct {
				Post struct{ ID, SortIndex string } `json:"post"`
			} `json:"timeline"`
			Position struct {
				MaxPosition  string `json:"max_position"`
				MinPosition  string `json:"min_position"`
				WasTruncated bool   `json:"was_truncated"`
			} `json:"position"`
		} `json:"response"`
	}
	read := func(q url.Values, auth string) page {
		r := f.do(apiCall{method: "GET", path: "/1.1/collections/entries.json", query: q, auth: auth})
		r.wantStatus(t, http.StatusOK)
		var p page
		if err := json.Unmarshal(r.raw, &p); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// newest first, two per page; max_position is inclusive
	p := read(url.Values{"id": {id}, "count": {"2"}}, bearer(DemoBearerToken))
	if len(p.Response.Timeline) != 2 || p.Response.Timeline[0].Post.ID != ids[4] || !p.Response.Position.WasTruncated {
		t.Fatalf("first page = %+v", p.Response)
	}
	p = read(url.Values{"id": {id}, "count": {"2"}, "max_position": {p.Response.Position.MinPosition}}, "")
	if len(p.Response.Timeline) != 2 || p.Response.Timeline[0].Post.ID != ids[3] || p.Response.Timeline[1].Post.ID != ids[2] {
		t.Fatalf("second page = %+v", p.Response)
	}
	p = read(url.Values{"id": {id}, "count": {"200"}, "max_position": {p.Response.Position.MinPosition}}, bearer(DemoOAuth2Token))
	if len(p.Response.Timeline) != 3 || p.Response.Position.WasTruncated {
		t.Fatalf("last page = %+v", p.Response)
	}
	want11Error(t, f.do(apiCall{method: "GET", path: "/1.1/collections/entries.json", query: url.Values{"id": {id}, "count": {"201"}}}), http.StatusBadRequest, v11CodeInvalidParameter)
	want11Error(t, f.do(apiCall{method: "GET", path: "/1.1/collections/entries.json", query: url.Values{"id": {"custom-9"}}}), http.StatusNotFound, v11CodeNotFound)
}
