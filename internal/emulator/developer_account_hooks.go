package emulator

import "fmt"

// DeveloperAccountOf returns a copy of the user's developer account.
func (s *Server) DeveloperAccountOf(userID string) (DeveloperAccount, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.core.activity.developerAccounts[userID]
	if a == nil {
		return DeveloperAccount{}, false
	}
	return *a, true
}

// DeleteDeveloperAccount removes the user's developer account out of band.
func (s *Server) DeleteDeveloperAccount(userID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.core.activity.developerAccounts[userID] == nil {
		return fmt.Errorf("developer account of user %s: %w", userID, ErrNotFound)
	}
	delete(s.core.activity.developerAccounts, userID)
	return nil
}
