package emulator

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestWebhookLifecycle(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	h := newCRCHandler(t, DemoConsumerSecret)
	app := bearer(DemoBearerToken)

	made := f.registered(h.url("/events"))
	id, _ := made["id"].(string)
	if !userIDPattern.MatchString(id) || made["url"] != h.url("/events") || made["valid"] != true ||
		made["created_at"] != fixedNow.Format(webhookTimeLayout) || len(made) != 4 {
		t.Fatalf("registered %v, want id, url, valid true and created_at", made)
	}
	if h.calls() != 1 {
		t.Errorf("the handler got %d CRCs, want the registration's", h.calls())
	}
	listed := f.listedWebhooks()
	if len(listed) != 2 || listed[0].(map[string]any)["id"] != DemoWebhookID || listed[1].(map[string]any)["id"] != id {
		t.Fatalf("list %v, want the demo webhook then the new one", listed)
	}
	res := f.do(apiCall{method: "GET", path: "/2/webhooks", auth: app, query: url.Values{"webhook_config.fields": {"id,valid"}}})
	data, _ := res.body["data"].([]any)
	if meta, _ := res.body["meta"].(map[string]any); len(data) != 2 || meta["result_count"] != 2.0 || len(data[1].(map[string]any)) != 2 ||
		data[1].(map[string]any)["valid"] != true {
		t.Fatalf("list of id and valid: %s", res.raw)
	}

	wantReason(t, f.registerWebhook(h.url("/events")), http.StatusConflict, codeInvalidRequest, reasonDuplicateURLFailed)

	// The handler changes its secret: the PUT fails and the webhook is marked invalid at once.
	h.set(func(h *crcHandler) { h.wrong = true })
	put := apiCall{method: "PUT", path: "/2/webhooks/" + id, auth: app}
	res = f.do(put)
	wantReason(t, res, http.StatusBadRequest, codeInvalidRequest, reasonCrcValidationFailed)
	if detail, _ := res.body["detail"].(string); !strings.Contains(detail, `"sha256=" + base64(HMAC-SHA256(consumer secret, crc_token))`) ||
		strings.Contains(detail, DemoConsumerSecret) {
		t.Errorf("detail %q, want what the webhook must answer, without the secret", detail)
	}
	if w, _ := f.srv.Webhook(id); w.Valid {
		t.Error("valid after a wrong token, want marked invalid at once")
	}
	h.set(func(h *crcHandler) { h.wrong = false })
	res = f.do(put)
	if data, _ := res.body["data"].(map[string]any); res.status != http.StatusOK || data["valid"] != true {
		t.Fatalf("PUT after the fix: %d %s", res.status, res.raw)
	}
	if w, _ := f.srv.Webhook(id); !w.Valid {
		t.Error("still invalid after a CRC that passed")
	}

	del := apiCall{method: "DELETE", path: "/2/webhooks/" + id, auth: app}
	if res := f.do(del); res.status != http.StatusOK || res.body["data"].(map[string]any)["deleted"] != true {
		t.Fatalf("DELETE: %d %s", res.status, res.raw)
	}
	f.do(del).wantInvalidRequest(t, "webhook_id", id)
	wantReason(t, f.do(put), http.StatusBadRequest, codeInvalidRequest, reasonWebhookIDInvalid)
	if len(f.listedWebhooks()) != 1 {
		t.Error("the deleted webhook is still listed")
	}
}

// A transient failure of a PUT answers CrcValidationFailed but leaves a webhook valid within the
// 28 hours since its last success.
func TestWebhookPutTransientFailureKeepsValid(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	h := newCRCHandler(t, DemoConsumerSecret)
	id := f.registered(h.url("/events"))["id"].(string)
	h.set(func(h *crcHandler) { h.status = http.StatusServiceUnavailable })
	put := apiCall{method: "PUT", path: "/2/webhooks/" + id, auth: bearer(DemoBearerToken)}
	clock.Advance(27 * time.Hour)
	wantReason(t, f.do(put), http.StatusBadRequest, codeInvalidRequest, reasonCrcValidationFailed)
	if w, _ := f.srv.Webhook(id); !w.Valid {
		t.Error("invalid after a 503 within 28 hours of the registration")
	}
	clock.Advance(2 * time.Hour)
	f.do(put)
	if w, _ := f.srv.Webhook(id); w.Valid {
		t.Error("still valid after 29 hours without a successful CRC")
	}
}

func TestWebhookRegistrationRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	h := newCRCHandler(t, DemoConsumerSecret)
	for _, target := range []string{"http://hooks.example.com/events", "https://hooks.example.com:8443/events", "hooks.example.com/events",
		"ftp://127.0.0.1/events", "https:///events"} {
		res := f.registerWebhook(target)
		res.wantInvalidRequest(t, "url", target)
		wantReason(t, res, http.StatusBadRequest, codeInvalidRequest, reasonURLValidationFailed)
	}
	f.registerWebhook("https://x.example.com/"+strings.Repeat("a", 200)).wantInvalidRequest(t, "url")
	f.do(apiCall{method: "POST", path: "/2/webhooks", auth: bearer(DemoBearerToken), json: map[string]any{}}).wantInvalidRequest(t, "url")
	f.do(apiCall{method: "GET", path: "/2/webhooks", auth: bearer(DemoBearerToken), query: url.Values{"webhook_config.fields": {"id,id"}}}).
		wantInvalidRequest(t, "webhook_config.fields", "id", "id")
	f.do(apiCall{method: "GET", path: "/2/webhooks", auth: bearer(DemoBearerToken), query: url.Values{"webhook_config.fields": {"secret"}}}).
		wantInvalidRequest(t, "webhook_config.fields", "secret")
	if h.calls() != 0 {
		t.Errorf("the handler got %d CRCs, want none for refused registrations", h.calls())
	}

	// A failed CRC stores nothing; the allowance counts the demo webhook.
	h.set(func(h *crcHandler) { h.status = http.StatusInternalServerError })
	wantReason(t, f.registerWebhook(h.url("/failing")), http.StatusBadRequest, codeInvalidRequest, reasonCrcValidationFailed)
	h.set(func(h *crcHandler) { h.status = 0 })
	for i := range WebhookLimit - 1 {
		f.registered(h.url("/" + string(rune('a'+i))))
	}
	wantReason(t, f.registerWebhook(h.url("/one-more")), http.StatusForbidden, codeInvalidRequest, reasonWebhookLimitExceeded)
	if n := len(f.listedWebhooks()); n != WebhookLimit {
		t.Errorf("%d webhooks listed, want %d", n, WebhookLimit)
	}
}

// A registration and a replay job take members their schemas do not name, as the description does
// (its request schemas do not refuse them), and ignore them: valid is the CRC's to say.
func TestWebhookBodiesIgnoreOtherMembers(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	h := newCRCHandler(t, DemoConsumerSecret)
	res := f.do(apiCall{method: "POST", path: "/2/webhooks", auth: bearer(DemoBearerToken), json: map[string]any{"url": h.url("/a"), "valid": false}})
	if data, _ := res.body["data"].(map[string]any); res.status != http.StatusOK || data["valid"] != true || len(data) != 4 || h.calls() != 1 {
		t.Fatalf("registration with valid false: %d %s after %d CRCs, want the webhook valid after its CRC", res.status, res.raw, h.calls())
	}
	replay := replayCall(DemoWebhookID, minuteOf(fixedNow.Add(-time.Hour)), minuteOf(fixedNow))
	replay.json.(map[string]any)["job_state"] = ReplayComplete
	f.do(replay).wantStatus(t, http.StatusOK)
	if jobs := f.srv.ReplayJobs(); len(jobs) != 1 || jobs[0].State != ReplayPending {
		t.Errorf("jobs %+v, want one pending: job_state is the delivery's to set", jobs)
	}
}

// Each app sees its own webhooks, and its own consumer secret keys their CRC.
func TestWebhooksBelongToTheirApp(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	other := newCRCHandler(t, OtherConsumerSecret)
	// The other app signs with OAuth 1.0a, which the description accepts for registration.
	res := f.do(apiCall{method: "POST", path: "/2/webhooks", creds: &otherCreds, json: map[string]any{"url": other.url("/other")}})
	if res.status != http.StatusOK {
		t.Fatalf("the other app's registration: %d %s", res.status, res.raw)
	}
	id := res.body["data"].(map[string]any)["id"].(string)
	// The demo app's secret does not answer the other app's CRC.
	demo := newCRCHandler(t, DemoConsumerSecret)
	wantReason(t, f.do(apiCall{method: "POST", path: "/2/webhooks", creds: &otherCreds, json: map[string]any{"url": demo.url("/x")}}),
		http.StatusBadRequest, codeInvalidRequest, reasonCrcValidationFailed)
	for _, c := range []apiCall{
		{method: "DELETE", path: "/2/webhooks/" + id, auth: bearer(DemoBearerToken)},
		{method: "PUT", path: "/2/webhooks/" + id},
		{method: "DELETE", path: "/2/webhooks/" + DemoWebhookID, creds: &otherCreds},
	} {
		wantReason(t, f.do(c), http.StatusBadRequest, codeInvalidRequest, reasonWebhookIDInvalid)
	}
	for _, w := range f.listedWebhooks() {
		if w.(map[string]any)["id"] == id {
			t.Errorf("the demo app lists the other app's webhook %s", id)
		}
	}
	// The list takes the app-only token; registration no OAuth 2.0 user token.
	f.do(apiCall{method: "GET", path: "/2/webhooks"}).wantUnsupportedAuth(t, oauth1Name, appName)
	f.do(apiCall{method: "POST", path: "/2/webhooks", auth: bearer(DemoOAuth2Token), json: map[string]any{"url": demo.url("/y")}}).
		wantUnsupportedAuth(t, oauth2Name, oauth1Name, appName)
	if got := f.do(apiCall{method: "GET", path: "/2/webhooks", auth: bearer(DemoBearerToken)}).header.Get("x-rate-limit-limit"); got != "450" {
		t.Errorf("x-rate-limit-limit = %s, want 450", got)
	}
}

// While a registration waits on its CRC, the emulator answers other requests.
func TestWebhookCRCHoldsNoOtherRequest(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	h := newCRCHandler(t, DemoConsumerSecret)
	entered := make(chan struct{})
	h.set(func(h *crcHandler) { h.delay, h.entered = 2*time.Second, entered })
	done := make(chan *result, 1)
	go func() { done <- f.registerWebhook(h.url("/slow")) }()
	<-entered
	start := time.Now()
	if n := len(f.listedWebhooks()); n != 1 {
		t.Errorf("%d webhooks listed while the CRC runs, want the demo webhook alone", n)
	}
	if waited := time.Since(start); waited > time.Second {
		t.Errorf("the list waited %s on the CRC", waited)
	}
	if res := <-done; res.status != http.StatusOK {
		t.Fatalf("slow registration: %d %s", res.status, res.raw)
	}
}
