package emulator

import (
	"maps"
	"slices"
)

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

// PollCardIDs returns the ids of an account's poll cards (they are deleted for good).
func (s *Server) PollCardIDs(accountID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	return slices.Sorted(maps.Keys(a.pollCards))
}

// DraftPostIDs returns the ids of an account's draft posts (they are deleted for good).
func (s *Server) DraftPostIDs(accountID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	return slices.Sorted(maps.Keys(a.drafts))
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

// ScheduledFeedIDs returns the ids of a product catalog's feeds (they are deleted for good).
func (s *Server) ScheduledFeedIDs(catalogID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	pc := s.catalogs[catalogID]
	if pc == nil {
		return nil
	}
	return slices.Sorted(maps.Keys(pc.feeds))
}
