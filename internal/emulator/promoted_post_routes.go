package emulator

import (
	"net/http"
)

const (
	promotedPostsPath = "/12/accounts/{account_id}/promoted_posts"
	promotedPostPath  = promotedPostsPath + "/{promoted_post_id}"
)

// maxPostIDs is how many posts one create promotes (the spec's Limits).
const maxPostIDs = 50

// promotedPostSortable are the attributes sort_by takes on the list, the sorting page's. paused is
// a field version 12 answers do not carry: every promoted post sorts the same on it.
var promotedPostSortable = []string{"created_at", "updated_at", "deleted", "paused"}

// promotedPostRoutes is the route table of promoted posts: account reads with a window per
// endpoint, writes in the campaign-management write window. There is no PUT.
func promotedPostRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: promotedPostsPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "line_item_ids", "promoted_post_ids", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"line_item_ids", "promoted_post_ids", "sort_by"}, handle: (*Server).listPromotedPosts},
		{method: http.MethodGet, pattern: promotedPostPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: (*Server).getPromotedPost},
		{method: http.MethodPost, pattern: promotedPostsPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"line_item_id", "post_ids"}, listParams: []string{"post_ids"}, handle: (*Server).createPromotedPosts},
		{method: http.MethodDelete, pattern: promotedPostPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: (*Server).deletePromotedPost},
	}
}

func (s *Server) listPromotedPosts(c *call) (reply, *apiError) {
	lineItems, err := parseList(c.params, "line_item_ids")
	if err != nil {
		return reply{}, err
	}
	ids, err := parseList(c.params, "promoted_post_ids")
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, promotedPostSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*PromotedPost
	for _, pp := range c.account.promotedPosts {
		switch {
		case !inFilter(lineItems, pp.LineItemID), !inFilter(ids, pp.ID),
			!l.withDeleted && !c.account.listed(pp),
			s.unlisted(pp.ID, ids != nil):
			continue
		}
		found = append(found, pp)
	}
	rep := page(l, found, promotedPostSortKeys, viewPromotedPost)
	rep.dataType = promotedPostDataType
	return rep, nil
}

func promotedPostSortKeys(pp *PromotedPost) sortKeys {
	return sortKeys{id: pp.ID, keys: map[string]string{
		"created_at": timeKey(pp.CreatedAt), "updated_at": timeKey(pp.UpdatedAt), "deleted": boolKey(pp.Deleted), "paused": "",
	}}
}

func (s *Server) getPromotedPost(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	pp, err := findPromotedPost(c.account, c.pathParams["promoted_post_id"], withDeleted)
	if err != nil {
		return reply{}, err
	}
	return reply{data: viewPromotedPost(pp), dataType: promotedPostDataType}, nil
}

// createPromotedPosts promotes up to 50 published posts in a live line item, one promoted post per
// post id, all or nothing. Attaching a post that the line item promotes already makes another
// promoted post: the spec does not show what the service does then.
func (s *Server) createPromotedPosts(c *call) (reply, *apiError) {
	for _, name := range []string{"line_item_id", "post_ids"} {
		if c.params.Get(name) == "" {
			return reply{}, missingParameter(name)
		}
	}
	postIDs := splitList(c.params.Get("post_ids"))
	if len(postIDs) == 0 || len(postIDs) > maxPostIDs {
		return reply{}, invalidParameter("post_ids", "post_ids takes 1 to %d post ids", maxPostIDs)
	}
	for _, id := range postIDs {
		if !decimalIDPattern.MatchString(id) {
			return reply{}, invalidParameter("post_ids", "%q is not a post id", id)
		}
	}
	li, err := liveLineItem(c.account, c.params.Get("line_item_id"), false)
	if err != nil {
		return reply{}, err
	}
	// Every post is checked before any is promoted.
	posts := make([]*corePost, len(postIDs))
	viaRepost := make([]bool, len(postIDs))
	for i, id := range postIDs {
		if posts[i], viaRepost[i], err = s.promotablePost(c.account, id); err != nil {
			return reply{}, err
		}
	}
	now := s.now()
	views := make([]promotedPostView, len(posts))
	for i, p := range posts {
		if viaRepost[i] {
			p = s.nullcastRepost(c.account, p)
		}
		pp := &PromotedPost{AccountID: c.account.id, ID: s.newBase36ID(), LineItemID: li.ID, PostID: p.ID,
			EntityStatus: promotedPostActive, ApprovalStatus: promotedPostAccepted, CreatedAt: now, UpdatedAt: now}
		c.account.promotedPosts[pp.ID] = pp
		s.markCreated(pp.ID)
		views[i] = viewPromotedPost(pp)
	}
	return promotedPostsCreated(c, views), nil
}

// deletePromotedPost detaches a promoted post from its line item (soft: deleted true), also when
// the line item is deleted. A second delete is not found: the spec shows no answer for it, and
// campaigns and line items answer 404.
func (s *Server) deletePromotedPost(c *call) (reply, *apiError) {
	pp, err := s.detachPromotedPost(c.account, c.pathParams["promoted_post_id"])
	if err != nil {
		return reply{}, err
	}
	return reply{data: viewPromotedPost(pp), dataType: promotedPostDataType}, nil
}
