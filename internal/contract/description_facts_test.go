package contract

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3filter"
)

// Every entry of an overlay says where its fact comes from: the service's reference or the spec.
func TestOverlayEntriesSayWhereTheyComeFrom(t *testing.T) {
	t.Parallel()
	type described struct {
		Description string `json:"description"`
	}
	for _, file := range overlayFiles {
		var ov overlay
		if err := readJSON(file, &ov); err != nil {
			t.Fatal(err)
		}
		entries := map[string]json.RawMessage{}
		for path, ops := range ov.Paths {
			for method, op := range ops {
				entries["paths "+strings.ToUpper(method)+" "+path] = op
			}
		}
		for name, s := range ov.Components.Schemas {
			entries["schema "+name] = s
		}
		for name, p := range ov.Components.Parameters {
			entries["parameter "+name] = p
		}
		if len(entries) == 0 {
			t.Errorf("%s patches nothing", file)
		}
		for name, raw := range entries {
			var d described
			if err := json.Unmarshal(raw, &d); err != nil {
				t.Fatalf("%s %s: %v", file, name, err)
			}
			if !strings.Contains(d.Description, "the service's reference") && !strings.Contains(d.Description, "the spec") {
				t.Errorf("%s %s: its description %q names no source (the service's reference or the spec)", file, name, d.Description)
			}
		}
	}
}

// The changes of 2.168 and the overlays took effect in the merged description, through the
// references of the 2.167 entries.
func TestMergedDescriptionHoldsTheOverlays(t *testing.T) {
	t.Parallel()
	d := loadDescription(t)
	schemas := d.doc.Components.Schemas
	// A 2.167 answer's errors resolve to the live Problem, with unsupported-authentication.
	me := schemas["GetUsersMeResponse"].Value.Properties["errors"].Value.Items.Value
	if len(me.OneOf) != 10 || me.Discriminator.Mapping[problemBase+"unsupported-authentication"].Ref == "" {
		t.Errorf("GetUsersMeResponse.errors items: %d kinds, want the description's 9 and unsupported-authentication", len(me.OneOf))
	}
	events := schemas["CreateActivitySubscriptionRequest"].Value.Properties["event_type"].Value.Enum
	if len(events) != 42 || !slices.Contains(events, any("chat.conversation.join")) || !slices.Contains(events, any("chat.conversation_join")) {
		t.Errorf("event_type enum has %d values, want the service's 42 with both chat.conversation names", len(events))
	}
	if d.doc.Paths.Find("/2/account") == nil {
		t.Error("GET/POST /2/account (2.168) are missing")
	}
	blocking := d.doc.Paths.Find("/2/users/{id}/blocking").Get
	if blocking.Security == nil || len(*blocking.Security) != 1 {
		t.Errorf("blocking security = %v, want the spec's OAuth 2.0 only", blocking.Security)
	}
	if got := len(d.operations()); got != 30 {
		t.Errorf("%d operations, want the subset's 19, 2.168's two of /2/account and the users cut's 9 others", got)
	}
}

// The user lookups take the description's names (issue 31's reading of the spec's gap 1) and 2.168's
// subscriber_count, while the core operations take the core document's lists (the spec-precedence overlay).
func TestUserLookupsKeepTheDescriptionsNames(t *testing.T) {
	t.Parallel()
	d := loadDescription(t)
	enum := func(path, name string) []any {
		for _, p := range d.doc.Paths.Find(path).Get.Parameters {
			if p.Value.Name == name {
				return p.Value.Schema.Value.Items.Value.Enum
			}
		}
		t.Fatalf("GET %s has no %s", path, name)
		return nil
	}
	for _, path := range userLookupPaths {
		users, posts := enum(path, "user.fields"), enum(path, "post.fields")
		if slices.Contains(users, any("pinned_post_id")) || !slices.Contains(users, any("subscribes_to_you")) ||
			!slices.Contains(users, any("subscriber_count")) {
			t.Errorf("GET %s user.fields = %v, want 2.167's list and subscriber_count", path, users)
		}
		if slices.Contains(posts, any("author_id")) || !slices.Contains(posts, any("article_title")) {
			t.Errorf("GET %s post.fields = %v, want 2.167's list", path, posts)
		}
	}
	if users := enum("/2/users/{id}/blocking", "user.fields"); !slices.Contains(users, any("pinned_post_id")) {
		t.Errorf("blocking user.fields = %v, want the core document's list", users)
	}
}

// The live answers the service's reference records validate against the merged description, whatever the host
// of their problem type, which must be normalised: the description's mapping names api.x.com.
func TestLiveAnswersOfAPINotesValidate(t *testing.T) {
	t.Parallel()
	d := loadDescription(t)
	for _, tc := range []struct {
		name   string
		status int
		body   string
	}{
		{"invalid request", 400, `{"errors":[{"parameters":{"max_results":["0"]},"message":"..."}],"title":"Invalid Request",` +
			`"detail":"One or more parameters to your request was invalid.","type":"https://api.twitter.com/2/problems/invalid-request"}`},
		{"unsupported authentication", 403, `{"title":"Unsupported Authentication","detail":"Authenticating with OAuth 2.0 ` +
			`Application-Only is forbidden for this endpoint.  Supported authentication types are [OAuth 1.0a User Context, ` +
			`OAuth 2.0 User Context].","type":"https://api.twitter.com/2/problems/unsupported-authentication","status":403}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := requestInput(t, d, "GET", "/2/users/me")
			if err := validateAnswer(in, tc.status, problemHeader(), []byte(tc.body)); err != nil {
				t.Errorf("the live answer does not validate: %v", err)
			}
			// Without the host rewritten, the discriminator finds no kind: normalising is needed.
			out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: tc.status, Header: problemHeader(),
				Options: &openapi3filter.Options{IncludeResponseStatus: true}}
			out.SetBodyBytes([]byte(tc.body))
			if openapi3filter.ValidateResponse(t.Context(), out) == nil {
				t.Error("the api.twitter.com type validates as it is; the host normalisation would be dead code")
			}
		})
	}
}

// The validating layer refuses answers the description does not allow: each of these is a
// mistake the contract test exists to catch.
func TestValidatorRefusesWhatTheDescriptionDoesNot(t *testing.T) {
	t.Parallel()
	d := loadDescription(t)
	jsonHeader := http.Header{"Content-Type": {"application/json"}}
	for _, tc := range []struct {
		name, method, path string
		status             int
		header             http.Header
		body               string
	}{
		{"a user id as a number", "GET", "/2/users/me", 200, jsonHeader, `{"data":{"id":1,"name":"a","username":"b"}}`},
		{"a 200 that is no JSON", "GET", "/2/users/me", 200, http.Header{"Content-Type": {"text/html"}}, `<html></html>`},
		{"a resource-not-found without resource_type", "POST", "/2/users/1/muting", 404, problemHeader(),
			`{"type":"https://api.x.com/2/problems/resource-not-found","title":"Not Found Error","detail":"no user","status":404}`},
		{"an unknown problem kind", "POST", "/2/users/1/muting", 403, problemHeader(),
			`{"type":"https://api.x.com/2/problems/client-forbidden","title":"Forbidden","detail":"no scope","status":403}`},
		{"a problem whose status is not the answer's", "GET", "/2/users/me", 400, problemHeader(),
			`{"type":"https://api.x.com/2/problems/invalid-request","title":"Invalid Request","detail":"bad","status":401}`},
		{"a live invalid request without parameters", "GET", "/2/users/me", 400, problemHeader(),
			`{"type":"https://api.x.com/2/problems/invalid-request","title":"Invalid Request","detail":"bad","errors":[{"message":"bad"}]}`},
		{"a delete by ids answered as one object", "DELETE", "/2/activity/subscriptions?ids=1", 200, jsonHeader,
			`{"data":{"deleted":true},"meta":{"total_subscriptions":0}}`},
		{"a developer account without account_id", "GET", "/2/account", 200, jsonHeader,
			`{"data":{"id":"1","name":"a","created_at":"2020-01-01T00:00:00Z"}}`},
		{"a mute answer without muting", "POST", "/2/users/1/muting", 200, jsonHeader, `{"data":{}}`},
		{"a subscriber_count as a string", "GET", "/2/users/me", 200, jsonHeader,
			`{"data":{"id":"1","name":"a","username":"b","subscriber_count":"3"}}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := requestInput(t, d, tc.method, tc.path)
			if err := validateAnswer(in, tc.status, tc.header, []byte(tc.body)); err == nil {
				t.Errorf("%s %s answered %d %s validates; want it refused", tc.method, tc.path, tc.status, tc.body)
			}
		})
	}
}

// What 2.168 leaves optional stays optional: answers that leave such members out validate. (An
// earlier hand-made overlay required them; the client copes with their absence on its own.)
func TestWhat2168LeavesOptionalValidates(t *testing.T) {
	t.Parallel()
	d := loadDescription(t)
	jsonHeader := http.Header{"Content-Type": {"application/json"}}
	for _, tc := range []struct {
		name, method, path, body string
	}{
		{"the quickstart's flat create answer, without data.subscription", "POST", "/2/activity/subscriptions",
			`{"data":{"subscription_id":"1","event_type":"follow.follow"}}`},
		{"a created subscription without subscription_id", "POST", "/2/activity/subscriptions",
			`{"data":{"subscription":{"event_type":"follow.follow","filter":{"user_id":"1","qualifiers":{"a":"b"}}}}}`},
		{"an update answer without total_subscriptions", "PUT", "/2/activity/subscriptions/1",
			`{"data":{"subscription":{"subscription_id":"1","tag":"t"}}}`},
		{"a delete by ids whose item has no subscription_id", "DELETE", "/2/activity/subscriptions?ids=1",
			`{"data":[{"deleted":true}],"meta":{"total_subscriptions":0}}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := requestInput(t, d, tc.method, tc.path)
			if err := validateAnswer(in, http.StatusOK, jsonHeader, []byte(tc.body)); err != nil {
				t.Errorf("%s %s answered %s: %v; want it valid", tc.method, tc.path, tc.body, err)
			}
		})
	}
}

// Stream lines are validated with their payload against the schema the event type maps to.
func TestStreamLinesAreValidated(t *testing.T) {
	t.Parallel()
	d := loadDescription(t)
	v := newValidator(d, nil)
	in := requestInput(t, d, "GET", "/2/activity/stream")
	header := http.Header{"Content-Type": {"application/json"}}
	follow := `{"data":{"event_type":"follow.follow","event_uuid":"1526000000000001","filter":{"user_id":"1"},` +
		`"payload":{"source":{"id":"2","name":"a","username":"a"},"target":{"id":"1","name":"b","username":"b"}}}}`
	if note, err := v.validateStreamLine(in, header, []byte(follow)); err != nil || note != "" {
		t.Errorf("a follow line: %v, %q; want it valid, payload included", err, note)
	}
	for name, line := range map[string]string{
		"a uuid as event_uuid":                            strings.Replace(follow, `"1526000000000001"`, `"00000001-0000-4000-8000-00005af4a1c1"`, 1),
		"a follow payload with a member it does not have": strings.Replace(follow, `"payload":{`, `"payload":{"note":"x",`, 1),
		"a filter with qualifiers, which the stream's filter does not have": strings.Replace(follow, `"filter":{`,
			`"filter":{"qualifiers":{"a":"b"},`, 1),
	} {
		if _, err := v.validateStreamLine(in, header, []byte(line)); err == nil {
			t.Errorf("%s: the line validates; want it refused", name)
		}
	}
	// 2.168 maps the reply, the quote and the repost to a post.
	for _, typ := range []string{"post.reply.create", "post.quote.create", "post.repost.create"} {
		line := `{"data":{"event_type":"` + typ + `","event_uuid":"1","filter":{"user_id":"1"},` +
			`"payload":{"id":"17","text":"a","author_id":"2","referenced_posts":[{"type":"replied_to","id":"9"}]}}}`
		if note, err := v.validateStreamLine(in, header, []byte(line)); err != nil || note != "" {
			t.Errorf("a %s line: %v, %q; want it valid, its post included", typ, err, note)
		}
		if _, err := v.validateStreamLine(in, header, []byte(strings.Replace(line, `"id":"17"`, `"id":17`, 1))); err == nil {
			t.Errorf("a %s line whose post id is a number validates; want it refused", typ)
		}
	}
	mute := `{"data":{"event_type":"mute.mute","event_uuid":"1","filter":{"user_id":"1"},"payload":{"anything":1}}}`
	if note, err := v.validateStreamLine(in, header, []byte(mute)); err != nil || !strings.Contains(note, "mute.mute") {
		t.Errorf("a mute line: %v, %q; want it valid but its payload noted as not validated", err, note)
	}
}

// requestInput is the validation input of a request to method and path, for checks of answers
// outside an exchange.
func requestInput(t *testing.T, d *description, method, path string) *openapi3filter.RequestValidationInput {
	t.Helper()
	route, params, err := d.routeOf(method, path)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	req, err := http.NewRequestWithContext(t.Context(), method, "https://api.x.com"+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route}
}

func problemHeader() http.Header {
	return http.Header{"Content-Type": {"application/problem+json"}}
}
