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
		key:  canonical(in),
		keyOf: func(a *ActivitySubscription) string {
			return canonical(ActivitySubscriptionInput{EventType: a.EventType, Filter: a.Filter, Tag: a.Tag, WebhookID: a.WebhookID})
		},
		idOf:      func(a *ActivitySubscription) string { return a.ID },
		createdAt: func(a *ActivitySubscription) time.Time { return serviceTime(a.CreatedAt) },
		list: func(ctx context.Context) ([]*ActivitySubscription, error) {
			subs, err := s.List(ctx, 0, nil)
			return pointers(subs), err
		},
	}
}
