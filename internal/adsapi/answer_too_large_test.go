package adsapi

import (
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// TestAnswerPastTheCap: an answer of 400 MB to a read is refused after the cap's worth of bytes, once, with
// a message that names the cap, the request and what to do, not a JSON decoder's complaint; an answer that
// fills the cap exactly is still read.
func TestAnswerPastTheCap(t *testing.T) {
	t.Parallel()
	const capBytes = 32 << 20
	chunk := []byte(strings.Repeat(" ", 1<<20))
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.URL.Path == "/12/accounts/acc1/cards/big" {
			for range 400 { // 400 MiB of whitespace, never a whole answer
				if _, err := w.Write(chunk); err != nil {
					return
				}
			}
			return
		}
		body := `{"data":` + tagBody("t1", "spring") + `}`
		_, _ = w.Write([]byte(strings.Repeat(" ", capBytes-len(body)) + body))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 60*time.Second)

	start := time.Now()
	_, err := c.Cards.Get(ctx, "acc1", "big")
	var tooLarge *transport.AnswerTooLargeError
	if !errors.As(err, &tooLarge) {
		t.Fatalf("err = %v, want an *AnswerTooLargeError", err)
	}
	for _, want := range []string{"GET /12/accounts/acc1/cards/big", "HTTP 200", "32 MiB", "smaller page"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q lacks %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "JSON") {
		t.Errorf("%q speaks of JSON: the answer was never decoded", err)
	}
	if n := len(rec.requests()); n != 1 {
		t.Errorf("the oversized answer was asked for %d times, want once: the same request brings the same answer", n)
	}
	t.Logf("refused in %s", time.Since(start).Round(time.Millisecond))

	// Exactly the cap is an answer like any other.
	if _, err := c.WebEventTags.Get(ctx, "acc1", "t1"); err != nil && errors.As(err, &tooLarge) {
		t.Errorf("an answer of exactly the cap was refused: %v", err)
	}
}
