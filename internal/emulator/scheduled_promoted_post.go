package emulator

import (
	"fmt"
	"net/url"
	"strconv"
	"time"
)

// ScheduledPromotedPost ties a scheduled post of the account to a line item, so that the post is
// promoted there once published (the audiences and measurement spec's 4.1).
type ScheduledPromotedPost struct {
	AccountID  string
	ID         string
	LineItemID string
	// ScheduledPostID is the scheduled post's 64-bit decimal id.
	ScheduledPostID string
	// PostID is the published post's id, empty (null) until publication writes it.
	PostID    string
	CreatedAt time.Time
	UpdatedAt time.Time
	Deleted   bool
}

// scheduledPromotedPostTable stores an account's scheduled promoted posts, soft-deleted ones included.
// Its hooks first publish what the clock has made due, as a request would, so that a test reads the
// post_id publication wrote. A seed names a line item and a scheduled post the account holds, in any
// state.
var scheduledPromotedPostTable = table[*account, ScheduledPromotedPost]{
	noun: "scheduled promoted post", parent: accountParent, newID: (*Server).newBase36ID, settle: (*Server).publishDue,
	rows: func(a *account) map[string]*ScheduledPromotedPost { return a.scheduledPromotedPosts },
	fields: func(p *ScheduledPromotedPost) rowFields {
		return rowFields{id: &p.ID, parentID: &p.AccountID, createdAt: &p.CreatedAt, updatedAt: &p.UpdatedAt, deleted: &p.Deleted}
	},
	check: func(_ *Server, a *account, p *ScheduledPromotedPost) error {
		if a.lineItems[p.LineItemID] == nil {
			return fmt.Errorf("line item %q of account %s: %w", p.LineItemID, a.id, ErrNotFound)
		}
		if a.scheduledPosts[p.ScheduledPostID] == nil {
			return fmt.Errorf("scheduled post %q of account %s: %w", p.ScheduledPostID, a.id, ErrNotFound)
		}
		return nil
	},
}

// ScheduledPromotedPost returns a copy of a stored scheduled promoted post, soft-deleted ones included
// (with Deleted set).
func (s *Server) ScheduledPromotedPost(accountID, id string) (ScheduledPromotedPost, bool) {
	return scheduledPromotedPostTable.get(s, accountID, id)
}

// ScheduledPromotedPostIDs returns the ids of an account's live scheduled promoted posts.
func (s *Server) ScheduledPromotedPostIDs(accountID string) []string {
	return scheduledPromotedPostTable.ids(s, accountID)
}

// DeleteScheduledPromotedPost detaches a scheduled post from its line item out of band (a soft delete),
// as DELETE does.
func (s *Server) DeleteScheduledPromotedPost(accountID, id string) error {
	return scheduledPromotedPostTable.remove(s, accountID, id)
}

// SeedScheduledPromotedPost stores p in the account without the API's checks but its line item and
// scheduled post, and returns it as stored.
func (s *Server) SeedScheduledPromotedPost(accountID string, p ScheduledPromotedPost) (ScheduledPromotedPost, error) {
	return scheduledPromotedPostTable.seed(s, accountID, p)
}

// scheduledPromotedPostSortable are the attributes sort_by takes on the list. The spec shows none; the
// emulator takes the times and the deleted flag, as for promoted accounts.
var scheduledPromotedPostSortable = []string{"created_at", "updated_at", "deleted"}

// checkScheduledPromotedPostCreate applies the rules of a create's own parameters (endpoint 28): both
// are required, in the order the spec lists them, and scheduled_post_id is a 64-bit decimal integer.
func checkScheduledPromotedPostCreate(params url.Values) *apiError {
	if err := missingParam(params, "line_item_id", "scheduled_post_id"); err != nil {
		return err
	}
	v := params.Get("scheduled_post_id")
	if _, err := strconv.ParseUint(v, 10, 64); err != nil || !decimalIDPattern.MatchString(v) {
		return invalidParameter("scheduled_post_id", "scheduled_post_id must be a 64-bit decimal integer, got %q", v)
	}
	return nil
}

// promoteScheduled is publication's part of the scheduled promoted posts naming p, just published as
// post: each live one gets the post's id and a promoted post in its line item (campaign-management's
// endpoint 23 lists it), made at the publication time. A deleted one was detached before publication
// and is left as it was. A post the account cannot promote (its author no longer a promotable user)
// keeps its post_id but gets no promoted post: the spec does not say what the service does then.
// Callers hold s.mu.
func (s *Server) promoteScheduled(a *account, p *ScheduledPost, post *corePost) {
	for _, spp := range a.scheduledPromotedPosts {
		if spp.ScheduledPostID != p.ID || spp.Deleted {
			continue
		}
		spp.PostID, spp.UpdatedAt = post.ID, p.ScheduledAt
		promoted, viaRepost, err := s.promotablePost(a, post.ID)
		if err != nil {
			continue
		}
		if viaRepost {
			promoted = s.nullcastRepost(a, promoted)
		}
		pp := &PromotedPost{AccountID: a.id, ID: s.newBase36ID(), LineItemID: spp.LineItemID, PostID: promoted.ID,
			EntityStatus: promotedPostActive, ApprovalStatus: promotedPostAccepted, CreatedAt: p.ScheduledAt, UpdatedAt: p.ScheduledAt}
		a.promotedPosts[pp.ID] = pp
	}
}

// scheduledPromotedPostView is a scheduled promoted post on the wire, in the field order of the spec's
// examples: scheduled_post_id a string, post_id null until publication.
type scheduledPromotedPostView struct {
	LineItemID      string `json:"line_item_id"`
	ID              string `json:"id"`
	CreatedAt       string `json:"created_at"`
	UpdatedAt       string `json:"updated_at"`
	ScheduledPostID string `json:"scheduled_post_id"`
	PostID          any    `json:"post_id"`
	Deleted         bool   `json:"deleted"`
}

func viewScheduledPromotedPost(p *ScheduledPromotedPost) scheduledPromotedPostView {
	return scheduledPromotedPostView{
		LineItemID:      p.LineItemID,
		ID:              p.ID,
		CreatedAt:       formatTime(p.CreatedAt),
		UpdatedAt:       formatTime(p.UpdatedAt),
		ScheduledPostID: p.ScheduledPostID,
		PostID:          nullable(p.PostID),
		Deleted:         p.Deleted,
	}
}
