package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// createSpec tells the create engine what the service always answers for a configuration and where
// to find the configuration a create may have made: the account's live configurations (there is at
// most one) with the advertiser id sent.
func (s *AppEventProviderConfigurationsService) createSpec(accountID, providerAdvertiserID string) creates.Spec[*AppEventProviderConfiguration] {
	return creates.Spec[*AppEventProviderConfiguration]{
		Kind:  "app event provider configuration",
		Scope: accountID,
		Sent:  providerAdvertiserID,
		KeyOf: func(a *AppEventProviderConfiguration) string { return a.ProviderAdvertiserID },
		IDOf:  func(a *AppEventProviderConfiguration) string { return a.ID },
		Missing: func(a *AppEventProviderConfiguration) []string {
			return creates.Lacks(map[string]bool{
				"provider_advertiser_id": a.ProviderAdvertiserID != "", "created_at": a.CreatedAt != "",
			})
		},
		CreatedAt: func(a *AppEventProviderConfiguration) time.Time { return creates.ServiceTime(a.CreatedAt) },
		List: func(ctx context.Context) ([]*AppEventProviderConfiguration, error) {
			configs, err := s.List(ctx, accountID, AppEventProviderConfigurationListOptions{})
			return creates.Pointers(configs), err
		},
	}
}
