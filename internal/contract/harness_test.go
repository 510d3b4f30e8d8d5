package contract

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/dghubble/oauth1"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// env is one case's own emulator (so that cases run in parallel without sharing state) behind the
// validating layer.
type env struct {
	t   *testing.T
	emu *emulator.Server
	v   *validator
	url string
	cov *coverage
}

func newEnv(t *testing.T, d *description, cov *coverage, opts emulator.Options) *env {
	t.Helper()
	emu := emulator.New(opts)
	v := newValidator(d, emu)
	srv := httptest.NewServer(v)
	t.Cleanup(srv.Close)
	return &env{t: t, emu: emu, v: v, url: srv.URL, cov: cov}
}

func ctxOf(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// client is the real client, every credential of the demo identity configured, talking to the
// validating layer. tweak may drop credentials, to make the client pick another scheme.
func (e *env) client(tweak func(*adsapi.Config)) *adsapi.Client {
	e.t.Helper()
	cfg := adsapi.Config{
		AdsURL: e.url, APIURL: e.url, UploadURL: e.url,
		Transport: transport.Config{
			BearerToken:       emulator.DemoBearerToken,
			OAuth2AccessToken: emulator.DemoOAuth2Token,
			ConsumerKey:       emulator.DemoConsumerKey, ConsumerSecret: emulator.DemoConsumerSecret,
			AccessToken: emulator.DemoAccessToken, AccessTokenSecret: emulator.DemoAccessTokenSecret,
			UserAgent: "terraform-provider-adsapi/contract-test",
			// No retries: a retried request would be validated twice and hide which answer failed.
			MaxRetries: 0,
		},
	}
	if tweak != nil {
		tweak(&cfg)
	}
	c, err := adsapi.NewClient(cfg)
	if err != nil {
		e.t.Fatalf("NewClient: %v", err)
	}
	return c
}

// Credentials a raw request carries.
type credential int

const (
	noCredential credential = iota
	appBearer               // the app-only bearer token
	userOAuth2              // the demo user's OAuth 2.0 token, every scope
	readOAuth2              // the demo user's OAuth 2.0 token with post.read, users.read, like.read, follows.read
	otherOAuth2             // the other user's OAuth 2.0 token, every scope
	userOAuth1              // the demo user's OAuth 1.0a credentials, signed for real
	otherOAuth1             // the other user's OAuth 1.0a credentials, of the other app, signed for real
)

// raw sends one request as given, with a JSON body when body is not nil (a string is sent
// verbatim), and returns the answer's status and body.
func (e *env) raw(method, path string, query url.Values, cred credential, body any) (int, []byte) {
	e.t.Helper()
	u := e.url + path
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	var rd io.Reader
	if body != nil {
		b, ok := body.(string)
		if !ok {
			raw, err := json.Marshal(body)
			if err != nil {
				e.t.Fatal(err)
			}
			b = string(raw)
		}
		rd = strings.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctxOf(e.t), method, u, rd)
	if err != nil {
		e.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	hc := http.DefaultClient
	switch cred {
	case appBearer:
		req.Header.Set("Authorization", "Bearer "+emulator.DemoBearerToken)
	case userOAuth2:
		req.Header.Set("Authorization", "Bearer "+emulator.DemoOAuth2Token)
	case readOAuth2:
		req.Header.Set("Authorization", "Bearer "+emulator.DemoOAuth2ReadToken)
	case otherOAuth2:
		req.Header.Set("Authorization", "Bearer "+emulator.OtherOAuth2Token)
	case userOAuth1:
		hc = oauth1.NewConfig(emulator.DemoConsumerKey, emulator.DemoConsumerSecret).
			Client(req.Context(), oauth1.NewToken(emulator.DemoAccessToken, emulator.DemoAccessTokenSecret))
	case otherOAuth1:
		hc = oauth1.NewConfig(emulator.OtherConsumerKey, emulator.OtherConsumerSecret).
			Client(req.Context(), oauth1.NewToken(emulator.OtherAccessToken, emulator.OtherAccessTokenSecret))
	}
	resp, err := hc.Do(req)
	if err != nil {
		e.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		e.t.Fatal(err)
	}
	return resp.StatusCode, b
}

// settle returns the case's exchanges once all are answered, and counts the validated ones
// toward the coverage.
func (e *env) settle() []exchange {
	exs := e.v.exchanges()
	for _, ex := range exs {
		e.cov.note(ex)
	}
	return exs
}

// wantAllValid checks that every request of the case and every answer validated, that each
// answer had a status in want (2xx when want is empty), and that the operations were exercised in
// the order given by ops (each exchange's operation; repeats of one operation, such as the pages
// of a list, count once).
func (e *env) wantAllValid(ops ...string) []exchange {
	e.t.Helper()
	exs := e.settle()
	var seen []string
	for _, ex := range exs {
		if ex.requestErr != nil {
			e.t.Errorf("the client's request does not validate: %v", ex)
		}
		if ex.responseErr != nil {
			e.t.Errorf("the emulator's answer does not validate: %v", ex)
		}
		if ex.status < 200 || ex.status > 299 {
			e.t.Errorf("answer %d, want a success: %v", ex.status, ex)
		}
		if len(seen) == 0 || seen[len(seen)-1] != ex.op {
			seen = append(seen, ex.op)
		}
	}
	if strings.Join(seen, ", ") != strings.Join(ops, ", ") {
		e.t.Errorf("operations exercised = %v, want %v", seen, ops)
	}
	return exs
}

// wantError checks the last exchange of a raw error case: the operation, the status, whether the
// description finds the request valid (an invalid parameter or the wrong scheme is not: there the
// description and the emulator must agree), that the answer validates, and the problem kind (the
// last segment of its type, "about:blank" for that type). Exchanges before it are the case's setup
// (a replay job the refused one conflicts with, say), made through the API where no hook makes
// that state: each must be a validated success.
func (e *env) wantError(op string, status int, requestValid bool, kind string, body []byte) map[string]any {
	e.t.Helper()
	exs := e.settle()
	if len(exs) == 0 {
		e.t.Fatal("no exchange, want the refused request")
	}
	for _, setup := range exs[:len(exs)-1] {
		if setup.status < 200 || setup.status > 299 || setup.requestErr != nil || setup.responseErr != nil {
			e.t.Errorf("setup exchange %v, want a validated success", setup)
		}
	}
	ex := exs[len(exs)-1]
	if ex.op != op || ex.status != status {
		e.t.Errorf("exchange %v, want %s answered %d", ex, op, status)
	}
	switch {
	case requestValid && ex.requestErr != nil:
		e.t.Errorf("the request does not validate, want it valid: %v", ex.requestErr)
	case !requestValid && ex.requestErr == nil:
		e.t.Errorf("the description accepts the request the emulator refused %d; want both to refuse it", status)
	}
	if ex.responseErr != nil {
		e.t.Errorf("the error answer does not validate: %v", ex.responseErr)
	}
	var problem map[string]any
	if err := json.Unmarshal(body, &problem); err != nil {
		e.t.Fatalf("answer %s: %v", body, err)
	}
	if got := problemKindOf(problem); got != kind {
		e.t.Errorf("problem kind %q, want %q; body %s", got, kind, body)
	}
	return problem
}

// problemKindOf is the kind of a problem: its type's last path segment under /2/problems/ on
// either host, or the whole type when it has no such path (about:blank).
func problemKindOf(problem map[string]any) string {
	typ, _ := problem["type"].(string)
	u, err := url.Parse(typ)
	if err != nil {
		return typ
	}
	if kind, ok := strings.CutPrefix(u.Path, "/2/problems/"); ok {
		return kind
	}
	return typ
}

// mustObject decodes a JSON object.
func mustObject(t *testing.T, body []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatalf("answer %s: %v", body, err)
	}
	return m
}

// wantSuccess checks the one exchange of a raw success case: the operation, a 2xx answer, and that
// the request and the answer validate. It returns the answer's body.
func (e *env) wantSuccess(op string, body []byte) map[string]any {
	e.t.Helper()
	exs := e.settle()
	if len(exs) != 1 {
		e.t.Fatalf("exchanges = %v, want one", exs)
	}
	ex := exs[0]
	if ex.op != op || ex.status < 200 || ex.status > 299 {
		e.t.Errorf("exchange %v, want %s answered with a success", ex, op)
	}
	if ex.requestErr != nil {
		e.t.Errorf("the request does not validate: %v", ex.requestErr)
	}
	if ex.responseErr != nil {
		e.t.Errorf("the answer does not validate: %v", ex.responseErr)
	}
	return mustObject(e.t, body)
}

// newSession begins a create session that the test's end closes.
func newSession(t *testing.T) creates.Session {
	_, s := creates.Begin(context.Background(), time.Minute, nil)
	t.Cleanup(func() { s.End() })
	return s.Session()
}
