package adsapi

import (
	"errors"
	"net/http"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// The service documents its webhook failure reasons but not their answers: a reason is read as a
// problem's type, or at the start of a message of the body (the emulator's form); an answer that
// names none stays a *transport.Error.
func TestWebhookErrorFindsTheReason(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, body     string
		reason, detail string
	}{
		{"problem type", `{"type":"https://api.x.com/2/problems/DuplicateUrlFailed","title":"Conflict","detail":"already registered","status":409}`,
			ReasonDuplicateURLFailed, "already registered"},
		{"detail", `{"type":"https://api.x.com/2/problems/invalid-request","title":"Invalid Request","detail":"CrcValidationFailed: the webhook answered status 500","status":400}`,
			ReasonCrcValidationFailed, "the webhook answered status 500"},
		{"invalid request entry", `{"type":"https://api.x.com/2/problems/invalid-request","title":"Invalid Request","detail":"One or more parameters to your request was invalid.",` +
			`"errors":[{"parameters":{"url":["http://x"]},"message":"UrlValidationFailed: the url must be https"}]}`,
			ReasonURLValidationFailed, "the url must be https"},
		{"v1.1 errors", `{"errors":[{"code":214,"message":"Webhook URL does not meet the requirements. WebhookLimitExceeded."}]}`,
			ReasonWebhookLimitExceeded, "Webhook URL does not meet the requirements. WebhookLimitExceeded."},
		{"no reason", `{"type":"https://api.x.com/2/problems/invalid-request","title":"Invalid Request","detail":"url is required","status":400}`, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, http.StatusBadRequest, tc.body) })
			c := newTestClient(t, rec.srv.URL, nil)
			_, err := c.Webhooks.Validate(t.Context(), "1234")
			var we *WebhookError
			var te *transport.Error
			switch {
			case !errors.As(err, &te):
				t.Fatalf("error %v, want the service's answer within", err)
			case tc.reason == "" && errors.As(err, &we):
				t.Errorf("WebhookError %+v for an answer that names no reason", we)
			case tc.reason != "" && (!errors.As(err, &we) || we.Reason != tc.reason || we.Detail != tc.detail):
				t.Errorf("error %#v, want a WebhookError of %s with detail %q", err, tc.reason, tc.detail)
			}
		})
	}
}
