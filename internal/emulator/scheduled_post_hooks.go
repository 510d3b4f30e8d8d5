package emulator

import (
	"fmt"
	"maps"
	"slices"
	"time"
)

// Every hook below first publishes what the clock has made due, as a request would.

// ScheduledPost returns a copy of a stored scheduled post. Deleted ones are gone for good.
func (s *Server) ScheduledPost(accountID, id string) (ScheduledPost, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.publishDue()
	a, err := s.accountLocked(accountID)
	if err != nil || a.scheduledPosts[id] == nil {
		return ScheduledPost{}, false
	}
	return a.scheduledPosts[id].clone(), true
}

// ScheduledPostIDs returns the ids of the account's scheduled posts, whatever their status.
func (s *Server) ScheduledPostIDs(accountID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.publishDue()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	return slices.SortedFunc(maps.Keys(a.scheduledPosts), compareIDs)
}

// EditScheduledPost changes a stored scheduled post behind the API's back: drift, or moving its
// scheduled_at (a post moved to the clock's now or earlier is published at once, a published one
// moved back to SCHEDULED waits again). edit runs under the server's lock on a copy; the id and
// account cannot change, and UpdatedAt is set to the clock's now unless edit set it.
func (s *Server) EditScheduledPost(accountID, id string, edit func(*ScheduledPost)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.publishDue()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("edit scheduled post %s: %w", id, err)
	}
	stored := a.scheduledPosts[id]
	if stored == nil {
		return fmt.Errorf("edit scheduled post %s in account %s: %w", id, accountID, ErrNotFound)
	}
	edited := stored.clone()
	edit(&edited)
	edited.AccountID, edited.ID = stored.AccountID, stored.ID
	if edited.UpdatedAt.Equal(stored.UpdatedAt) {
		edited.UpdatedAt = s.now()
	}
	*stored = edited
	s.publishDue()
	return nil
}

// DeleteScheduledPost removes a scheduled post for good, out of band.
func (s *Server) DeleteScheduledPost(accountID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("delete scheduled post %s: %w", id, err)
	}
	if a.scheduledPosts[id] == nil {
		return fmt.Errorf("delete scheduled post %s in account %s: %w", id, accountID, ErrNotFound)
	}
	delete(a.scheduledPosts, id)
	return nil
}

// SeedScheduledPost stores p in the account without the API's checks and returns it as stored
// (published at once when its time has come). Blank fields are filled: ID with a fresh id, UserID
// with the account's FULL promotable user, Status with SCHEDULED, CreatedAt and UpdatedAt with the
// clock's now; ScheduledAt is cut to the minute.
func (s *Server) SeedScheduledPost(accountID string, p ScheduledPost) (ScheduledPost, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return ScheduledPost{}, fmt.Errorf("seed scheduled post: %w", err)
	}
	p = p.clone()
	p.AccountID = accountID
	if p.ID == "" {
		p.ID = s.newDecimalID()
	}
	if a.scheduledPosts[p.ID] != nil {
		return ScheduledPost{}, fmt.Errorf("seed scheduled post %s in account %s: %w", p.ID, accountID, ErrConflict)
	}
	if p.UserID == "" {
		p.UserID = a.fullUserID()
	}
	if p.Status == "" {
		p.Status = ScheduledPostScheduled
	}
	p.ScheduledAt = p.ScheduledAt.UTC().Truncate(time.Minute)
	now := s.now()
	if p.CreatedAt.IsZero() {
		p.CreatedAt = now
	}
	if p.UpdatedAt.IsZero() {
		p.UpdatedAt = now
	}
	a.scheduledPosts[p.ID] = &p
	s.publishDue()
	return p.clone(), nil
}
