package adsapi

import (
	"context"
	"time"
)

// lostCreate finds the configuration a create may have made: the account's live configurations
// (there is at most one) with the advertiser id sent.
func (s *AppEventProviderConfigurationsService) lostCreate(accountID, providerAdvertiserID string) lostCreate[*AppEventProviderConfiguration] {
	return lostCreate[*AppEventProviderConfiguration]{
		kind:      "app event provider configuration",
		scope:     accountID,
		key:       providerAdvertiserID,
		keyOf:     func(a *AppEventProviderConfiguration) string { return a.ProviderAdvertiserID },
		idOf:      func(a *AppEventProviderConfiguration) string { return a.ID },
		createdAt: func(a *AppEventProviderConfiguration) time.Time { return serviceTime(a.CreatedAt) },
		list: func(ctx context.Context) ([]*AppEventProviderConfiguration, error) {
			configs, err := s.List(ctx, accountID, AppEventProviderConfigurationListOptions{})
			return pointers(configs), err
		},
	}
}
