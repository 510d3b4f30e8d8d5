package emulator

import (
	"slices"
	"time"
)

// Scheduled post statuses (spec: SCHEDULED while it waits, SUCCESS or FAILED once its time has
// come, DELETED only in the answer of its deletion).
const (
	ScheduledPostScheduled = "SCHEDULED"
	ScheduledPostSuccess   = "SUCCESS"
	ScheduledPostFailed    = "FAILED"
	scheduledPostDeleted   = "DELETED"
)

// ScheduledPost is a post waiting for its publication time, or published (or failed) once it came.
type ScheduledPost struct {
	AccountID string
	ID        string
	// UserID is the user the post is published as (as_user_id).
	UserID string
	// Name and CardURI are answered null when empty.
	Name      string
	Text      string
	CardURI   string
	MediaKeys []string
	Nullcast  bool
	// ScheduledAt has minute precision.
	ScheduledAt time.Time
	Status      string
	// PostID and CompletedAt are set by a successful publication.
	PostID      string
	CompletedAt time.Time
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

func (p ScheduledPost) clone() ScheduledPost {
	p.MediaKeys = slices.Clone(p.MediaKeys)
	if p.MediaKeys == nil {
		p.MediaKeys = []string{}
	}
	return p
}

// waiting reports whether the post has not been published nor failed yet: only then can it change.
func (p *ScheduledPost) waiting() bool {
	return p.Status == ScheduledPostScheduled
}

// scheduledPostTable stores an account's scheduled posts, deleted for good. Each hook first
// publishes what the clock has made due, as a request would, and an edit or a seed publishes again
// after: a post moved to the clock's now or earlier is published at once, a published one moved
// back to SCHEDULED waits again. A seed fills a blank UserID with the account's FULL promotable
// user and Status with SCHEDULED, and cuts ScheduledAt to the minute.
var scheduledPostTable = table[*account, ScheduledPost]{
	noun: "scheduled post", parent: accountParent, newID: (*Server).newDecimalID,
	clone: ScheduledPost.clone, settle: (*Server).publishDue,
	rows: func(a *account) map[string]*ScheduledPost { return a.scheduledPosts },
	fields: func(p *ScheduledPost) rowFields {
		return rowFields{id: &p.ID, parentID: &p.AccountID, createdAt: &p.CreatedAt, updatedAt: &p.UpdatedAt}
	},
	fill: func(_ *Server, a *account, p *ScheduledPost) error {
		if p.UserID == "" {
			p.UserID = a.fullUserID()
		}
		if p.Status == "" {
			p.Status = ScheduledPostScheduled
		}
		p.ScheduledAt = p.ScheduledAt.UTC().Truncate(time.Minute)
		return nil
	},
}

// ScheduledPost returns a copy of a stored scheduled post.
func (s *Server) ScheduledPost(accountID, id string) (ScheduledPost, bool) {
	return scheduledPostTable.get(s, accountID, id)
}

// ScheduledPostIDs returns the ids of the account's scheduled posts, whatever their status.
func (s *Server) ScheduledPostIDs(accountID string) []string {
	return scheduledPostTable.ids(s, accountID)
}

// EditScheduledPost changes a stored scheduled post behind the API's back: drift, or moving its
// scheduled_at.
func (s *Server) EditScheduledPost(accountID, id string, edit func(*ScheduledPost)) error {
	return scheduledPostTable.edit(s, accountID, id, edit)
}

// DeleteScheduledPost removes a scheduled post for good, out of band.
func (s *Server) DeleteScheduledPost(accountID, id string) error {
	return scheduledPostTable.remove(s, accountID, id)
}

// SeedScheduledPost stores p in the account without the API's checks and returns it as stored.
func (s *Server) SeedScheduledPost(accountID string, p ScheduledPost) (ScheduledPost, error) {
	return scheduledPostTable.seed(s, accountID, p)
}
