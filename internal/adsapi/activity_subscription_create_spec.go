package adsapi

import (
	"context"
	"time"
)

// lostCreate finds the subscription a create may have made: the app's subscriptions (every page)
// with the event type, filter, tag and webhook sent.
func (s *ActivitySubscriptionsService) lostCreate(in ActivitySubscriptionInput) lostCreate[*ActivitySubscription] {
	return lostCreate[*ActivitySubscription]{
		kind: "activity subscription",
		key:  canonical(subscriptionKey(in)),
		keyOf: func(a *ActivitySubscription) string {
			return canonical(subscriptionKey(ActivitySubscriptionInput{EventType: a.EventType, Filter: a.Filter, Tag: a.Tag, WebhookID: a.WebhookID}))
		},
		idOf:      func(a *ActivitySubscription) string { return a.ID },
		createdAt: func(a *ActivitySubscription) time.Time { return serviceTime(a.CreatedAt) },
		list: func(ctx context.Context) ([]*ActivitySubscription, error) {
			subs, err := s.List(ctx, 0, nil)
			return pointers(subs), err
		},
	}
}

// subscriptionKey is what identifies a create among the app's subscriptions: its fields, with the
// event type as the service answers it (a deprecated alias comes back under its canonical name).
func subscriptionKey(in ActivitySubscriptionInput) ActivitySubscriptionInput {
	in.EventType = CanonicalEventType(in.EventType)
	return in
}
