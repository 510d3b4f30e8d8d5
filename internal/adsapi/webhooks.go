package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// WebhookSchemes are the schemes of registering, validating and deleting a webhook, in order of
// preference: the app-only bearer token, which the reference pages require, then OAuth 1.0a user
// context, which the description also accepts. Listing and replays take the bearer token only.
// Either way the webhook belongs to the app of the credentials, and its consumer secret keys the
// CRC answers.
var WebhookSchemes = []transport.AuthScheme{transport.AppBearer, transport.OAuth1User}

// webhookConfigFields are every field of a webhook configuration, asked for by name: which ones
// the service answers without webhook_config.fields is not documented.
const webhookConfigFields = "created_at,id,url,valid"

// Webhook is a webhook configuration: a URL the service calls, valid while it passes the CRC.
type Webhook struct {
	ID        string
	URL       string
	Valid     bool
	CreatedAt string
}

// UnmarshalJSON reads a webhook configuration, its id as a string or a number; valid must be
// present, since false and absent mean different things.
func (w *Webhook) UnmarshalJSON(b []byte) error {
	var raw struct {
		ID        wire.FlexString `json:"id"`
		URL       string          `json:"url"`
		Valid     *bool           `json:"valid"`
		CreatedAt string          `json:"created_at"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("decoding webhook: %w", err)
	}
	if raw.Valid == nil {
		return fmt.Errorf("decoding webhook %s: no valid", raw.ID)
	}
	*w = Webhook{ID: string(raw.ID), URL: raw.URL, Valid: *raw.Valid, CreatedAt: raw.CreatedAt}
	return nil
}

// WebhooksService manages the app's webhook configurations and asks for replays. Errors that name
// one of the service's failure reasons are *WebhookError.
type WebhooksService struct{ c *Client }

// Create registers a webhook at target. The service answers only once target has passed its CRC
// (up to 10 seconds); a CRC that fails registers nothing and is a *WebhookError of
// ReasonCrcValidationFailed. A lost answer is reconciled through the list, where the app's URLs
// are unique.
//
// POST /2/webhooks
func (s *WebhooksService) Create(ctx context.Context, cs creates.Session, target string) (*Webhook, error) {
	r := s.c.apiRequest(http.MethodPost, "/2/webhooks", nil, nil, map[string]string{"url": target}, WebhookSchemes...)
	w, err := creates.Run(ctx, s.c.creates, cs, s.createSpec(target), func(ctx context.Context) (*Webhook, error) {
		a, err := doV2[*Webhook](ctx, s.c, r)
		if err != nil {
			return nil, err
		}
		if a.Data == nil || a.Data.ID == "" {
			return nil, a.answer.Malformed("no webhook id in data")
		}
		return a.Data, nil
	})
	return w, webhookError(err)
}

// createSpec tells the create engine what the service always answers for a webhook and where to
// find the one a create may have made: the app's webhooks, by URL.
func (s *WebhooksService) createSpec(target string) creates.Spec[*Webhook] {
	return creates.Spec[*Webhook]{
		Kind:  "webhook",
		Sent:  creates.Canonical(target),
		KeyOf: func(w *Webhook) string { return creates.Canonical(w.URL) },
		IDOf:  func(w *Webhook) string { return w.ID },
		Missing: func(w *Webhook) []string {
			return creates.Lacks(map[string]bool{"url": w.URL != "", "created_at": w.CreatedAt != ""})
		},
		CreatedAt: func(w *Webhook) time.Time { return creates.ServiceTime(w.CreatedAt) },
		List: func(ctx context.Context) ([]*Webhook, error) {
			ws, err := s.List(ctx)
			return creates.Pointers(ws), err
		},
	}
}

// List returns the app's webhook configurations with every field. Only a well-formed list, data
// without error entries, is believed: it alone shows that a webhook is gone.
//
// GET /2/webhooks
func (s *WebhooksService) List(ctx context.Context) ([]Webhook, error) {
	q := url.Values{"webhook_config.fields": {webhookConfigFields}}
	r := s.c.apiRequest(http.MethodGet, "/2/webhooks", nil, q, nil, transport.AppBearer)
	a, err := doV2[json.RawMessage](ctx, s.c, r)
	if err != nil {
		return nil, err
	}
	if len(a.Errors) > 0 {
		return nil, a.answer.Malformed("error entries beside the data")
	}
	data, err := v2ListData(a)
	if err != nil || data == nil {
		return nil, err
	}
	var out []Webhook
	if err := json.Unmarshal(data, &out); err != nil {
		return nil, a.answer.Malformed("%v", err)
	}
	for i, w := range out {
		if w.ID == "" || w.URL == "" {
			return nil, a.answer.Malformed("item %d of data lacks its id or url", i)
		}
	}
	return out, nil
}

// Get finds a webhook by id through the list (the service has no GET of one webhook); found is
// false when the list does not hold it.
//
// GET /2/webhooks
func (s *WebhooksService) Get(ctx context.Context, id string) (w *Webhook, found bool, err error) {
	ws, err := s.List(ctx)
	if err != nil {
		return nil, false, err
	}
	for i := range ws {
		if ws[i].ID == id {
			return &ws[i], true, nil
		}
	}
	return nil, false, nil
}

// Validate asks the service to run the webhook's CRC now; a webhook marked invalid is valid again
// when it passes. It returns the answer's valid: whether the check ran (the description) or the
// state after it (the quickstart), the sources disagree (gap 3), so Get tells the state. A CRC that
// fails is a *WebhookError of ReasonCrcValidationFailed, an unknown webhook one of
// ReasonWebhookIDInvalid.
//
// PUT /2/webhooks/:webhook_id
func (s *WebhooksService) Validate(ctx context.Context, id string) (bool, error) {
	r := s.c.apiRequest(http.MethodPut, "/2/webhooks/:webhook_id", []string{id}, nil, nil, WebhookSchemes...)
	a, err := doV2[*struct {
		Valid *bool `json:"valid"`
	}](ctx, s.c, r)
	if err != nil {
		return false, webhookError(err)
	}
	if a.Data == nil || a.Data.Valid == nil {
		return false, a.answer.Malformed("no valid in data")
	}
	return *a.Data.Valid, nil
}

// Delete deletes the webhook and, with it, its account-activity subscriptions. A webhook the app
// does not hold (ReasonWebhookIDInvalid) is already gone: gone reports it.
//
// DELETE /2/webhooks/:webhook_id
func (s *WebhooksService) Delete(ctx context.Context, id string) (gone bool, err error) {
	r := s.c.apiRequest(http.MethodDelete, "/2/webhooks/:webhook_id", []string{id}, nil, nil, WebhookSchemes...)
	a, err := doV2[*struct {
		Deleted bool `json:"deleted"`
	}](ctx, s.c, r)
	if err = webhookError(err); IsWebhookReason(err, ReasonWebhookIDInvalid) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	if a.Data == nil || !a.Data.Deleted {
		return false, a.answer.Malformed("data does not say deleted")
	}
	return false, nil
}

// WebhookReplayInput asks for the events delivered or attempted to a webhook from the minute of
// From to the minute of To (both UTC minutes, seconds dropped; To included, as the description
// says), within the past 24 hours.
type WebhookReplayInput struct {
	WebhookID string
	From, To  time.Time
}

// WebhookReplayJob is a replay job the service accepted: it sends the events, then a completion
// event, to the webhook.
type WebhookReplayJob struct {
	JobID     string
	CreatedAt string
}

// replayDateLayout is the form of from_date and to_date: yyyymmddhhmm, UTC.
const replayDateLayout = "200601021504"

// Replay asks the service to send a time window of a webhook's events again. The answer does not
// wait for them. One job runs per webhook at a time: another is a *WebhookError of
// ReasonReplayConflictError; a window out of bounds one of ReasonQueryParamInvalid.
//
// POST /2/webhooks/replay
func (s *WebhooksService) Replay(ctx context.Context, in WebhookReplayInput) (*WebhookReplayJob, error) {
	body := map[string]string{
		"webhook_id": in.WebhookID,
		"from_date":  in.From.UTC().Format(replayDateLayout),
		"to_date":    in.To.UTC().Format(replayDateLayout),
	}
	r := s.c.apiRequest(http.MethodPost, "/2/webhooks/replay", nil, nil, body, transport.AppBearer)
	a, err := doV2[*struct {
		JobID     wire.FlexString `json:"job_id"`
		CreatedAt string          `json:"created_at"`
	}](ctx, s.c, r)
	if err != nil {
		return nil, webhookError(err)
	}
	if a.Data == nil || a.Data.JobID == "" {
		return nil, a.answer.Malformed("no job_id in data")
	}
	return &WebhookReplayJob{JobID: string(a.Data.JobID), CreatedAt: a.Data.CreatedAt}, nil
}
