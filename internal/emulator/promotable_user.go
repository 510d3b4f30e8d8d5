package emulator

import "time"

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
