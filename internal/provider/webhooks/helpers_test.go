package webhooks_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

const webhookRes = "adsapi_webhook.test"

// handler is a webhook handler on a loopback address, as a team runs its own under test: it answers the
// emulator's CRC with the demo app's consumer secret, or as it is told to fail.
type handler struct {
	URL string
	// answer is how the CRC is answered: "right", "wrong" (a 200 with another token) or "error" (a 500).
	answer atomic.Value
	crcs   atomic.Int64
}

func newHandler(t *testing.T) *handler {
	h := &handler{}
	h.answer.Store("right")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := r.URL.Query().Get("crc_token")
		if r.Method != http.MethodGet || token == "" {
			w.WriteHeader(http.StatusOK)
			return
		}
		h.crcs.Add(1)
		secret := emulator.DemoConsumerSecret
		switch h.answer.Load() {
		case "error":
			http.Error(w, "handler down", http.StatusInternalServerError)
			return
		case "wrong":
			secret = "not-the-consumer-secret"
		}
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write([]byte(token))
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]string{"response_token": "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))})
	}))
	t.Cleanup(srv.Close)
	h.URL = srv.URL + "/webhook"
	return h
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
