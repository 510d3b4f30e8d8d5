package emulator

import (
	"net/http"
	"slices"
)

const (
	appEventProvidersPath = "/11/accounts/{account_id}/app_event_provider_configurations"
	appEventProviderPath  = appEventProvidersPath + "/{id}"
)

// App event provider configuration list paging (spec: count 1 to 1000, default 200).
const (
	appEventProvidersDefaultCount = 200
	appEventProvidersMaxCount     = 1000
)

// appEventProviderDataType is the data_type of a single GET (the service's reference).
const appEventProviderDataType = "app_event_provider_configuration"

// appEventProviderRoutes is the route table of app event provider configurations. There is no
// PUT: a configuration is replaced by deleting it and creating another.
func appEventProviderRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: appEventProvidersPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "ids", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"ids"}, handle: (*Server).listAppEventProviders},
		{method: http.MethodGet, pattern: appEventProviderPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: (*Server).getAppEventProvider},
		{method: http.MethodPost, pattern: appEventProvidersPath, schemes: schemeOAuth1User, write: true,
			category: "app_event_provider_configurations", params: []string{"provider_advertiser_id"},
			handle: (*Server).createAppEventProvider},
		{method: http.MethodDelete, pattern: appEventProviderPath, schemes: schemeOAuth1User, write: true,
			category: "app_event_provider_configurations", handle: (*Server).deleteAppEventProvider},
	}
}

func (s *Server) listAppEventProviders(c *call) (reply, *apiError) {
	ids, err := parseList(c.params, "ids")
	if err != nil {
		return reply{}, err
	}
	withTotal, err := parseTotalCount(c.params)
	if err != nil {
		return reply{}, err
	}
	lp, err := parseListParams(c.params, appEventProvidersDefaultCount, appEventProvidersMaxCount)
	if err != nil {
		return reply{}, err
	}
	var found []*AppEventProviderConfiguration
	for _, p := range c.account.appEventProviders {
		if (p.Deleted && !lp.withDeleted) || (ids != nil && !slices.Contains(ids, p.ID)) || s.unlisted(p.ID, ids != nil) {
			continue
		}
		found = append(found, p)
	}
	sortBy(found, lp.order, appEventProviderSortKeys)
	page, next := paginate(found, lp.offset, lp.count)
	views := make([]appEventProviderView, len(page))
	for i, p := range page {
		views[i] = viewAppEventProvider(p)
	}
	rep := reply{data: views, list: true, nextCursor: next}
	if withTotal {
		total := len(found)
		rep.totalCount = &total
	}
	return rep, nil
}

// appEventProviderSortKeys sorts configurations by name as their provider_name.
func appEventProviderSortKeys(p *AppEventProviderConfiguration) sortKeys {
	return entitySortKeys(p.ID, p.ProviderName, p.CreatedAt, p.UpdatedAt)
}

func findAppEventProvider(c *call, withDeleted bool) (*AppEventProviderConfiguration, *apiError) {
	id := c.pathParams["id"]
	p := c.account.appEventProviders[id]
	if p == nil || (p.Deleted && !withDeleted) {
		return nil, &apiError{status: http.StatusNotFound, code: codeAppEventProviderNotFound,
			message: "app event provider configuration " + id + " was not found"}
	}
	return p, nil
}

func (s *Server) getAppEventProvider(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	p, err := findAppEventProvider(c, withDeleted)
	if err != nil {
		return reply{}, err
	}
	return reply{data: viewAppEventProvider(p), dataType: appEventProviderDataType}, nil
}

func (s *Server) createAppEventProvider(c *call) (reply, *apiError) {
	advertiserID := c.params.Get("provider_advertiser_id")
	if advertiserID == "" {
		return reply{}, missingParameter("provider_advertiser_id")
	}
	provider := s.consumers[c.consumerKey].eventProvider
	if provider == "" {
		return reply{}, &apiError{status: http.StatusNotFound, code: codeNoProviderForApp,
			message: "the calling app is not an app event provider"}
	}
	if live := c.account.liveAppEventProvider(); live != nil {
		return reply{}, badRequest(codeAppEventProviderExists, "provider_advertiser_id",
			"account %s already has app event provider configuration %s; only one may be associated with an account", c.account.id, live.ID)
	}
	now := s.now()
	p := &AppEventProviderConfiguration{
		AccountID: c.account.id, ID: s.newDecimalID(), ProviderName: provider,
		ProviderAdvertiserID: advertiserID, CreatedAt: now, UpdatedAt: now,
	}
	c.account.appEventProviders[p.ID] = p
	s.markCreated(p.ID)
	return reply{status: http.StatusCreated, data: viewAppEventProvider(p)}, nil
}

func (s *Server) deleteAppEventProvider(c *call) (reply, *apiError) {
	p, err := findAppEventProvider(c, false)
	if err != nil {
		return reply{}, err
	}
	p.Deleted = true
	p.UpdatedAt = s.now()
	return reply{data: viewAppEventProvider(p)}, nil
}
