package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// createSpec tells the create engine what the service always answers for a feed and where to find
// the feed a create may have made: the catalog's feeds (one per user) with every field sent.
func (s *ScheduledFeedsService) createSpec(productCatalogID string, in ScheduledFeedInput) creates.Spec[*ScheduledFeed] {
	return creates.Spec[*ScheduledFeed]{
		Kind:  "scheduled feed",
		Scope: productCatalogID,
		Sent:  creates.Canonical(in),
		KeyOf: func(f *ScheduledFeed) string {
			return creates.Canonical(ScheduledFeedInput{FeedURL: f.FeedURL, FeedFormat: f.FeedFormat, Frequency: f.Frequency,
				Repeat: string(f.Repeat), StartTime: f.StartTime, TimeZone: f.TimeZone})
		},
		IDOf: func(f *ScheduledFeed) string { return f.ID },
		Missing: func(f *ScheduledFeed) []string {
			return creates.Lacks(map[string]bool{
				"feed_url": f.FeedURL != "", "created_at": f.CreatedAt != "",
			})
		},
		CreatedAt: func(f *ScheduledFeed) time.Time { return creates.ServiceTime(f.CreatedAt) },
		List: func(ctx context.Context) ([]*ScheduledFeed, error) {
			feeds, err := s.List(ctx, productCatalogID, ScheduledFeedListOptions{})
			return creates.Pointers(feeds), err
		},
	}
}
