package emulator

import (
	"cmp"
	"fmt"
	"slices"
	"time"
)

// LineItem returns a copy of a stored line item, soft-deleted ones included (with Deleted set).
func (s *Server) LineItem(accountID, id string) (LineItem, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil || a.lineItems[id] == nil {
		return LineItem{}, false
	}
	return a.lineItems[id].clone(), true
}

// LineItemIDs returns the ids of an account's live line items (drafts included), sorted.
func (s *Server) LineItemIDs(accountID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	var ids []string
	for id, li := range a.lineItems {
		if !li.Deleted {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids
}

// EditLineItem changes a stored line item behind the API's back (drift: a bid or a status
// changed in the ads UI). edit runs under the server's lock on a copy; the id and account cannot
// change, times are kept in UTC to the second, and UpdatedAt is set to the clock's now unless
// edit set it. No rule of the API is checked.
func (s *Server) EditLineItem(accountID, id string, edit func(*LineItem)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("edit line item %s: %w", id, err)
	}
	stored := a.lineItems[id]
	if stored == nil {
		return fmt.Errorf("edit line item %s in account %s: %w", id, accountID, ErrNotFound)
	}
	edited := stored.clone()
	edit(&edited)
	edited.AccountID, edited.ID = stored.AccountID, stored.ID
	if edited.UpdatedAt.Equal(stored.UpdatedAt) {
		edited.UpdatedAt = s.now()
	}
	edited.normaliseTimes()
	*stored = edited
	return nil
}

// DeleteLineItem soft-deletes a line item out of band, as DELETE does. Deleting a missing or
// already deleted one fails.
func (s *Server) DeleteLineItem(accountID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("delete line item %s: %w", id, err)
	}
	if _, e := s.deleteLineItem(a, id); e != nil {
		return fmt.Errorf("delete line item %s in account %s: %w", id, accountID, ErrNotFound)
	}
	return nil
}

// SeedLineItem stores li in the account without the API's checks and returns it as stored. Its
// CampaignID must name a campaign of the account (ErrNotFound otherwise), whose funding
// instrument and currency it takes when blank. Other blank fields are filled: ID with a fresh id,
// EntityStatus ACTIVE, BidStrategy AUTO, AdvertiserUserID with the account's owner,
// CreativeSource MANUAL, CreatedAt and UpdatedAt with the clock's now. A taken id fails with
// ErrConflict.
func (s *Server) SeedLineItem(accountID string, li LineItem) (LineItem, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return LineItem{}, fmt.Errorf("seed line item: %w", err)
	}
	cp := a.campaigns[li.CampaignID]
	if cp == nil {
		return LineItem{}, fmt.Errorf("seed line item: campaign %q of account %s: %w", li.CampaignID, accountID, ErrNotFound)
	}
	if li.ID == "" {
		li.ID = s.newBase36ID()
	}
	if a.lineItems[li.ID] != nil {
		return LineItem{}, fmt.Errorf("seed line item %s in account %s: %w", li.ID, accountID, ErrConflict)
	}
	li = li.clone()
	li.AccountID = accountID
	li.FundingInstrumentID = cmp.Or(li.FundingInstrumentID, cp.FundingInstrumentID)
	li.Currency = cmp.Or(li.Currency, cp.Currency)
	li.EntityStatus = cmp.Or(li.EntityStatus, statusActive)
	li.BidStrategy = cmp.Or(li.BidStrategy, bidAuto)
	li.AdvertiserUserID = cmp.Or(li.AdvertiserUserID, a.ownerID)
	li.CreativeSource = cmp.Or(li.CreativeSource, "MANUAL")
	li.CreatedAt, li.UpdatedAt = s.seedTimes(li.CreatedAt, li.UpdatedAt)
	li.normaliseTimes()
	a.lineItems[li.ID] = &li
	return li.clone(), nil
}

// clone copies li with slices of its own, so that neither copy changes the other.
func (li *LineItem) clone() LineItem {
	c := *li
	c.Placements = slices.Clone(li.Placements)
	c.Categories = slices.Clone(li.Categories)
	return c
}

// normaliseTimes keeps every time in UTC to the second, as the API stores them.
func (li *LineItem) normaliseTimes() {
	li.CreatedAt, li.UpdatedAt = wholeSecond(li.CreatedAt), wholeSecond(li.UpdatedAt)
	for _, t := range []**time.Time{&li.StartTime, &li.EndTime} {
		if *t != nil {
			*t = ptrTo(wholeSecond(**t))
		}
	}
}
