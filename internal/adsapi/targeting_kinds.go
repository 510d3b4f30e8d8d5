package adsapi

import "context"

// The twelve catalogues (spec: "Targeting criteria"). Paged kinds follow cursor at their largest count;
// the others answer in one list (the service's reference). TV markets and TV shows have windows of their own; the
// rest share the category's.
var (
	appStoreCategoriesKind = targetingKind{path: "/12/targeting_criteria/app_store_categories",
		params: []string{"q", "os_type"}, limitGroup: targetingCategory}
	conversationsKind = targetingKind{path: "/12/targeting_criteria/conversations",
		params: []string{"conversation_type"}, maxCount: 1000, paged: true, limitGroup: targetingCategory}
	devicesKind = targetingKind{path: "/12/targeting_criteria/devices",
		params: []string{"q"}, maxCount: 1000, limitGroup: targetingCategory}
	eventsKind = targetingKind{path: "/12/targeting_criteria/events",
		params: []string{"event_types", "country_codes", "start_time", "end_time"}, maxCount: 1000, paged: true, limitGroup: targetingCategory}
	interestsKind = targetingKind{path: "/12/targeting_criteria/interests",
		params: []string{"q"}, maxCount: 1000, paged: true, limitGroup: targetingCategory}
	languagesKind = targetingKind{path: "/12/targeting_criteria/languages",
		params: []string{"q"}, maxCount: 1000, paged: true, limitGroup: targetingCategory}
	locationsKind = targetingKind{path: "/12/targeting_criteria/locations",
		params: []string{"q", "country_code", "location_type"}, maxCount: 1000, paged: true, limitGroup: targetingCategory}
	networkOperatorsKind = targetingKind{path: "/12/targeting_criteria/network_operators",
		params: []string{"q", "country_code"}, maxCount: 1000, paged: true, limitGroup: targetingCategory}
	platformVersionsKind = targetingKind{path: "/12/targeting_criteria/platform_versions",
		params: []string{"q"}, limitGroup: targetingCategory}
	platformsKind = targetingKind{path: "/12/targeting_criteria/platforms",
		params: []string{"q", "lang"}, maxCount: 1000, limitGroup: targetingCategory}
	tvMarketsKind = targetingKind{path: "/12/targeting_criteria/tv_markets"}
	tvShowsKind   = targetingKind{path: "/12/targeting_criteria/tv_shows",
		params: []string{"q", "locale"}, maxCount: 50, paged: true}
)

// AppStoreCategories reads the app store categories (q, os_type).
//
// GET /12/targeting_criteria/app_store_categories
func (s *TargetingService) AppStoreCategories(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, appStoreCategoriesKind, q)
}

// Conversations reads the conversation topics (conversation_type).
//
// GET /12/targeting_criteria/conversations
func (s *TargetingService) Conversations(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, conversationsKind, q)
}

// Devices reads the devices (q).
//
// GET /12/targeting_criteria/devices
func (s *TargetingService) Devices(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, devicesKind, q)
}

// Events reads the events (event_types, country_codes, start_time, end_time); times are UTC.
//
// GET /12/targeting_criteria/events
func (s *TargetingService) Events(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, eventsKind, q)
}

// Interests reads the interests (q).
//
// GET /12/targeting_criteria/interests
func (s *TargetingService) Interests(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, interestsKind, q)
}

// Languages reads the languages (q).
//
// GET /12/targeting_criteria/languages
func (s *TargetingService) Languages(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, languagesKind, q)
}

// Locations reads the locations (q, country_code, location_type).
//
// GET /12/targeting_criteria/locations
func (s *TargetingService) Locations(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, locationsKind, q)
}

// NetworkOperators reads the network operators (q, country_code; the service defaults to US).
//
// GET /12/targeting_criteria/network_operators
func (s *TargetingService) NetworkOperators(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, networkOperatorsKind, q)
}

// PlatformVersions reads the platform versions (q).
//
// GET /12/targeting_criteria/platform_versions
func (s *TargetingService) PlatformVersions(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, platformVersionsKind, q)
}

// Platforms reads the platforms (q, lang for localized names).
//
// GET /12/targeting_criteria/platforms
func (s *TargetingService) Platforms(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, platformsKind, q)
}

// TVMarkets reads the TV markets, whose locales TVShows takes.
//
// GET /12/targeting_criteria/tv_markets
func (s *TargetingService) TVMarkets(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, tvMarketsKind, q)
}

// TVShows reads the TV shows of a market (locale, required; q).
//
// GET /12/targeting_criteria/tv_shows
func (s *TargetingService) TVShows(ctx context.Context, q TargetingQuery) (*TargetingList, error) {
	return s.read(ctx, tvShowsKind, q)
}
