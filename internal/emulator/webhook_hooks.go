package emulator

import (
	"context"
	"fmt"
	"slices"
)

// Webhooks returns the demo app's webhook configurations, oldest first.
func (s *Server) Webhooks() []Webhook {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Webhook
	for _, w := range s.appWebhooks(demoApp) {
		out = append(out, w.export())
	}
	return out
}

// Webhook returns one of the demo app's webhook configurations.
func (s *Server) Webhook(id string) (Webhook, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.core.activity.webhooks[demoApp][id]
	if w == nil {
		return Webhook{}, false
	}
	return w.export(), true
}

// SeedWebhook registers a webhook configuration of the demo app without a CRC and returns it as
// stored: a blank ID gets a fresh one, a blank CreatedAt the clock's now, which also counts as its
// last successful CRC. No rule of the URL or of the allowance is checked; an ID or a URL the app
// holds already fails with ErrConflict.
func (s *Server) SeedWebhook(w Webhook) (Webhook, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	held := s.core.activity.webhooks[demoApp]
	if held[w.ID] != nil || slices.ContainsFunc(s.appWebhooks(demoApp), func(h *webhook) bool { return h.url == w.URL }) {
		return Webhook{}, fmt.Errorf("webhook %s (%s): %w", w.ID, w.URL, ErrConflict)
	}
	if w.ID == "" {
		w.ID = s.newDecimalID()
	}
	if w.CreatedAt.IsZero() {
		w.CreatedAt = s.now()
	}
	now := s.now()
	held[w.ID] = &webhook{id: w.ID, url: w.URL, consumerKey: DemoConsumerKey, createdAt: w.CreatedAt, valid: w.Valid,
		lastSuccess: now, lastCheck: now}
	return w, nil
}

// SetWebhookValid sets the valid flag of one of the demo app's webhooks out of band, as the
// service's own periodic checks would.
func (s *Server) SetWebhookValid(id string, valid bool) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.core.activity.webhooks[demoApp][id]
	if w == nil {
		return fmt.Errorf("webhook %s: %w", id, ErrNotFound)
	}
	w.valid = valid
	return nil
}

// DeleteWebhook deletes one of the demo app's webhooks out of band, with its account-activity
// subscriptions, as its DELETE does.
func (s *Server) DeleteWebhook(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.core.activity.webhooks[demoApp][id] == nil {
		return fmt.Errorf("webhook %s: %w", id, ErrNotFound)
	}
	delete(s.core.activity.webhooks[demoApp], id)
	return nil
}

// CheckWebhooksDue runs the periodic CRC of every valid webhook of every app whose last check is
// Options.WebhookCheckInterval or more ago on the emulator's clock, one after the other, and moves
// each one's valid flag as the failure table says; it returns how many it checked. Nothing is due
// when the interval is zero. The emulator has no timer of its own: adsapi-emulator calls this
// every second, and a test calls it after moving the clock. The webhooks' answers are awaited
// without s.mu, so that requests are served meanwhile.
func (s *Server) CheckWebhooksDue(ctx context.Context) int {
	interval := s.opts.WebhookCheckInterval
	if interval <= 0 {
		return 0
	}
	type due struct {
		w           *webhook
		url, secret string
	}
	var dues []due
	s.mu.Lock()
	now := s.now()
	for _, app := range []string{demoApp, otherApp} {
		for _, w := range s.appWebhooks(app) {
			if w.valid && !now.Before(w.lastCheck.Add(interval)) {
				// Claimed now, so that a check running meanwhile does not take it too.
				w.lastCheck = now
				dues = append(dues, due{w, w.url, s.consumerSecret(w.consumerKey)})
			}
		}
	}
	s.mu.Unlock()
	for _, d := range dues {
		r := s.calls.runCRC(ctx, d.url, d.secret)
		s.mu.Lock()
		d.w.applyCRC(r, s.now(), false)
		s.mu.Unlock()
	}
	return len(dues)
}
