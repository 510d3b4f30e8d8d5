package emulator

import (
	"net/http"
)

const (
	promotedAccountsPath = "/12/accounts/{account_id}/promoted_accounts"
	promotedAccountPath  = promotedAccountsPath + "/{promoted_account_id}"
	// productPromotedAccount is the product type of the line items that promote accounts (Gap 13).
	productPromotedAccount = "PROMOTED_ACCOUNT"
)

// promotedAccountRoutes is the route table of promoted accounts: account reads, and writes in the
// campaign-management write window (the spec's Rate limits). There is no PUT: the router answers it
// 405 METHOD_NOT_ALLOWED.
func promotedAccountRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: promotedAccountsPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "line_item_ids", "promoted_account_ids", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"line_item_ids", "promoted_account_ids"}, handle: (*Server).listPromotedAccounts},
		{method: http.MethodGet, pattern: promotedAccountPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: promotedAccountRows.get},
		{method: http.MethodPost, pattern: promotedAccountsPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"line_item_id", "user_id"}, handle: (*Server).createPromotedAccount},
		{method: http.MethodDelete, pattern: promotedAccountPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: promotedAccountRows.remove},
	}
}

// listPromotedAccounts answers endpoint 34. Given line_item_ids of which none is a PROMOTED_ACCOUNT
// line item of the account, it answers 400 INCOMPATIBLE_LINE_ITEM on line_item_ids (the spec: HTTP 400,
// code not shown).
func (s *Server) listPromotedAccounts(c *call) (reply, *apiError) {
	lineItems, err := parseList(c.params, "line_item_ids")
	if err != nil {
		return reply{}, err
	}
	ids, err := parseList(c.params, "promoted_account_ids")
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, promotedAccountSortable)
	if err != nil {
		return reply{}, err
	}
	if lineItems != nil && !anyPromotedAccountLineItem(c.account, lineItems) {
		return reply{}, badRequest(codeIncompatibleLineItem, "line_item_ids",
			"none of the line items %v is configured for promoted accounts (product_type %s)", lineItems, productPromotedAccount)
	}
	var found []*PromotedAccount
	for _, p := range c.account.promotedAccounts {
		switch {
		case !inFilter(lineItems, p.LineItemID), !inFilter(ids, p.ID), p.Deleted && !l.withDeleted, s.unlisted(p.ID, ids != nil):
			continue
		}
		found = append(found, p)
	}
	return page(l, found, promotedAccountSortKeys, viewPromotedAccount), nil
}

func anyPromotedAccountLineItem(a *account, ids []string) bool {
	for _, id := range ids {
		if li := a.lineItems[id]; li != nil && li.ProductType == productPromotedAccount {
			return true
		}
	}
	return false
}

func promotedAccountSortKeys(p *PromotedAccount) sortKeys {
	return sortKeys{id: p.ID, keys: map[string]string{
		"created_at": timeKey(p.CreatedAt), "updated_at": timeKey(p.UpdatedAt), "deleted": boolKey(p.Deleted),
	}}
}

// promotedAccountRows are the promoted accounts as their routes find them; an unknown one is 404
// PROMOTED_ACCOUNT_NOT_FOUND.
var promotedAccountRows = accountRows[PromotedAccount, promotedAccountView]{
	table: promotedAccountTable, idParam: "promoted_account_id", view: viewPromotedAccount,
	missing: func(id string) *apiError {
		return &apiError{status: http.StatusNotFound, code: codePromotedAccountNotFound, parameter: "promoted_account_id",
			message: "promoted account " + id + " was not found"}
	},
}

// createPromotedAccount promotes a user on a live PROMOTED_ACCOUNT line item of the account, in this
// order: the parameters, the line item (404 LINE_ITEM_NOT_FOUND), its product type (400
// INCOMPATIBLE_LINE_ITEM), the user. Where the spec says "not shown", the emulator chooses: a user is
// eligible when it is the user_id of a live promotable user of the account (FULL or REPOSTS_ONLY),
// others are refused 400 INVALID_USER_ID on user_id; a user already promoted on the line item is
// ignored, and the answer is the live promoted account that stands (200, not 201).
func (s *Server) createPromotedAccount(c *call) (reply, *apiError) {
	if err := checkPromotedAccountCreate(c.params); err != nil {
		return reply{}, err
	}
	li, err := liveLineItem(c.account, c.params.Get("line_item_id"), false)
	if err != nil {
		return reply{}, err
	}
	if li.ProductType != productPromotedAccount {
		return reply{}, badRequest(codeIncompatibleLineItem, "line_item_id",
			"line item %s has product_type %s; a promoted account needs a line item of product_type %s", li.ID, li.ProductType, productPromotedAccount)
	}
	userID := c.params.Get("user_id")
	if !promotableUserOf(c.account, userID) {
		return reply{}, badRequest(codeInvalidUserID, "user_id", "user %s is not a promotable user of account %s", userID, c.account.id)
	}
	for _, p := range c.account.promotedAccounts {
		if p.LineItemID == li.ID && p.UserID == userID && !p.Deleted {
			return reply{data: viewPromotedAccount(p)}, nil
		}
	}
	now := s.now()
	p := &PromotedAccount{AccountID: c.account.id, ID: s.newBase36ID(), LineItemID: li.ID, UserID: userID,
		EntityStatus: statusActive, ApprovalStatus: promotedPostAccepted, CreatedAt: now, UpdatedAt: now}
	c.account.promotedAccounts[p.ID] = p
	s.markCreated(p.ID)
	return reply{status: http.StatusCreated, data: viewPromotedAccount(p)}, nil
}

// promotableUserOf reports whether userID is the user of a live promotable user of the account.
func promotableUserOf(a *account, userID string) bool {
	for _, p := range a.promotableUsers {
		if p.UserID == userID && !p.Deleted {
			return true
		}
	}
	return false
}
