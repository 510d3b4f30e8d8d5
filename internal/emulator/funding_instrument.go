package emulator

import (
	"cmp"
	"time"
)

// FundingInstrument is a source of money of an ads account. It is read-only through the API:
// tests seed and change instruments through the hooks (fundingInstrumentTable below). Nullable
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

// fundingInstrumentTable stores an account's funding instruments; its hooks list deleted ones too
// (the API cannot delete an instrument). Times are kept in UTC to the second. A seed fills Type
// CREDIT_CARD, Currency USD, EntityStatus ACTIVE and StartTime with the clock's now when blank,
// and takes AbleToFund as given.
var fundingInstrumentTable = table[*account, FundingInstrument]{
	noun: "funding instrument", parent: accountParent, newID: (*Server).newBase36ID,
	clone: FundingInstrument.clone,
	rows:  func(a *account) map[string]*FundingInstrument { return a.fundingInstruments },
	fields: func(f *FundingInstrument) rowFields {
		return rowFields{id: &f.ID, parentID: &f.AccountID, createdAt: &f.CreatedAt, updatedAt: &f.UpdatedAt}
	},
	normalise: func(f *FundingInstrument) { *f = f.normalised() },
	fill: func(s *Server, _ *account, f *FundingInstrument) error {
		f.Type = cmp.Or(f.Type, FundingCreditCard)
		f.Currency = cmp.Or(f.Currency, "USD")
		f.EntityStatus = cmp.Or(f.EntityStatus, statusActive)
		if f.StartTime.IsZero() {
			f.StartTime = s.now()
		}
		return nil
	},
}

// FundingInstrument returns a copy of a stored funding instrument, deleted ones included.
func (s *Server) FundingInstrument(accountID, id string) (FundingInstrument, bool) {
	return fundingInstrumentTable.get(s, accountID, id)
}

// FundingInstrumentIDs returns the ids of an account's funding instruments, deleted ones included.
func (s *Server) FundingInstrumentIDs(accountID string) []string {
	return fundingInstrumentTable.ids(s, accountID)
}

// EditFundingInstrument changes a stored instrument, as the account manager or the ads UI would
// (an instrument that expires, or whose credit runs out).
func (s *Server) EditFundingInstrument(accountID, id string, edit func(*FundingInstrument)) error {
	return fundingInstrumentTable.edit(s, accountID, id, edit)
}

// SeedFundingInstrument stores f in the account and returns it as stored.
func (s *Server) SeedFundingInstrument(accountID string, f FundingInstrument) (FundingInstrument, error) {
	return fundingInstrumentTable.seed(s, accountID, f)
}

// normalised is f with its times in UTC to the second.
func (f FundingInstrument) normalised() FundingInstrument {
	f.StartTime, f.CreatedAt, f.UpdatedAt = wholeSecond(f.StartTime), wholeSecond(f.CreatedAt), wholeSecond(f.UpdatedAt)
	if f.EndTime != nil {
		f.EndTime = ptrTo(wholeSecond(*f.EndTime))
	}
	return f
}
