package adsapi

import (
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// Through the client: the answer's status and body reach the caller as *Error, with the
// request's method and path but not its query.
func TestErrorAnswerBecomesError(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusForbidden, `{"errors":[{"code":"NOT_FOUND","message":"Card not found"}]}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	_, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1")
	var e *transport.Error
	if !errors.As(err, &e) {
		t.Fatalf("err = %v, want *Error", err)
	}
	if e.StatusCode != http.StatusForbidden || e.Method != http.MethodGet || e.Path != "/12/accounts/acc1/cards/c1" {
		t.Errorf("error = %+v", e)
	}
	if !transport.IsNotFound(err) {
		t.Error("403 NOT_FOUND must be a not-found")
	}
	if rec.count() != 1 {
		t.Errorf("requests = %d, want no retry of a 403", rec.count())
	}
}

func TestRedirectIsReportedNotFollowed(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://elsewhere.invalid/", http.StatusFound)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	_, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1")
	var e *transport.Error
	if !errors.As(err, &e) || e.StatusCode != http.StatusFound {
		t.Fatalf("err = %v, want a 302 *Error", err)
	}
}
