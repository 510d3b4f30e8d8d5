package transport

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Request describes one API call before it is sent.
type Request struct {
	Method   string
	Base     string   // the address, e.g. the client's ads address
	Setting  string   // the setting Base comes from, e.g. "ads_url": connection errors name it
	Template string   // path template, e.g. "/12/accounts/:account_id/cards/:card_id"
	Params   []string // values of the template's :names, in order
	Query    url.Values
	Body     any // sent as JSON when not nil
	// Auths are the schemes the endpoint accepts, in the order the client prefers them:
	// the OAuth 2.0 user token, then OAuth 1.0a, then the app-only bearer token.
	Auths []AuthScheme
	// Idempotent marks a POST whose repetition changes nothing more (see repeatable): it is
	// retried after a lost answer or a 5xx as a PUT would be.
	Idempotent bool
	// LimitGroup, when set, is the rate-limit window of an endpoint that shares its window
	// with others (a category); "" means the endpoint's own window.
	LimitGroup string
}

// Path fills the template's :names with the escaped params, in order. An empty value would
// address another endpoint, so it is refused, with an error that says nothing was sent.
func (r Request) Path() (string, error) {
	segments := strings.Split(r.Template, "/")
	next := 0
	for i, s := range segments {
		if !strings.HasPrefix(s, ":") {
			continue
		}
		if next >= len(r.Params) {
			return "", r.notSent("no value for %s", s[1:])
		}
		if r.Params[next] == "" {
			return "", r.notSent("%s must not be empty", s[1:])
		}
		segments[i] = url.PathEscape(r.Params[next])
		next++
	}
	if next != len(r.Params) {
		return "", r.notSent("%d values for %d parameters", len(r.Params), next)
	}
	return strings.Join(segments, "/"), nil
}

func (r Request) notSent(format string, args ...any) error {
	return NotSent(fmt.Errorf("%s %s: path %s: %s", r.Method, r.Template, r.Template, fmt.Sprintf(format, args...)))
}

// Answer is a successful answer (a status below 300) and the request it answers, so that an
// answer that is not what the service documents can be reported with what came.
type Answer struct {
	// Method and Path of the request; Path carries no query.
	Method, Path string
	// Status is 0 when an identical read shared its body: shared reads keep bodies only.
	Status int
	Body   []byte
}

// Malformed is the error of an answer that is not what the service documents.
func (a *Answer) Malformed(format string, args ...any) *MalformedAnswerError {
	return &MalformedAnswerError{Method: a.Method, Path: a.Path, Status: a.Status,
		Problem: fmt.Sprintf(format, args...), Body: bodyStart(a.Body)}
}

// Send sends r and returns its successful answer. Answers of 300 and above become *Error, a call
// without an answer *ConnectionError; missing credentials and invalid paths fail before any
// request, with an error MayHaveActed knows did nothing.
func (t *Transport) Send(ctx context.Context, r Request) (*Answer, error) {
	a, refusal, err := t.Exchange(ctx, r)
	if err != nil {
		return nil, err
	}
	if refusal != nil {
		return nil, refusal
	}
	return a, nil
}

// Exchange sends r and returns its final answer whatever its status, with the *Error of an answer
// of 300 or more, for a caller that reads what *Error does not keep (a batch's operation_errors).
// err is what Send's is when no answer came.
func (t *Transport) Exchange(ctx context.Context, r Request) (*Answer, *Error, error) {
	o, err := t.prepare(r)
	if err != nil {
		return nil, nil, err
	}
	status, b, err := o.k.send(ctx, o.u, o.body, o.contentType)
	if err != nil {
		return nil, nil, err
	}
	a := &Answer{Method: r.Method, Path: o.k.path, Status: status, Body: b}
	if status >= http.StatusMultipleChoices {
		return a, o.answerError(status, b), nil
	}
	return a, nil, nil
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

// prepare picks the credentials of r, expands its path, encodes its body and builds its call. It
// sends nothing, and its errors say so.
func (t *Transport) prepare(r Request) (*outgoing, error) {
	path, err := r.Path()
	if err != nil {
		return nil, err
	}
	signer, scheme, err := t.auth.pick(r.Auths)
	if err != nil {
		return nil, NotSent(fmt.Errorf("%s %s: %w", r.Method, path, err))
	}
	o := &outgoing{u: r.Base + path, scheme: scheme, auths: r.Auths}
	if len(r.Query) > 0 {
		o.u += "?" + r.Query.Encode()
	}
	if r.Body != nil {
		if o.body, err = json.Marshal(r.Body); err != nil {
			return nil, NotSent(fmt.Errorf("%s %s: encoding body: %w", r.Method, path, err))
		}
		// Without this Content-Type the service refuses a card body, and with it the
		// OAuth 1.0a signature rightly leaves the body out.
		o.contentType = "application/json"
	}
	// The address is part of the key: the sandbox keeps its own windows.
	endpoint := r.Method + " " + r.Base + r.Template
	if r.LimitGroup != "" {
		endpoint = r.LimitGroup
	} else if w := writeWindow(r); w != "" {
		endpoint = w
	}
	o.k = &call{
		t:          t,
		method:     r.Method,
		path:       path,
		endpoint:   endpoint,
		setting:    r.Setting,
		base:       r.Base,
		idempotent: r.Idempotent,
		next:       signer,
	}
	return o, nil
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
