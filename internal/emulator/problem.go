package emulator

import (
	"fmt"
	"net/http"
	"strings"
)

// Problem kinds of the v2 endpoints besides those of api_error.go: the description's list (2.168)
// names internal-error; the live service answers unsupported-authentication (as the live
// service answers).
const codeInternalError = "internal-error"

// problemTitles are the titles of the problem kinds the emulator answers, as the live service
// titles them. A kind missing here is not one of the emulator's.
var problemTitles = map[string]string{
	codeInvalidRequest:   "Invalid Request",
	codeResourceNotFound: "Not Found Error",
	codeNotAuthorized:    "Authorization Error",
	codeUnsupportedAuth:  "Unsupported Authentication",
	codeInternalError:    "Internal Error",
	// client-forbidden is no kind of the description: the emulator answers it for an OAuth 2.0
	// token without a scope the endpoint needs, where neither the description nor the service's reference
	// says what the service answers (package documentation).
	codeClientForbidden: "Client Forbidden",
}

// invalidRequestDetail is the detail of the live invalid-request answers (as the live
// service answers): the parameter at fault and what is wrong with it come in errors[].
const invalidRequestDetail = "One or more parameters to your request was invalid."

// problemKind is the kind of a v2 error: its code when that is a kind the emulator answers;
// otherwise what its status means. Errors raised outside the v2 handlers (routing, rate limit,
// faults, parameter checks shared with the advertising routes) carry advertising codes, and the
// account-activity reasons are no kinds either: a 400 is an invalid request, a 404 of a known
// route a missing resource, a 500 an internal error. Every other status (401, 405, 409, 429, 503
// ...) is a problem of HTTP itself: "" for about:blank (RFC 7807), as the live service answers a
// missing credential or a spent window.
func problemKind(e *apiError) string {
	if _, ok := problemTitles[e.code]; ok {
		return e.code
	}
	switch {
	case e.status == http.StatusBadRequest:
		return codeInvalidRequest
	case e.status == http.StatusNotFound && e.code != codeRouteNotFound:
		return codeResourceNotFound
	case e.status == http.StatusInternalServerError:
		return codeInternalError
	}
	return ""
}

// problemResponse is an error of the v2 endpoints (/2, /labs/2): an RFC 7807 problem
// (application/problem+json) with type https://api.x.com/2/problems/<kind>, or about:blank.
// echo holds the request's parameters (path and query), from which an invalid request names the
// values at fault.
//
// An invalid request about one parameter takes the live shape: the generic detail, and errors
// [{"parameters":{"<name>":["<value>"]},"message":...}]; the description's parameter and value
// members name it at the top too. A missing or unauthorized resource carries resource_type (the
// description requires it) and resource_id.
func problemResponse(e *apiError, echo map[string]any) *response {
	kind := problemKind(e)
	typ, title := "about:blank", http.StatusText(e.status)
	if kind != "" {
		typ, title = problemTypeBase+kind, problemTitles[kind]
	}
	body := map[string]any{"type": typ, "title": title, "detail": e.message, "status": e.status}
	if e.parameter != "" {
		body["parameter"] = e.parameter
	}
	value := e.value
	if kind == codeInvalidRequest && e.parameter != "" {
		values := echoValues(echo, e.parameter)
		if value != "" {
			values = []string{value}
		}
		if value == "" && len(values) > 0 {
			value = strings.Join(values, ",")
		}
		body["detail"] = invalidRequestDetail
		body["errors"] = []any{map[string]any{"parameters": map[string]any{e.parameter: values}, "message": e.message}}
	}
	if value != "" {
		body["value"] = value
	}
	if e.resourceType != "" {
		body["resource_type"] = e.resourceType
		if e.value != "" {
			body["resource_id"] = e.value
		}
	}
	resp := jsonResponse(e.status, body)
	resp.header.Set("Content-Type", "application/problem+json")
	return resp
}

// echoValues are the values the request sent for a parameter, as request.params echoes them
// (a string, or the items of a list parameter); empty when it sent none (a JSON body's field).
func echoValues(echo map[string]any, name string) []string {
	switch v := echo[name].(type) {
	case string:
		return []string{v}
	case []string:
		return v
	}
	return []string{}
}

// schemeNames are the names the live service gives the schemes in an "Unsupported Authentication"
// detail.
var schemeNames = []struct {
	scheme authScheme
	name   string
}{
	{schemeOAuth1User, "OAuth 1.0a User Context"},
	{schemeOAuth2User, "OAuth 2.0 User Context"},
	{schemeBearerApp, "OAuth 2.0 Application-Only"},
}

// unsupportedAuthentication is the answer to a valid credential of a scheme the v2 endpoint does
// not take (as the live service answers): 403 "Unsupported Authentication", the detail naming
// the scheme sent and the schemes accepted.
func unsupportedAuthentication(sent, accepted authScheme) *apiError {
	var sentName string
	var names []string
	for _, sn := range schemeNames {
		if sn.scheme == sent {
			sentName = sn.name
		}
		if accepted&sn.scheme != 0 {
			names = append(names, sn.name)
		}
	}
	return &apiError{status: http.StatusForbidden, code: codeUnsupportedAuth,
		message: fmt.Sprintf("Authenticating with %s is forbidden for this endpoint. Supported authentication types are [%s].",
			sentName, strings.Join(names, ", "))}
}

// notAuthorizedForUser is the answer to acting on behalf of a user other than the authenticated
// one: a not-authorized-for-resource problem about that user (the description's kind for a
// resource the caller may not touch; it requires resource_type).
func notAuthorizedForUser(parameter, userID string) *apiError {
	return &apiError{status: http.StatusForbidden, code: codeNotAuthorized, parameter: parameter,
		resourceType: "user", value: userID,
		message: fmt.Sprintf("You can only act on behalf of the authenticated user: %s is not the authenticated user", userID)}
}
