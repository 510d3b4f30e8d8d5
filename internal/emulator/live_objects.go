package emulator

import "slices"

// Cards returns copies of an account's live cards (soft-deleted ones left out), oldest first:
// what a test compares with Terraform's state.
func (s *Server) Cards(accountID string) []Card {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	var out []Card
	for _, c := range a.cards {
		if !c.Deleted {
			out = append(out, c.clone())
		}
	}
	slices.SortFunc(out, func(x, y Card) int {
		if d := x.CreatedAt.Compare(y.CreatedAt); d != 0 {
			return d
		}
		return compareIDs(x.ID, y.ID)
	})
	return out
}
