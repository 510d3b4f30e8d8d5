package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// ScheduledFeedsService manages scheduled product feeds
// (/12/product_catalogs/:product_catalog_id/scheduled_feeds).
type ScheduledFeedsService struct{ c *Client }

// ScheduledFeed ingests a hosted product file into a product catalog. Its timestamps carry
// milliseconds (2022-08-31T03:44:26.000Z) and are kept as the service sends them.
type ScheduledFeed struct {
	ID               string `json:"id"`
	ProductCatalogID string `json:"product_catalog_id"`
	FeedURL          string `json:"feed_url"`
	FeedFormat       string `json:"feed_format"`
	Frequency        string `json:"frequency"`
	// Repeat is a day name (WEEKLY) or an hour count (HOURLY, a string or a number on the
	// wire); null for DAILY decodes to "".
	Repeat    wire.FlexString `json:"repeat"`
	StartTime string          `json:"start_time"`
	TimeZone  string          `json:"time_zone"`
	CreatedAt string          `json:"created_at"`
	UpdatedAt string          `json:"updated_at"`
}

// ScheduledFeedInput holds the parameters of a create; Repeat "" is not sent (DAILY).
type ScheduledFeedInput struct {
	FeedURL, FeedFormat, Frequency, Repeat, StartTime, TimeZone string
}

// ScheduledFeedUpdate holds the changes of an update; a nil field is not sent. Repeat
// pointing at "" clears it, which moving a feed to DAILY needs.
type ScheduledFeedUpdate struct {
	FeedURL, FeedFormat, Frequency, Repeat, StartTime, TimeZone *string
}

// ScheduledFeedListOptions bounds a feed list; the list takes neither SortBy nor
// WithDeleted.
type ScheduledFeedListOptions struct {
	ListOptions
}

// Scheduled feed endpoints and their largest page. The spec lists no parameters for the
// list; it is paged like most lists of the advertising API.
const (
	scheduledFeedsPath         = "/12/product_catalogs/:product_catalog_id/scheduled_feeds"
	scheduledFeedPath          = "/12/product_catalogs/:product_catalog_id/scheduled_feeds/:scheduled_feed_id"
	scheduledFeedsMaxPageCount = 1000
)

// List returns the feeds of a product catalog, following every page up to opt.Limit.
//
// GET /12/product_catalogs/:product_catalog_id/scheduled_feeds
func (s *ScheduledFeedsService) List(ctx context.Context, productCatalogID string, opt ScheduledFeedListOptions) ([]ScheduledFeed, error) {
	if err := opt.limitOnly("scheduled feeds"); err != nil {
		return nil, err
	}
	r := s.c.adsRequest(http.MethodGet, scheduledFeedsPath, []string{productCatalogID}, nil, nil)
	return listAll[ScheduledFeed](ctx, s.c, r, adsPages, scheduledFeedsMaxPageCount, opt.Limit)
}

// Get finds one feed in its catalog's list, the only way the service offers to read it.
// A feed that is not listed is reported as a 404 *transport.Error, so transport.IsNotFound holds.
//
// GET /12/product_catalogs/:product_catalog_id/scheduled_feeds
func (s *ScheduledFeedsService) Get(ctx context.Context, productCatalogID, id string) (*ScheduledFeed, error) {
	feeds, err := s.List(ctx, productCatalogID, ScheduledFeedListOptions{})
	if err != nil {
		return nil, err
	}
	for i := range feeds {
		if feeds[i].ID == id {
			return &feeds[i], nil
		}
	}
	path, err := transport.Request{Template: scheduledFeedsPath, Params: []string{productCatalogID}}.Path()
	if err != nil {
		return nil, fmt.Errorf("finding scheduled feed %s: %w", id, err)
	}
	return nil, &transport.Error{StatusCode: http.StatusNotFound, Code: "NOT_FOUND", Method: http.MethodGet, Path: path,
		Message: fmt.Sprintf("scheduled feed %s is not in the list of product catalog %s", id, productCatalogID)}
}

// Create creates a feed; its parameters travel in the query string.
//
// POST /12/product_catalogs/:product_catalog_id/scheduled_feeds
func (s *ScheduledFeedsService) Create(ctx context.Context, cs creates.Session, productCatalogID string, in ScheduledFeedInput) (*ScheduledFeed, error) {
	q := url.Values{}
	setString(q, "feed_url", in.FeedURL)
	setString(q, "feed_format", in.FeedFormat)
	setString(q, "frequency", in.Frequency)
	setString(q, "repeat", in.Repeat)
	setString(q, "start_time", in.StartTime)
	setString(q, "time_zone", in.TimeZone)
	// A lost answer is reconciled: the feed it made is adopted, or it is sent again (package creates).
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(productCatalogID, in), func(ctx context.Context) (*ScheduledFeed, error) {
		return doOne[ScheduledFeed](ctx, s.c, s.c.adsRequest(http.MethodPost, scheduledFeedsPath, []string{productCatalogID}, q, nil), "")
	})
}

// Update changes the fields in supplies. A malformed answer is treated as lost: the update is
// sent again, then the feed read (updateConfirmed).
//
// PUT /12/product_catalogs/:product_catalog_id/scheduled_feeds/:scheduled_feed_id
func (s *ScheduledFeedsService) Update(ctx context.Context, productCatalogID, id string, in ScheduledFeedUpdate) (*ScheduledFeed, error) {
	q := url.Values{}
	for name, v := range map[string]*string{
		"feed_url": in.FeedURL, "feed_format": in.FeedFormat, "frequency": in.Frequency,
		"repeat": in.Repeat, "start_time": in.StartTime, "time_zone": in.TimeZone,
	} {
		if v != nil {
			q.Set(name, *v)
		}
	}
	return updateConfirmed(ctx, s.c, "scheduled feed", id, func(ctx context.Context) (*ScheduledFeed, error) {
		return doOne[ScheduledFeed](ctx, s.c, s.c.adsRequest(http.MethodPut, scheduledFeedPath, []string{productCatalogID, id}, q, nil), id)
	}, func(ctx context.Context) (*ScheduledFeed, error) { return s.Get(ctx, productCatalogID, id) })
}

// Delete removes a feed for good and returns it. A malformed answer is checked with a read of
// the feed (deleteConfirmed): when it is gone, Delete succeeds with a nil feed.
//
// DELETE /12/product_catalogs/:product_catalog_id/scheduled_feeds/:scheduled_feed_id
func (s *ScheduledFeedsService) Delete(ctx context.Context, productCatalogID, id string) (*ScheduledFeed, error) {
	return deleteConfirmed(ctx, "scheduled feed", func(ctx context.Context) (*ScheduledFeed, error) {
		return doOne[ScheduledFeed](ctx, s.c, s.c.adsRequest(http.MethodDelete, scheduledFeedPath, []string{productCatalogID, id}, nil, nil), id)
	}, func(ctx context.Context) (*ScheduledFeed, error) { return s.Get(ctx, productCatalogID, id) }, nil)
}
