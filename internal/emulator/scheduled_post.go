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
