package adsapi

import (
	"context"
	"net/http"
	"net/url"
)

// AdsAccountsService reads the ads accounts of the authenticated user (/12/accounts). Accounts are
// made and removed only in the sandbox, which this client does not cover.
type AdsAccountsService struct{ c *Client }

// AdsAccount is an advertising-enabled account. The service answers an unset BusinessName,
// BusinessID or TimezoneSwitchAt as null, decoded as "". IndustryType comes with the single GET
// only; Salt with older answers only.
type AdsAccount struct {
	ID               string `json:"id"`
	Name             string `json:"name"`
	BusinessName     string `json:"business_name"`
	BusinessID       string `json:"business_id"`
	Timezone         string `json:"timezone"`
	TimezoneSwitchAt string `json:"timezone_switch_at"`
	IndustryType     string `json:"industry_type"`
	ApprovalStatus   string `json:"approval_status"`
	Salt             string `json:"salt"`
	CreatedAt        string `json:"created_at"`
	UpdatedAt        string `json:"updated_at"`
	Deleted          bool   `json:"deleted"`
}

// AdsAccountListOptions filters the account list.
type AdsAccountListOptions struct {
	ListOptions
	AccountIDs []string
	// Q is a case-insensitive prefix of the name.
	Q string
}

// Ads account endpoints and their largest page.
const (
	adsAccountsPath         = "/12/accounts"
	adsAccountPath          = "/12/accounts/:account_id"
	adsAccountsMaxPageCount = 1000
)

// List returns the accounts the authenticated user may work with, following every page up to
// opt.Limit.
//
// GET /12/accounts
func (s *AdsAccountsService) List(ctx context.Context, opt AdsAccountListOptions) ([]AdsAccount, error) {
	q := url.Values{}
	setList(q, "account_ids", opt.AccountIDs)
	setString(q, "q", opt.Q)
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, adsAccountsPath, nil, q, nil)
	return listAll[AdsAccount](ctx, s.c, r, adsPages, adsAccountsMaxPageCount, opt.Limit)
}

// Get returns one account, deleted or not: with_deleted is sent so that a deleted account comes
// back with Deleted true rather than as missing.
//
// GET /12/accounts/:account_id
func (s *AdsAccountsService) Get(ctx context.Context, accountID string) (*AdsAccount, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[AdsAccount](ctx, s.c, s.c.adsRequest(http.MethodGet, adsAccountPath, []string{accountID}, q, nil), accountID)
}
