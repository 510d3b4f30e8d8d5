package emulator

import (
	"cmp"
	"fmt"
)

// TargetingCriterion returns a copy of a stored criterion, soft-deleted ones included.
func (s *Server) TargetingCriterion(accountID, id string) (TargetingCriterion, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil || a.targetingCriteria[id] == nil {
		return TargetingCriterion{}, false
	}
	return *a.targetingCriteria[id], true
}

// TargetingCriteria returns copies of a line item's live criteria, oldest first: what a test
// compares with Terraform's state.
func (s *Server) TargetingCriteria(accountID, lineItemID string) []TargetingCriterion {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil
	}
	var out []TargetingCriterion
	for _, c := range a.liveCriteria(lineItemID) {
		out = append(out, *c)
	}
	return out
}

// AddTargetingCriterion attaches c to its line item behind the API's back, as a change in the
// advertiser's UI would (drift), without the API's checks, and returns it as stored. The line item
// must exist. Blank fields are filled: ID with a fresh id, OperatorType with EQ, Name and
// LocationType from the catalogue item the value names (the value itself when it names none),
// CreatedAt and UpdatedAt with the clock's now.
func (s *Server) AddTargetingCriterion(accountID string, c TargetingCriterion) (TargetingCriterion, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return TargetingCriterion{}, fmt.Errorf("add targeting criterion: %w", err)
	}
	if a.lineItems[c.LineItemID] == nil {
		return TargetingCriterion{}, fmt.Errorf("add targeting criterion: line item %q of account %s: %w", c.LineItemID, accountID, ErrNotFound)
	}
	if c.ID != "" && a.targetingCriteria[c.ID] != nil {
		return TargetingCriterion{}, fmt.Errorf("add targeting criterion %s in account %s: %w", c.ID, accountID, ErrConflict)
	}
	c.AccountID = accountID
	c.OperatorType = cmp.Or(c.OperatorType, operatorEQ)
	item := catalogueIndex()[c.TargetingType][c.TargetingValue]
	c.Name = cmp.Or(c.Name, item.name, c.TargetingValue)
	c.LocationType = cmp.Or(c.LocationType, item.locationType)
	if c.ID == "" {
		c.ID = s.newBase36ID()
	}
	c.CreatedAt, c.UpdatedAt = s.seedTimes(c.CreatedAt, c.UpdatedAt)
	a.targetingCriteria[c.ID] = &c
	return c, nil
}

// DeleteTargetingCriterion soft-deletes a criterion out of band, as the service would on DELETE.
// Deleting a missing or already deleted criterion fails.
func (s *Server) DeleteTargetingCriterion(accountID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("delete targeting criterion %s: %w", id, err)
	}
	if _, aerr := s.deleteTargetingCriterion(a, id); aerr != nil {
		return fmt.Errorf("delete targeting criterion %s in account %s: %w", id, accountID, ErrNotFound)
	}
	return nil
}
