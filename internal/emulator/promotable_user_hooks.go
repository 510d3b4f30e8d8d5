package emulator

import "fmt"

// PromotableUser returns a copy of a stored promotable user, soft-deleted ones included.
func (s *Server) PromotableUser(accountID, id string) (PromotableUser, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil || a.promotableUsers[id] == nil {
		return PromotableUser{}, false
	}
	return *a.promotableUsers[id], true
}

// EditPromotableUser changes a stored promotable user behind the API's back (drift). edit
// runs under the server's lock on a copy; the id, account and type cannot change (every
// account keeps exactly one FULL user), and UpdatedAt is set to the clock's now unless edit
// set it.
func (s *Server) EditPromotableUser(accountID, id string, edit func(*PromotableUser)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("edit promotable user %s: %w", id, err)
	}
	stored := a.promotableUsers[id]
	if stored == nil {
		return fmt.Errorf("edit promotable user %s in account %s: %w", id, accountID, ErrNotFound)
	}
	edited := *stored
	edit(&edited)
	edited.AccountID, edited.ID, edited.Type = stored.AccountID, stored.ID, stored.Type
	if edited.Type == PromotableUserFull && edited.Deleted {
		return fmt.Errorf("edit promotable user %s: the FULL user of account %s cannot be deleted: %w", id, accountID, ErrConflict)
	}
	if edited.UpdatedAt.Equal(stored.UpdatedAt) {
		edited.UpdatedAt = s.now()
	}
	*stored = edited
	return nil
}

// DeletePromotableUser soft-deletes a REPOSTS_ONLY promotable user out of band. The FULL
// user cannot be deleted (ErrConflict): every account has exactly one.
func (s *Server) DeletePromotableUser(accountID, id string) error {
	return s.EditPromotableUser(accountID, id, func(p *PromotableUser) {
		p.Deleted = true
	})
}

// SeedPromotableUser stores a REPOSTS_ONLY promotable user in the account and returns it
// as stored. Type may be blank (REPOSTS_ONLY); FULL fails with ErrConflict, since the account
// already has its one FULL user. Blank fields are filled: ID with a fresh base-36 id,
// CreatedAt and UpdatedAt with the clock's now.
func (s *Server) SeedPromotableUser(accountID string, p PromotableUser) (PromotableUser, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return PromotableUser{}, fmt.Errorf("seed promotable user: %w", err)
	}
	switch p.Type {
	case "":
		p.Type = PromotableUserRepostsOnly
	case PromotableUserFull:
		return PromotableUser{}, fmt.Errorf("seed promotable user: account %s already has its FULL user: %w", accountID, ErrConflict)
	}
	p.AccountID = accountID
	if p.ID == "" {
		p.ID = s.newBase36ID()
	}
	if a.promotableUsers[p.ID] != nil {
		return PromotableUser{}, fmt.Errorf("seed promotable user %s in account %s: %w", p.ID, accountID, ErrConflict)
	}
	now := s.now()
	if p.CreatedAt.IsZero() {
		p.CreatedAt = now
	}
	if p.UpdatedAt.IsZero() {
		p.UpdatedAt = now
	}
	a.promotableUsers[p.ID] = &p
	return p, nil
}
