package campaigns

import "github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"

// Descriptions of a campaign, shared by the resource, the data sources and the list resource.
const (
	descCampaignID      = "Id of the campaign, assigned by the service (base 36, such as `8wku2`)."
	descCampaignAccount = "Ads account of the campaign. Defaults to the provider's `account_id`; changing it, or the " +
		"provider's default when this is left out, replaces the campaign."
	descCampaignInstrument = "Funding instrument that pays for the campaign (`adsapi_funding_instruments` lists the " +
		"account's, with `able_to_fund`); the service refuses one that cannot fund. A campaign cannot move to another " +
		"instrument: changing it replaces the campaign."
	descCampaignName        = "Name of the campaign, 1 to 255 characters."
	descBudgetOptimization  = "Level at which budgets are optimized: `LINE_ITEM`, the only value and the default."
	descCampaignDailyBudget = "Daily budget of the campaign; at most `total_budget_amount_local_micro`. The service " +
		"requires one for most types of funding instrument (it does not say which). Once set it can be changed but " +
		"not removed: the service has no way to clear it." + adrules.DescMicros
	descCampaignTotalBudget = "Total budget of the campaign; without a daily budget the campaign spends it evenly " +
		"over its flight. Once set it can be changed but not removed." + adrules.DescMicros
	descCampaignStatus = "`ACTIVE` (the default), `PAUSED` or `DRAFT`. A draft is listed only with `with_draft`; " +
		"`DRAFT` can be set only when the campaign is created, and an update can move a draft to `ACTIVE` or " +
		"`PAUSED`, not back. A campaign paused or resumed outside Terraform is put back as configured."
	descPurchaseOrderNumber = "Booking reference printed on invoices, 1 to 50 characters."
	descCampaignCurrency    = "ISO 4217 code of the currency of the amounts: the funding instrument's."
	descServable            = "Whether the campaign can serve, as the service computes it (null when it does not say)."
	descReasonsNotServable  = "Why the campaign does not serve, such as `PAUSED_BY_ADVERTISER`, `INCOMPLETE` (no " +
		"line item yet), `EXPIRED` or `FUNDING_PROBLEM`; the service's list is open."
	descEffectiveStatus = "Status the service computes from the campaign and its line items, such as `RUNNING`, " +
		"`PAUSED` or `UNKNOWN`; the service's list is open."
	descDeleted = "Whether the object was deleted (listed only with `with_deleted`)."
	// descWithDraft is the with_draft filter of the campaign lists.
	descWithDraft = "Include draft campaigns (`entity_status = \"DRAFT\"`) beside the others."
)

// Descriptions of a funding instrument.
const (
	descInstrumentID       = "Id of the funding instrument (base 36, such as `lygyi`)."
	descInstrumentAccount  = "Ads account of the funding instrument."
	descInstrumentType     = "`CREDIT_CARD`, `CREDIT_LINE`, `AGENCY_CREDIT_LINE`, `INSERTION_ORDER` or `PARTNER_MANAGED`."
	descInstrumentDesc     = "Description, such as `Visa ending in 0650`; null when there is none."
	descInstrumentCurrency = "ISO 4217 code of the currency the instrument pays in, and of every amount of the " +
		"campaigns it funds."
	descInstrumentStart  = "When the instrument starts to fund, RFC 3339 in UTC."
	descInstrumentEnd    = "When the instrument stops funding, RFC 3339 in UTC; null when it has no end."
	descCreditLimit      = "Credit limit of a `CREDIT_CARD` or `CREDIT_LINE`; null when the service gives none." + adrules.DescMicros
	descFundedAmount     = "Budget allotted to an `INSERTION_ORDER`; null when the service gives none." + adrules.DescMicros
	descCreditRemaining  = "Credit left on a `CREDIT_LINE` or `AGENCY_CREDIT_LINE`: its limit less what every account sharing it has spent; null when the service gives none." + adrules.DescMicros
	descAbleToFund       = "Whether the instrument can fund campaigns now. A campaign under one that cannot is refused."
	descReasonsNotToFund = "Why the instrument cannot fund, such as `EXPIRED` or `DELETED`; empty when it can. The " +
		"service's list is open."
	descInstrumentStatus = "Status of the instrument, such as `ACTIVE`; the service's list is open."
	descIOHeader         = "Insertion-order header id, which several instruments may share; null when there is none."
)

// Descriptions of an ads account.
const (
	descAccountID          = "Id of the ads account (base 36, such as `18ce54d4x5t`)."
	descAccountName        = "Name of the account."
	descBusinessName       = "Name of the business the account belongs to; null when there is none."
	descBusinessID         = "Id of the business the account belongs to; null when there is none."
	descAccountTimezone    = "Time zone database name of the account, such as `America/Los_Angeles`: it decides what a day is for daily budgets and pacing. Only the advertiser's account manager can change it."
	descTimezoneSwitchAt   = "When the account last changed time zone (midnight of that day in the new zone, written in UTC); null when it never did."
	descIndustryType       = "Industry of the account, such as `TRAVEL` or `RETAIL`."
	descApprovalStatus     = "Approval status of the account, such as `ACCEPTED`; the service's list is open."
	descAccountWithDeleted = "Include deleted accounts."
)
