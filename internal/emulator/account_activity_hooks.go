package emulator

import (
	"fmt"
	"slices"
)

// AccountActivitySubscribed reports whether the user is subscribed to webhookID, a webhook of the
// demo app.
func (s *Server) AccountActivitySubscribed(webhookID, userID string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.core.activity.webhooks[demoApp][webhookID]
	return w != nil && slices.Contains(w.users, userID)
}

// DeleteAccountActivitySubscription removes a user's subscription to a webhook of the demo
// app out of band.
func (s *Server) DeleteAccountActivitySubscription(webhookID, userID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.core.activity.webhooks[demoApp][webhookID]
	if w == nil {
		return fmt.Errorf("webhook %s: %w", webhookID, ErrNotFound)
	}
	i := slices.Index(w.users, userID)
	if i < 0 {
		return fmt.Errorf("subscription of user %s on webhook %s: %w", userID, webhookID, ErrNotFound)
	}
	w.users = slices.Delete(w.users, i, i+1)
	return nil
}

// SubscribeAccountActivity subscribes a user to a webhook of the demo app out of band.
func (s *Server) SubscribeAccountActivity(webhookID, userID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.core.activity.webhooks[demoApp][webhookID]
	if w == nil {
		return fmt.Errorf("webhook %s: %w", webhookID, ErrNotFound)
	}
	if slices.Contains(w.users, userID) {
		return fmt.Errorf("subscription of user %s on webhook %s: %w", userID, webhookID, ErrConflict)
	}
	w.users = append(w.users, userID)
	return nil
}
