package emulator

import (
	"cmp"
	"fmt"
	"net/http"
	"time"
)

// TargetingCriterion is one targeting criterion of a line item as the emulator stores it. There is
// no update: a change is a delete (soft: Deleted set) and a create.
type TargetingCriterion struct {
	AccountID      string
	ID             string
	LineItemID     string
	TargetingType  string
	TargetingValue string
	// OperatorType is EQ when the create did not send one.
	OperatorType string
	// Name is the readable name the service gives the value; LocationType is set on LOCATION
	// criteria (the catalogue's plural type in the singular: CITIES becomes CITY).
	Name         string
	LocationType string
	CreatedAt    time.Time
	UpdatedAt    time.Time
	Deleted      bool
}

// liveCriteria are the line item's criteria that are not deleted, in no order: the rules count and
// look them up, once per create, so a batch building a line item of the largest targeting (3,100
// criteria) must not sort them each time. Callers hold s.mu.
func (a *account) liveCriteria(lineItemID string) []*TargetingCriterion {
	var out []*TargetingCriterion
	for _, c := range a.targetingCriteria {
		if c.LineItemID == lineItemID && !c.Deleted {
			out = append(out, c)
		}
	}
	return out
}

// storeTargetingCriterion gives c an id and the clock's now, and stores it. Callers hold s.mu.
func (s *Server) storeTargetingCriterion(a *account, c *TargetingCriterion) {
	now := s.now()
	c.ID = s.newBase36ID()
	c.CreatedAt, c.UpdatedAt = now, now
	a.targetingCriteria[c.ID] = c
}

// deleteTargetingCriterion soft-deletes the live criterion id of the account: a deleted one is
// not found again (what a second DELETE answers is not shown; campaigns and line items answer 404).
// Callers hold s.mu.
func (s *Server) deleteTargetingCriterion(a *account, id string) (*TargetingCriterion, *apiError) {
	c, err := liveCriterion(a, id, false)
	if err != nil {
		return nil, err
	}
	c.Deleted = true
	c.UpdatedAt = s.now()
	return c, nil
}

// liveCriterion finds a criterion of the account; a deleted one counts only when withDeleted.
func liveCriterion(a *account, id string, withDeleted bool) (*TargetingCriterion, *apiError) {
	c := a.targetingCriteria[id]
	if c == nil || (c.Deleted && !withDeleted) {
		return nil, &apiError{status: http.StatusNotFound, code: codeTargetingCriterionNotFound,
			parameter: "targeting_criterion_id", message: "targeting criterion " + id + " was not found"}
	}
	return c, nil
}

// targetingCriterionTable stores an account's criteria, soft-deleted ones included. A criterion
// added out of band needs its line item (ErrNotFound otherwise); a blank OperatorType is EQ, a
// blank Name and LocationType come from the catalogue item the value names (Name is the value
// itself when it names none), and times are kept in UTC to the second.
var targetingCriterionTable = table[*account, TargetingCriterion]{
	noun: "targeting criterion", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*TargetingCriterion { return a.targetingCriteria },
	fields: func(c *TargetingCriterion) rowFields {
		return rowFields{id: &c.ID, parentID: &c.AccountID, createdAt: &c.CreatedAt, updatedAt: &c.UpdatedAt, deleted: &c.Deleted}
	},
	normalise: func(c *TargetingCriterion) {
		c.CreatedAt, c.UpdatedAt = wholeSecond(c.CreatedAt), wholeSecond(c.UpdatedAt)
	},
	check: func(_ *Server, a *account, c *TargetingCriterion) error {
		if a.lineItems[c.LineItemID] == nil {
			return fmt.Errorf("line item %q of account %s: %w", c.LineItemID, a.id, ErrNotFound)
		}
		return nil
	},
	fill: func(_ *Server, _ *account, c *TargetingCriterion) error {
		c.OperatorType = cmp.Or(c.OperatorType, operatorEQ)
		item := catalogueIndex()[c.TargetingType][c.TargetingValue]
		c.Name = cmp.Or(c.Name, item.name, c.TargetingValue)
		c.LocationType = cmp.Or(c.LocationType, item.locationType)
		return nil
	},
}

// TargetingCriterion returns a copy of a stored criterion, soft-deleted ones included.
func (s *Server) TargetingCriterion(accountID, id string) (TargetingCriterion, bool) {
	return targetingCriterionTable.get(s, accountID, id)
}

// TargetingCriteria returns copies of a line item's live criteria, oldest first.
func (s *Server) TargetingCriteria(accountID, lineItemID string) []TargetingCriterion {
	return targetingCriterionTable.live(s, accountID, func(c *TargetingCriterion) bool { return c.LineItemID == lineItemID })
}

// AddTargetingCriterion attaches c to its line item behind the API's back, as a change in the
// advertiser's UI would (drift), without the API's checks, and returns it as stored.
func (s *Server) AddTargetingCriterion(accountID string, c TargetingCriterion) (TargetingCriterion, error) {
	return targetingCriterionTable.seed(s, accountID, c)
}

// DeleteTargetingCriterion soft-deletes a criterion out of band, as DELETE does.
func (s *Server) DeleteTargetingCriterion(accountID, id string) error {
	return targetingCriterionTable.remove(s, accountID, id)
}
