package adsapi

import (
	"context"
	"net/http"
	"net/url"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// FundingInstrumentsService reads the funding instruments of an account
// (/12/accounts/:account_id/funding_instruments): the sources of money that pay for campaigns. The
// production API neither makes, changes nor deletes them.
type FundingInstrumentsService struct{ c *Client }

// FundingInstrument is a credit card, credit line, insertion order or partner-managed source of
// money. Amounts are micros of Currency (null decodes as Valid false); which amount applies depends
// on Type, and the service's own examples do not keep to that rule, so each is read as it comes.
// Times are as the service writes them (UTC); EndTime "" means no end. Cancelled, Paused and Name
// come with older answers only.
type FundingInstrument struct {
	ID                        string       `json:"id"`
	AccountID                 string       `json:"account_id"`
	Name                      string       `json:"name"`
	Type                      string       `json:"type"`
	Description               string       `json:"description"`
	Currency                  string       `json:"currency"`
	StartTime                 string       `json:"start_time"`
	EndTime                   string       `json:"end_time"`
	CreditLimitLocalMicro     wire.FlexInt `json:"credit_limit_local_micro"`
	FundedAmountLocalMicro    wire.FlexInt `json:"funded_amount_local_micro"`
	CreditRemainingLocalMicro wire.FlexInt `json:"credit_remaining_local_micro"`
	AbleToFund                bool         `json:"able_to_fund"`
	ReasonsNotAbleToFund      []string     `json:"reasons_not_able_to_fund"`
	EntityStatus              string       `json:"entity_status"`
	IOHeader                  string       `json:"io_header"`
	Cancelled                 bool         `json:"cancelled"`
	Paused                    bool         `json:"paused"`
	CreatedAt                 string       `json:"created_at"`
	UpdatedAt                 string       `json:"updated_at"`
	Deleted                   bool         `json:"deleted"`
}

// FundingInstrumentListOptions filters a funding instrument list (no q: the list takes none).
type FundingInstrumentListOptions struct {
	ListOptions
	FundingInstrumentIDs []string
}

// Funding instrument endpoints and their largest page.
const (
	fundingInstrumentsPath         = "/12/accounts/:account_id/funding_instruments"
	fundingInstrumentPath          = "/12/accounts/:account_id/funding_instruments/:funding_instrument_id"
	fundingInstrumentsMaxPageCount = 1000
)

// List returns the funding instruments of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/funding_instruments
func (s *FundingInstrumentsService) List(ctx context.Context, accountID string, opt FundingInstrumentListOptions) ([]FundingInstrument, error) {
	q := url.Values{}
	if err := setIDs(q, "funding_instrument_ids", opt.FundingInstrumentIDs); err != nil {
		return nil, err
	}
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, fundingInstrumentsPath, []string{accountID}, q, nil)
	return listAll[FundingInstrument](ctx, s.c, r, adsPages, fundingInstrumentsMaxPageCount, opt.Limit)
}

// Get returns one funding instrument, deleted or not (with_deleted is sent). The reference names
// the id both as the last path segment and as a query parameter; the id travels in the path only,
// as the python client sends it and as the answer echoes it.
//
// GET /12/accounts/:account_id/funding_instruments/:funding_instrument_id
func (s *FundingInstrumentsService) Get(ctx context.Context, accountID, fundingInstrumentID string) (*FundingInstrument, error) {
	q := url.Values{"with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, fundingInstrumentPath, []string{accountID, fundingInstrumentID}, q, nil)
	return doOne[FundingInstrument](ctx, s.c, r, fundingInstrumentID)
}
