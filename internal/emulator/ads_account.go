package emulator

import "time"

// AdsAccount is what the ads account endpoints answer about an account (its id is the
// account's). Nullable fields of the service are pointers: nil is answered as null.
type AdsAccount struct {
	ID               string     `json:"id"`
	Name             string     `json:"name"`
	BusinessName     *string    `json:"business_name"`
	BusinessID       *string    `json:"business_id"`
	Timezone         string     `json:"timezone"`
	TimezoneSwitchAt *time.Time `json:"timezone_switch_at"`
	// IndustryType is answered only by the single-account GET, as in the spec's examples.
	IndustryType   string    `json:"industry_type"`
	ApprovalStatus string    `json:"approval_status"`
	CreatedAt      time.Time `json:"created_at"`
	UpdatedAt      time.Time `json:"updated_at"`
	Deleted        bool      `json:"deleted"`
}

// AccountLimits are an account's ceilings on campaigns and line items. The service lets an
// advertiser's account manager raise them; SetAccountLimits does the same for tests.
type AccountLimits struct {
	// ActiveCampaigns bounds the campaigns that are ACTIVE or PAUSED and not deleted (paused
	// ones count as active, the spec's Limits table).
	ActiveCampaigns int
	// LineItemsPerCampaign bounds the live line items of one campaign.
	LineItemsPerCampaign int
	// ActiveLineItems bounds the line items of the account that are ACTIVE or PAUSED and not
	// deleted.
	ActiveLineItems int
}

// defaultAccountLimits are the spec's defaults. Its pages give 256, 4,000 and 8,000 active line
// items per account; the emulator keeps the largest, refusing only what every page refuses.
var defaultAccountLimits = AccountLimits{ActiveCampaigns: 200, LineItemsPerCampaign: 100, ActiveLineItems: 8000}

// countsAsActive tells whether an entity status counts against the active ceilings: drafts do
// not run, so only ACTIVE and PAUSED count.
func countsAsActive(entityStatus string) bool {
	return entityStatus == statusActive || entityStatus == statusPaused
}

// Entity statuses of campaigns and line items.
const (
	statusActive = "ACTIVE"
	statusPaused = "PAUSED"
	statusDraft  = "DRAFT"
)
