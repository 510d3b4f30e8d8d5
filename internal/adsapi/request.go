package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// request is one call of a service: what the transport sends, and whether identical reads of the
// client share its answer.
type request struct {
	transport.Request
	// shared marks a read whose answer identical reads of this client share (package sharedreads).
	shared bool
	// forgets, on a write, is the path whose shared reads (any query) the write changes.
	forgets string
}

// do sends r and decodes the envelope of a successful answer. Answers of 300 and above
// become *transport.Error, a call without an answer *transport.ConnectionError, an answer that is
// not a JSON object *transport.MalformedAnswerError; missing credentials and invalid paths fail
// before any request, with an error transport.MayHaveActed knows did nothing.
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
	return a.Body, nil
}

// doAnswer sends r and returns its successful answer as it is. A shared read may be answered by
// an identical one; a write that forgets drops those answers first. A write of a stopped create
// session that has sent nothing yet is refused (admit).
func (c *Client) doAnswer(ctx context.Context, r request) (*transport.Answer, error) {
	path, err := r.Path()
	if err != nil {
		return nil, err
	}
	if err := admit(ctx, r.Method, path); err != nil {
		return nil, err
	}
	if r.forgets != "" {
		c.shared.Forget(sharedKey(http.MethodGet, r.Base, r.forgets))
	}
	if !r.shared {
		return c.t.Send(ctx, r.Request)
	}
	a := &transport.Answer{Method: r.Method, Path: path}
	key := sharedKey(r.Method, r.Base, path) + "?" + r.Query.Encode()
	a.Body, err = c.shared.Do(ctx, key, func() ([]byte, error) {
		sent, err := c.t.Send(ctx, r.Request)
		if err != nil {
			return nil, err
		}
		a.Status = sent.Status
		return sent.Body, nil
	})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// admit refuses a write of a stopped create session that has sent nothing yet (creates.Admit), as
// an error that says nothing was sent.
func admit(ctx context.Context, method, path string) error {
	if err := creates.Admit(ctx, method); err != nil {
		return transport.NotSent(fmt.Errorf("%s %s: %w", method, path, err))
	}
	return nil
}

// sharedKey names the shared reads of method on base+path; the query follows it.
func sharedKey(method, base, path string) string {
	return method + " " + base + path
}

// adsRequest describes a call to the advertising API, which takes OAuth 1.0a user context.
func (c *Client) adsRequest(method, template string, params []string, query url.Values, body any) request {
	return request{Request: transport.Request{
		Method:   method,
		Base:     c.adsURL,
		Setting:  "ads_url",
		Template: template,
		Params:   params,
		Query:    query,
		Body:     body,
		Auths:    []transport.AuthScheme{transport.OAuth1User},
	}}
}

// apiRequest describes a call to the core platform API (/2, /labs/2, /1.1) that accepts
// auths, in the client's order of preference.
func (c *Client) apiRequest(method, template string, params []string, query url.Values, body any, auths ...transport.AuthScheme) request {
	return request{Request: transport.Request{
		Method:   method,
		Base:     c.apiURL,
		Setting:  "api_url",
		Template: template,
		Params:   params,
		Query:    query,
		Body:     body,
		Auths:    auths,
	}}
}

// uploadRequest describes a call to the media upload host, which takes user context.
func (c *Client) uploadRequest(method, template string, query url.Values, auths ...transport.AuthScheme) request {
	r := c.apiRequest(method, template, nil, query, nil, auths...)
	r.Base, r.Setting = c.uploadURL, "upload_url"
	return r
}

// sandboxAdsRequest describes a call to the sandbox advertising address, the only one that
// takes feature writes.
func (c *Client) sandboxAdsRequest(method, template string, params []string, query url.Values) request {
	r := c.adsRequest(method, template, params, query, nil)
	r.Base, r.Setting = c.sandboxAdsURL, "sandbox_ads_url"
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
