package emulator

import (
	"fmt"
	"slices"
)

// AppEventProviderConfiguration returns a copy of a stored configuration, soft-deleted
// ones included (with Deleted set).
func (s *Server) AppEventProviderConfiguration(accountID, id string) (AppEventProviderConfiguration, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil || a.appEventProviders[id] == nil {
		return AppEventProviderConfiguration{}, false
	}
	return *a.appEventProviders[id], true
}

// AppEventProviderConfigurationIDs returns the ids of an account's live configurations.
func (s *Server) AppEventProviderConfigurationIDs(accountID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	var ids []string
	for id, c := range a.appEventProviders {
		if !c.Deleted {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids
}

// EditAppEventProviderConfiguration changes a stored configuration behind the API's back
// (drift). edit runs under the server's lock on a copy; the id and account cannot change,
// and UpdatedAt is set to the clock's now unless edit set it.
func (s *Server) EditAppEventProviderConfiguration(accountID, id string, edit func(*AppEventProviderConfiguration)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("edit app event provider configuration %s: %w", id, err)
	}
	stored := a.appEventProviders[id]
	if stored == nil {
		return fmt.Errorf("edit app event provider configuration %s in account %s: %w", id, accountID, ErrNotFound)
	}
	edited := *stored
	edit(&edited)
	edited.AccountID, edited.ID = stored.AccountID, stored.ID
	if edited.UpdatedAt.Equal(stored.UpdatedAt) {
		edited.UpdatedAt = s.now()
	}
	*stored = edited
	return nil
}

// DeleteAppEventProviderConfiguration soft-deletes a configuration out of band, as the
// service would on DELETE. Deleting a missing or already deleted one fails.
func (s *Server) DeleteAppEventProviderConfiguration(accountID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("delete app event provider configuration %s: %w", id, err)
	}
	p := a.appEventProviders[id]
	if p == nil || p.Deleted {
		return fmt.Errorf("delete app event provider configuration %s in account %s: %w", id, accountID, ErrNotFound)
	}
	p.Deleted = true
	p.UpdatedAt = s.now()
	return nil
}

// SeedAppEventProviderConfiguration stores p in the account without the API's checks and
// returns it as stored. A live p fails with ErrConflict when the account already has a live
// configuration, which the service never allows. Blank fields are filled: ID with a fresh
// id, ProviderName with DemoAppEventProviderName, CreatedAt and UpdatedAt with the clock's now.
func (s *Server) SeedAppEventProviderConfiguration(accountID string, p AppEventProviderConfiguration) (AppEventProviderConfiguration, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return AppEventProviderConfiguration{}, fmt.Errorf("seed app event provider configuration: %w", err)
	}
	p.AccountID = accountID
	if p.ID == "" {
		p.ID = s.newDecimalID()
	}
	if a.appEventProviders[p.ID] != nil {
		return AppEventProviderConfiguration{}, fmt.Errorf("seed app event provider configuration %s in account %s: %w", p.ID, accountID, ErrConflict)
	}
	if live := a.liveAppEventProvider(); live != nil && !p.Deleted {
		return AppEventProviderConfiguration{}, fmt.Errorf("seed app event provider configuration: account %s already has %s: %w", accountID, live.ID, ErrConflict)
	}
	if p.ProviderName == "" {
		p.ProviderName = DemoAppEventProviderName
	}
	now := s.now()
	if p.CreatedAt.IsZero() {
		p.CreatedAt = now
	}
	if p.UpdatedAt.IsZero() {
		p.UpdatedAt = now
	}
	a.appEventProviders[p.ID] = &p
	return p, nil
}
