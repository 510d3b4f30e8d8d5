package emulator

import (
	"cmp"
	"fmt"
	"slices"
	"time"
)

// LineItem is a line item (an ad group in the ads UI) as the emulator stores it. Nullable fields
// of the service are pointers: nil is answered as null. Times are kept in UTC to the second.
type LineItem struct {
	ID                          string     `json:"id"`
	AccountID                   string     `json:"-"`
	CampaignID                  string     `json:"campaign_id"`
	FundingInstrumentID         string     `json:"funding_instrument_id"`
	Name                        *string    `json:"name"`
	ProductType                 string     `json:"product_type"`
	Objective                   string     `json:"objective"`
	Placements                  []string   `json:"placements"`
	StartTime                   *time.Time `json:"start_time"`
	EndTime                     *time.Time `json:"end_time"`
	EntityStatus                string     `json:"entity_status"`
	BidStrategy                 string     `json:"bid_strategy"`
	BidAmountLocalMicro         *int64     `json:"bid_amount_local_micro"`
	Goal                        *string    `json:"goal"`
	PayBy                       *string    `json:"pay_by"`
	DailyBudgetAmountLocalMicro *int64     `json:"daily_budget_amount_local_micro"`
	TotalBudgetAmountLocalMicro *int64     `json:"total_budget_amount_local_micro"`
	StandardDelivery            *bool      `json:"standard_delivery"`
	FrequencyCap                *int64     `json:"frequency_cap"`
	DurationInDays              *int64     `json:"duration_in_days"`
	AdvertiserDomain            *string    `json:"advertiser_domain"`
	Categories                  []string   `json:"categories"`
	AndroidAppStoreIdentifier   *string    `json:"android_app_store_identifier"`
	IOSAppStoreIdentifier       *string    `json:"ios_app_store_identifier"`
	PrimaryWebEventTag          *string    `json:"primary_web_event_tag"`
	AdvertiserUserID            string     `json:"advertiser_user_id"`
	AudienceExpansion           *string    `json:"audience_expansion,omitempty"`
	TargetCPALocalMicro         *int64     `json:"target_cpa_local_micro"`
	CreativeSource              string     `json:"creative_source"`
	Currency                    string     `json:"currency"`
	CreatedAt                   time.Time  `json:"created_at"`
	UpdatedAt                   time.Time  `json:"updated_at"`
	Deleted                     bool       `json:"deleted"`
}

// checkCampaignLineItems keeps a campaign's line items alike and within its ceiling: every line
// item of one campaign has the same objective and product_type (the spec names no code for a
// mismatch: the emulator answers INVALID_PARAMETER on the field), and a campaign holds at most
// AccountLimits.LineItemsPerCampaign live line items.
func checkCampaignLineItems(a *account, li *LineItem) *apiError {
	n := 0
	for _, other := range a.lineItems {
		if other.CampaignID != li.CampaignID || other.Deleted {
			continue
		}
		n++
		if other.Objective != li.Objective {
			return invalidParameter("objective", "campaign %s holds line items of objective %s; all its line items share one objective",
				li.CampaignID, other.Objective)
		}
		if other.ProductType != li.ProductType {
			return invalidParameter("product_type", "campaign %s holds line items of product_type %s; all its line items share one product_type",
				li.CampaignID, other.ProductType)
		}
	}
	if n >= a.limits.LineItemsPerCampaign {
		return badRequest(codeTooManyLineItems, "campaign_id", "campaign %s already holds %d line items, its limit", li.CampaignID, n)
	}
	return nil
}

// checkActiveLineItems refuses one more active line item when the account's ceiling is reached.
func checkActiveLineItems(a *account) *apiError {
	n := 0
	for _, li := range a.lineItems {
		if !li.Deleted && countsAsActive(li.EntityStatus) {
			n++
		}
	}
	if n >= a.limits.ActiveLineItems {
		return badRequest(codeTooManyLineItems, "entity_status", "account %s already has %d active line items, its limit", a.id, n)
	}
	return nil
}

// lineItemTable stores an account's line items, soft-deleted ones included, with every time in
// UTC to the second. A seed's CampaignID must name a campaign of the account (ErrNotFound
// otherwise), whose funding instrument and currency it takes when blank; EntityStatus is ACTIVE,
// BidStrategy AUTO, AdvertiserUserID the account's owner and CreativeSource MANUAL when blank. No
// rule of the API is checked.
var lineItemTable = table[*account, LineItem]{
	noun: "line item", parent: accountParent, newID: (*Server).newBase36ID, clone: LineItem.clone,
	rows: func(a *account) map[string]*LineItem { return a.lineItems },
	fields: func(li *LineItem) rowFields {
		return rowFields{id: &li.ID, parentID: &li.AccountID, createdAt: &li.CreatedAt, updatedAt: &li.UpdatedAt, deleted: &li.Deleted}
	},
	normalise: (*LineItem).normaliseTimes,
	check: func(_ *Server, a *account, li *LineItem) error {
		if a.campaigns[li.CampaignID] == nil {
			return fmt.Errorf("campaign %q of account %s: %w", li.CampaignID, a.id, ErrNotFound)
		}
		return nil
	},
	fill: func(_ *Server, a *account, li *LineItem) error {
		cp := a.campaigns[li.CampaignID]
		li.FundingInstrumentID = cmp.Or(li.FundingInstrumentID, cp.FundingInstrumentID)
		li.Currency = cmp.Or(li.Currency, cp.Currency)
		li.EntityStatus = cmp.Or(li.EntityStatus, statusActive)
		li.BidStrategy = cmp.Or(li.BidStrategy, bidAuto)
		li.AdvertiserUserID = cmp.Or(li.AdvertiserUserID, a.ownerID)
		li.CreativeSource = cmp.Or(li.CreativeSource, "MANUAL")
		return nil
	},
}

// LineItem returns a copy of a stored line item, soft-deleted ones included (with Deleted set).
func (s *Server) LineItem(accountID, id string) (LineItem, bool) {
	return lineItemTable.get(s, accountID, id)
}

// LineItemIDs returns the ids of an account's live line items (drafts included).
func (s *Server) LineItemIDs(accountID string) []string { return lineItemTable.ids(s, accountID) }

// EditLineItem changes a stored line item behind the API's back (drift: a bid or a status changed
// in the ads UI).
func (s *Server) EditLineItem(accountID, id string, edit func(*LineItem)) error {
	return lineItemTable.edit(s, accountID, id, edit)
}

// DeleteLineItem soft-deletes a line item out of band, as DELETE does.
func (s *Server) DeleteLineItem(accountID, id string) error {
	return lineItemTable.remove(s, accountID, id)
}

// SeedLineItem stores li in the account without the API's checks and returns it as stored.
func (s *Server) SeedLineItem(accountID string, li LineItem) (LineItem, error) {
	return lineItemTable.seed(s, accountID, li)
}

// clone copies li with slices of its own, so that neither copy changes the other.
func (li LineItem) clone() LineItem {
	li.Placements = slices.Clone(li.Placements)
	li.Categories = slices.Clone(li.Categories)
	return li
}

// normaliseTimes keeps every time in UTC to the second, as the API stores them.
func (li *LineItem) normaliseTimes() {
	li.CreatedAt, li.UpdatedAt = wholeSecond(li.CreatedAt), wholeSecond(li.UpdatedAt)
	for _, t := range []**time.Time{&li.StartTime, &li.EndTime} {
		if *t != nil {
			*t = ptrTo(wholeSecond(**t))
		}
	}
}
