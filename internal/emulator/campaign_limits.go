package emulator

import "time"

// Rate-limit categories of the campaign-management endpoints (the spec's Rate limits table).
const (
	// categoryCampaignWrites is the write category of every POST, PUT and DELETE of the
	// campaign-management document, batch POSTs included: one window of 450 a minute per user.
	categoryCampaignWrites = "campaign_management"
	// categoryCoreEntityReads marks the core entity reads (the campaign and line item lists and
	// single GETs): one window per ads account and endpoint (Options.CoreReadLimit), answered in
	// the x-account-rate-limit-* headers.
	categoryCoreEntityReads = "core_entity_reads"
)

// globalReadLimit is the window of the global reads, the GETs without an account in their path
// (the accounts list and the placement catalogue): 5 per 15 minutes per endpoint. It is a route's
// own window, so Options.RouteWindows and NoRouteLimits lift it as they lift the core endpoints'.
var globalReadLimit = &routeLimit{requests: 5, window: 15 * time.Minute}
