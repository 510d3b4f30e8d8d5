package emulator

import "time"

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
