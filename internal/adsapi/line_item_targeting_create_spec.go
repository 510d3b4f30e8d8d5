package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// criterionKey is what makes two criteria the same: the line item, the type, the value and the
// operator.
type criterionKey struct {
	LineItemID     string `json:"line_item_id"`
	TargetingType  string `json:"targeting_type"`
	TargetingValue string `json:"targeting_value"`
	OperatorType   string `json:"operator_type"`
}

// defaultOperatorType is what the service applies to a criterion created without operator_type.
const defaultOperatorType = "EQ"

// createSpec tells the create engine what the service always answers for a criterion and where to
// find the criterion a create may have made: the line item's criteria, all of them (the list takes
// no sort_by, and a line item holds a few thousand criteria at most), identical in line item, type,
// value and operator. The line item is the scope: its list shows every other writer's criteria
// there too. A criterion has no import id of its own: the line item's targeting resource holds it
// (creates.Holder), and an adoption is worded by that resource's import id.
//
// What was sent is written with the service's default operator (EQ) when none was sent, so that a
// criterion that excludes (NE) is never taken for it. An answer's missing operator says nothing
// (the create answer leaves it out), so the key of an answer does not fill it in.
func (s *LineItemTargetingService) createSpec(accountID string, in LineItemCriterionInput) creates.Spec[*LineItemCriterion] {
	sent := criterionKey(in)
	if sent.OperatorType == "" {
		sent.OperatorType = defaultOperatorType
	}
	return creates.Spec[*LineItemCriterion]{
		Kind:  "targeting criterion",
		Scope: accountID + "/" + in.LineItemID,
		Sent:  creates.Canonical(sent),
		KeyOf: func(c *LineItemCriterion) string {
			return creates.Canonical(criterionKey{LineItemID: c.LineItemID, TargetingType: c.TargetingType,
				TargetingValue: string(c.TargetingValue), OperatorType: c.OperatorType})
		},
		IDOf: func(c *LineItemCriterion) string { return c.ID },
		// Every answer of the spec carries these, the create answer included.
		Missing: func(c *LineItemCriterion) []string {
			return creates.Lacks(map[string]bool{
				"line_item_id": c.LineItemID != "", "targeting_type": c.TargetingType != "",
				"targeting_value": c.TargetingValue != "", "created_at": c.CreatedAt != "",
			})
		},
		CreatedAt: func(c *LineItemCriterion) time.Time { return creates.ServiceTime(c.CreatedAt) },
		List: func(ctx context.Context) ([]*LineItemCriterion, error) {
			criteria, err := s.List(ctx, accountID, LineItemTargetingListOptions{LineItemIDs: []string{in.LineItemID}})
			return creates.Pointers(criteria), err
		},
		Holder: &creates.Holder{LineItemID: in.LineItemID, ImportID: accountID + "/" + in.LineItemID},
	}
}
