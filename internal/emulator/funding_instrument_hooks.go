package emulator

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
)

// FundingInstrument returns a copy of a stored funding instrument, deleted ones included.
func (s *Server) FundingInstrument(accountID, id string) (FundingInstrument, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil || a.fundingInstruments[id] == nil {
		return FundingInstrument{}, false
	}
	return a.fundingInstruments[id].clone(), true
}

// FundingInstrumentIDs returns the ids of an account's funding instruments, deleted ones
// included, sorted.
func (s *Server) FundingInstrumentIDs(accountID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	return slices.Sorted(maps.Keys(a.fundingInstruments))
}

// EditFundingInstrument changes a stored instrument, as the account manager or the ads UI would
// (an instrument that expires, or whose credit runs out). edit runs on a copy under the server's
// lock; the id and account cannot change, and UpdatedAt is set to the clock's now unless edit set
// it.
func (s *Server) EditFundingInstrument(accountID, id string, edit func(*FundingInstrument)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("edit funding instrument %s: %w", id, err)
	}
	stored := a.fundingInstruments[id]
	if stored == nil {
		return fmt.Errorf("edit funding instrument %s in account %s: %w", id, accountID, ErrNotFound)
	}
	edited := stored.clone()
	edit(&edited)
	edited.AccountID, edited.ID = stored.AccountID, stored.ID
	if edited.UpdatedAt.Equal(stored.UpdatedAt) {
		edited.UpdatedAt = s.now()
	}
	edited = edited.normalised()
	*stored = edited
	return nil
}

// SeedFundingInstrument stores f in the account and returns it as stored. Blank fields are
// filled: ID with a fresh id, Type CREDIT_CARD, Currency USD, EntityStatus ACTIVE, StartTime,
// CreatedAt and UpdatedAt with the clock's now. AbleToFund is taken as given. A taken id fails
// with ErrConflict.
func (s *Server) SeedFundingInstrument(accountID string, f FundingInstrument) (FundingInstrument, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return FundingInstrument{}, fmt.Errorf("seed funding instrument: %w", err)
	}
	if f.ID == "" {
		f.ID = s.newBase36ID()
	}
	if a.fundingInstruments[f.ID] != nil {
		return FundingInstrument{}, fmt.Errorf("seed funding instrument %s in account %s: %w", f.ID, accountID, ErrConflict)
	}
	f = f.clone()
	f.AccountID = accountID
	f.Type = cmp.Or(f.Type, FundingCreditCard)
	f.Currency = cmp.Or(f.Currency, "USD")
	f.EntityStatus = cmp.Or(f.EntityStatus, statusActive)
	if f.StartTime.IsZero() {
		f.StartTime = s.now()
	}
	f.CreatedAt, f.UpdatedAt = s.seedTimes(f.CreatedAt, f.UpdatedAt)
	f = f.normalised()
	a.fundingInstruments[f.ID] = &f
	return f.clone(), nil
}

// normalised is f with its times in UTC to the second.
func (f FundingInstrument) normalised() FundingInstrument {
	f.StartTime, f.CreatedAt, f.UpdatedAt = wholeSecond(f.StartTime), wholeSecond(f.CreatedAt), wholeSecond(f.UpdatedAt)
	if f.EndTime != nil {
		f.EndTime = ptrTo(wholeSecond(*f.EndTime))
	}
	return f
}
