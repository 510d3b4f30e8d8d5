package emulator

import (
	"fmt"
	"slices"
)

// BlockedUserIDs returns the ids of the users sourceUserID blocks, oldest first.
func (s *Server) BlockedUserIDs(sourceUserID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.core.blocks[sourceUserID])
}

// BlockOutOfBand makes source block target behind the API's back (no activity is recorded), so
// that a blocking list can hold more than the seeded user.
func (s *Server) BlockOutOfBand(source, target string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.core.users[target] == nil {
		return fmt.Errorf("block %s: %w", target, ErrNotFound)
	}
	if !slices.Contains(s.core.blocks[source], target) {
		s.core.blocks[source] = append(s.core.blocks[source], target)
	}
	return nil
}
