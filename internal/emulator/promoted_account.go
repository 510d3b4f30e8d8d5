package emulator

import (
	"fmt"
	"net/url"
	"strconv"
	"time"
)

// PromotedAccount promotes a user on one PROMOTED_ACCOUNT line item of the account.
type PromotedAccount struct {
	AccountID  string
	ID         string
	LineItemID string
	// UserID is the promoted user's id, digits.
	UserID         string
	EntityStatus   string
	ApprovalStatus string
	CreatedAt      time.Time
	UpdatedAt      time.Time
	Deleted        bool
}

// promotedAccountTable stores an account's promoted accounts, soft-deleted ones included. A seed names a
// line item the account holds (deleted or not, of any product type) and gets the statuses of the spec's
// examples when it names none.
var promotedAccountTable = table[*account, PromotedAccount]{
	noun: "promoted account", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*PromotedAccount { return a.promotedAccounts },
	fields: func(p *PromotedAccount) rowFields {
		return rowFields{id: &p.ID, parentID: &p.AccountID, createdAt: &p.CreatedAt, updatedAt: &p.UpdatedAt, deleted: &p.Deleted}
	},
	check: func(_ *Server, a *account, p *PromotedAccount) error {
		if a.lineItems[p.LineItemID] == nil {
			return fmt.Errorf("line item %q of account %s: %w", p.LineItemID, a.id, ErrNotFound)
		}
		return nil
	},
	fill: func(_ *Server, _ *account, p *PromotedAccount) error {
		if p.EntityStatus == "" {
			p.EntityStatus = statusActive
		}
		if p.ApprovalStatus == "" {
			p.ApprovalStatus = promotedPostAccepted
		}
		return nil
	},
}

// PromotedAccount returns a copy of a stored promoted account, soft-deleted ones included (with Deleted
// set).
func (s *Server) PromotedAccount(accountID, id string) (PromotedAccount, bool) {
	return promotedAccountTable.get(s, accountID, id)
}

// PromotedAccountIDs returns the ids of an account's live promoted accounts.
func (s *Server) PromotedAccountIDs(accountID string) []string {
	return promotedAccountTable.ids(s, accountID)
}

// DeletePromotedAccount detaches a promoted user out of band (a soft delete), as DELETE does.
func (s *Server) DeletePromotedAccount(accountID, id string) error {
	return promotedAccountTable.remove(s, accountID, id)
}

// SeedPromotedAccount stores p in the account without the API's checks but its line item, and returns
// it as stored.
func (s *Server) SeedPromotedAccount(accountID string, p PromotedAccount) (PromotedAccount, error) {
	return promotedAccountTable.seed(s, accountID, p)
}

// promotedAccountSortable are the attributes sort_by takes on the list (endpoint 34): the spec lists
// created_at, updated_at, deleted and paused, and version 12 answers carry no paused.
var promotedAccountSortable = []string{"created_at", "updated_at", "deleted"}

// checkPromotedAccountCreate applies the rules of a create's parameters (endpoint 36): both are
// required, in the order the spec lists them, and user_id is a 64-bit decimal integer.
func checkPromotedAccountCreate(params url.Values) *apiError {
	if err := missingParam(params, "line_item_id", "user_id"); err != nil {
		return err
	}
	v := params.Get("user_id")
	if _, err := strconv.ParseUint(v, 10, 64); err != nil || !decimalIDPattern.MatchString(v) {
		return invalidParameter("user_id", "user_id must be a 64-bit decimal integer, got %q", v)
	}
	return nil
}

// promotedAccountView is a promoted account on the wire, in the field order of the spec's examples;
// user_id is a string, as the service echoes it.
type promotedAccountView struct {
	LineItemID     string `json:"line_item_id"`
	UserID         string `json:"user_id"`
	ID             string `json:"id"`
	EntityStatus   string `json:"entity_status"`
	CreatedAt      string `json:"created_at"`
	UpdatedAt      string `json:"updated_at"`
	ApprovalStatus string `json:"approval_status"`
	Deleted        bool   `json:"deleted"`
}

func viewPromotedAccount(p *PromotedAccount) promotedAccountView {
	return promotedAccountView{
		LineItemID:     p.LineItemID,
		UserID:         p.UserID,
		ID:             p.ID,
		EntityStatus:   p.EntityStatus,
		CreatedAt:      formatTime(p.CreatedAt),
		UpdatedAt:      formatTime(p.UpdatedAt),
		ApprovalStatus: p.ApprovalStatus,
		Deleted:        p.Deleted,
	}
}
