package acctarget

import (
	"bytes"
	"context"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/dghubble/oauth1"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// Relay stands between the provider and a remote target for one test. It logs each request as the
// emulator's request log does (same paths, /sandbox prefix included), so that a test's request counts
// hold against any service, and forwards it to the target, signed with the real credentials in place of
// the stand-ins the provider blocks carry, once it checked the stand-ins' signature as the service checks
// the real one. A request signed with anything else, or badly, goes on as it came, and the service answers
// it as it will.
type Relay struct {
	target *target
	// signed signs with the real OAuth 1.0a credentials; plain sends as is.
	signed, plain http.RoundTripper

	mu  sync.Mutex
	log []emulator.Request
}

// NewRelay is a relay to the target of a remote run; nil in a local one.
func NewRelay() *Relay {
	if remote == nil {
		return nil
	}
	return newRelay(remote)
}

func newRelay(target *target) *Relay {
	plain := http.DefaultTransport
	c := target.creds
	ctx := context.WithValue(context.Background(), oauth1.HTTPClient, &http.Client{Transport: plain})
	signed := oauth1.NewConfig(c.ConsumerKey, c.ConsumerSecret).
		Client(ctx, oauth1.NewToken(c.AccessToken, c.AccessTokenSecret)).Transport
	return &Relay{target: target, signed: signed, plain: plain}
}

// upstream is the target's address for a path the provider sent: the provider blocks of a remote run
// point every address at the relay, as a local run points them at the emulator, and the sandbox's at
// /sandbox under it.
func (r *Relay) upstream(path string) string {
	switch {
	case strings.HasPrefix(path, "/sandbox/"):
		return r.target.sandboxAdsURL + strings.TrimPrefix(path, "/sandbox")
	case strings.HasPrefix(path, "/12/"):
		return r.target.adsURL + path
	case strings.HasPrefix(path, "/1.1/media/upload"):
		return r.target.uploadURL + path
	}
	return r.target.apiURL + path
}

func (r *Relay) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, err := io.ReadAll(req.Body)
	if err != nil {
		http.Error(w, "relay: read the request: "+err.Error(), http.StatusBadGateway)
		return
	}
	u := r.upstream(req.URL.Path)
	if req.URL.RawQuery != "" {
		u += "?" + req.URL.RawQuery
	}
	out, err := http.NewRequestWithContext(req.Context(), req.Method, u, bytes.NewReader(body))
	if err != nil {
		http.Error(w, "relay: "+err.Error(), http.StatusBadGateway)
		return
	}
	for name, values := range req.Header {
		if name != "Authorization" {
			out.Header[name] = values
		}
	}
	send := r.plain
	stand := r.target.standIn
	switch auth := req.Header.Get("Authorization"); {
	case emulator.OAuth1Signed(req, signedParams(req, body), stand.ConsumerKey, stand.ConsumerSecret, stand.AccessTokenSecret):
		send = r.signed
	case auth == "Bearer "+stand.BearerToken:
		out.Header.Set("Authorization", "Bearer "+r.target.creds.BearerToken)
	case auth == "Bearer "+stand.OAuth2Token:
		out.Header.Set("Authorization", "Bearer "+r.target.creds.OAuth2Token)
	case auth != "":
		out.Header.Set("Authorization", auth)
	}
	resp, err := send.RoundTrip(out)
	if err != nil {
		r.record(req, 0)
		// The provider sees a lost connection, as it would without the relay.
		panic(http.ErrAbortHandler)
	}
	defer resp.Body.Close()
	for name, values := range resp.Header {
		w.Header()[name] = values
	}
	w.WriteHeader(resp.StatusCode)
	_, _ = io.Copy(w, resp.Body)
	r.record(req, resp.StatusCode)
}

// signedParams are what OAuth 1.0a signs of a request: its query, and its body when it is a form.
func signedParams(req *http.Request, body []byte) url.Values {
	params := req.URL.Query()
	if mt, _, _ := mime.ParseMediaType(req.Header.Get("Content-Type")); mt == "application/x-www-form-urlencoded" {
		form, _ := url.ParseQuery(string(body))
		for k, vs := range form {
			params[k] = append(params[k], vs...)
		}
	}
	return params
}

func (r *Relay) record(req *http.Request, status int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.log = append(r.log, emulator.Request{Method: req.Method, Path: req.URL.Path, Query: req.URL.RawQuery, Status: status})
}

// Requests, ResetRequests and Count are the emulator's (emulator.Server) over the relay's log.
func (r *Relay) Requests() []emulator.Request {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]emulator.Request(nil), r.log...)
}

func (r *Relay) ResetRequests() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.log = nil
}

func (r *Relay) Count(method, pathPrefix string) int {
	n := 0
	for _, q := range r.Requests() {
		if q.Matches(method, pathPrefix) {
			n++
		}
	}
	return n
}
