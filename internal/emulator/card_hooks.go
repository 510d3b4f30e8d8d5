package emulator

import (
	"fmt"
	"slices"
)

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
