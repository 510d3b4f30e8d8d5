package transport

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

func TestDecodeErrorAdsBody(t *testing.T) {
	t.Parallel()
	body := `{"errors":[{"code":"INVALID_PARAMETER","message":"name is too long","parameter":"name","details":"max 80","value":"xxx"},
		{"code":"MISSING_PARAMETER","message":"components or slides","parameter":"components"}],"request":{"params":{"account_id":"a"}}}`
	e := decodeError("POST", "/12/accounts/a/cards", 400, []byte(body))
	if e.Code != "INVALID_PARAMETER" || e.Message != "name is too long" || e.Parameter != "name" || e.Details != "max 80" {
		t.Errorf("first error = %+v", e)
	}
	if len(e.Errors) != 2 || e.Errors[1].Code != "MISSING_PARAMETER" || e.Errors[1].Parameter != "components" {
		t.Errorf("errors = %+v, want both entries", e.Errors)
	}
	want := "POST /12/accounts/a/cards: 400 INVALID_PARAMETER: name is too long (parameter: name)"
	if e.Error() != want {
		t.Errorf("Error() = %q, want %q", e.Error(), want)
	}
}

func TestDecodeErrorProblemDetails(t *testing.T) {
	t.Parallel()
	body := `{"type":"https://api.x.com/2/problems/resource-not-found","title":"Not Found Error","detail":"Could not find user with id: [1].","status":404}`
	e := decodeError("GET", "/2/users/1", 404, []byte(body))
	if e.Code != "resource-not-found" || e.Message != "Could not find user with id: [1]." {
		t.Errorf("got code %q message %q", e.Code, e.Message)
	}
	if len(e.Errors) != 1 || e.Errors[0].Type != "https://api.x.com/2/problems/resource-not-found" {
		t.Errorf("errors = %+v, want the problem with its type", e.Errors)
	}
	if !IsNotFound(e) {
		t.Error("a 404 problem is a not-found")
	}

	// v2 also wraps problems in "errors"; a title stands in for a missing detail.
	wrapped := `{"errors":[{"type":"https://api.x.com/2/problems/invalid-request","title":"Invalid Request"}]}`
	e = decodeError("GET", "/2/users", 400, []byte(wrapped))
	if e.Code != "invalid-request" || e.Message != "Invalid Request" {
		t.Errorf("wrapped problem: code %q message %q", e.Code, e.Message)
	}
}

func TestDecodeErrorUnparsableBodies(t *testing.T) {
	t.Parallel()
	for name, body := range map[string]string{
		"html":          "<html><body><h1>502 Bad Gateway</h1></body></html>",
		"empty":         "",
		"json, unknown": `{"message":"nope"}`,
	} {
		e := decodeError("GET", "/12/accounts/a/cards", 502, []byte(body))
		if e.Code != "" || e.Message != "Bad Gateway" || e.StatusCode != http.StatusBadGateway {
			t.Errorf("%s: got %+v, want code \"\" and the status text", name, e)
		}
		if want := "GET /12/accounts/a/cards: 502: Bad Gateway"; e.Error() != want {
			t.Errorf("%s: Error() = %q, want %q", name, e.Error(), want)
		}
	}
}

func TestIsNotFound(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		status int
		code   string
		want   bool
	}{
		{404, "NOT_FOUND", true},
		{404, "CARD_NOT_FOUND", true},
		{404, "", true},
		{404, "ROUTE_NOT_FOUND", false},
		{403, "NOT_FOUND", true},
		{403, "UNAUTHORIZED_CLIENT_APPLICATION", false},
		{400, "NOT_FOUND", false},
		{500, "", false},
	} {
		err := fmt.Errorf("reading card: %w", &Error{StatusCode: tc.status, Code: tc.code})
		if got := IsNotFound(err); got != tc.want {
			t.Errorf("IsNotFound(%d %s) = %v, want %v", tc.status, tc.code, got, tc.want)
		}
	}
	if IsNotFound(errors.New("404 NOT_FOUND")) {
		t.Error("a plain error is never a not-found")
	}
}

func TestDecodeErrorLiveInvalidRequest(t *testing.T) {
	t.Parallel()
	// The live shape: the parameter is the key of errors[].parameters, the type is beside them.
	body := `{"errors":[{"parameters":{"max_results":["0"]},"message":"The max_results query parameter value [0] is not between 1 and 1000"}],
		"title":"Invalid Request","detail":"One or more parameters to your request was invalid.","type":"https://api.twitter.com/2/problems/invalid-request"}`
	e := decodeError("GET", "/2/activity/subscriptions", 400, []byte(body))
	if e.Code != "invalid-request" || e.Parameter != "max_results" || !strings.Contains(e.Message, "[0] is not between") {
		t.Fatalf("got code %q parameter %q message %q", e.Code, e.Parameter, e.Message)
	}
	if e.Errors[0].Value != "0" {
		t.Errorf("value %q, want 0", e.Errors[0].Value)
	}
	if !strings.Contains(e.Error(), "(parameter: max_results)") {
		t.Errorf("Error() = %q does not name the parameter", e.Error())
	}
}

func TestProblemCodeMatchesThePathWhateverTheHost(t *testing.T) {
	t.Parallel()
	for typ, want := range map[string]string{
		"https://api.x.com/2/problems/resource-not-found":       "resource-not-found",
		"https://api.twitter.com/2/problems/resource-not-found": "resource-not-found",
		"https://api.twitter.com/2/problems/invalid-request":    "invalid-request",
		"about:blank":                        "",
		"https://example.com/problems/other": "",
		"https://api.x.com/2/problems/":      "",
		"https://api.x.com/2/problems/a/b":   "",
		"not a url at all %":                 "",
	} {
		if got := problemCode(typ); got != want {
			t.Errorf("problemCode(%q) = %q, want %q", typ, got, want)
		}
	}
	e := decodeError("GET", "/2/account", 404, []byte(`{"type":"https://api.twitter.com/2/problems/resource-not-found","title":"Not Found Error","detail":"gone","resource_type":"account"}`))
	if !IsNotFound(e) || e.Errors[0].ResourceType != "account" {
		t.Errorf("a live not-found: %+v", e)
	}
}

// The errors of a refused batch's items decode whatever form each entry takes (an array of errors, one
// error, nothing), each with its item's position; errors of the whole request have none.
func TestOperationErrorsDecode(t *testing.T) {
	t.Parallel()
	e := decodeError("POST", "/12/batch/accounts/a/targeting_criteria", 400, []byte(`{"errors":[{"code":"TOO_MANY","message":"whole"}],
		"operation_errors":[null,{"code":"A","message":"one"},[],[{"code":"B","parameter":"p"},{"code":"C"}]]}`))
	var got []string
	for _, d := range e.Errors {
		got = append(got, fmt.Sprintf("%d:%s", d.Operation, d.Code))
	}
	if strings.Join(got, " ") != "0:TOO_MANY 2:A 4:B 4:C" || e.Code != "TOO_MANY" {
		t.Errorf("entries = %v (first %s), want 0:TOO_MANY 2:A 4:B 4:C", got, e.Code)
	}
	// Entries keyed by position are not read here, and do not keep the request's errors from decoding.
	keyed := decodeError("POST", "/x", 400, []byte(`{"errors":[{"code":"TOO_MANY"}],"operation_errors":{"1":[{"code":"A"}]}}`))
	if keyed.Code != "TOO_MANY" || len(keyed.Errors) != 1 {
		t.Errorf("error = %+v, want the request's error alone", keyed)
	}
	only := decodeError("POST", "/x", 400, []byte(`{"operation_errors":[[],[{"code":"INVALID_PARAMETER","message":"bad","parameter":"targeting_value"}]]}`))
	if only.Code != "INVALID_PARAMETER" || only.Parameter != "targeting_value" || !strings.HasSuffix(only.Error(), "(parameter: targeting_value) (batch item 2)") {
		t.Errorf("error = %v, want the item's code and parameter, and its position", only)
	}
}

// The spec's examples of the user lookups describe a missing user without type and value: the entry
// still reads as a missing resource, named by its resource_id. Without the title or the
// resource_type, nothing says what kind it is.
func TestErrorEntryOfTheUserLookupExamples(t *testing.T) {
	t.Parallel()
	var d ErrorDetail
	example := `{"resource_id":"1234567890","resource_type":"user","title":"Not Found Error","detail":"Could not find user with id: [1234567890]."}`
	if err := json.Unmarshal([]byte(example), &d); err != nil {
		t.Fatal(err)
	}
	if d.Code != "resource-not-found" || d.Value != "1234567890" || d.Message != "Could not find user with id: [1234567890]." {
		t.Errorf("entry = %+v, want a resource-not-found about 1234567890", d)
	}
	for _, other := range []string{
		`{"resource_type":"user","title":"Forbidden","detail":"no"}`,
		`{"title":"Not Found Error","detail":"no"}`,
	} {
		if err := json.Unmarshal([]byte(other), &d); err != nil || d.Code != "" {
			t.Errorf("%s: code %q, %v; want none", other, d.Code, err)
		}
	}
}
