package emulator

import (
	"net/http"
)

const (
	trackingTagsPath = "/12/accounts/{account_id}/tracking_tags"
	trackingTagPath  = trackingTagsPath + "/{tracking_tag_id}"
)

// trackingTagRoutes is the route table of tracking tags: account reads with a window per endpoint, and
// writes in the campaign-management write window (the spec's Rate limits: every write of its document
// spends from a category of 450 a minute, the figure and scope of campaign management's).
func trackingTagRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: trackingTagsPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "line_item_ids", "sort_by", "tracking_tag_ids", "with_deleted", "with_total_count"},
			listParams: []string{"line_item_ids", "tracking_tag_ids"}, handle: (*Server).listTrackingTags},
		{method: http.MethodGet, pattern: trackingTagPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: trackingTagRows.get},
		{method: http.MethodPost, pattern: trackingTagsPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"line_item_id", "tracking_tag_type", "tracking_tag_url"}, handle: (*Server).createTrackingTag},
		{method: http.MethodPut, pattern: trackingTagPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"tracking_tag_url"}, handle: (*Server).updateTrackingTag},
		{method: http.MethodDelete, pattern: trackingTagPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: trackingTagRows.remove},
	}
}

func (s *Server) listTrackingTags(c *call) (reply, *apiError) {
	lineItems, err := parseList(c.params, "line_item_ids")
	if err != nil {
		return reply{}, err
	}
	ids, err := parseList(c.params, "tracking_tag_ids")
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, trackingTagSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*TrackingTag
	for _, t := range c.account.trackingTags {
		switch {
		case !inFilter(lineItems, t.LineItemID), !inFilter(ids, t.ID), t.Deleted && !l.withDeleted, s.unlisted(t.ID, ids != nil):
			continue
		}
		found = append(found, t)
	}
	return page(l, found, trackingTagSortKeys, viewTrackingTag), nil
}

func trackingTagSortKeys(t *TrackingTag) sortKeys {
	return sortKeys{id: t.ID, keys: map[string]string{
		"created_at": timeKey(t.CreatedAt), "updated_at": timeKey(t.UpdatedAt), "deleted": boolKey(t.Deleted), "tracking_tag_url": t.TrackingTagURL,
	}}
}

// trackingTagRows are the tracking tags as their routes find them. The spec lists no not-found code for
// tracking tags and says an emulator answers NOT_FOUND (404).
var trackingTagRows = accountRows[TrackingTag, trackingTagView]{
	table: trackingTagTable, idParam: "tracking_tag_id", view: viewTrackingTag,
	missing: func(id string) *apiError { return notFound("tracking tag", id) },
}

// createTrackingTag attaches a tag to a live line item of the account. How many tags a line item holds,
// and whether two of one type may, is not shown (Gap 15: no limit is taken): every valid create makes
// a tag.
func (s *Server) createTrackingTag(c *call) (reply, *apiError) {
	if err := checkTrackingTagCreate(c.params); err != nil {
		return reply{}, err
	}
	li, err := liveLineItem(c.account, c.params.Get("line_item_id"), false)
	if err != nil {
		return reply{}, err
	}
	now := s.now()
	t := &TrackingTag{AccountID: c.account.id, ID: s.newBase36ID(), LineItemID: li.ID, TrackingTagType: c.params.Get("tracking_tag_type"),
		TrackingTagURL: c.params.Get("tracking_tag_url"), CreatedAt: now, UpdatedAt: now}
	c.account.trackingTags[t.ID] = t
	s.markCreated(t.ID)
	return reply{status: http.StatusCreated, data: viewTrackingTag(t)}, nil
}

// updateTrackingTag sets the URL, the one field a PUT changes, and a new updated_at (also when the URL
// is the one the tag had, as the spec's example shows).
func (s *Server) updateTrackingTag(c *call) (reply, *apiError) {
	t, err := trackingTagRows.find(c, false)
	if err != nil {
		return reply{}, err
	}
	if err := checkTrackingTagUpdate(c.params); err != nil {
		return reply{}, err
	}
	t.TrackingTagURL = c.params.Get("tracking_tag_url")
	t.UpdatedAt = s.now()
	return reply{data: viewTrackingTag(t)}, nil
}
