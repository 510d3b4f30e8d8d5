package emulator

import (
	"net/http"
)

const (
	scheduledFeedsPath = "/12/product_catalogs/{product_catalog_id}/scheduled_feeds"
	scheduledFeedPath  = scheduledFeedsPath + "/{scheduled_feed_id}"
)

// Scheduled feed list paging. The spec lists no parameters for this list; the emulator
// pages it like most list endpoints (count 1 to 1000, default 200).
const (
	scheduledFeedsDefaultCount = 200
	scheduledFeedsMaxCount     = 1000
)

// scheduledFeedRoutes is the route table of scheduled feeds. There is no GET of a single feed:
// it is read through its catalog's list. Writes spend from the category "product_catalogs".
func scheduledFeedRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: scheduledFeedsPath, schemes: schemeOAuth1User,
			params: []string{"count", "cursor"}, handle: (*Server).listScheduledFeeds},
		{method: http.MethodPost, pattern: scheduledFeedsPath, schemes: schemeOAuth1User, write: true,
			category: "product_catalogs", params: feedParams, handle: (*Server).createScheduledFeed},
		{method: http.MethodPut, pattern: scheduledFeedPath, schemes: schemeOAuth1User, write: true,
			category: "product_catalogs", params: feedParams, handle: (*Server).updateScheduledFeed},
		{method: http.MethodDelete, pattern: scheduledFeedPath, schemes: schemeOAuth1User, write: true,
			category: "product_catalogs", handle: (*Server).deleteScheduledFeed},
	}
}

func (s *Server) listScheduledFeeds(c *call) (reply, *apiError) {
	pc, err := s.ownedCatalog(c.userID, c.pathParams["product_catalog_id"])
	if err != nil {
		return reply{}, err
	}
	count, err := parseCount(c.params, scheduledFeedsDefaultCount, scheduledFeedsMaxCount)
	if err != nil {
		return reply{}, err
	}
	offset, err := parseCursor(c.params)
	if err != nil {
		return reply{}, err
	}
	var found []*ScheduledFeed
	for _, f := range pc.feeds {
		found = append(found, f)
	}
	sortBy(found, sortSpec{attr: "created_at"}, scheduledFeedSortKeys)
	page, next := paginate(found, offset, count)
	views := make([]scheduledFeedView, len(page))
	for i, f := range page {
		views[i] = viewScheduledFeed(f)
	}
	return reply{data: views, list: true, nextCursor: next}, nil
}

// scheduledFeedSortKeys sorts feeds, which have no name.
func scheduledFeedSortKeys(f *ScheduledFeed) sortKeys {
	return entitySortKeys(f.ID, "", f.CreatedAt, f.UpdatedAt)
}

func (s *Server) findFeed(c *call) (*productCatalog, *ScheduledFeed, *apiError) {
	pc, err := s.ownedCatalog(c.userID, c.pathParams["product_catalog_id"])
	if err != nil {
		return nil, nil, err
	}
	id := c.pathParams["scheduled_feed_id"]
	f := pc.feeds[id]
	if f == nil {
		return nil, nil, notFound("scheduled feed", id)
	}
	return pc, f, nil
}

func (s *Server) createScheduledFeed(c *call) (reply, *apiError) {
	pc, err := s.ownedCatalog(c.userID, c.pathParams["product_catalog_id"])
	if err != nil {
		return reply{}, err
	}
	if name := missingFeedParam(c.params); name != "" {
		return reply{}, missingParameter(name)
	}
	f := &ScheduledFeed{}
	if err := applyFeedParams(f, c.params); err != nil {
		return reply{}, err
	}
	if err := checkFeedRepeat(f); err != nil {
		return reply{}, err
	}
	if existing := s.userFeed(c.userID); existing != nil {
		return reply{}, badRequest(codeScheduledFeedExists, "",
			"there is one product feed per user: scheduled feed %s already exists in product catalog %s", existing.ID, existing.ProductCatalogID)
	}
	now := s.nowMillis()
	f.ProductCatalogID, f.ID = pc.id, s.newDecimalID()
	f.CreatedAt, f.UpdatedAt = now, now
	pc.feeds[f.ID] = f
	return reply{status: http.StatusCreated, data: viewScheduledFeed(f)}, nil
}

func (s *Server) updateScheduledFeed(c *call) (reply, *apiError) {
	_, stored, err := s.findFeed(c)
	if err != nil {
		return reply{}, err
	}
	// Checked on a copy so that a refused update changes nothing.
	f := *stored
	if err := applyFeedParams(&f, c.params); err != nil {
		return reply{}, err
	}
	if err := checkFeedRepeat(&f); err != nil {
		return reply{}, err
	}
	f.UpdatedAt = s.nowMillis()
	*stored = f
	return reply{data: viewScheduledFeed(stored)}, nil
}

func (s *Server) deleteScheduledFeed(c *call) (reply, *apiError) {
	pc, f, err := s.findFeed(c)
	if err != nil {
		return reply{}, err
	}
	// Deletion is permanent.
	delete(pc.feeds, f.ID)
	return reply{data: viewScheduledFeed(f)}, nil
}
