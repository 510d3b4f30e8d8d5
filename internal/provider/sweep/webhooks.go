package sweep

import (
	"context"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// Webhooks and activity subscriptions are the app's, not an account's: each region sweeps the same
// ones, and a second region finds nothing left.

// sweepActivitySubscriptions deletes the app's activity subscriptions whose tag starts with the
// prefix. A subscription lives without a webhook (its events reach the stream), so one that names a
// swept webhook but carries no marked tag is not the sweep's.
func sweepActivitySubscriptions(ctx context.Context, s *scope) error {
	subs, err := s.client.ActivitySubscriptions.List(ctx, 0, nil)
	if err != nil {
		return s.listFailed("activity subscriptions", err)
	}
	return s.deleteAll(ctx, "activity subscription", pick(subs, func(a *adsapi.ActivitySubscription) bool { return s.marked(a.Tag) },
		func(a *adsapi.ActivitySubscription) target {
			return target{id: a.ID, label: a.Tag, del: func(ctx context.Context) error {
				_, err := s.client.ActivitySubscriptions.Delete(ctx, a.ID)
				return err
			}}
		}))
}

// sweepWebhooks deletes the app's webhooks whose URL has a path segment starting with the prefix; the
// service deletes their account-activity subscriptions with them.
func sweepWebhooks(ctx context.Context, s *scope) error {
	hooks, err := s.client.Webhooks.List(ctx)
	if err != nil {
		return s.listFailed("webhooks", err)
	}
	return s.deleteAll(ctx, "webhook", pick(hooks, func(w *adsapi.Webhook) bool { return markedURL(s.prefix, w.URL) },
		func(w *adsapi.Webhook) target {
			return target{id: w.ID, label: w.URL, del: func(ctx context.Context) error {
				_, err := s.client.Webhooks.Delete(ctx, w.ID)
				return err
			}}
		}))
}
