package emulator

import (
	"cmp"
	"fmt"
	"slices"
	"time"
)

// Campaign returns a copy of a stored campaign, soft-deleted ones included (with Deleted set).
func (s *Server) Campaign(accountID, id string) (Campaign, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil || a.campaigns[id] == nil {
		return Campaign{}, false
	}
	return *a.campaigns[id], true
}

// CampaignIDs returns the ids of an account's live campaigns (drafts included), sorted.
func (s *Server) CampaignIDs(accountID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	var ids []string
	for id, c := range a.campaigns {
		if !c.Deleted {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids
}

// EditCampaign changes a stored campaign behind the API's back (drift: a campaign paused or
// renamed in the ads UI). edit runs under the server's lock on a copy; the id and account cannot
// change, times are kept in UTC to the second, and UpdatedAt is set to the clock's now unless
// edit set it. No rule of the API is checked.
func (s *Server) EditCampaign(accountID, id string, edit func(*Campaign)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("edit campaign %s: %w", id, err)
	}
	stored := a.campaigns[id]
	if stored == nil {
		return fmt.Errorf("edit campaign %s in account %s: %w", id, accountID, ErrNotFound)
	}
	edited := *stored
	edit(&edited)
	edited.AccountID, edited.ID = stored.AccountID, stored.ID
	edited.CreatedAt = wholeSecond(edited.CreatedAt)
	if edited.UpdatedAt.Equal(stored.UpdatedAt) {
		edited.UpdatedAt = s.now()
	}
	edited.UpdatedAt = wholeSecond(edited.UpdatedAt)
	*stored = edited
	return nil
}

// DeleteCampaign soft-deletes a campaign out of band, as DELETE does. Deleting a missing or
// already deleted one fails.
func (s *Server) DeleteCampaign(accountID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("delete campaign %s: %w", id, err)
	}
	if _, e := s.deleteCampaign(a, id); e != nil {
		return fmt.Errorf("delete campaign %s in account %s: %w", id, accountID, ErrNotFound)
	}
	return nil
}

// SeedCampaign stores c in the account without the API's checks and returns it as stored. Its
// FundingInstrumentID must name an instrument of the account (ErrNotFound otherwise), whose
// currency it takes when Currency is blank. Other blank fields are filled: ID with a fresh id,
// BudgetOptimization LINE_ITEM, EntityStatus ACTIVE, CreatedAt and UpdatedAt with the clock's now.
// A taken id fails with ErrConflict.
func (s *Server) SeedCampaign(accountID string, c Campaign) (Campaign, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return Campaign{}, fmt.Errorf("seed campaign: %w", err)
	}
	f := a.fundingInstruments[c.FundingInstrumentID]
	if f == nil {
		return Campaign{}, fmt.Errorf("seed campaign: funding instrument %q of account %s: %w", c.FundingInstrumentID, accountID, ErrNotFound)
	}
	if c.ID == "" {
		c.ID = s.newBase36ID()
	}
	if a.campaigns[c.ID] != nil {
		return Campaign{}, fmt.Errorf("seed campaign %s in account %s: %w", c.ID, accountID, ErrConflict)
	}
	c.AccountID = accountID
	c.Currency = cmp.Or(c.Currency, f.Currency)
	c.BudgetOptimization = cmp.Or(c.BudgetOptimization, "LINE_ITEM")
	c.EntityStatus = cmp.Or(c.EntityStatus, statusActive)
	c.CreatedAt, c.UpdatedAt = s.seedTimes(c.CreatedAt, c.UpdatedAt)
	a.campaigns[c.ID] = &c
	return c, nil
}

// seedTimes fills blank creation and update times with the clock's now, to the second in UTC.
func (s *Server) seedTimes(created, updated time.Time) (time.Time, time.Time) {
	if created.IsZero() {
		created = s.now()
	}
	if updated.IsZero() {
		updated = s.now()
	}
	return wholeSecond(created), wholeSecond(updated)
}

// wholeSecond is t in UTC to the second, the precision of the service's timestamps.
func wholeSecond(t time.Time) time.Time {
	return t.UTC().Truncate(time.Second)
}
