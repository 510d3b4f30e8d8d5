package emulator

import (
	"encoding/json"
	"net/http"
)

const (
	scheduledPromotedPostsPath = "/12/accounts/{account_id}/scheduled_promoted_posts"
	scheduledPromotedPostPath  = scheduledPromotedPostsPath + "/{scheduled_promoted_post_id}"
)

// scheduledPromotedPostRoutes is the route table of scheduled promoted posts: account reads, and writes
// in the campaign-management write window (the spec's Rate limits). There is no PUT: the router answers
// it 405 METHOD_NOT_ALLOWED.
func scheduledPromotedPostRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: scheduledPromotedPostsPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "line_item_ids", "scheduled_promoted_post_ids", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"line_item_ids", "scheduled_promoted_post_ids"}, handle: (*Server).listScheduledPromotedPosts},
		{method: http.MethodGet, pattern: scheduledPromotedPostPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: scheduledPromotedPostRows.get},
		{method: http.MethodPost, pattern: scheduledPromotedPostsPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"line_item_id", "scheduled_post_id"}, handle: (*Server).createScheduledPromotedPost},
		{method: http.MethodDelete, pattern: scheduledPromotedPostPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: scheduledPromotedPostRows.remove},
	}
}

// listScheduledPromotedPosts answers endpoint 26.
func (s *Server) listScheduledPromotedPosts(c *call) (reply, *apiError) {
	lineItems, err := parseList(c.params, "line_item_ids")
	if err != nil {
		return reply{}, err
	}
	ids, err := parseList(c.params, "scheduled_promoted_post_ids")
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, scheduledPromotedPostSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*ScheduledPromotedPost
	for _, p := range c.account.scheduledPromotedPosts {
		switch {
		case !inFilter(lineItems, p.LineItemID), !inFilter(ids, p.ID), p.Deleted && !l.withDeleted, s.unlisted(p.ID, ids != nil):
			continue
		}
		found = append(found, p)
	}
	return page(l, found, scheduledPromotedPostSortKeys, viewScheduledPromotedPost), nil
}

func scheduledPromotedPostSortKeys(p *ScheduledPromotedPost) sortKeys {
	return sortKeys{id: p.ID, keys: map[string]string{
		"created_at": timeKey(p.CreatedAt), "updated_at": timeKey(p.UpdatedAt), "deleted": boolKey(p.Deleted),
	}}
}

// scheduledPromotedPostRows are the scheduled promoted posts as their routes find them. The spec lists no
// not-found code for them and says an emulator answers NOT_FOUND (404). A DELETE is taken before and
// after publication (Gap 12's reading): after, it detaches only the association, and the promoted post
// publication made stays.
var scheduledPromotedPostRows = accountRows[ScheduledPromotedPost, scheduledPromotedPostView]{
	table: scheduledPromotedPostTable, idParam: "scheduled_promoted_post_id", view: viewScheduledPromotedPost,
	missing: func(id string) *apiError { return notFound("scheduled promoted post", id) },
}

// createScheduledPromotedPost ties a scheduled post of the account to a live line item, checked in this
// order: the parameters, the line item (404 LINE_ITEM_NOT_FOUND), the scheduled post. Where the spec
// says "not shown", the emulator chooses: a scheduled post the account lacks, or one no longer
// SCHEDULED (published or failed), is refused 400 INVALID_PARAMETER on scheduled_post_id; every post
// suits every objective; one scheduled post may be tied to a line item more than once, each create a new
// association. The echo carries scheduled_post_id as a JSON number, as the spec's example does, written
// with its digits so that an id above 2^53 keeps them.
func (s *Server) createScheduledPromotedPost(c *call) (reply, *apiError) {
	if err := checkScheduledPromotedPostCreate(c.params); err != nil {
		return reply{}, err
	}
	li, err := liveLineItem(c.account, c.params.Get("line_item_id"), false)
	if err != nil {
		return reply{}, err
	}
	postID := c.params.Get("scheduled_post_id")
	switch sp := c.account.scheduledPosts[postID]; {
	case sp == nil:
		return reply{}, invalidParameter("scheduled_post_id", "scheduled post %s was not found in account %s", postID, c.account.id)
	case !sp.waiting():
		return reply{}, invalidParameter("scheduled_post_id", "scheduled post %s is %s; only a SCHEDULED post can be promoted", postID, sp.Status)
	}
	now := s.now()
	p := &ScheduledPromotedPost{AccountID: c.account.id, ID: s.newBase36ID(), LineItemID: li.ID, ScheduledPostID: postID,
		CreatedAt: now, UpdatedAt: now}
	c.account.scheduledPromotedPosts[p.ID] = p
	s.markCreated(p.ID)
	params := echoParams(nil, c.pathParams, c.params)
	params["scheduled_post_id"] = json.Number(postID)
	view := viewScheduledPromotedPost(p)
	return reply{status: http.StatusCreated, data: view, raw: map[string]any{"data": view, "request": map[string]any{"params": params}}}, nil
}
