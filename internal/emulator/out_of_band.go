package emulator

import (
	"errors"
	"fmt"
	"time"
)

// ErrNotFound is wrapped by the out-of-band helpers when an account or entity is missing.
var ErrNotFound = errors.New("not found")

// ErrConflict is wrapped when a seeded entity's id is taken.
var ErrConflict = errors.New("already exists")

// accountLocked returns the account; callers hold s.mu.
func (s *Server) accountLocked(accountID string) (*account, error) {
	a := s.accounts[accountID]
	if a == nil {
		return nil, fmt.Errorf("account %s: %w", accountID, ErrNotFound)
	}
	return a, nil
}

// Card returns a copy of a stored card, soft-deleted ones included (with Deleted set).
func (s *Server) Card(accountID, id string) (Card, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil || a.cards[id] == nil {
		return Card{}, false
	}
	return a.cards[id].clone(), true
}

// EditCard changes a stored card behind the API's back, as an edit in the advertiser's UI
// would (drift). edit runs under the server's lock on a copy; the id, card_uri and account
// cannot change, UpdatedAt is set to the clock's now unless edit set it, and CardType is
// kept as edit leaves it.
func (s *Server) EditCard(accountID, id string, edit func(*Card)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("edit card %s: %w", id, err)
	}
	stored := a.cards[id]
	if stored == nil {
		return fmt.Errorf("edit card %s in account %s: %w", id, accountID, ErrNotFound)
	}
	edited := stored.clone()
	edit(&edited)
	edited.AccountID, edited.ID, edited.CardURI = stored.AccountID, stored.ID, stored.CardURI
	if edited.UpdatedAt.Equal(stored.UpdatedAt) {
		edited.UpdatedAt = s.now()
	}
	*stored = edited
	return nil
}

// DeleteCard soft-deletes a card out of band, as the service would on DELETE. Deleting a
// missing or already deleted card fails.
func (s *Server) DeleteCard(accountID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("delete card %s: %w", id, err)
	}
	c := a.cards[id]
	if c == nil || c.Deleted {
		return fmt.Errorf("delete card %s in account %s: %w", id, accountID, ErrNotFound)
	}
	c.Deleted = true
	c.UpdatedAt = s.now()
	return nil
}

// SeedCard stores c in the account without the API's checks (legacy or odd cards
// included) and returns it as stored. Blank fields are filled: ID with a fresh id, CardURI
// with card://<id>, CreatedAt and UpdatedAt with the clock's now, CardType derived from the
// components or slides when they fit a card type.
func (s *Server) SeedCard(accountID string, c Card) (Card, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return Card{}, fmt.Errorf("seed card: %w", err)
	}
	c = c.clone()
	c.AccountID = accountID
	if c.ID == "" {
		c.ID = s.newDecimalID()
	}
	if a.cards[c.ID] != nil {
		return Card{}, fmt.Errorf("seed card %s in account %s: %w", c.ID, accountID, ErrConflict)
	}
	if c.CardURI == "" {
		c.CardURI = cardURI(c.ID)
	}
	now := s.now()
	if c.CreatedAt.IsZero() {
		c.CreatedAt = now
	}
	if c.UpdatedAt.IsZero() {
		c.UpdatedAt = now
	}
	if c.CardType == "" {
		c.CardType, _ = deriveCardType(c, a.media)
	}
	a.cards[c.ID] = &c
	return c.clone(), nil
}

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

// AddMedia puts m into the account's media library, replacing an item with the same key.
func (s *Server) AddMedia(accountID string, m Media) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("add media %s: %w", m.Key, err)
	}
	a.media[m.Key] = m
	return nil
}
