package emulator

import (
	"fmt"
	"maps"
	"slices"
)

// DraftPost returns a copy of a stored draft post. Deleted drafts are gone for good.
func (s *Server) DraftPost(accountID, id string) (DraftPost, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil || a.drafts[id] == nil {
		return DraftPost{}, false
	}
	return a.drafts[id].clone(), true
}

// DraftPostIDs returns the ids of an account's draft posts (they are deleted for good).
func (s *Server) DraftPostIDs(accountID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	return slices.Sorted(maps.Keys(a.drafts))
}

// EditDraftPost changes a stored draft behind the API's back (drift). edit runs under the
// server's lock on a copy; the id and account cannot change, and UpdatedAt is set to the
// clock's now unless edit set it.
func (s *Server) EditDraftPost(accountID, id string, edit func(*DraftPost)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("edit draft post %s: %w", id, err)
	}
	stored := a.drafts[id]
	if stored == nil {
		return fmt.Errorf("edit draft post %s in account %s: %w", id, accountID, ErrNotFound)
	}
	edited := stored.clone()
	edit(&edited)
	edited.AccountID, edited.ID = stored.AccountID, stored.ID
	if edited.UpdatedAt.Equal(stored.UpdatedAt) {
		edited.UpdatedAt = s.now()
	}
	*stored = edited
	return nil
}

// DeleteDraftPost removes a draft for good, out of band.
func (s *Server) DeleteDraftPost(accountID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("delete draft post %s: %w", id, err)
	}
	if a.drafts[id] == nil {
		return fmt.Errorf("delete draft post %s in account %s: %w", id, accountID, ErrNotFound)
	}
	delete(a.drafts, id)
	return nil
}

// SeedDraftPost stores d in the account without the API's checks and returns it as stored.
// Blank fields are filled: ID with a fresh id, UserID with the account's FULL promotable
// user, CreatedAt and UpdatedAt with the clock's now. Nullcast is stored as given.
func (s *Server) SeedDraftPost(accountID string, d DraftPost) (DraftPost, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return DraftPost{}, fmt.Errorf("seed draft post: %w", err)
	}
	d = d.clone()
	d.AccountID = accountID
	if d.ID == "" {
		d.ID = s.newDecimalID()
	}
	if a.drafts[d.ID] != nil {
		return DraftPost{}, fmt.Errorf("seed draft post %s in account %s: %w", d.ID, accountID, ErrConflict)
	}
	if d.UserID == "" {
		d.UserID = a.fullUserID()
	}
	now := s.now()
	if d.CreatedAt.IsZero() {
		d.CreatedAt = now
	}
	if d.UpdatedAt.IsZero() {
		d.UpdatedAt = now
	}
	a.drafts[d.ID] = &d
	return d.clone(), nil
}
