package emulator

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// fixedNow is the entity clock of most tests.
var fixedNow = time.Date(2018, 5, 11, 4, 9, 53, 0, time.UTC)

// credentials of a test caller.
type credentials struct {
	consumerKey, consumerSecret, token, tokenSecret string
}

var (
	demoCreds  = credentials{DemoConsumerKey, DemoConsumerSecret, DemoAccessToken, DemoAccessTokenSecret}
	otherCreds = credentials{OtherConsumerKey, OtherConsumerSecret, OtherAccessToken, OtherAccessTokenSecret}
)

type fixture struct {
	t   *testing.T
	srv *Server
	url string
}

func newFixture(t *testing.T, opts Options) *fixture {
	t.Helper()
	if opts.Now == nil {
		opts.Now = func() time.Time { return fixedNow }
	}
	srv := New(opts)
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	// Run before ts.Close: no delivery of the server outlives the test.
	t.Cleanup(srv.Close)
	return &fixture{t: t, srv: srv, url: ts.URL}
}

// apiCall describes one request; the zero value of creds means the demo user.
type apiCall struct {
	method string
	path   string
	query  url.Values
	form   url.Values
	// json, when set, is sent as an application/json body (strings are sent verbatim).
	json any
	// contentType overrides the body's Content-Type.
	contentType string
	creds       *credentials
	// auth replaces the OAuth 1.0a header when set ("-" sends none).
	auth string
	// signedAt is the oauth_timestamp; zero means now.
	signedAt time.Time
	// tamper changes the request after signing.
	tamper func(*http.Request)
}

type result struct {
	status int
	header http.Header
	raw    []byte
	body   map[string]any
}

func (f *fixture) do(c apiCall) *result {
	f.t.Helper()
	u := f.url + c.path
	if len(c.query) > 0 {
		u += "?" + c.query.Encode()
	}
	var body io.Reader
	contentType := c.contentType
	switch {
	case c.json != nil:
		raw, ok := c.json.(string)
		if !ok {
			b, err := json.Marshal(c.json)
			if err != nil {
				f.t.Fatalf("marshal body: %v", err)
			}
			raw = string(b)
		}
		body = strings.NewReader(raw)
		if contentType == "" {
			contentType = "application/json"
		}
	case c.form != nil:
		body = strings.NewReader(c.form.Encode())
		if contentType == "" {
			contentType = "application/x-www-form-urlencoded"
		}
	}
	req, err := http.NewRequestWithContext(f.t.Context(), c.method, u, body)
	if err != nil {
		f.t.Fatalf("new request: %v", err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	switch c.auth {
	case "":
		creds := demoCreds
		if c.creds != nil {
			creds = *c.creds
		}
		at := c.signedAt
		if at.IsZero() {
			at = time.Now()
		}
		signOAuth1(req, creds, c.form, at)
	case "-":
	default:
		req.Header.Set("Authorization", c.auth)
	}
	if c.tamper != nil {
		c.tamper(req)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		f.t.Fatalf("%s %s: %v", c.method, c.path, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		f.t.Fatalf("read body: %v", err)
	}
	res := &result{status: resp.StatusCode, header: resp.Header, raw: raw}
	ct := resp.Header.Get("Content-Type")
	if len(raw) > 0 && (strings.HasPrefix(ct, "application/json") || strings.HasPrefix(ct, "application/problem+json")) && raw[0] == '{' {
		if err := json.Unmarshal(raw, &res.body); err != nil {
			f.t.Fatalf("decode %s: %v", raw, err)
		}
	}
	return res
}

// signOAuth1 signs req the way RFC 5849 describes, written independently of the server's
// verifier: encoding through url.QueryEscape, the URL from the client's side.
func signOAuth1(req *http.Request, c credentials, form url.Values, at time.Time) {
	enc := func(s string) string { return strings.ReplaceAll(url.QueryEscape(s), "+", "%20") }
	nonce := make([]byte, 16)
	if _, err := rand.Read(nonce); err != nil {
		panic(err)
	}
	oauth := map[string]string{
		"oauth_consumer_key":     c.consumerKey,
		"oauth_nonce":            hex.EncodeToString(nonce),
		"oauth_signature_method": "HMAC-SHA1",
		"oauth_timestamp":        strconv.FormatInt(at.Unix(), 10),
		"oauth_token":            c.token,
		"oauth_version":          "1.0",
	}
	var pairs []string
	add := func(k, v string) { pairs = append(pairs, enc(k)+"\x00"+enc(v)) }
	for k, vs := range req.URL.Query() {
		for _, v := range vs {
			add(k, v)
		}
	}
	for k, vs := range form {
		for _, v := range vs {
			add(k, v)
		}
	}
	for k, v := range oauth {
		add(k, v)
	}
	// NUL sorts before every encoded character, so this sorts by key, then value.
	sort.Strings(pairs)
	for i := range pairs {
		pairs[i] = strings.Replace(pairs[i], "\x00", "=", 1)
	}
	baseURL := req.URL.Scheme + "://" + req.URL.Host + req.URL.EscapedPath()
	base := req.Method + "&" + enc(baseURL) + "&" + enc(strings.Join(pairs, "&"))
	mac := hmac.New(sha1.New, []byte(enc(c.consumerSecret)+"&"+enc(c.tokenSecret)))
	mac.Write([]byte(base))
	oauth["oauth_signature"] = base64.StdEncoding.EncodeToString(mac.Sum(nil))

	keys := make([]string, 0, len(oauth))
	for k := range oauth {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var header bytes.Buffer
	header.WriteString("OAuth ")
	for i, k := range keys {
		if i > 0 {
			header.WriteString(", ")
		}
		header.WriteString(k + `="` + enc(oauth[k]) + `"`)
	}
	req.Header.Set("Authorization", header.String())
}

// errorOf returns the first error's code and parameter of an error answer.
func (r *result) errorOf(t *testing.T) (code, parameter string) {
	t.Helper()
	errs, ok := r.body["errors"].([]any)
	if !ok || len(errs) == 0 {
		t.Fatalf("status %d, no errors in %s", r.status, r.raw)
	}
	e := errs[0].(map[string]any)
	code, _ = e["code"].(string)
	parameter, _ = e["parameter"].(string)
	if msg, _ := e["message"].(string); msg == "" {
		t.Errorf("error %s has no message", code)
	}
	return code, parameter
}

// wantError checks status, code and parameter of an error answer.
func (r *result) wantError(t *testing.T, status int, code, parameter string) {
	t.Helper()
	if r.status != status {
		t.Fatalf("status = %d, want %d; body %s", r.status, status, r.raw)
	}
	gotCode, gotParam := r.errorOf(t)
	if gotCode != code || gotParam != parameter {
		t.Fatalf("error = %s (%q), want %s (%q); body %s", gotCode, gotParam, code, parameter, r.raw)
	}
}

func (r *result) wantStatus(t *testing.T, status int) {
	t.Helper()
	if r.status != status {
		t.Fatalf("status = %d, want %d; body %s", r.status, status, r.raw)
	}
}

// object returns data as an object.
func (r *result) object(t *testing.T) map[string]any {
	t.Helper()
	obj, ok := r.body["data"].(map[string]any)
	if !ok {
		t.Fatalf("data is not an object: %s", r.raw)
	}
	return obj
}

// list returns data as an array of objects.
func (r *result) list(t *testing.T) []map[string]any {
	t.Helper()
	arr, ok := r.body["data"].([]any)
	if !ok {
		t.Fatalf("data is not an array: %s", r.raw)
	}
	out := make([]map[string]any, len(arr))
	for i, v := range arr {
		out[i] = v.(map[string]any)
	}
	return out
}

func cardsPathOf(account string) string     { return "/12/accounts/" + account + "/cards" }
func pollCardsPathOf(account string) string { return "/12/accounts/" + account + "/cards/poll" }

// Bodies of valid cards, as a client would send them.
func websiteDetails(url string) map[string]any {
	return map[string]any{"type": "DETAILS", "title": "Shop now", "destination": map[string]any{"type": "WEBSITE", "url": url}}
}

func appButton() map[string]any {
	return map[string]any{
		"type":        "BUTTON",
		"label":       map[string]any{"type": "ENUM", "value": "INSTALL"},
		"destination": map[string]any{"type": "APP", "country_code": "US", "googleplay_app_id": "com.example.app"},
	}
}

func mediaComp(key string) map[string]any {
	return map[string]any{"type": "MEDIA", "media_key": key}
}

func swipeable(keys ...string) map[string]any {
	return map[string]any{"type": "SWIPEABLE_MEDIA", "media_keys": keys}
}

func imageWebsiteCard(name string) map[string]any {
	return map[string]any{"name": name, "components": []any{mediaComp(DemoImageKey), websiteDetails("https://example.com")}}
}

// createCard makes a card through the API and returns its answer.
func (f *fixture) createCard(body map[string]any) map[string]any {
	f.t.Helper()
	res := f.do(apiCall{method: "POST", path: cardsPathOf(DemoAccountID), json: body})
	res.wantStatus(f.t, http.StatusCreated)
	return res.object(f.t)
}

// createPoll makes a poll card through the API and returns its answer.
func (f *fixture) createPoll(params url.Values) map[string]any {
	f.t.Helper()
	res := f.do(apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), query: params})
	res.wantStatus(f.t, http.StatusCreated)
	return res.object(f.t)
}

func textPoll(name string) url.Values {
	return url.Values{"name": {name}, "duration_in_minutes": {"60"}, "first_choice": {"Yes"}, "second_choice": {"No"}}
}

// testClock is an entity clock a test can move.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func newTestClock() *testClock { return &testClock{now: fixedNow} }

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// bearer is the Authorization header of a bearer token (app-only or OAuth 2.0).
func bearer(token string) string { return "Bearer " + token }

// wantProblem checks a v2 error answer: status, Problem Details content type, and the
// problem kind at the end of type.
func (r *result) wantProblem(t *testing.T, status int, kind string) {
	t.Helper()
	if r.status != status {
		t.Fatalf("status = %d, want %d; body %s", r.status, status, r.raw)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/problem+json" {
		t.Errorf("Content-Type = %q, want application/problem+json", ct)
	}
	if typ, _ := r.body["type"].(string); !strings.HasSuffix(typ, "/problems/"+kind) {
		t.Errorf("type = %q, want .../problems/%s; body %s", typ, kind, r.raw)
	}
	if got, _ := r.body["status"].(float64); int(got) != status {
		t.Errorf("body status = %v, want %d", r.body["status"], status)
	}
}
