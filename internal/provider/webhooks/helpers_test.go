package webhooks_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

const webhookRes = "adsapi_webhook.test"

// handler is a webhook handler on a loopback address, as a team runs its own under test: it answers the
// emulator's CRC with the demo app's consumer secret, or as it is told to fail.
type handler struct {
	URL string
	// answer is how the CRC is answered: "right", "wrong" (a 200 with another token) or "error" (a 500).
	answer atomic.Value
	crcs   atomic.Int64

	mu sync.Mutex
	// signed holds the bodies of the deliveries whose signature verified over the exact bytes received;
	// unsigned counts the others.
	signed   []string
	unsigned int
}

// delivered returns the verified deliveries' bodies and how many did not verify.
func (h *handler) delivered() ([]string, int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.signed), h.unsigned
}

func newHandler(t *testing.T) *handler {
	h := &handler{}
	h.answer.Store("right")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := r.URL.Query().Get("crc_token")
		if r.Method == http.MethodPost {
			body, _ := io.ReadAll(r.Body)
			h.mu.Lock()
			if hmac.Equal([]byte(sign(body)), []byte(r.Header.Get("x-twitter-webhooks-signature"))) {
				h.signed = append(h.signed, string(body))
			} else {
				h.unsigned++
			}
			h.mu.Unlock()
			return
		}
		if token == "" {
			http.Error(w, "no crc_token", http.StatusBadRequest)
			return
		}
		h.crcs.Add(1)
		answer := sign([]byte(token))
		switch h.answer.Load() {
		case "error":
			http.Error(w, "handler down", http.StatusInternalServerError)
			return
		case "wrong":
			answer = "sha256=" + base64.StdEncoding.EncodeToString([]byte("not the token's signature"))
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]string{"response_token": answer})
	}))
	t.Cleanup(srv.Close)
	h.URL = srv.URL + "/tf-acc-test-webhook"
	return h
}

// sign is the service's signature of message, keyed with the demo app's consumer secret.
func sign(message []byte) string {
	mac := hmac.New(sha256.New, []byte(acctarget.BlockCredentials().ConsumerSecret))
	mac.Write(message)
	return "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

func webhookConfig(url string) string {
	return fmt.Sprintf(`
resource "adsapi_webhook" "test" {
  url = %q
}
`, url)
}

// registered returns the demo app's webhooks at url.
func registered(srv *emulator.Server, url string) []emulator.Webhook {
	var out []emulator.Webhook
	for _, w := range srv.Webhooks() {
		if w.URL == url {
			out = append(out, w)
		}
	}
	return out
}
