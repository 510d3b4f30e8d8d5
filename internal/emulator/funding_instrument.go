package emulator

import "time"

// FundingInstrument is a source of money of an ads account. It is read-only through the API:
// tests seed and change instruments through the hooks (funding_instrument_hooks.go). Nullable
// fields of the service are pointers: nil is answered as null.
type FundingInstrument struct {
	ID                        string     `json:"id"`
	AccountID                 string     `json:"account_id"`
	Type                      string     `json:"type"`
	Description               *string    `json:"description"`
	Currency                  string     `json:"currency"`
	StartTime                 time.Time  `json:"start_time"`
	EndTime                   *time.Time `json:"end_time"`
	CreditLimitLocalMicro     *int64     `json:"credit_limit_local_micro"`
	FundedAmountLocalMicro    *int64     `json:"funded_amount_local_micro"`
	CreditRemainingLocalMicro *int64     `json:"credit_remaining_local_micro"`
	AbleToFund                bool       `json:"able_to_fund"`
	ReasonsNotAbleToFund      []string   `json:"reasons_not_able_to_fund"`
	EntityStatus              string     `json:"entity_status"`
	IOHeader                  *string    `json:"io_header"`
	CreatedAt                 time.Time  `json:"created_at"`
	UpdatedAt                 time.Time  `json:"updated_at"`
	Deleted                   bool       `json:"deleted"`
}

// Funding instrument types (the values the sandbox accepts when creating one).
const (
	FundingAgencyCreditLine = "AGENCY_CREDIT_LINE"
	FundingCreditCard       = "CREDIT_CARD"
	FundingCreditLine       = "CREDIT_LINE"
	FundingInsertionOrder   = "INSERTION_ORDER"
	FundingPartnerManaged   = "PARTNER_MANAGED"
)

func (f FundingInstrument) clone() FundingInstrument {
	f.ReasonsNotAbleToFund = append([]string{}, f.ReasonsNotAbleToFund...)
	return f
}
