package emulator

import (
	"net/http"
)

const (
	scheduledPostsPath = "/12/accounts/{account_id}/scheduled_posts"
	scheduledPostPath  = scheduledPostsPath + "/{scheduled_post_id}"
)

// Scheduled post list paging (spec: count 1 to 200, default 100).
const (
	scheduledPostsDefaultCount = 100
	scheduledPostsMaxCount     = 200
)

// scheduledPostRoutes is the route table of scheduled posts. Parameters come in the query string
// or a form body. Writes spend from the campaign-management write window (categoryCampaignWrites);
// the reads are account reads with a window per endpoint.
func scheduledPostRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: scheduledPostsPath, schemes: schemeOAuth1User,
			params: []string{"count", "cursor", "user_id"}, handle: (*Server).listScheduledPosts},
		{method: http.MethodGet, pattern: scheduledPostPath, schemes: schemeOAuth1User,
			handle: (*Server).getScheduledPost},
		{method: http.MethodPost, pattern: scheduledPostsPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: scheduledPostParams, listParams: []string{"media_keys"}, handle: (*Server).createScheduledPost},
		{method: http.MethodPut, pattern: scheduledPostPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: scheduledPostUpdateParams, listParams: []string{"media_keys"}, handle: (*Server).updateScheduledPost},
		{method: http.MethodDelete, pattern: scheduledPostPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: (*Server).deleteScheduledPost},
	}
}

// listScheduledPosts answers the posts of one user (user_id, by default the account's FULL
// promotable user), published and failed ones included, in creation order (the spec shows no order).
// A user who is not a promotable user of the account has none; the spec states no refusal.
func (s *Server) listScheduledPosts(c *call) (reply, *apiError) {
	count, err := parseCount(c.params, scheduledPostsDefaultCount, scheduledPostsMaxCount)
	if err != nil {
		return reply{}, err
	}
	offset, err := parseCursor(c.params)
	if err != nil {
		return reply{}, err
	}
	userID := c.params.Get("user_id")
	if userID == "" {
		userID = c.account.fullUserID()
	} else if !decimalIDPattern.MatchString(userID) {
		return reply{}, invalidParameter("user_id", "user_id %q is not a user id (a decimal number)", userID)
	}
	var found []*ScheduledPost
	for _, p := range c.account.scheduledPosts {
		if p.UserID == userID && !s.unlisted(p.ID, false) {
			found = append(found, p)
		}
	}
	sortBy(found, sortSpec{attr: "created_at"}, func(p *ScheduledPost) sortKeys {
		return entitySortKeys(p.ID, p.Name, p.CreatedAt, p.UpdatedAt)
	})
	page, next := paginate(found, offset, count)
	views := make([]scheduledPostView, len(page))
	for i, p := range page {
		views[i] = viewScheduledPost(p)
	}
	return withScheduledPostEcho(c, reply{data: views, list: true, nextCursor: next}, false), nil
}

// findScheduledPost is the post of the path. A deleted post is gone for good: the spec does not
// show the code of that failure, so it is the generic NOT_FOUND.
func findScheduledPost(c *call) (*ScheduledPost, *apiError) {
	id := c.pathParams["scheduled_post_id"]
	p := c.account.scheduledPosts[id]
	if p == nil {
		return nil, notFound("scheduled post", id)
	}
	return p, nil
}

func (s *Server) getScheduledPost(c *call) (reply, *apiError) {
	p, err := findScheduledPost(c)
	if err != nil {
		return reply{}, err
	}
	return withScheduledPostEcho(c, reply{data: viewScheduledPost(p)}, false), nil
}

// createScheduledPost runs the checks the spec places at creation: the parameters' forms, the user
// the post is published as, and the 15-minute window. as_user_id is listed as required, but the
// endpoint's description and the guide's example leave it out: it defaults to the account's FULL
// promotable user, and must name a promotable user of the account (whose handle granted access).
func (s *Server) createScheduledPost(c *call) (reply, *apiError) {
	if c.params.Get("scheduled_at") == "" {
		return reply{}, missingParameter("scheduled_at")
	}
	asUser := c.params.Get("as_user_id")
	switch {
	case asUser == "":
		asUser = c.account.fullUserID()
	case !decimalIDPattern.MatchString(asUser):
		return reply{}, invalidParameter("as_user_id", "as_user_id %q is not a user id (a decimal number)", asUser)
	case !c.account.promotes(asUser):
		return reply{}, invalidParameter("as_user_id", "user %s has not granted access to account %s: it is not one of its promotable users", asUser, c.account.id)
	}
	p := &ScheduledPost{UserID: asUser, Nullcast: true, MediaKeys: []string{}, Status: ScheduledPostScheduled}
	if err := s.applyScheduledPostParams(p, c.params); err != nil {
		return reply{}, err
	}
	if err := checkScheduledPost(p, c.account); err != nil {
		return reply{}, err
	}
	now := s.now()
	p.AccountID, p.ID = c.account.id, s.newDecimalID()
	p.CreatedAt, p.UpdatedAt = now, now
	c.account.scheduledPosts[p.ID] = p
	s.markCreated(p.ID)
	return withScheduledPostEcho(c, reply{status: http.StatusCreated, data: viewScheduledPost(p)}, false), nil
}

// updateScheduledPost changes a waiting post. The spec says edits are possible until scheduled_at
// without showing what a later PUT answers: the emulator refuses it as an action not allowed
// (403 ACTION_NOT_ALLOWED), which also keeps a published post from changing between nullcast and
// organic.
func (s *Server) updateScheduledPost(c *call) (reply, *apiError) {
	stored, err := findScheduledPost(c)
	if err != nil {
		return reply{}, err
	}
	if !stored.waiting() {
		return reply{}, &apiError{status: http.StatusForbidden, code: codeActionNotAllowed,
			message: "scheduled post " + stored.ID + " is " + stored.Status + ": only a post that waits for its scheduled_at can change"}
	}
	// The change is checked on a copy so that a refused update changes nothing.
	p := stored.clone()
	if err := s.applyScheduledPostParams(&p, c.params); err != nil {
		return reply{}, err
	}
	if err := checkScheduledPost(&p, c.account); err != nil {
		return reply{}, err
	}
	p.UpdatedAt = s.now()
	*stored = p
	return withScheduledPostEcho(c, reply{data: viewScheduledPost(stored)}, false), nil
}

// deleteScheduledPost removes a post for good, whatever its status; a post it published stays
// published. The answer is the post's last sight, with scheduled_status DELETED.
func (s *Server) deleteScheduledPost(c *call) (reply, *apiError) {
	p, err := findScheduledPost(c)
	if err != nil {
		return reply{}, err
	}
	delete(c.account.scheduledPosts, p.ID)
	v := viewScheduledPost(p)
	v.ScheduledStatus = scheduledPostDeleted
	return withScheduledPostEcho(c, reply{data: v}, true), nil
}
