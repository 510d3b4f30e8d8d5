package emulator

import (
	"cmp"
	"slices"
	"time"
)

// The demo app's webhook configuration, seeded valid (without a CRC: its host is no loopback
// address, so the emulator never calls it). Its account-activity subscriptions and activity
// subscriptions may name it.
const (
	DemoWebhookID  = "1146654567674912769"
	DemoWebhookURL = "https://hooks.adsapi-demo.example/account-activity"
)

// demoWebhookCreatedAt is when the demo webhook was registered: the time its id stands for, long
// before anything a client makes, as the service's seeded objects are.
var demoWebhookCreatedAt = time.Date(2019, time.July, 4, 5, 38, 47, 402e6, time.UTC)

// WebhookLimit is how many webhook configurations an app may hold; one more is refused
// WebhookLimitExceeded. It is the Enterprise allowance of the current webhooks introduction (the
// older enterprise page says 3, the Pay Per Use tier allows 1). The allowance belongs to the
// developer account; each of the emulator's two apps is the only app of its developer account, so
// it is counted per app.
const WebhookLimit = 5

// crcGrace is how long a valid webhook may go without a successful CRC while its checks fail only
// transiently (4XX, 5XX, timeouts, closed connections): 24 hours plus a 4-hour grace.
const crcGrace = 28 * time.Hour

// webhookTimeLayout writes the created_at of webhooks and replay jobs as the spec's examples do:
// UTC with milliseconds.
const webhookTimeLayout = "2006-01-02T15:04:05.000Z"

// webhookFields are the fields of webhook_config.fields; an answer shows all of them when the
// parameter is absent (every example of the service's reference does).
var webhookFields = []string{"created_at", "id", "url", "valid"}

// webhook is a webhook configuration of an app with its account-activity subscriptions.
type webhook struct {
	id, url string
	// consumerKey is the app that registered the webhook: its consumer secret is the key of the
	// CRC answers (and of the signatures of what is delivered to it).
	consumerKey string
	createdAt   time.Time
	// valid moves as the spec's states table says (applyCRC); only a valid webhook is delivered to.
	valid bool
	// lastSuccess is when a CRC last passed (the registration's counts) and lastCheck when one last
	// started, on the emulator's clock: periodic checks are due from lastCheck, and transient
	// failures mark the webhook invalid only crcGrace after lastSuccess.
	lastSuccess, lastCheck time.Time
	// users are the subscribed users, oldest first.
	users []string
}

// Webhook is a webhook configuration as the hooks read and seed it.
type Webhook struct {
	ID, URL   string
	Valid     bool
	CreatedAt time.Time
}

// seedDemoWebhook registers DemoWebhookURL for the demo app, its last CRC passed at start. Callers
// hold s.mu or own s alone.
func (s *Server) seedDemoWebhook() {
	now := s.now()
	s.core.activity.webhooks[demoApp][DemoWebhookID] = &webhook{id: DemoWebhookID, url: DemoWebhookURL, consumerKey: DemoConsumerKey,
		createdAt: demoWebhookCreatedAt, valid: true, lastSuccess: now, lastCheck: now}
}

// appWebhooks are an app's webhooks, oldest first: by id, which grows with time as the service's
// do (a test's clock may stand before the demo webhook's created_at). Callers hold s.mu.
func (s *Server) appWebhooks(app string) []*webhook {
	var out []*webhook
	for _, w := range s.core.activity.webhooks[app] {
		out = append(out, w)
	}
	slices.SortFunc(out, func(a, b *webhook) int {
		return cmp.Or(cmp.Compare(len(a.id), len(b.id)), cmp.Compare(a.id, b.id))
	})
	return out
}

// consumerSecret is the consumer secret of an app, the key of its CRC answers. Callers hold s.mu.
func (s *Server) consumerSecret(consumerKey string) string {
	return s.consumers[consumerKey].secret
}

// view is the webhook as an answer shows it, with the fields of fields (all of them when empty).
func (w *webhook) view(fields fieldSet) map[string]any {
	all := map[string]any{"created_at": w.createdAt.UTC().Format(webhookTimeLayout), "id": w.id, "url": w.url, "valid": w.valid}
	if len(fields) == 0 {
		return all
	}
	v := map[string]any{}
	for f := range fields {
		v[f] = all[f]
	}
	return v
}

// export is the webhook as the hooks read it.
func (w *webhook) export() Webhook {
	return Webhook{ID: w.id, URL: w.url, Valid: w.valid, CreatedAt: w.createdAt}
}

// applyCRC moves the valid flag for the outcome of a CRC that ended at now, as the spec's states
// table and failure table say: a pass records the success and, when restore is set (a PUT), makes
// the webhook valid again; an invalid answer marks it invalid at once; a transient failure marks it
// invalid only once crcGrace has passed since the last success. Whether a periodic pass alone
// restores an invalid webhook is not shown (gap 18): restore is false for the periodic checks,
// which leave the way back to the PUT, as the spec's table does.
func (w *webhook) applyCRC(r crcResult, now time.Time, restore bool) {
	switch r.verdict {
	case crcPassed:
		w.lastSuccess = now
		if restore {
			w.valid = true
		}
	case crcInvalid:
		w.valid = false
	case crcTransient:
		if now.Sub(w.lastSuccess) > crcGrace {
			w.valid = false
		}
	}
}
