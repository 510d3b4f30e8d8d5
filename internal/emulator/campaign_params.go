package emulator

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Campaign parameters of POST (endpoint 7) and PUT (endpoint 9). funding_instrument_id is not a
// PUT parameter: the campaign's instrument never changes. frequency_cap and duration_in_days
// have no documented campaign write parameter and are refused as unknown.
var (
	campaignCreateParams = []string{"funding_instrument_id", "name", "budget_optimization", "daily_budget_amount_local_micro",
		"entity_status", "purchase_order_number", "standard_delivery", "total_budget_amount_local_micro"}
	campaignUpdateParams = []string{"budget_optimization", "daily_budget_amount_local_micro", "entity_status", "name",
		"purchase_order_number", "standard_delivery", "total_budget_amount_local_micro"}
)

// Campaign enumerations and lengths (the spec's Campaign table).
var (
	budgetOptimizations    = []string{"LINE_ITEM"}
	campaignCreateStatuses = []string{statusActive, statusDraft, statusPaused}
	entityUpdateStatuses   = []string{statusActive, statusPaused}
)

const (
	maxEntityNameChars       = 255
	maxPurchaseOrderNumChars = 50
)

// applyCampaignParams copies the parameters present in params onto c, checking each. An empty
// value clears a nullable field on PUT, the API's convention for clearing (API-NOTES, draft
// posts): the spec does not show how a budget goes back to null. standard_delivery is checked
// and then dropped: it is deprecated on campaigns, and the service answers it null.
func applyCampaignParams(c *Campaign, params url.Values, create bool) *apiError {
	statuses := entityUpdateStatuses
	if create {
		statuses = campaignCreateStatuses
	}
	for _, name := range campaignCreateParams {
		if !params.Has(name) {
			continue
		}
		v := params.Get(name)
		var err *apiError
		switch name {
		case "name":
			c.Name, err = v, checkChars(name, v, 1, maxEntityNameChars)
		case "budget_optimization":
			c.BudgetOptimization, err = v, checkEnum(name, v, budgetOptimizations)
		case "daily_budget_amount_local_micro":
			c.DailyBudgetAmountLocalMicro, err = optionalMicros(name, v, create)
		case "total_budget_amount_local_micro":
			c.TotalBudgetAmountLocalMicro, err = optionalMicros(name, v, create)
		case "entity_status":
			c.EntityStatus, err = v, checkEnum(name, v, statuses)
		case "purchase_order_number":
			c.PurchaseOrderNumber = nil
			if v != "" {
				c.PurchaseOrderNumber, err = &v, checkChars(name, v, 1, maxPurchaseOrderNumChars)
			}
		case "standard_delivery":
			_, err = parseBoolValue(name, v)
		}
		if err != nil {
			return err
		}
	}
	return checkBudgets(c.DailyBudgetAmountLocalMicro, c.TotalBudgetAmountLocalMicro)
}

// optionalMicros reads a nullable amount: empty clears it on PUT and is refused on POST.
func optionalMicros(name, v string, create bool) (*int64, *apiError) {
	if v == "" && !create {
		return nil, nil
	}
	n, err := parseMicros(name, v)
	if err != nil {
		return nil, err
	}
	return &n, nil
}

// checkBudgets keeps a daily budget at most the total of the same level. The spec names no code
// for it (the conditions of SPEND_EXCEEDS_BUDGET are not shown): the emulator answers
// INVALID_PARAMETER on the daily budget.
func checkBudgets(daily, total *int64) *apiError {
	if daily != nil && total != nil && *daily > *total {
		return invalidParameter("daily_budget_amount_local_micro",
			"daily_budget_amount_local_micro (%d) must not exceed total_budget_amount_local_micro (%d)", *daily, *total)
	}
	return nil
}

// missingParam names the first of names that params lacks or holds empty.
func missingParam(params url.Values, names ...string) *apiError {
	for _, name := range names {
		if strings.TrimSpace(params.Get(name)) == "" {
			return missingParameter(name)
		}
	}
	return nil
}

// fundingInstrumentFor is the live instrument id names in a, able to fund a new campaign.
func fundingInstrumentFor(a *account, id string) (*FundingInstrument, *apiError) {
	f := a.fundingInstruments[id]
	if f == nil || f.Deleted {
		return nil, fundingInstrumentNotFound(id)
	}
	if !f.AbleToFund {
		return nil, badRequest(codeInvalidFundingInstrument, "funding_instrument_id",
			"funding instrument %s is not able to fund: %s", id, strings.Join(f.ReasonsNotAbleToFund, ", "))
	}
	return f, nil
}

// checkActiveCampaigns refuses one more active campaign when the account's ceiling is reached:
// a create that is not a draft, or a PUT that moves a draft out of DRAFT.
func checkActiveCampaigns(a *account) *apiError {
	n := 0
	for _, c := range a.campaigns {
		if !c.Deleted && countsAsActive(c.EntityStatus) {
			n++
		}
	}
	if n >= a.limits.ActiveCampaigns {
		return badRequest(codeTooManyCampaigns, "entity_status",
			"account %s already has %d active campaigns, its limit (paused campaigns count as active)", a.id, n)
	}
	return nil
}

func campaignNotFound(id string) *apiError {
	return &apiError{status: http.StatusNotFound, code: codeCampaignNotFound, parameter: "campaign_id",
		message: fmt.Sprintf("campaign %s was not found", id)}
}
