package emulator

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"
)

// crcHandler is a webhook that a test runs on loopback. It answers each CRC as its settings say,
// computing the right answer from the spec's algorithm on its own, and records the crc_tokens and
// queries it received; it records the deliveries POSTed to it and answers them postStatus.
type crcHandler struct {
	srv *httptest.Server

	mu     sync.Mutex
	secret string
	// status is answered instead of 200 when set; wrong answers a token of another secret.
	status int
	wrong  bool
	// delay holds the answer back; entered, when set, is closed by the first call to come in.
	delay   time.Duration
	entered chan struct{}
	queries []string
	// postStatus is answered to deliveries instead of 200 when set; hold, when set, holds their
	// answer back until it is closed.
	postStatus int
	hold       chan struct{}
	received   []posted
}

// posted is a delivery a test's webhook received.
type posted struct {
	body                   []byte
	signature, contentType string
}

func newCRCHandler(t *testing.T, secret string) *crcHandler {
	t.Helper()
	h := &crcHandler{secret: secret}
	h.srv = httptest.NewServer(http.HandlerFunc(h.serve))
	t.Cleanup(h.srv.Close)
	return h
}

func (h *crcHandler) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodPost {
		h.serveDelivery(w, r)
		return
	}
	h.mu.Lock()
	h.queries = append(h.queries, r.URL.RawQuery)
	secret, status, wrong, delay, entered := h.secret, h.status, h.wrong, h.delay, h.entered
	h.entered = nil
	h.mu.Unlock()
	if entered != nil {
		close(entered)
	}
	if delay > 0 {
		select {
		case <-time.After(delay):
		case <-r.Context().Done():
			return
		}
	}
	if wrong {
		secret = "not-" + secret
	}
	if status == 0 {
		status = http.StatusOK
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(r.URL.Query().Get("crc_token")))
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"response_token": "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))})
}

// serveDelivery records a delivery, then answers it as the settings say.
func (h *crcHandler) serveDelivery(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	h.mu.Lock()
	h.received = append(h.received, posted{body: body, signature: r.Header.Get("X-Twitter-Webhooks-Signature"), contentType: r.Header.Get("Content-Type")})
	status, hold := h.postStatus, h.hold
	h.mu.Unlock()
	if hold != nil {
		select {
		case <-hold:
		case <-r.Context().Done():
			return
		}
	}
	if status == 0 {
		status = http.StatusOK
	}
	w.WriteHeader(status)
}

// posts are the deliveries the handler received, oldest first.
func (h *crcHandler) posts() []posted {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.received)
}

// set changes how the handler answers from the next call on.
func (h *crcHandler) set(change func(h *crcHandler)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	change(h)
}

// calls is how many CRCs the handler received.
func (h *crcHandler) calls() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.queries)
}

// url is the handler's address with path.
func (h *crcHandler) url(path string) string { return h.srv.URL + path }

// registerWebhook registers target through the API with the demo app's bearer token.
func (f *fixture) registerWebhook(target string) *result {
	f.t.Helper()
	return f.do(apiCall{method: "POST", path: "/2/webhooks", auth: bearer(DemoBearerToken), json: map[string]any{"url": target}})
}

// registered registers target and returns the webhook the answer's data holds.
func (f *fixture) registered(target string) map[string]any {
	f.t.Helper()
	res := f.registerWebhook(target)
	data, _ := res.body["data"].(map[string]any)
	if res.status != http.StatusOK || data == nil {
		f.t.Fatalf("register %s: %d %s", target, res.status, res.raw)
	}
	return data
}

// listedWebhooks lists the demo app's webhooks through the API.
func (f *fixture) listedWebhooks() []any {
	f.t.Helper()
	res := f.do(apiCall{method: "GET", path: "/2/webhooks", auth: bearer(DemoBearerToken)})
	res.wantStatus(f.t, http.StatusOK)
	data, _ := res.body["data"].([]any)
	return data
}
