package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// promotedAccountKey is what makes two promoted accounts the same: the line item and the user, every
// parameter of a create.
type promotedAccountKey struct {
	LineItemID string `json:"line_item_id"`
	UserID     string `json:"user_id"`
}

// createSpec tells the create engine what the service always answers for a promoted account and where
// to find the one a create may have made: among the line item's live promoted accounts, the same user.
// A line item promotes a few users, and all of them are read.
func (s *PromotedAccountsService) createSpec(accountID string, in PromotedAccountInput) creates.Spec[*PromotedAccount] {
	return creates.Spec[*PromotedAccount]{
		Kind:  "promoted account",
		Scope: accountID + "/" + in.LineItemID,
		Sent:  creates.Canonical(promotedAccountKey(in)),
		KeyOf: func(p *PromotedAccount) string {
			return creates.Canonical(promotedAccountKey{LineItemID: p.LineItemID, UserID: p.UserID})
		},
		IDOf: func(p *PromotedAccount) string { return p.ID },
		// Every promoted account of the spec carries these.
		Missing: func(p *PromotedAccount) []string {
			return creates.Lacks(map[string]bool{
				"line_item_id": p.LineItemID != "", "user_id": p.UserID != "", "created_at": p.CreatedAt != "",
			})
		},
		CreatedAt: func(p *PromotedAccount) time.Time { return creates.ServiceTime(p.CreatedAt) },
		List: func(ctx context.Context) ([]*PromotedAccount, error) {
			accounts, err := s.List(ctx, accountID, PromotedAccountListOptions{LineItemIDs: []string{in.LineItemID}})
			return creates.Pointers(accounts), err
		},
	}
}
