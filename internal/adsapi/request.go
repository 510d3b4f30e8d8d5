package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// request describes one API call before it is sent.
type request struct {
	method   string
	base     string   // the address, e.g. Client.adsURL
	setting  string   // the setting base comes from, e.g. "ads_url": connection errors name it
	template string   // path template, e.g. "/12/accounts/:account_id/cards/:card_id"
	params   []string // values of the template's :names, in order
	query    url.Values
	body     any // sent as JSON when not nil
	// auths are the schemes the endpoint accepts, in the order the client prefers them:
	// the OAuth 2.0 user token, then OAuth 1.0a, then the app-only bearer token.
	auths []AuthScheme
	// idempotent marks a POST whose repetition changes nothing more (see repeatable): it is
	// retried after a lost answer or a 5xx as a PUT would be.
	idempotent bool
	// limitGroup, when set, is the rate-limit window of an endpoint that shares its window
	// with others (a category); "" means the endpoint's own window.
	limitGroup string
	// shared marks a read whose answer identical reads of this client share (shared_reads.go).
	shared bool
	// forgets, on a write, is the path whose shared reads (any query) the write changes.
	forgets string
}

// expandPath fills the template's :names with the escaped params, in order. An empty
// value would address another endpoint, so it is refused before any request.
func expandPath(template string, params []string) (string, error) {
	segments := strings.Split(template, "/")
	next := 0
	for i, s := range segments {
		if !strings.HasPrefix(s, ":") {
			continue
		}
		if next >= len(params) {
			return "", fmt.Errorf("path %s: no value for %s", template, s[1:])
		}
		if params[next] == "" {
			return "", fmt.Errorf("path %s: %s must not be empty", template, s[1:])
		}
		segments[i] = url.PathEscape(params[next])
		next++
	}
	if next != len(params) {
		return "", fmt.Errorf("path %s: %d values for %d parameters", template, len(params), next)
	}
	return strings.Join(segments, "/"), nil
}

// answer is a successful answer (a status below 300) and the request it answers, so that an
// answer that is not what the service documents can be reported with what came.
type answer struct {
	// method and path of the request; path carries no query.
	method, path string
	// status is 0 when an identical read shared its body: shared reads keep bodies only.
	status int
	body   []byte
}

// malformed is the error of an answer that is not what the service documents.
func (a *answer) malformed(format string, args ...any) *MalformedAnswerError {
	return &MalformedAnswerError{Method: a.method, Path: a.path, Status: a.status,
		Problem: fmt.Sprintf(format, args...), Body: bodyStart(a.body)}
}

// do sends r and decodes the envelope of a successful answer. Answers of 300 and above
// become *Error, a call without an answer *ConnectionError, an answer that is not a JSON object
// *MalformedAnswerError; missing credentials and invalid paths fail before any request, with an
// error MayHaveActed knows did nothing.
func (c *Client) do(ctx context.Context, r request) (*envelope, error) {
	a, err := c.doAnswer(ctx, r)
	if err != nil {
		return nil, err
	}
	return decodeEnvelope(a)
}

// doRaw sends r and returns the body of a successful answer as it is, for answers without
// the advertising envelope (v2 and 1.1 endpoints); errors are those of do.
func (c *Client) doRaw(ctx context.Context, r request) ([]byte, error) {
	a, err := c.doAnswer(ctx, r)
	if err != nil {
		return nil, err
	}
	return a.body, nil
}

// doAnswer sends r and returns its successful answer as it is. A shared read may be answered by
// an identical one; a write that forgets drops those answers first.
func (c *Client) doAnswer(ctx context.Context, r request) (*answer, error) {
	path, err := expandPath(r.template, r.params)
	if err != nil {
		return nil, &notSentError{fmt.Errorf("%s %s: %w", r.method, r.template, err)}
	}
	if r.forgets != "" {
		c.shared.forget(sharedKey(http.MethodGet, r.base, r.forgets))
	}
	a := &answer{method: r.method, path: path}
	if r.shared {
		key := sharedKey(r.method, r.base, path) + "?" + r.query.Encode()
		a.body, err = c.shared.do(ctx, key, func() ([]byte, error) {
			status, b, err := c.send(ctx, r, path)
			a.status = status
			return b, err
		})
	} else {
		a.status, a.body, err = c.send(ctx, r, path)
	}
	if err != nil {
		return nil, err
	}
	return a, nil
}

// sharedKey names the shared reads of method on base+path; the query follows it.
func sharedKey(method, base, path string) string {
	return method + " " + base + path
}

// send sends r, whose template expands to path, and returns the status and body of a successful
// answer; see do.
func (c *Client) send(ctx context.Context, r request, path string) (int, []byte, error) {
	o, err := c.prepare(r, path)
	if err != nil {
		return 0, nil, err
	}
	return o.send(ctx)
}

// outgoing is a request ready for the transport loop: its call, full address and encoded body,
// and the scheme whose credentials sign it.
type outgoing struct {
	k           *call
	u           string
	body        []byte
	contentType string
	scheme      AuthScheme
	auths       []AuthScheme // the schemes the endpoint accepts, for the hint of a refused one
}

// prepare picks the credentials of r, whose template expands to path, encodes its body and
// builds its call. It sends nothing, and its errors say so.
func (c *Client) prepare(r request, path string) (*outgoing, error) {
	signer, scheme, err := c.auth.pick(r.auths)
	if err != nil {
		return nil, &notSentError{fmt.Errorf("%s %s: %w", r.method, path, err)}
	}
	o := &outgoing{u: r.base + path, scheme: scheme, auths: r.auths}
	if len(r.query) > 0 {
		o.u += "?" + r.query.Encode()
	}
	if r.body != nil {
		if o.body, err = json.Marshal(r.body); err != nil {
			return nil, &notSentError{fmt.Errorf("%s %s: encoding body: %w", r.method, path, err)}
		}
		// Without this Content-Type the service refuses a card body, and with it the
		// OAuth 1.0a signature rightly leaves the body out.
		o.contentType = "application/json"
	}
	// The address is part of the key: the sandbox keeps its own windows.
	endpoint := r.method + " " + r.base + r.template
	if r.limitGroup != "" {
		endpoint = r.limitGroup
	} else if w := writeWindow(r); w != "" {
		endpoint = w
	}
	o.k = &call{
		c:          c,
		method:     r.method,
		path:       path,
		endpoint:   endpoint,
		setting:    r.setting,
		base:       r.base,
		idempotent: r.idempotent,
		next:       signer,
	}
	return o, nil
}

// send runs the call and returns the status and body of a successful answer; an answer of 300 or
// more is an error (answerError).
func (o *outgoing) send(ctx context.Context) (int, []byte, error) {
	status, b, err := o.k.send(ctx, o.u, o.body, o.contentType)
	if err != nil {
		return 0, nil, err
	}
	if status >= http.StatusMultipleChoices {
		return 0, nil, o.answerError(status, b)
	}
	return status, b, nil
}

// answerError is the *Error of an answer of 300 or more, with a hint when the service refused the
// scheme that signed the request, and marked when it refused an OAuth 1.0a signature.
func (o *outgoing) answerError(status int, b []byte) *Error {
	e := decodeError(o.k.method, o.k.path, status, b)
	if isUnsupportedAuthentication(e) {
		e.Hint = unsupportedAuthHint(e, o.scheme, o.auths)
	}
	e.oauth1Refused = refusesOAuth1Signature(e, o.scheme)
	return e
}

// adsRequest describes a call to the advertising API, which takes OAuth 1.0a user context.
func (c *Client) adsRequest(method, template string, params []string, query url.Values, body any) request {
	return request{
		method:   method,
		base:     c.adsURL,
		setting:  "ads_url",
		template: template,
		params:   params,
		query:    query,
		body:     body,
		auths:    []AuthScheme{OAuth1User},
	}
}

// apiRequest describes a call to the core platform API (/2, /labs/2, /1.1) that accepts
// auths, in the client's order of preference.
func (c *Client) apiRequest(method, template string, params []string, query url.Values, body any, auths ...AuthScheme) request {
	return request{
		method:   method,
		base:     c.apiURL,
		setting:  "api_url",
		template: template,
		params:   params,
		query:    query,
		body:     body,
		auths:    auths,
	}
}

// uploadRequest describes a call to the media upload host, which takes user context.
func (c *Client) uploadRequest(method, template string, query url.Values, auths ...AuthScheme) request {
	r := c.apiRequest(method, template, nil, query, nil, auths...)
	r.base, r.setting = c.uploadURL, "upload_url"
	return r
}

// sandboxAdsRequest describes a call to the sandbox advertising address, the only one that
// takes feature writes.
func (c *Client) sandboxAdsRequest(method, template string, params []string, query url.Values) request {
	r := c.adsRequest(method, template, params, query, nil)
	r.base, r.setting = c.sandboxAdsURL, "sandbox_ads_url"
	return r
}

// doOne sends r and decodes its single entity, which must carry an id, and want's when want is
// not "" (a create names none).
func doOne[T any, P entity[T]](ctx context.Context, c *Client, r request, want string) (*T, error) {
	env, err := c.do(ctx, r)
	if err != nil {
		return nil, err
	}
	return decodeOne[T, P](env, want)
}
