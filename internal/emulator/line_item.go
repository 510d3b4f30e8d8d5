package emulator

import "time"

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
