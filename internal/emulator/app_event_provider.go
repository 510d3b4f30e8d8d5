package emulator

import (
	"fmt"
	"time"
)

// AppEventProviderConfiguration links an ads account to its advertiser id at a mobile
// measurement provider. An account has at most one live configuration.
type AppEventProviderConfiguration struct {
	AccountID string
	ID        string
	// ProviderName comes from the calling app, never from a parameter.
	ProviderName         string
	ProviderAdvertiserID string
	CreatedAt            time.Time
	UpdatedAt            time.Time
	Deleted              bool
}

// liveAppEventProvider is the account's live configuration, or nil.
func (a *account) liveAppEventProvider() *AppEventProviderConfiguration {
	for _, p := range a.appEventProviders {
		if !p.Deleted {
			return p
		}
	}
	return nil
}

// appEventProviderTable stores an account's configurations, soft-deleted ones included. A live
// seed fails with ErrConflict when the account has a live configuration already, which the
// service never allows; a blank ProviderName is DemoAppEventProviderName.
var appEventProviderTable = table[*account, AppEventProviderConfiguration]{
	noun: "app event provider configuration", parent: accountParent, newID: (*Server).newDecimalID,
	rows: func(a *account) map[string]*AppEventProviderConfiguration { return a.appEventProviders },
	fields: func(p *AppEventProviderConfiguration) rowFields {
		return rowFields{id: &p.ID, parentID: &p.AccountID, createdAt: &p.CreatedAt, updatedAt: &p.UpdatedAt, deleted: &p.Deleted}
	},
	fill: func(_ *Server, a *account, p *AppEventProviderConfiguration) error {
		if live := a.liveAppEventProvider(); live != nil && !p.Deleted {
			return fmt.Errorf("account %s already has %s: %w", a.id, live.ID, ErrConflict)
		}
		if p.ProviderName == "" {
			p.ProviderName = DemoAppEventProviderName
		}
		return nil
	},
}

// AppEventProviderConfiguration returns a copy of a stored configuration, soft-deleted ones
// included (with Deleted set).
func (s *Server) AppEventProviderConfiguration(accountID, id string) (AppEventProviderConfiguration, bool) {
	return appEventProviderTable.get(s, accountID, id)
}

// AppEventProviderConfigurationIDs returns the ids of an account's live configurations.
func (s *Server) AppEventProviderConfigurationIDs(accountID string) []string {
	return appEventProviderTable.ids(s, accountID)
}

// EditAppEventProviderConfiguration changes a stored configuration behind the API's back (drift).
func (s *Server) EditAppEventProviderConfiguration(accountID, id string, edit func(*AppEventProviderConfiguration)) error {
	return appEventProviderTable.edit(s, accountID, id, edit)
}

// DeleteAppEventProviderConfiguration soft-deletes a configuration out of band, as DELETE does.
func (s *Server) DeleteAppEventProviderConfiguration(accountID, id string) error {
	return appEventProviderTable.remove(s, accountID, id)
}

// SeedAppEventProviderConfiguration stores p in the account without the API's checks and returns
// it as stored.
func (s *Server) SeedAppEventProviderConfiguration(accountID string, p AppEventProviderConfiguration) (AppEventProviderConfiguration, error) {
	return appEventProviderTable.seed(s, accountID, p)
}
