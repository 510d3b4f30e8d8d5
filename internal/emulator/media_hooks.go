package emulator

import "fmt"

// AddMedia puts m into the account's media library, replacing an item with the same key. Blank
// CreatedAt and UpdatedAt take the clock's now. A new item that is an AMPLIFY_VIDEO or an image of a
// display size also becomes account media, as the service makes it (addAccountMediaOf); a replaced
// one does not again.
func (s *Server) AddMedia(accountID string, m Media) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("add media %s: %w", m.Key, err)
	}
	m.CreatedAt, m.UpdatedAt = s.seedTimes(m.CreatedAt, m.UpdatedAt)
	if _, replaced := a.media[m.Key]; !replaced {
		s.addAccountMediaOf(a, m)
	}
	a.media[m.Key] = m
	return nil
}
