package emulator

import (
	"fmt"
	"net/http"
)

const (
	draftPostsPath       = "/12/accounts/{account_id}/draft_posts"
	draftPostPath        = draftPostsPath + "/{draft_post_id}"
	draftPostPreviewPath = draftPostsPath + "/preview/{draft_post_id}"
)

// Draft post list paging (spec: count 1 to 200, default 100).
const (
	draftPostsDefaultCount = 100
	draftPostsMaxCount     = 200
)

// draftPostRoutes is the route table of draft posts and their preview. Parameters come in the
// query string or a form body; the writes echo media_keys as a list.
func draftPostRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: draftPostsPath, schemes: schemeOAuth1User,
			params: []string{"count", "cursor", "user_id"}, handle: (*Server).listDraftPosts},
		{method: http.MethodGet, pattern: draftPostPath, schemes: schemeOAuth1User,
			handle: (*Server).getDraftPost},
		{method: http.MethodPost, pattern: draftPostsPath, schemes: schemeOAuth1User, write: true, category: "draft_posts",
			params: draftPostParams, listParams: []string{"media_keys"}, handle: (*Server).createDraftPost},
		{method: http.MethodPut, pattern: draftPostPath, schemes: schemeOAuth1User, write: true, category: "draft_posts",
			params: draftPostUpdateParams, listParams: []string{"media_keys"}, handle: (*Server).updateDraftPost},
		{method: http.MethodDelete, pattern: draftPostPath, schemes: schemeOAuth1User, write: true, category: "draft_posts",
			listParams: []string{"media_keys"}, handle: (*Server).deleteDraftPost},
		{method: http.MethodPost, pattern: draftPostPreviewPath, schemes: schemeOAuth1User, write: true, category: "draft_posts",
			listParams: []string{"media_keys"}, handle: (*Server).previewDraftPost},
	}
}

func (s *Server) listDraftPosts(c *call) (reply, *apiError) {
	count, err := parseCount(c.params, draftPostsDefaultCount, draftPostsMaxCount)
	if err != nil {
		return reply{}, err
	}
	offset, err := parseCursor(c.params)
	if err != nil {
		return reply{}, err
	}
	// Without user_id the list is the drafts of the account's FULL promotable user.
	userID := c.params.Get("user_id")
	if userID == "" {
		userID = c.account.fullUserID()
	} else if !c.account.promotes(userID) {
		return reply{}, invalidParameter("user_id", "user %s is not a promotable user of account %s", userID, c.account.id)
	}
	var found []*DraftPost
	for _, d := range c.account.drafts {
		if d.UserID == userID && !s.unlisted(d.ID, false) {
			found = append(found, d)
		}
	}
	sortBy(found, sortSpec{attr: "created_at"}, draftSortKeys)
	page, next := paginate(found, offset, count)
	views := make([]draftPostView, len(page))
	for i, d := range page {
		views[i] = viewDraftPost(d)
	}
	return reply{data: views, list: true, nextCursor: next}, nil
}

func draftSortKeys(d *DraftPost) sortKeys {
	return entitySortKeys(d.ID, d.Name, d.CreatedAt, d.UpdatedAt)
}

func findDraft(c *call) (*DraftPost, *apiError) {
	id := c.pathParams["draft_post_id"]
	d := c.account.drafts[id]
	if d == nil {
		return nil, notFound("draft post", id)
	}
	return d, nil
}

func (s *Server) getDraftPost(c *call) (reply, *apiError) {
	d, err := findDraft(c)
	if err != nil {
		return reply{}, err
	}
	return reply{data: viewDraftPost(d)}, nil
}

func (s *Server) createDraftPost(c *call) (reply, *apiError) {
	asUser := c.params.Get("as_user_id")
	if asUser == "" {
		return reply{}, missingParameter("as_user_id")
	}
	if !c.account.promotes(asUser) {
		return reply{}, invalidParameter("as_user_id", "user %s has not granted access to account %s: it is not one of its promotable users", asUser, c.account.id)
	}
	d := &DraftPost{UserID: asUser, Nullcast: true, MediaKeys: []string{}}
	if err := applyDraftParams(d, c.params, c.account); err != nil {
		return reply{}, err
	}
	if err := checkDraft(d); err != nil {
		return reply{}, err
	}
	now := s.now()
	d.AccountID, d.ID = c.account.id, s.newDecimalID()
	d.CreatedAt, d.UpdatedAt = now, now
	c.account.drafts[d.ID] = d
	s.markCreated(d.ID)
	return reply{status: http.StatusCreated, data: viewDraftPost(d)}, nil
}

func (s *Server) updateDraftPost(c *call) (reply, *apiError) {
	stored, err := findDraft(c)
	if err != nil {
		return reply{}, err
	}
	// The change is checked on a copy so that a refused update changes nothing.
	d := stored.clone()
	if err := applyDraftParams(&d, c.params, c.account); err != nil {
		return reply{}, err
	}
	if err := checkDraft(&d); err != nil {
		return reply{}, err
	}
	d.UpdatedAt = s.now()
	*stored = d
	return reply{data: viewDraftPost(stored)}, nil
}

func (s *Server) deleteDraftPost(c *call) (reply, *apiError) {
	d, err := findDraft(c)
	if err != nil {
		return reply{}, err
	}
	// Deletion is permanent: the answer is the last sight of the draft.
	delete(c.account.drafts, d.ID)
	v := viewDraftPost(d)
	v.Status = draftStatusDeleted
	return reply{data: v}, nil
}

func (s *Server) previewDraftPost(c *call) (reply, *apiError) {
	d, err := findDraft(c)
	if err != nil {
		return reply{}, err
	}
	// The notification goes to the devices of the authenticated user, not of the draft's
	// advertiser; the emulator has no devices and only answers as the service does.
	return reply{message: fmt.Sprintf("See @%s's notifications on a mobile device to preview draft post %s", s.handleOf(c.userID), d.ID)}, nil
}
