package emulator

import (
	"fmt"
	"maps"
	"slices"
	"time"
)

// PollCard returns a copy of a stored poll card. Deleted poll cards are gone for good.
func (s *Server) PollCard(accountID, id string) (PollCard, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil || a.pollCards[id] == nil {
		return PollCard{}, false
	}
	return *a.pollCards[id], true
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

// DeletePollCard removes a poll card for good, out of band.
func (s *Server) DeletePollCard(accountID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("delete poll card %s: %w", id, err)
	}
	if a.pollCards[id] == nil {
		return fmt.Errorf("delete poll card %s in account %s: %w", id, accountID, ErrNotFound)
	}
	delete(a.pollCards, id)
	return nil
}

// SeedPollCard stores p in the account without the API's checks and returns it as stored.
// Blank fields are filled: ID with a fresh base-36 id, CardURI with a fresh card URI,
// CreatedAt, UpdatedAt and StartTime with the clock's now, EndTime with StartTime plus the
// duration, CardType from the media (TEXT_POLLS without).
func (s *Server) SeedPollCard(accountID string, p PollCard) (PollCard, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return PollCard{}, fmt.Errorf("seed poll card: %w", err)
	}
	p.AccountID = accountID
	if p.ID == "" {
		p.ID = s.newBase36ID()
	}
	if a.pollCards[p.ID] != nil {
		return PollCard{}, fmt.Errorf("seed poll card %s in account %s: %w", p.ID, accountID, ErrConflict)
	}
	if p.CardURI == "" {
		p.CardURI = cardURI(s.newDecimalID())
	}
	now := s.now()
	for _, t := range []*time.Time{&p.CreatedAt, &p.UpdatedAt, &p.StartTime} {
		if t.IsZero() {
			*t = now
		}
	}
	if p.EndTime.IsZero() {
		p.EndTime = p.StartTime.Add(minutes(p.DurationInMinutes))
	}
	if p.CardType == "" {
		p.CardType = PollTypeText
		switch a.media[p.MediaKey].Type {
		case MediaImage:
			p.CardType = PollTypeImage
		case MediaVideo:
			p.CardType = PollTypeVideo
		}
	}
	a.pollCards[p.ID] = &p
	return p, nil
}
