package contract

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The webhook configurations and their replay jobs (webhookOperations), held against the users cut of
// 2.167 (usersFile). Registration and PUT run a real CRC against the webhook's URL before answering, so
// the cases register handlers on loopback addresses (the only ones the emulator calls by default) that
// answer it.

const (
	opListWebhooks    = "GET /2/webhooks"
	opCreateWebhook   = "POST /2/webhooks"
	opValidateWebhook = "PUT /2/webhooks/{webhook_id}"
	opDeleteWebhook   = "DELETE /2/webhooks/{webhook_id}"
	opReplayWebhook   = "POST /2/webhooks/replay"
	webhooksPath      = "/2/webhooks"
	demoWebhook       = "/2/webhooks/" + emulator.DemoWebhookID
	replayPath        = "/2/webhooks/replay"
)

// Failure reasons of the webhook endpoints, as the service's reference names them; the emulator puts
// them first in the problem's detail or errors entry (reasonFirst).
const (
	reasonCRC       = "CrcValidationFailed"
	reasonURL       = "UrlValidationFailed"
	reasonDuplicate = "DuplicateUrlFailed"
	reasonLimit     = "WebhookLimitExceeded"
	reasonWebhookID = "WebhookIdInvalid"
	reasonQuery     = "QueryParamInvalid"
	reasonConflict  = "ReplayConflictError"
)

// wrongSecret keys the answers of a handler that does not hold the app's consumer secret.
const wrongSecret = "not-the-consumer-secret"

// crcHandler is a team's webhook handler on a loopback address. It answers every CRC with status 200
// and the response_token of the spec's algorithm keyed with its secret: the demo app's consumer
// secret passes, any other fails. The token is computed here rather than with the emulator's code,
// so that the two readings of the algorithm are held against each other.
type crcHandler struct {
	srv   *httptest.Server
	calls atomic.Int32
}

func newCRCHandler(t *testing.T, secret string) *crcHandler {
	t.Helper()
	h := &crcHandler{}
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.calls.Add(1)
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write([]byte(r.URL.Query().Get("crc_token")))
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]string{"response_token": "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))})
	}))
	t.Cleanup(h.srv.Close)
	return h
}

// url is the address the cases register: the handler's, with a path as a team's would have.
func (h *crcHandler) url() string { return h.srv.URL + "/webhook" }

// replayDateLayout is the form of from_date and to_date: a UTC minute, yyyymmddhhmm.
const replayDateLayout = "200601021504"

// pastHour is a replay of a webhook's past hour: inside the 24 hours the description allows on the
// emulator's clock, which is the wall clock here.
func pastHour(webhookID string) map[string]any {
	now := time.Now().UTC()
	return map[string]any{"webhook_id": webhookID, "from_date": now.Add(-time.Hour).Format(replayDateLayout),
		"to_date": now.Format(replayDateLayout)}
}

// webhookClientCases drive the client's webhook methods, with each scheme they pick.
var webhookClientCases = []contractCase{
	{name: "client: register, read, validate, replay, delete", run: func(t *testing.T, e *env) {
		h := newCRCHandler(t, emulator.DemoConsumerSecret)
		c := e.client(nil)
		ctx := ctxOf(t)
		made, err := c.Webhooks.Create(ctx, newSession(t), h.url())
		if err != nil || !made.Valid || made.URL != h.url() || made.CreatedAt == "" {
			t.Fatalf("Create = %+v, %v; want a valid webhook at %s", made, err, h.url())
		}
		got, found, err := c.Webhooks.Get(ctx, made.ID)
		if err != nil || !found || *got != *made {
			t.Fatalf("Get = %+v, %v, %v; want %+v", got, found, err, made)
		}
		if valid, err := c.Webhooks.Validate(ctx, made.ID); err != nil || !valid {
			t.Fatalf("Validate = %v, %v", valid, err)
		}
		now := time.Now()
		job, err := c.Webhooks.Replay(ctx, adsapi.WebhookReplayInput{WebhookID: made.ID, From: now.Add(-time.Hour), To: now})
		if err != nil || job.JobID == "" || job.CreatedAt == "" {
			t.Fatalf("Replay = %+v, %v", job, err)
		}
		if gone, err := c.Webhooks.Delete(ctx, made.ID); err != nil || gone {
			t.Fatalf("Delete = %v, %v", gone, err)
		}
		if n := h.calls.Load(); n != 2 {
			t.Errorf("the handler got %d CRCs, want the registration's and the validation's", n)
		}
		e.wantAllValid(opCreateWebhook, opListWebhooks, opValidateWebhook, opReplayWebhook, opDeleteWebhook)
	}},
	{name: "client: register, validate, delete over OAuth 1.0a", run: func(t *testing.T, e *env) {
		h := newCRCHandler(t, emulator.DemoConsumerSecret)
		// Without the app-only token the client signs the writes with OAuth 1.0a, which the description also accepts.
		c := e.client(func(cfg *adsapi.Config) { cfg.Transport.BearerToken = "" })
		ctx := ctxOf(t)
		made, err := c.Webhooks.Create(ctx, newSession(t), h.url())
		if err != nil || !made.Valid {
			t.Fatalf("Create = %+v, %v", made, err)
		}
		if valid, err := c.Webhooks.Validate(ctx, made.ID); err != nil || !valid {
			t.Fatalf("Validate = %v, %v", valid, err)
		}
		if gone, err := c.Webhooks.Delete(ctx, made.ID); err != nil || gone {
			t.Fatalf("Delete = %v, %v", gone, err)
		}
		e.wantAllValid(opCreateWebhook, opValidateWebhook, opDeleteWebhook)
	}},
}

// webhookSuccessCases are raw requests whose answers must validate: a list of chosen fields and an
// empty one, registration and deletion over OAuth 1.0a, a validation that restores a webhook, and a
// replay.
var webhookSuccessCases = []contractCase{
	{name: "webhooks: list id and valid", run: func(t *testing.T, e *env) {
		_, body := e.raw("GET", webhooksPath, url.Values{"webhook_config.fields": {"id,valid"}}, appBearer, nil)
		answer := e.wantSuccess(opListWebhooks, body)
		data, _ := answer["data"].([]any)
		meta, _ := answer["meta"].(map[string]any)
		if len(data) != 1 || len(data[0].(map[string]any)) != 2 || data[0].(map[string]any)["id"] != emulator.DemoWebhookID ||
			meta["result_count"] != 1.0 {
			t.Errorf("answer %v, want the demo webhook's id and valid, and result_count 1", answer)
		}
	}},
	{name: "webhooks: list none", run: func(t *testing.T, e *env) {
		if err := e.emu.DeleteWebhook(emulator.DemoWebhookID); err != nil {
			t.Fatal(err)
		}
		_, body := e.raw("GET", webhooksPath, nil, appBearer, nil)
		answer := e.wantSuccess(opListWebhooks, body)
		meta, _ := answer["meta"].(map[string]any)
		if data, ok := answer["data"].([]any); !ok || len(data) != 0 || meta["result_count"] != 0.0 {
			t.Errorf("answer %v, want an empty data and result_count 0", answer)
		}
	}},
	{name: "webhook: register over OAuth 1.0a", run: func(t *testing.T, e *env) {
		h := newCRCHandler(t, emulator.DemoConsumerSecret)
		_, body := e.raw("POST", webhooksPath, nil, userOAuth1, map[string]any{"url": h.url()})
		data, _ := e.wantSuccess(opCreateWebhook, body)["data"].(map[string]any)
		id, _ := data["id"].(string)
		if stored, ok := e.emu.Webhook(id); !ok || !stored.Valid || data["valid"] != true || data["url"] != h.url() || h.calls.Load() != 1 {
			t.Errorf("data = %v, stored %+v after %d CRCs; want a valid webhook at %s after one", data, stored, h.calls.Load(), h.url())
		}
	}},
	{name: "webhook: register with a member the description does not name", run: func(t *testing.T, e *env) {
		// CreateWebhooksRequest names url alone but does not refuse other members: the emulator ignores them.
		h := newCRCHandler(t, emulator.DemoConsumerSecret)
		_, body := e.raw("POST", webhooksPath, nil, appBearer, map[string]any{"url": h.url(), "valid": false})
		if data, _ := e.wantSuccess(opCreateWebhook, body)["data"].(map[string]any); data["valid"] != true {
			t.Errorf("data = %v, want valid true: the CRC decides, not the member", data)
		}
	}},
	{name: "webhook: validate one marked invalid", run: func(t *testing.T, e *env) {
		h := newCRCHandler(t, emulator.DemoConsumerSecret)
		w, err := e.emu.SeedWebhook(emulator.Webhook{URL: h.url(), Valid: false})
		if err != nil {
			t.Fatal(err)
		}
		_, body := e.raw("PUT", webhooksPath+"/"+w.ID, nil, appBearer, nil)
		data, _ := e.wantSuccess(opValidateWebhook, body)["data"].(map[string]any)
		if stored, _ := e.emu.Webhook(w.ID); data["valid"] != true || !stored.Valid {
			t.Errorf("data = %v, stored %+v; want the webhook valid again", data, stored)
		}
	}},
	{name: "webhook: delete over OAuth 1.0a", run: func(t *testing.T, e *env) {
		_, body := e.raw("DELETE", demoWebhook, nil, userOAuth1, nil)
		data, _ := e.wantSuccess(opDeleteWebhook, body)["data"].(map[string]any)
		if _, stored := e.emu.Webhook(emulator.DemoWebhookID); data["deleted"] != true || stored {
			t.Errorf("data = %v, stored %v; want the demo webhook deleted", data, stored)
		}
	}},
	{name: "replay: the past hour", run: func(t *testing.T, e *env) {
		_, body := e.raw("POST", replayPath, nil, appBearer, pastHour(emulator.DemoWebhookID))
		data, _ := e.wantSuccess(opReplayWebhook, body)["data"].(map[string]any)
		jobs := e.emu.ReplayJobs()
		if len(jobs) != 1 || data["job_id"] != jobs[0].ID || data["created_at"] == nil || jobs[0].WebhookID != emulator.DemoWebhookID {
			t.Errorf("data = %v, jobs %+v; want the job stored for the demo webhook", data, jobs)
		}
	}},
	{name: "replay: a member the description does not name", run: func(t *testing.T, e *env) {
		// CreateWebhookReplayJobRequest does not refuse other members either.
		replay := pastHour(emulator.DemoWebhookID)
		replay["reason"] = "missed events"
		_, body := e.raw("POST", replayPath, nil, appBearer, replay)
		e.wantSuccess(opReplayWebhook, body)
	}},
}

// webhookFailureCases are the refusals whose request or state is made as the case runs: a handler's
// address, a replay window of the past hour, a replay job made first through the API (no hook makes
// one).
var webhookFailureCases = []contractCase{
	{name: "register: the handler answers the CRC with another secret", run: func(t *testing.T, e *env) {
		h := newCRCHandler(t, wrongSecret)
		_, body := e.raw("POST", webhooksPath, nil, appBearer, map[string]any{"url": h.url()})
		wantCRCFailure(t, e.wantError(opCreateWebhook, http.StatusBadRequest, true, invalidRequest, body))
		if n, stored := h.calls.Load(), e.emu.Webhooks(); n != 1 || len(stored) != 1 {
			t.Errorf("after %d CRCs the app holds %+v; want one CRC and only the demo webhook", n, stored)
		}
	}},
	{name: "validate: the handler answers the CRC with another secret", run: func(t *testing.T, e *env) {
		h := newCRCHandler(t, wrongSecret)
		w, err := e.emu.SeedWebhook(emulator.Webhook{URL: h.url(), Valid: true})
		if err != nil {
			t.Fatal(err)
		}
		_, body := e.raw("PUT", webhooksPath+"/"+w.ID, nil, userOAuth1, nil)
		wantCRCFailure(t, e.wantError(opValidateWebhook, http.StatusBadRequest, true, invalidRequest, body))
		// A 200 with a wrong response_token marks the webhook invalid at once (the spec's failure table).
		if stored, _ := e.emu.Webhook(w.ID); stored.Valid || h.calls.Load() != 1 {
			t.Errorf("stored %+v after %d CRCs, want it marked invalid after one", stored, h.calls.Load())
		}
	}},
	{name: "replay: unknown webhook", run: func(t *testing.T, e *env) {
		_, body := e.raw("POST", replayPath, nil, appBearer, pastHour("123"))
		reasonFirst(reasonWebhookID)(t, e.wantError(opReplayWebhook, http.StatusBadRequest, true, invalidRequest, body))
	}},
	{name: "replay: the webhook is marked invalid", run: func(t *testing.T, e *env) {
		if err := e.emu.SetWebhookValid(emulator.DemoWebhookID, false); err != nil {
			t.Fatal(err)
		}
		_, body := e.raw("POST", replayPath, nil, appBearer, pastHour(emulator.DemoWebhookID))
		reasonFirst(reasonCRC)(t, e.wantError(opReplayWebhook, http.StatusBadRequest, true, invalidRequest, body))
	}},
	{name: "replay: a job of the webhook still running", run: func(t *testing.T, e *env) {
		// The delivery finishes jobs; none runs here, so the first stays pending.
		e.raw("POST", replayPath, nil, appBearer, pastHour(emulator.DemoWebhookID))
		_, body := e.raw("POST", replayPath, nil, appBearer, pastHour(emulator.DemoWebhookID))
		reasonFirst(reasonConflict)(t, e.wantError(opReplayWebhook, http.StatusConflict, true, invalidRequest, body))
	}},
}

// wantCRCFailure checks a failed CRC's problem: the reason first, and no consumer secret in it.
func wantCRCFailure(t *testing.T, problem map[string]any) {
	t.Helper()
	reasonFirst(reasonCRC)(t, problem)
	if detail, _ := problem["detail"].(string); strings.Contains(detail, emulator.DemoConsumerSecret) {
		t.Errorf("detail %q names the consumer secret", detail)
	}
}

// webhookErrorCases are raw requests the emulator refuses before any CRC: parameters and bodies the
// description refuses too, schemes it does not list, and the documented reasons of requests it
// accepts.
var webhookErrorCases = []errorCase{
	// GET /2/webhooks
	{name: "webhooks: an unknown field", op: opListWebhooks, method: "GET", path: webhooksPath, cred: appBearer,
		query: url.Values{"webhook_config.fields": {"secret"}}, status: 400, kind: invalidRequest,
		check: parameterAtFault("webhook_config.fields", "secret")},
	{name: "webhooks: a field twice", op: opListWebhooks, method: "GET", path: webhooksPath, cred: appBearer,
		query: url.Values{"webhook_config.fields": {"id,id"}}, status: 400, kind: invalidRequest},
	{name: "webhooks: OAuth 1.0a", op: opListWebhooks, method: "GET", path: webhooksPath, cred: userOAuth1,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(appScheme)},
	// POST /2/webhooks
	{name: "register: http on a public host", op: opCreateWebhook, method: "POST", path: webhooksPath, cred: appBearer,
		body: map[string]any{"url": "http://hooks.adsapi-demo.example/events"}, status: 400, requestValid: true, kind: invalidRequest,
		check: reasonFirst(reasonURL)},
	{name: "register: a port on a public host", op: opCreateWebhook, method: "POST", path: webhooksPath, cred: userOAuth1,
		body: map[string]any{"url": "https://hooks.adsapi-demo.example:8443/events"}, status: 400, requestValid: true, kind: invalidRequest,
		check: reasonFirst(reasonURL)},
	{name: "register: a url of 201 characters", op: opCreateWebhook, method: "POST", path: webhooksPath, cred: appBearer,
		body:   map[string]any{"url": "https://hooks.adsapi-demo.example/" + strings.Repeat("a", 201-len("https://hooks.adsapi-demo.example/"))},
		status: 400, kind: invalidRequest},
	{name: "register: no url", op: opCreateWebhook, method: "POST", path: webhooksPath, cred: appBearer,
		body: map[string]any{}, status: 400, kind: invalidRequest},
	// A URL the app holds, or one more than the allowance, is refused before its CRC: these URLs are
	// never called.
	{name: "register: the demo webhook's url again", op: opCreateWebhook, method: "POST", path: webhooksPath, cred: appBearer,
		body: map[string]any{"url": emulator.DemoWebhookURL}, status: 409, requestValid: true, kind: invalidRequest,
		check: reasonFirst(reasonDuplicate)},
	{name: "register: one more than the allowance", op: opCreateWebhook, method: "POST", path: webhooksPath, cred: appBearer,
		body: map[string]any{"url": "https://hooks.adsapi-demo.example/one-more"},
		setup: func(t *testing.T, e *env) {
			// The demo webhook counts toward the allowance.
			for i := range emulator.WebhookLimit - 1 {
				if _, err := e.emu.SeedWebhook(emulator.Webhook{URL: "https://hooks.adsapi-demo.example/" + string(rune('a'+i)), Valid: true}); err != nil {
					t.Fatal(err)
				}
			}
		},
		status: 403, requestValid: true, kind: invalidRequest, check: reasonFirst(reasonLimit)},
	{name: "register: OAuth 2.0 user token", op: opCreateWebhook, method: "POST", path: webhooksPath, cred: userOAuth2,
		body: map[string]any{"url": emulator.DemoWebhookURL}, status: 403, kind: unsupportedAuth, check: acceptedSchemes(oauth1Scheme, appScheme)},
	// PUT /2/webhooks/{webhook_id}
	{name: "validate: unknown webhook", op: opValidateWebhook, method: "PUT", path: webhooksPath + "/123", cred: appBearer,
		status: 400, requestValid: true, kind: invalidRequest, check: reasonFirst(reasonWebhookID)},
	{name: "validate: webhook id no id", op: opValidateWebhook, method: "PUT", path: webhooksPath + "/hook", cred: appBearer,
		status: 400, kind: invalidRequest, check: parameterAtFault("webhook_id", "hook")},
	{name: "validate: OAuth 2.0 user token", op: opValidateWebhook, method: "PUT", path: demoWebhook, cred: userOAuth2,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(oauth1Scheme, appScheme)},
	// DELETE /2/webhooks/{webhook_id}
	{name: "delete: another app's webhook", op: opDeleteWebhook, method: "DELETE", path: demoWebhook, cred: otherOAuth1,
		status: 400, requestValid: true, kind: invalidRequest, check: reasonFirst(reasonWebhookID)},
	{name: "delete: webhook id of 20 digits", op: opDeleteWebhook, method: "DELETE", path: webhooksPath + "/" + strings.Repeat("1", 20),
		cred: appBearer, status: 400, kind: invalidRequest, check: parameterAtFault("webhook_id", strings.Repeat("1", 20))},
	{name: "delete: OAuth 2.0 user token", op: opDeleteWebhook, method: "DELETE", path: demoWebhook, cred: userOAuth2,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(oauth1Scheme, appScheme)},
	// POST /2/webhooks/replay: windows out of bounds whatever the clock (both dates long past, or
	// far ahead), and dates or bodies the description refuses.
	{name: "replay: from_date later than to_date", op: opReplayWebhook, method: "POST", path: replayPath, cred: appBearer,
		body:   map[string]any{"webhook_id": emulator.DemoWebhookID, "from_date": "202501151300", "to_date": "202501151200"},
		status: 400, requestValid: true, kind: invalidRequest, check: reasonFirst(reasonQuery)},
	{name: "replay: from_date more than 24 hours back", op: opReplayWebhook, method: "POST", path: replayPath, cred: appBearer,
		body:   map[string]any{"webhook_id": emulator.DemoWebhookID, "from_date": "202501151200", "to_date": "202501151300"},
		status: 400, requestValid: true, kind: invalidRequest, check: reasonFirst(reasonQuery)},
	{name: "replay: to_date in the future", op: opReplayWebhook, method: "POST", path: replayPath, cred: appBearer,
		body:   map[string]any{"webhook_id": emulator.DemoWebhookID, "from_date": "202501151200", "to_date": "209901011200"},
		status: 400, requestValid: true, kind: invalidRequest, check: reasonFirst(reasonQuery)},
	{name: "replay: a date not in yyyymmddhhmm form", op: opReplayWebhook, method: "POST", path: replayPath, cred: appBearer,
		body:   map[string]any{"webhook_id": emulator.DemoWebhookID, "from_date": "2025-01-15T12:00", "to_date": "202501151300"},
		status: 400, kind: invalidRequest, check: parameterAtFault("from_date", "2025-01-15T12:00")},
	{name: "replay: no to_date", op: opReplayWebhook, method: "POST", path: replayPath, cred: appBearer,
		body: map[string]any{"webhook_id": emulator.DemoWebhookID, "from_date": "202501151200"}, status: 400, kind: invalidRequest},
	{name: "replay: OAuth 1.0a", op: opReplayWebhook, method: "POST", path: replayPath, cred: userOAuth1,
		body:   map[string]any{"webhook_id": emulator.DemoWebhookID, "from_date": "202501151200", "to_date": "202501151300"},
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(appScheme)},
}
