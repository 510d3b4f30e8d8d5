package adsapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// AppEventProviderConfigurationsService manages app event provider configurations
// (/11/accounts/:account_id/app_event_provider_configurations, version segment 11).
type AppEventProviderConfigurationsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[AppEventProviderConfiguration] // Get's batched reads
}

// AppEventProviderConfiguration links an ads account to its advertiser id at a mobile
// measurement provider. An account has at most one; it cannot be updated.
type AppEventProviderConfiguration struct {
	ID string `json:"id"`
	// ProviderName is set by the service from the calling app.
	ProviderName         string `json:"provider_name"`
	ProviderAdvertiserID string `json:"provider_advertiser_id"`
	// ProviderAdvertiserIdentifier repeats ProviderAdvertiserID.
	ProviderAdvertiserIdentifier string `json:"provider_advertiser_identifier"`
	CreatedAt                    string `json:"created_at"`
	UpdatedAt                    string `json:"updated_at"`
	Deleted                      bool   `json:"deleted"`
}

// AppEventProviderConfigurationListOptions filters a configuration list.
type AppEventProviderConfigurationListOptions struct {
	ListOptions
	IDs []string
}

// App event provider configuration endpoints and their largest page.
const (
	appEventProvidersPath         = "/11/accounts/:account_id/app_event_provider_configurations"
	appEventProviderPath          = "/11/accounts/:account_id/app_event_provider_configurations/:id"
	appEventProvidersMaxPageCount = 1000
)

// List returns the configurations of an account, following every page up to opt.Limit.
//
// GET /11/accounts/:account_id/app_event_provider_configurations
func (s *AppEventProviderConfigurationsService) List(ctx context.Context, accountID string, opt AppEventProviderConfigurationListOptions) ([]AppEventProviderConfiguration, error) {
	q := url.Values{}
	setList(q, "ids", opt.IDs)
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, appEventProvidersPath, []string{accountID}, q, nil)
	return listAll[AppEventProviderConfiguration](ctx, s.c, r, adsPages, appEventProvidersMaxPageCount, opt.Limit)
}

// Get returns one configuration, deleted or not: with_deleted is sent so that one deleted
// outside Terraform comes back with Deleted true.
//
// GET /11/accounts/:account_id/app_event_provider_configurations/:id
//
// Concurrent Gets of one account are combined into list requests filtered by ids (see
// batcher); the answer is the single GET's.
func (s *AppEventProviderConfigurationsService) Get(ctx context.Context, accountID, id string) (*AppEventProviderConfiguration, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, id)
}

// listByID reads up to batchMaxIDs configurations by id with one list request, deleted ones
// included as the single GET returns them.
func (s *AppEventProviderConfigurationsService) listByID(ctx context.Context, accountID string, ids []string) ([]AppEventProviderConfiguration, error) {
	q := url.Values{"ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, appEventProvidersPath, []string{accountID}, q, nil)
	return listByIDs[AppEventProviderConfiguration](ctx, s.c, r, batchMaxIDs, ids)
}

// getOne is the single GET of a configuration.
func (s *AppEventProviderConfigurationsService) getOne(ctx context.Context, accountID, id string) (*AppEventProviderConfiguration, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[AppEventProviderConfiguration](ctx, s.c, s.c.adsRequest(http.MethodGet, appEventProviderPath, []string{accountID, id}, q, nil), id)
}

// Create associates the account with its advertiser id at the calling app's provider. The
// service refuses a second configuration on the same account.
//
// POST /11/accounts/:account_id/app_event_provider_configurations
func (s *AppEventProviderConfigurationsService) Create(ctx context.Context, cs creates.Session, accountID, providerAdvertiserID string) (*AppEventProviderConfiguration, error) {
	q := url.Values{"provider_advertiser_id": {providerAdvertiserID}}
	// A lost answer is reconciled: the configuration it made is adopted, or it is sent again
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, providerAdvertiserID), func(ctx context.Context) (*AppEventProviderConfiguration, error) {
		return doOne[AppEventProviderConfiguration](ctx, s.c, s.c.adsRequest(http.MethodPost, appEventProvidersPath, []string{accountID}, q, nil), "")
	})
}

// Delete soft-deletes a configuration and returns it with Deleted true. A malformed answer is
// checked with a read of the configuration (deleteConfirmed).
//
// DELETE /11/accounts/:account_id/app_event_provider_configurations/:id
func (s *AppEventProviderConfigurationsService) Delete(ctx context.Context, accountID, id string) (*AppEventProviderConfiguration, error) {
	return deleteConfirmed(ctx, "app event provider configuration", func(ctx context.Context) (*AppEventProviderConfiguration, error) {
		return doOne[AppEventProviderConfiguration](ctx, s.c, s.c.adsRequest(http.MethodDelete, appEventProviderPath, []string{accountID, id}, nil, nil), id)
	}, func(ctx context.Context) (*AppEventProviderConfiguration, error) { return s.getOne(ctx, accountID, id) },
		func(a *AppEventProviderConfiguration) bool { return a.Deleted })
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *AppEventProviderConfigurationsService) batcher(idle, window time.Duration) *batcher[AppEventProviderConfiguration] {
	return &batcher[AppEventProviderConfiguration]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(p *AppEventProviderConfiguration) string { return p.ID },
		kind:         "app event provider configuration",
		listTemplate: appEventProvidersPath,
	}
}
