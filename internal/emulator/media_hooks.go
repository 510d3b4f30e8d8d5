package emulator

import "fmt"

// AddMedia puts m into the account's media library, replacing an item with the same key. Blank
// CreatedAt and UpdatedAt take the clock's now.
func (s *Server) AddMedia(accountID string, m Media) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("add media %s: %w", m.Key, err)
	}
	m.CreatedAt, m.UpdatedAt = s.seedTimes(m.CreatedAt, m.UpdatedAt)
	a.media[m.Key] = m
	return nil
}
