package adsapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// PromotedAccountsService manages the users promoted by line items of follower campaigns
// (/12/accounts/:account_id/promoted_accounts).
type PromotedAccountsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[PromotedAccount] // Get's batched reads
}

// PromotedAccount attaches a user to a line item whose product_type is PROMOTED_ACCOUNT (the spec's Gap
// 13), so that the user is suggested to people who do not follow it yet. Nothing of it can change: the
// service has no PUT.
type PromotedAccount struct {
	ID         string `json:"id"`
	LineItemID string `json:"line_item_id"`
	// UserID is the promoted user's id, a 64-bit decimal the service echoes as a string.
	UserID         string `json:"user_id"`
	EntityStatus   string `json:"entity_status"`
	ApprovalStatus string `json:"approval_status"`
	CreatedAt      string `json:"created_at"`
	UpdatedAt      string `json:"updated_at"`
	Deleted        bool   `json:"deleted"`
}

// PromotedAccountInput holds the parameters of a create, both required by the service.
type PromotedAccountInput struct {
	LineItemID, UserID string
}

// PromotedAccountListOptions filters a promoted account list; each id filter takes up to 200 ids.
type PromotedAccountListOptions struct {
	ListOptions
	LineItemIDs        []string
	PromotedAccountIDs []string
}

// Promoted account endpoints and their largest page.
const (
	promotedAccountsPath         = "/12/accounts/:account_id/promoted_accounts"
	promotedAccountPath          = "/12/accounts/:account_id/promoted_accounts/:promoted_account_id"
	promotedAccountsMaxPageCount = 1000
)

// List returns the promoted accounts of an account, following every page up to opt.Limit. The service
// refuses a list whose line items are none of them PROMOTED_ACCOUNT line items (HTTP 400).
//
// GET /12/accounts/:account_id/promoted_accounts
func (s *PromotedAccountsService) List(ctx context.Context, accountID string, opt PromotedAccountListOptions) ([]PromotedAccount, error) {
	q := url.Values{}
	if err := setIDs(q, "line_item_ids", opt.LineItemIDs); err != nil {
		return nil, err
	}
	if err := setIDs(q, "promoted_account_ids", opt.PromotedAccountIDs); err != nil {
		return nil, err
	}
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, promotedAccountsPath, []string{accountID}, q, nil)
	return listAll[PromotedAccount](ctx, s.c, r, adsPages, promotedAccountsMaxPageCount, opt.Limit)
}

// Get returns one promoted account, deleted or not: with_deleted is sent so that one detached outside
// Terraform comes back with Deleted true. Concurrent Gets of one account are combined into list requests
// filtered by promoted_account_ids, List's endpoint (see batcher); a lone Get sends the single GET.
//
// GET /12/accounts/:account_id/promoted_accounts/:promoted_account_id
func (s *PromotedAccountsService) Get(ctx context.Context, accountID, id string) (*PromotedAccount, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, id)
}

// getOne is the single GET of a promoted account.
func (s *PromotedAccountsService) getOne(ctx context.Context, accountID, id string) (*PromotedAccount, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[PromotedAccount](ctx, s.c, s.c.adsRequest(http.MethodGet, promotedAccountPath, []string{accountID, id}, q, nil), id)
}

// listByID reads up to batchMaxIDs promoted accounts by id with one list request, deleted ones included
// as the single GET returns them.
func (s *PromotedAccountsService) listByID(ctx context.Context, accountID string, ids []string) ([]PromotedAccount, error) {
	q := url.Values{"promoted_account_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, promotedAccountsPath, []string{accountID}, q, nil)
	return listByIDs[PromotedAccount](ctx, s.c, r, promotedAccountsMaxPageCount, ids)
}

// Create promotes a user on a line item. Both parameters travel in the query string, user_id as the
// decimal integer it is.
//
// POST /12/accounts/:account_id/promoted_accounts
func (s *PromotedAccountsService) Create(ctx context.Context, cs creates.Session, accountID string, in PromotedAccountInput) (*PromotedAccount, error) {
	q := url.Values{}
	setString(q, "line_item_id", in.LineItemID)
	setString(q, "user_id", in.UserID)
	// A lost answer is reconciled: the promoted account it made is adopted, or it is sent again.
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*PromotedAccount, error) {
		return doOne[PromotedAccount](ctx, s.c, s.c.campaignWrite(http.MethodPost, promotedAccountsPath, []string{accountID}, q, nil), "")
	})
}

// Delete detaches the user from its line item (a soft delete) and returns the promoted account with
// Deleted true. A malformed answer is checked with a read (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/promoted_accounts/:promoted_account_id
func (s *PromotedAccountsService) Delete(ctx context.Context, accountID, id string) (*PromotedAccount, error) {
	return deleteConfirmed(ctx, "promoted account", func(ctx context.Context) (*PromotedAccount, error) {
		return doOne[PromotedAccount](ctx, s.c, s.c.campaignWrite(http.MethodDelete, promotedAccountPath, []string{accountID, id}, nil, nil), id)
	}, func(ctx context.Context) (*PromotedAccount, error) { return s.getOne(ctx, accountID, id) },
		func(p *PromotedAccount) bool { return p.Deleted })
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *PromotedAccountsService) batcher(idle, window time.Duration) *batcher[PromotedAccount] {
	return &batcher[PromotedAccount]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(p *PromotedAccount) string { return p.ID },
		kind:         "promoted account",
		listTemplate: promotedAccountsPath,
	}
}

// promotedAccountKey is what makes two promoted accounts the same: the line item and the user, every
// parameter of a create.
type promotedAccountKey struct {
	LineItemID string `json:"line_item_id"`
	UserID     string `json:"user_id"`
}

// createSpec tells the create engine what the service always answers for a promoted account and where
// to find the one a create may have made: among the line item's live promoted accounts, the same user.
// A line item promotes a few users, and all of them are read.
func (s *PromotedAccountsService) createSpec(accountID string, in PromotedAccountInput) creates.Spec[*PromotedAccount] {
	return creates.Spec[*PromotedAccount]{
		Kind:  "promoted account",
		Scope: accountID + "/" + in.LineItemID,
		Sent:  creates.Canonical(promotedAccountKey(in)),
		KeyOf: func(p *PromotedAccount) string {
			return creates.Canonical(promotedAccountKey{LineItemID: p.LineItemID, UserID: p.UserID})
		},
		IDOf: func(p *PromotedAccount) string { return p.ID },
		// Every promoted account of the spec carries these.
		Missing: func(p *PromotedAccount) []string {
			return creates.Lacks(map[string]bool{
				"line_item_id": p.LineItemID != "", "user_id": p.UserID != "", "created_at": p.CreatedAt != "",
			})
		},
		CreatedAt: func(p *PromotedAccount) time.Time { return creates.ServiceTime(p.CreatedAt) },
		List: func(ctx context.Context) ([]*PromotedAccount, error) {
			accounts, err := s.List(ctx, accountID, PromotedAccountListOptions{LineItemIDs: []string{in.LineItemID}})
			return creates.Pointers(accounts), err
		},
	}
}
