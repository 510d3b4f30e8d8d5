package emulator

import (
	"fmt"
	"slices"
)

// ActivitySubscriptions returns copies of the demo app's activity subscriptions, oldest first.
func (s *Server) ActivitySubscriptions() []ActivitySubscription {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]ActivitySubscription, 0, len(s.core.activity.subscriptions[demoApp]))
	for _, sub := range s.core.activity.subscriptions[demoApp] {
		out = append(out, *sub)
	}
	return out
}

// ActivitySubscription returns a copy of one of the demo app's activity subscriptions.
func (s *Server) ActivitySubscription(id string) (ActivitySubscription, bool) {
	for _, sub := range s.ActivitySubscriptions() {
		if sub.ID == id {
			return sub, true
		}
	}
	return ActivitySubscription{}, false
}

// SeedActivitySubscription stores an activity subscription of the demo app as given (no rule
// is checked) and returns it as stored: a blank ID gets a fresh one, blank times the clock's now.
func (s *Server) SeedActivitySubscription(sub ActivitySubscription) ActivitySubscription {
	s.mu.Lock()
	defer s.mu.Unlock()
	if sub.ID == "" {
		sub.ID = s.newDecimalID()
	}
	if sub.CreatedAt.IsZero() {
		sub.CreatedAt = s.now()
	}
	if sub.UpdatedAt.IsZero() {
		sub.UpdatedAt = sub.CreatedAt
	}
	stored := sub
	s.core.activity.subscriptions[demoApp] = append(s.core.activity.subscriptions[demoApp], &stored)
	return sub
}

// DeleteActivitySubscription removes one of the demo app's activity subscriptions out of band.
func (s *Server) DeleteActivitySubscription(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	subs := s.core.activity.subscriptions[demoApp]
	i := slices.IndexFunc(subs, func(sub *ActivitySubscription) bool { return sub.ID == id })
	if i < 0 {
		return fmt.Errorf("activity subscription %s: %w", id, ErrNotFound)
	}
	s.core.activity.subscriptions[demoApp] = slices.Delete(subs, i, i+1)
	return nil
}

// AnswerActivitySubscriptionsFlat makes creates and updates of activity subscriptions answer a flat
// data{subscription_id, ...}, as the service's activity quickstart page shows them, instead of the
// description's data.subscription: the service's own documents disagree, and clients decode both.
func (s *Server) AnswerActivitySubscriptionsFlat(flat bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.core.activity.flatAnswers = flat
}

// SetActivitySubscriptionTag changes the tag of one of the demo app's activity subscriptions out of
// band ("" removes it).
func (s *Server) SetActivitySubscriptionTag(id, tag string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, sub := range s.core.activity.subscriptions[demoApp] {
		if sub.ID == id {
			sub.Tag = tag
			sub.UpdatedAt = s.now()
			return nil
		}
	}
	return fmt.Errorf("activity subscription %s: %w", id, ErrNotFound)
}
