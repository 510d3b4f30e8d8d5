package emulator

import "fmt"

// SeedMediaLibrary stores items in the account's media library and returns them as stored. Blank
// CreatedAt and UpdatedAt take the clock's now. It fails with ErrConflict, storing none, when a key
// is in the library already or twice among items (AddMedia replaces instead). Each item that is an
// AMPLIFY_VIDEO or an image of a display size also becomes account media (addAccountMediaOf).
func (s *Server) SeedMediaLibrary(accountID string, items ...Media) ([]Media, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil, fmt.Errorf("seed media library: %w", err)
	}
	seen := map[string]bool{}
	for _, m := range items {
		if _, taken := a.media[m.Key]; taken || seen[m.Key] {
			return nil, fmt.Errorf("seed media %s in account %s: %w", m.Key, accountID, ErrConflict)
		}
		seen[m.Key] = true
	}
	out := make([]Media, len(items))
	for i, m := range items {
		m.CreatedAt, m.UpdatedAt = s.seedTimes(m.CreatedAt, m.UpdatedAt)
		a.media[m.Key] = m
		s.addAccountMediaOf(a, m)
		out[i] = m
	}
	return out, nil
}

// MediaLibraryItem returns an item of the account's media library, after publishing the scheduled
// posts that are due (which marks their media posted).
func (s *Server) MediaLibraryItem(accountID, key string) (Media, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.publishDue()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return Media{}, false
	}
	m, ok := a.media[key]
	return m, ok
}
