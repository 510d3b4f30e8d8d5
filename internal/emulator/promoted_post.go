package emulator

import (
	"net/http"
	"slices"
	"time"
)

// PromotedPost is a published post attached to a line item.
type PromotedPost struct {
	AccountID  string
	ID         string
	LineItemID string
	PostID     string
	// EntityStatus and ApprovalStatus are ACTIVE and ACCEPTED, the only values the spec shows.
	EntityStatus   string
	ApprovalStatus string
	CreatedAt      time.Time
	UpdatedAt      time.Time
	Deleted        bool
}

// Promoted post states: the only values the spec shows.
const (
	promotedPostActive   = "ACTIVE"
	promotedPostAccepted = "ACCEPTED"
)

// listed reports whether a read without with_deleted shows pp: it is not deleted and neither is its
// line item (the spec: the promoted posts of a deleted line item keep deleted false, and are read
// only with with_deleted=true). Callers hold s.mu.
func (a *account) listed(pp *PromotedPost) bool {
	li := a.lineItems[pp.LineItemID]
	return !pp.Deleted && li != nil && !li.Deleted
}

// findPromotedPost is the account's promoted post id as a read sees it.
func findPromotedPost(a *account, id string, withDeleted bool) (*PromotedPost, *apiError) {
	pp := a.promotedPosts[id]
	if pp == nil || (!withDeleted && !a.listed(pp)) {
		return nil, promotedPostNotFound(id)
	}
	return pp, nil
}

// detachPromotedPost soft-deletes a promoted post that is not deleted, whatever its line item's
// state. Callers hold s.mu.
func (s *Server) detachPromotedPost(a *account, id string) (*PromotedPost, *apiError) {
	pp := a.promotedPosts[id]
	if pp == nil || pp.Deleted {
		return nil, promotedPostNotFound(id)
	}
	pp.Deleted = true
	pp.UpdatedAt = s.now()
	return pp, nil
}

func promotedPostNotFound(id string) *apiError {
	return &apiError{status: http.StatusNotFound, code: codePromotedPostNotFound, parameter: "promoted_post_id",
		message: "promoted post " + id + " was not found"}
}

// promotablePost finds the published post postID and whether the account may promote it: a post
// of its FULL promotable user (organic, or promoted-only and published for this account) is
// promoted itself; a post of a REPOSTS_ONLY promotable user is promoted through a repost
// (viaRepost, see nullcastRepost). Callers hold s.mu.
func (s *Server) promotablePost(a *account, postID string) (p *corePost, viaRepost bool, err *apiError) {
	p = a.nullcastPosts[postID]
	if p == nil {
		p = s.core.posts[postID]
	}
	if p == nil {
		return nil, false, &apiError{status: http.StatusNotFound, code: codePostNotFound, parameter: "post_ids",
			message: "post " + postID + " was not found"}
	}
	for _, u := range a.promotableUsers {
		if u.UserID == p.AuthorID && !u.Deleted {
			return p, u.Type != PromotableUserFull, nil
		}
	}
	return nil, false, badRequest(codeInvalidPost, "post_ids", "post %s is by user %s, who is not a promotable user of account %s", postID, p.AuthorID, a.id)
}

// nullcastRepost is the promoted-only repost of p by the account's FULL promotable user, which the
// service makes (once per post) when a REPOSTS_ONLY user's post is promoted, so that the caller
// need not repost it first. Callers hold s.mu.
func (s *Server) nullcastRepost(a *account, p *corePost) *corePost {
	reposted := coreReferencedPost{Type: "reposted", ID: p.ID}
	for _, own := range a.nullcastPosts {
		if own.AuthorID == a.fullUserID() && slices.Contains(own.ReferencedPosts, reposted) {
			return own
		}
	}
	repost := &corePost{ID: s.newDecimalID(), AuthorID: a.fullUserID(), Text: "RT @" + s.handleOf(p.AuthorID) + ": " + p.Text,
		CreatedAt: s.now(), Lang: p.Lang, ReferencedPosts: []coreReferencedPost{reposted}}
	repost.ConversationID = repost.ID
	a.nullcastPosts[repost.ID] = repost
	return repost
}

// promotedPostTable stores an account's promoted posts, soft-deleted ones included; the hooks
// read and delete them, tests make them through the API.
var promotedPostTable = table[*account, PromotedPost]{
	noun: "promoted post", parent: accountParent,
	rows: func(a *account) map[string]*PromotedPost { return a.promotedPosts },
	fields: func(pp *PromotedPost) rowFields {
		return rowFields{id: &pp.ID, parentID: &pp.AccountID, createdAt: &pp.CreatedAt, updatedAt: &pp.UpdatedAt, deleted: &pp.Deleted}
	},
}

// PromotedPost returns a copy of a stored promoted post, deleted ones included.
func (s *Server) PromotedPost(accountID, id string) (PromotedPost, bool) {
	return promotedPostTable.get(s, accountID, id)
}

// PromotedPosts returns copies of the account's promoted posts that are not deleted, of every line
// item (deleted line items included), oldest first.
func (s *Server) PromotedPosts(accountID string) []PromotedPost {
	return promotedPostTable.live(s, accountID, nil)
}

// DeletePromotedPost detaches a promoted post out of band, as pausing it in the ads UI does.
func (s *Server) DeletePromotedPost(accountID, id string) error {
	return promotedPostTable.remove(s, accountID, id)
}
