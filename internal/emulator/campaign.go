package emulator

import (
	"cmp"
	"fmt"
	"time"
)

// Campaign is a campaign as the emulator stores it. Nullable fields of the service are pointers:
// nil is answered as null. Times are kept in UTC to the second, as the service answers them.
type Campaign struct {
	ID                          string    `json:"id"`
	AccountID                   string    `json:"-"`
	FundingInstrumentID         string    `json:"funding_instrument_id"`
	Name                        string    `json:"name"`
	Currency                    string    `json:"currency"`
	BudgetOptimization          string    `json:"budget_optimization"`
	DailyBudgetAmountLocalMicro *int64    `json:"daily_budget_amount_local_micro"`
	TotalBudgetAmountLocalMicro *int64    `json:"total_budget_amount_local_micro"`
	EntityStatus                string    `json:"entity_status"`
	PurchaseOrderNumber         *string   `json:"purchase_order_number"`
	StandardDelivery            *bool     `json:"standard_delivery"`
	FrequencyCap                *int64    `json:"frequency_cap"`
	DurationInDays              *int64    `json:"duration_in_days"`
	CreatedAt                   time.Time `json:"created_at"`
	UpdatedAt                   time.Time `json:"updated_at"`
	Deleted                     bool      `json:"deleted"`
}

// campaignTable stores an account's campaigns, soft-deleted ones included, with times in UTC to
// the second. A seed's FundingInstrumentID must name an instrument of the account (ErrNotFound
// otherwise), whose currency it takes when Currency is blank; BudgetOptimization is LINE_ITEM and
// EntityStatus ACTIVE when blank. No rule of the API is checked.
var campaignTable = table[*account, Campaign]{
	noun: "campaign", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*Campaign { return a.campaigns },
	fields: func(c *Campaign) rowFields {
		return rowFields{id: &c.ID, parentID: &c.AccountID, createdAt: &c.CreatedAt, updatedAt: &c.UpdatedAt, deleted: &c.Deleted}
	},
	normalise: func(c *Campaign) { c.CreatedAt, c.UpdatedAt = wholeSecond(c.CreatedAt), wholeSecond(c.UpdatedAt) },
	check: func(_ *Server, a *account, c *Campaign) error {
		if a.fundingInstruments[c.FundingInstrumentID] == nil {
			return fmt.Errorf("funding instrument %q of account %s: %w", c.FundingInstrumentID, a.id, ErrNotFound)
		}
		return nil
	},
	fill: func(_ *Server, a *account, c *Campaign) error {
		c.Currency = cmp.Or(c.Currency, a.fundingInstruments[c.FundingInstrumentID].Currency)
		c.BudgetOptimization = cmp.Or(c.BudgetOptimization, "LINE_ITEM")
		c.EntityStatus = cmp.Or(c.EntityStatus, statusActive)
		return nil
	},
}

// Campaign returns a copy of a stored campaign, soft-deleted ones included (with Deleted set).
func (s *Server) Campaign(accountID, id string) (Campaign, bool) {
	return campaignTable.get(s, accountID, id)
}

// CampaignIDs returns the ids of an account's live campaigns (drafts included).
func (s *Server) CampaignIDs(accountID string) []string { return campaignTable.ids(s, accountID) }

// EditCampaign changes a stored campaign behind the API's back (drift: a campaign paused or
// renamed in the ads UI).
func (s *Server) EditCampaign(accountID, id string, edit func(*Campaign)) error {
	return campaignTable.edit(s, accountID, id, edit)
}

// DeleteCampaign soft-deletes a campaign out of band, as DELETE does.
func (s *Server) DeleteCampaign(accountID, id string) error {
	return campaignTable.remove(s, accountID, id)
}

// SeedCampaign stores c in the account without the API's checks and returns it as stored.
func (s *Server) SeedCampaign(accountID string, c Campaign) (Campaign, error) {
	return campaignTable.seed(s, accountID, c)
}
