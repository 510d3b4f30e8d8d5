package adsapi

import (
	"context"
	"time"
)

// lostCreate finds the feed a create may have made: the catalog's feeds (one per user) with every
// field sent.
func (s *ScheduledFeedsService) lostCreate(productCatalogID string, in ScheduledFeedInput) lostCreate[*ScheduledFeed] {
	return lostCreate[*ScheduledFeed]{
		kind:  "scheduled feed",
		scope: productCatalogID,
		key:   canonical(in),
		keyOf: func(f *ScheduledFeed) string {
			return canonical(ScheduledFeedInput{FeedURL: f.FeedURL, FeedFormat: f.FeedFormat, Frequency: f.Frequency,
				Repeat: string(f.Repeat), StartTime: f.StartTime, TimeZone: f.TimeZone})
		},
		idOf:      func(f *ScheduledFeed) string { return f.ID },
		createdAt: func(f *ScheduledFeed) time.Time { return serviceTime(f.CreatedAt) },
		list: func(ctx context.Context) ([]*ScheduledFeed, error) {
			feeds, err := s.List(ctx, productCatalogID, ScheduledFeedListOptions{})
			return pointers(feeds), err
		},
	}
}
