package emulator

import (
	"cmp"
	"net/http"
	"slices"
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

// liveCriteria are the line item's criteria that are not deleted, oldest first. Callers hold s.mu.
func (a *account) liveCriteria(lineItemID string) []*TargetingCriterion {
	var out []*TargetingCriterion
	for _, c := range a.targetingCriteria {
		if c.LineItemID == lineItemID && !c.Deleted {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(x, y *TargetingCriterion) int {
		return cmp.Or(x.CreatedAt.Compare(y.CreatedAt), compareIDs(x.ID, y.ID))
	})
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
