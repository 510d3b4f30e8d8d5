package adsapi_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// webhookHandler is a team's webhook handler on loopback: it answers the CRC right (the spec's
// algorithm, keyed with the demo app's consumer secret), with another secret, slowly, or with 500.
type webhookHandler struct {
	srv  *httptest.Server
	mu   sync.Mutex
	mode string
}

const (
	answerRight = "right"
	answerWrong = "wrong"
	answerSlow  = "slow"
	answer500   = "500"
)

func newWebhookHandler(t *testing.T) *webhookHandler {
	t.Helper()
	h := &webhookHandler{mode: answerRight}
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.mu.Lock()
		mode := h.mode
		h.mu.Unlock()
		secret := emulator.DemoConsumerSecret
		switch mode {
		case answerWrong:
			secret = "a secret of another app"
		case answerSlow:
			select {
			case <-time.After(2 * time.Second):
			case <-r.Context().Done():
				return
			}
		case answer500:
			http.Error(w, "handler broken", http.StatusInternalServerError)
			return
		}
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write([]byte(r.URL.Query().Get("crc_token")))
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]string{"response_token": "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))})
	}))
	t.Cleanup(h.srv.Close)
	return h
}

func (h *webhookHandler) answer(mode string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.mode = mode
}

// newWebhookEmulator is an emulator that gives webhooks a short time to answer.
func newWebhookEmulator(t *testing.T) (*emulator.Server, *adsapi.Client) {
	t.Helper()
	emu := emulator.New(emulator.Options{WebhookTimeout: 300 * time.Millisecond})
	srv := httptest.NewServer(emu)
	t.Cleanup(srv.Close)
	return emu, newDemoClient(t, srv.URL, nil)
}

// wantWebhookReason checks that err is a *WebhookError of reason whose text names neither consumer
// secret.
func wantWebhookReason(t *testing.T, what string, err error, reason, detail string) {
	t.Helper()
	var we *adsapi.WebhookError
	if !errors.As(err, &we) || we.Reason != reason || !strings.Contains(we.Detail, detail) {
		t.Errorf("%s: %#v (%v), want a WebhookError of %s whose detail says %q", what, we, err, reason, detail)
		return
	}
	if strings.Contains(err.Error(), emulator.DemoConsumerSecret) || strings.Contains(we.Detail, emulator.DemoConsumerSecret) {
		t.Errorf("%s: %v names the consumer secret", what, err)
	}
}

func TestEmulatorWebhooksRoundTrip(t *testing.T) {
	t.Parallel()
	emu, c := newWebhookEmulator(t)
	h := newWebhookHandler(t)
	ctx := testCtx(t)

	made, err := c.Webhooks.Create(ctx, newSession(t), h.srv.URL+"/events")
	if err != nil || made.ID == "" || !made.Valid || made.URL != h.srv.URL+"/events" || made.CreatedAt == "" {
		t.Fatalf("create: %+v %v", made, err)
	}
	list, err := c.Webhooks.List(ctx)
	if err != nil || len(list) != 2 || list[0].ID != emulator.DemoWebhookID || list[1] != *made {
		t.Fatalf("list: %+v %v, want the demo webhook and the new one", list, err)
	}
	wantWebhookReason(t, "the same URL again", e1(c.Webhooks.Create(ctx, newSession(t), h.srv.URL+"/events")), adsapi.ReasonDuplicateURLFailed, "")

	h.answer(answerWrong)
	_, err = c.Webhooks.Validate(ctx, made.ID)
	wantWebhookReason(t, "validate with a wrong answer", err, adsapi.ReasonCrcValidationFailed, "response_token")
	if got, found, err := c.Webhooks.Get(ctx, made.ID); err != nil || !found || got.Valid {
		t.Fatalf("get after a wrong answer: %+v %t %v, want it marked invalid", got, found, err)
	}
	_, err = c.Webhooks.Replay(ctx, adsapi.WebhookReplayInput{WebhookID: made.ID, From: time.Now().Add(-time.Hour), To: time.Now()})
	wantWebhookReason(t, "replay of an invalid webhook", err, adsapi.ReasonCrcValidationFailed, "")
	h.answer(answerRight)
	if valid, err := c.Webhooks.Validate(ctx, made.ID); err != nil || !valid {
		t.Fatalf("validate after the fix: %t %v", valid, err)
	}

	window := adsapi.WebhookReplayInput{WebhookID: made.ID, From: time.Now().Add(-2 * time.Hour), To: time.Now().Add(-time.Hour)}
	job, err := c.Webhooks.Replay(ctx, window)
	if err != nil || job.JobID == "" || job.CreatedAt == "" {
		t.Fatalf("replay: %+v %v", job, err)
	}
	jobs := emu.ReplayJobs()
	if len(jobs) != 1 || jobs[0].ID != job.JobID || !jobs[0].From.Equal(window.From.UTC().Truncate(time.Minute)) {
		t.Errorf("the emulator holds %+v, want job %s from the minute of %s", jobs, job.JobID, window.From)
	}
	wantWebhookReason(t, "a second replay", e1(c.Webhooks.Replay(ctx, window)), adsapi.ReasonReplayConflictError, job.JobID)

	if gone, err := c.Webhooks.Delete(ctx, made.ID); err != nil || gone {
		t.Fatalf("delete: %t %v", gone, err)
	}
	if gone, err := c.Webhooks.Delete(ctx, made.ID); err != nil || !gone {
		t.Fatalf("delete again: %t %v, want already gone", gone, err)
	}
	if _, found, err := c.Webhooks.Get(ctx, made.ID); err != nil || found {
		t.Fatalf("get after delete: %t %v", found, err)
	}
	assertNoAuthFailures(t, emu)
}

// A handler that answers the CRC wrongly, slowly or with 500 gets its registration refused with
// the reason, and nothing is left at the service.
func TestEmulatorWebhookCRCFailures(t *testing.T) {
	t.Parallel()
	_, c := newWebhookEmulator(t)
	h := newWebhookHandler(t)
	ctx := testCtx(t)
	for _, tc := range []struct{ mode, detail string }{
		{answerWrong, "response_token"},
		{answerSlow, "did not answer within 300ms"},
		{answer500, "status 500"},
	} {
		h.answer(tc.mode)
		_, err := c.Webhooks.Create(ctx, newSession(t), h.srv.URL+"/"+tc.mode)
		wantWebhookReason(t, tc.mode, err, adsapi.ReasonCrcValidationFailed, tc.detail)
	}
	if list, err := c.Webhooks.List(ctx); err != nil || len(list) != 1 {
		t.Errorf("list: %+v %v, want the demo webhook alone", list, err)
	}
	wantWebhookReason(t, "a URL with a port", e1(c.Webhooks.Create(ctx, newSession(t), "https://hooks.example.com:8443/x")),
		adsapi.ReasonURLValidationFailed, "port")
	wantWebhookReason(t, "validate an unknown webhook", e1(c.Webhooks.Validate(ctx, "123")), adsapi.ReasonWebhookIDInvalid, "123")
	future := adsapi.WebhookReplayInput{WebhookID: emulator.DemoWebhookID, From: time.Now().Add(-time.Hour), To: time.Now().Add(time.Hour)}
	wantWebhookReason(t, "a replay into the future", e1(c.Webhooks.Replay(ctx, future)), adsapi.ReasonQueryParamInvalid, "future")
}

// A registration whose answer is lost is found in the list by its URL, not sent again: a second
// POST would meet the URL it made.
func TestEmulatorWebhookLostCreateIsAdopted(t *testing.T) {
	t.Parallel()
	emu, c := newWebhookEmulator(t)
	h := newWebhookHandler(t)
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: "/2/webhooks", DropResponse: true})
	made, err := c.Webhooks.Create(testCtx(t), newSession(t), h.srv.URL+"/events")
	if err != nil {
		t.Fatalf("create: %v", err)
	}
	if n := emu.Count(http.MethodPost, "/2/webhooks"); n != 1 {
		t.Errorf("POSTs = %d, want 1", n)
	}
	if w, ok := emu.Webhook(made.ID); !ok || w.URL != h.srv.URL+"/events" {
		t.Errorf("adopted %+v, which the emulator does not hold as registered", made)
	}
}
