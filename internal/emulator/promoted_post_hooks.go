package emulator

import (
	"fmt"
	"slices"
)

// PromotedPost returns a copy of a stored promoted post, deleted ones included.
func (s *Server) PromotedPost(accountID, id string) (PromotedPost, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil || a.promotedPosts[id] == nil {
		return PromotedPost{}, false
	}
	return *a.promotedPosts[id], true
}

// PromotedPosts returns copies of the account's promoted posts that are not deleted, of every line
// item (deleted line items included), oldest first: what a test compares with Terraform's state.
func (s *Server) PromotedPosts(accountID string) []PromotedPost {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	var out []PromotedPost
	for _, pp := range a.promotedPosts {
		if !pp.Deleted {
			out = append(out, *pp)
		}
	}
	slices.SortFunc(out, func(x, y PromotedPost) int {
		if d := x.CreatedAt.Compare(y.CreatedAt); d != 0 {
			return d
		}
		return compareIDs(x.ID, y.ID)
	})
	return out
}

// DeletePromotedPost detaches a promoted post out of band, as pausing it in the ads UI does.
// Deleting a missing or already deleted one fails.
func (s *Server) DeletePromotedPost(accountID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("delete promoted post %s: %w", id, err)
	}
	if _, aerr := s.detachPromotedPost(a, id); aerr != nil {
		return fmt.Errorf("delete promoted post %s in account %s: %w", id, accountID, ErrNotFound)
	}
	return nil
}
