package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// createSpec tells the create engine what the service always answers for a subscription and where
// to find the subscription a create may have made: the app's subscriptions (every page) with the
// event type, filter, tag and webhook sent.
func (s *ActivitySubscriptionsService) createSpec(in ActivitySubscriptionInput) creates.Spec[*ActivitySubscription] {
	return creates.Spec[*ActivitySubscription]{
		Kind: "activity subscription",
		Sent: creates.Canonical(subscriptionKey(in)),
		KeyOf: func(a *ActivitySubscription) string {
			return creates.Canonical(subscriptionKey(ActivitySubscriptionInput{EventType: a.EventType, Filter: a.Filter, Tag: a.Tag, WebhookID: a.WebhookID}))
		},
		IDOf: func(a *ActivitySubscription) string { return a.ID },
		Missing: func(a *ActivitySubscription) []string {
			return creates.Lacks(map[string]bool{
				"event_type": a.EventType != "",
			})
		},
		CreatedAt: func(a *ActivitySubscription) time.Time { return creates.ServiceTime(a.CreatedAt) },
		List: func(ctx context.Context) ([]*ActivitySubscription, error) {
			subs, err := s.List(ctx, 0, nil)
			return creates.Pointers(subs), err
		},
	}
}

// subscriptionKey is what identifies a create among the app's subscriptions: its fields, with the
// event type as the service answers it (a deprecated alias comes back under its canonical name).
func subscriptionKey(in ActivitySubscriptionInput) ActivitySubscriptionInput {
	in.EventType = CanonicalEventType(in.EventType)
	return in
}
