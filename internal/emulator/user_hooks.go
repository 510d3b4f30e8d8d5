package emulator

import "slices"

// BlockedUserIDs returns the ids of the users sourceUserID blocks, oldest first.
func (s *Server) BlockedUserIDs(sourceUserID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.core.blocks[sourceUserID])
}
