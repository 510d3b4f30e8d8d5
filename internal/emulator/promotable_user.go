package emulator

import (
	"fmt"
	"time"
)

// Promotable user types.
const (
	PromotableUserFull        = "FULL"
	PromotableUserRepostsOnly = "REPOSTS_ONLY"
)

// PromotableUser is a user whose content an account may promote.
type PromotableUser struct {
	AccountID string
	ID        string
	UserID    string
	// Type is PromotableUserFull or PromotableUserRepostsOnly; every account has exactly one
	// live FULL user, its owner.
	Type      string
	CreatedAt time.Time
	UpdatedAt time.Time
	Deleted   bool
}

// fullUserID is the user id of the account's live FULL promotable user.
func (a *account) fullUserID() string {
	for _, p := range a.promotableUsers {
		if p.Type == PromotableUserFull && !p.Deleted {
			return p.UserID
		}
	}
	return ""
}

// promotes reports whether userID is a live promotable user of the account.
func (a *account) promotes(userID string) bool {
	for _, p := range a.promotableUsers {
		if p.UserID == userID && !p.Deleted {
			return true
		}
	}
	return false
}

// promotableUserTable stores an account's promotable users, soft-deleted ones included. Every
// account keeps exactly one FULL user, its owner: an edit keeps the type and cannot delete the
// FULL user, and a seed adds REPOSTS_ONLY users only (a blank Type is REPOSTS_ONLY, FULL fails
// with ErrConflict).
var promotableUserTable = table[*account, PromotableUser]{
	noun: "promotable user", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*PromotableUser { return a.promotableUsers },
	fields: func(p *PromotableUser) rowFields {
		return rowFields{id: &p.ID, parentID: &p.AccountID, createdAt: &p.CreatedAt, updatedAt: &p.UpdatedAt, deleted: &p.Deleted}
	},
	keep: func(edited, stored *PromotableUser) error {
		edited.Type = stored.Type
		if edited.Type == PromotableUserFull && edited.Deleted {
			return fmt.Errorf("the FULL user of account %s cannot be deleted: %w", stored.AccountID, ErrConflict)
		}
		return nil
	},
	check: func(_ *Server, a *account, p *PromotableUser) error {
		switch p.Type {
		case "":
			p.Type = PromotableUserRepostsOnly
		case PromotableUserFull:
			return fmt.Errorf("account %s already has its FULL user: %w", a.id, ErrConflict)
		}
		return nil
	},
}

// PromotableUser returns a copy of a stored promotable user, soft-deleted ones included.
func (s *Server) PromotableUser(accountID, id string) (PromotableUser, bool) {
	return promotableUserTable.get(s, accountID, id)
}

// EditPromotableUser changes a stored promotable user behind the API's back (drift).
func (s *Server) EditPromotableUser(accountID, id string, edit func(*PromotableUser)) error {
	return promotableUserTable.edit(s, accountID, id, edit)
}

// DeletePromotableUser soft-deletes a REPOSTS_ONLY promotable user out of band, through the edit
// that refuses to delete the FULL user (ErrConflict).
func (s *Server) DeletePromotableUser(accountID, id string) error {
	return s.EditPromotableUser(accountID, id, func(p *PromotableUser) {
		p.Deleted = true
	})
}

// SeedPromotableUser stores a REPOSTS_ONLY promotable user in the account and returns it as
// stored.
func (s *Server) SeedPromotableUser(accountID string, p PromotableUser) (PromotableUser, error) {
	return promotableUserTable.seed(s, accountID, p)
}
