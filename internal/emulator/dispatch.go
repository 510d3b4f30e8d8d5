package emulator

import (
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// maxBodyBytes bounds a request body; cards are the largest bodies and stay far below it. An endpoint
// that takes larger ones says so (route.maxBody: the member upload's 5,000,000 bytes).
const maxBodyBytes = 1 << 20

// call is one request that reached an endpoint.
type call struct {
	// params are the query and form parameters together.
	params     url.Values
	body       []byte
	pathParams map[string]string
	userID     string
	// consumerKey is the calling app (OAuth 1.0a).
	consumerKey string
	// sandbox is true when the request came through the sandbox address.
	sandbox bool
	// account is the account of the path, already checked to belong to the caller.
	account *account
	// who is the caller: its scheme and, for OAuth 2.0 tokens, its scopes.
	who identity
}

// routePath strips the sandbox prefix: the sandbox serves the same routes and state.
func routePath(p string) string {
	if p == sandboxPrefix || strings.HasPrefix(p, sandboxPrefix+"/") {
		return strings.TrimPrefix(p, sandboxPrefix)
	}
	return p
}

// handle carries a request through routing, authentication, the rate limit, account
// ownership and the endpoint.
func (s *Server) handle(r *http.Request) *response {
	rt, pathParams, allowed := s.match(r.Method, routePath(r.URL.Path))
	format := errorFormatOf(r.URL.Path)

	query := r.URL.Query()
	maxBody := maxBodyBytes
	if rt != nil && rt.maxBody > 0 {
		maxBody = rt.maxBody
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, int64(maxBody)+1))
	if err != nil {
		return s.refuse(format, rt, query, nil, badRequest(codeInvalidParameter, "", "could not read the request body: %v", err))
	}
	if len(body) > maxBody {
		return s.refuse(format, rt, query, nil, invalidParameter("", "the request body is larger than %d bytes", maxBody))
	}
	form := url.Values{}
	isForm, isJSON := bodyKind(r.Header.Get("Content-Type"))
	if isForm && len(body) > 0 {
		if form, err = url.ParseQuery(string(body)); err != nil {
			return s.refuse(format, rt, query, nil, invalidParameter("", "the form body is malformed: %v", err))
		}
	}
	params := url.Values{}
	for _, vs := range []url.Values{query, form} {
		for k, v := range vs {
			params[k] = append(params[k], v...)
		}
	}
	echo := echoParams(rt, pathParams, params)

	if rt == nil {
		if len(allowed) == 0 {
			return s.refuse(format, nil, params, echo, &apiError{status: http.StatusNotFound, code: codeRouteNotFound,
				message: fmt.Sprintf("no route for %s %s", r.Method, r.URL.Path)})
		}
		resp := s.refuse(format, nil, params, echo, &apiError{status: http.StatusMethodNotAllowed, code: codeMethodNotAllowed,
			message: fmt.Sprintf("%s is not allowed here; allowed: %s", r.Method, strings.Join(allowed, ", "))})
		resp.header.Set("Allow", strings.Join(allowed, ", "))
		return resp
	}

	who, aerr := s.authenticate(r, rt.schemes, params)
	if aerr != nil {
		return s.refuse(format, rt, params, echo, aerr)
	}
	if missing := who.missingScopes(rt.scopes); len(missing) > 0 {
		return s.refuse(format, rt, params, echo, forbiddenScopes(missing))
	}
	fail := func(e *apiError) *response { return failure(format, e, echo) }

	s.mu.Lock()
	defer s.mu.Unlock()
	// Time alone publishes scheduled posts: whatever this request reads, it sees them published.
	s.publishDue()
	s.settleAudiences()
	state, ok := s.spendWindow(s.bucketFor(rt, who, params, pathParams["account_id"]))
	answer := func(resp *response) *response {
		state.setHeaders(resp.header)
		return resp
	}
	if !ok {
		return answer(fail(&apiError{status: http.StatusTooManyRequests, code: codeTooManyRequests,
			message: "Rate limit exceeded"}))
	}

	c := &call{params: params, body: body, pathParams: pathParams, userID: who.userID, consumerKey: who.consumerKey,
		sandbox: routePath(r.URL.Path) != r.URL.Path, who: who}
	if rt.sandboxOnly && !c.sandbox {
		// As the real service does: sandbox-only writes exist on production too, and refuse.
		return answer(fail(&apiError{status: http.StatusForbidden, code: codeActionNotAllowed,
			message: fmt.Sprintf("%s %s is available only on the sandbox address", r.Method, rt.pattern)}))
	}
	if accountID, ok := pathParams["account_id"]; ok {
		if c.account, aerr = s.ownedAccount(rt, who.userID, accountID); aerr != nil {
			return answer(fail(aerr))
		}
	}
	if e := checkParams(rt, params, isJSON, isForm && len(body) > 0); e != nil {
		return answer(fail(e))
	}

	rep, e := s.run(rt, c)
	if e != nil {
		return answer(fail(e))
	}
	return answer(successResponse(rep, echo))
}

// run calls the route's handler with s.mu held, as handle holds it, or, for an unlocked route,
// released for the handler's time.
func (s *Server) run(rt *route, c *call) (reply, *apiError) {
	if !rt.unlocked {
		return rt.handle(s, c)
	}
	s.mu.Unlock()
	defer s.mu.Lock()
	return rt.handle(s, c)
}

// refuse answers a request that never reached an endpoint, showing the rate-limit window it
// would have spent from without spending it.
func (s *Server) refuse(format errorFormat, rt *route, params url.Values, echo map[string]any, e *apiError) *response {
	if echo == nil {
		echo = map[string]any{}
	}
	resp := failure(format, e, echo)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.peekWindow(s.bucketFor(rt, identity{}, params, "")).setHeaders(resp.header)
	return resp
}

// failure is an error answer in the format of its path: Problem Details on the v2 endpoints, the 1.1
// format on the 1.1 endpoints, the advertising format elsewhere.
func failure(format errorFormat, e *apiError, echo map[string]any) *response {
	switch format {
	case problemFormat:
		return problemResponse(e, echo)
	case v11Format:
		return v11Response(e)
	}
	return errorResponse(e, echo)
}

func bodyKind(contentType string) (form, json bool) {
	mt, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return false, false
	}
	return mt == "application/x-www-form-urlencoded", mt == "application/json"
}

// checkParams refuses parameters the endpoint does not know and, for endpoints that take a
// JSON body, any parameter at all or a body of another type.
func checkParams(rt *route, params url.Values, isJSON, hasForm bool) *apiError {
	if rt.jsonBody {
		if hasForm || !isJSON {
			return invalidParameter("", "this endpoint accepts only a JSON body with Content-Type application/json")
		}
	}
	names := make([]string, 0, len(params))
	for k := range params {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		if strings.HasPrefix(k, "oauth_") {
			continue
		}
		if rt.jsonBody {
			return invalidParameter(k, "this endpoint takes its fields in a JSON body, not as the parameter %s", k)
		}
		if !slices.Contains(rt.params, k) {
			return invalidParameter(k, "%s is not a parameter of this endpoint", k)
		}
	}
	return nil
}

// ownedAccount returns the account if it belongs to the user. Callers hold s.mu.
func (s *Server) ownedAccount(rt *route, userID, accountID string) (*account, *apiError) {
	a := s.accounts[accountID]
	if a == nil {
		return nil, &apiError{status: http.StatusForbidden, code: codeAccountNotFound,
			message: fmt.Sprintf("account %s does not exist", accountID)}
	}
	if a.ownerID != userID {
		if rt.measurement {
			return nil, noAccountAccess(userID, accountID)
		}
		return nil, &apiError{status: http.StatusForbidden, code: codeUnauthorizedClientApplication,
			message: fmt.Sprintf("the authenticated user is not associated with account %s", accountID)}
	}
	return a, nil
}

// noAccountAccess is the answer the audiences and measurement spec gives, for all its endpoints, to a
// user without access to the account in the path (Errors, from the service's web conversion pages):
// 404 NOT_FOUND and its message. That spec keeps UNAUTHORIZED_CLIENT_APPLICATION for an application
// without advertising API access; the other documents name no answer, and theirs stay 403.
func noAccountAccess(userID, accountID string) *apiError {
	return &apiError{status: http.StatusNotFound, code: codeNotFound,
		message: fmt.Sprintf("User %s does not have access to account %s", userID, accountID)}
}
