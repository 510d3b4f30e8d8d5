package emulator

import (
	"fmt"
	"slices"
)

// account is one ads account with everything that belongs to it.
type account struct {
	id      string
	ownerID string
	// sandbox accounts take feature changes through the sandbox address.
	sandbox   bool
	features  []string
	media     map[string]Media
	cards     map[string]*Card
	pollCards map[string]*PollCard
	drafts    map[string]*DraftPost
	// appEventProviders holds the account's configurations, soft-deleted ones included;
	// at most one is live.
	appEventProviders map[string]*AppEventProviderConfiguration
	promotableUsers   map[string]*PromotableUser
}

func newAccount(id, ownerID string) *account {
	return &account{
		id:        id,
		ownerID:   ownerID,
		media:     map[string]Media{},
		cards:     map[string]*Card{},
		pollCards: map[string]*PollCard{},
		drafts:    map[string]*DraftPost{},

		appEventProviders: map[string]*AppEventProviderConfiguration{},
		promotableUsers:   map[string]*PromotableUser{},
	}
}

func (a *account) addFeatures(keys ...string) {
	for _, k := range keys {
		if !a.hasFeature(k) {
			a.features = append(a.features, k)
		}
	}
}

func (a *account) removeFeatures(keys ...string) {
	a.features = slices.DeleteFunc(a.features, func(k string) bool { return slices.Contains(keys, k) })
}

func (a *account) hasFeature(key string) bool {
	return slices.Contains(a.features, key)
}

// accountLocked returns the account for a test hook, or an error wrapping ErrNotFound. Callers
// hold s.mu.
func (s *Server) accountLocked(accountID string) (*account, error) {
	a := s.accounts[accountID]
	if a == nil {
		return nil, fmt.Errorf("account %s: %w", accountID, ErrNotFound)
	}
	return a, nil
}
