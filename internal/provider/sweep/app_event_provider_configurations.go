package sweep

import (
	"context"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// sweepAppEventProviderConfigurations deletes the account's configuration when its provider advertiser
// id, the one field a test chooses (the service names the provider after the calling app), starts with
// the prefix. An account holds one at a time, so a leaked one keeps the next test from making its own.
func sweepAppEventProviderConfigurations(ctx context.Context, s *scope) error {
	found, err := s.client.AppEventProviderConfigurations.List(ctx, s.account, adsapi.AppEventProviderConfigurationListOptions{})
	if err != nil {
		return s.listFailed("app event provider configurations", err)
	}
	return s.deleteAll(ctx, "app event provider configuration", pick(found,
		func(c *adsapi.AppEventProviderConfiguration) bool {
			return !c.Deleted && s.marked(c.ProviderAdvertiserID)
		},
		func(c *adsapi.AppEventProviderConfiguration) target {
			return target{id: c.ID, label: c.ProviderAdvertiserID, del: func(ctx context.Context) error {
				_, err := s.client.AppEventProviderConfigurations.Delete(ctx, s.account, c.ID)
				return err
			}}
		}))
}
