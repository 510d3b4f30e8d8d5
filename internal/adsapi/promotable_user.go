package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// PromotableUsersService reads promotable users (/12/accounts/:account_id/promotable_users).
type PromotableUsersService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[PromotableUser] // Get's batched reads
}

// Promotable user types. Older answers call REPOSTS_ONLY by the platform's former word
// (RETWEETS_ONLY); the value is kept as the service sends it.
const (
	PromotableUserFull        = "FULL"
	PromotableUserRepostsOnly = "REPOSTS_ONLY"
)

// PromotableUser is a user whose content the account may promote.
type PromotableUser struct {
	ID                 string `json:"id"`
	AccountID          string `json:"account_id"`
	UserID             string `json:"user_id"`
	PromotableUserType string `json:"promotable_user_type"`
	CreatedAt          string `json:"created_at"`
	UpdatedAt          string `json:"updated_at"`
	Deleted            bool   `json:"deleted"`
}

// PromotableUserListOptions filters a promotable user list.
type PromotableUserListOptions struct {
	ListOptions
	PromotableUserIDs []string
}

// Promotable user endpoints and their largest page.
const (
	promotableUsersPath         = "/12/accounts/:account_id/promotable_users"
	promotableUserPath          = "/12/accounts/:account_id/promotable_users/:promotable_user_id"
	promotableUsersMaxPageCount = 1000
)

// List returns the promotable users of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/promotable_users
func (s *PromotableUsersService) List(ctx context.Context, accountID string, opt PromotableUserListOptions) ([]PromotableUser, error) {
	q := url.Values{}
	setList(q, "promotable_user_ids", opt.PromotableUserIDs)
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, promotableUsersPath, []string{accountID}, q, nil)
	return listAll[PromotableUser](ctx, s.c, r, adsPages, promotableUsersMaxPageCount, opt.Limit)
}

// Get returns one promotable user, deleted or not (with_deleted is sent). Concurrent Gets of
// one account are combined into list requests filtered by promotable_user_ids, List's endpoint
// (see batcher); the answer is the single GET's, and a lone Get sends the single GET.
//
// GET /12/accounts/:account_id/promotable_users/:promotable_user_id
func (s *PromotableUsersService) Get(ctx context.Context, accountID, id string) (*PromotableUser, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, id)
}

// listByID reads up to batchMaxIDs promotable users by id with one list request, deleted
// ones included as the single GET returns them.
func (s *PromotableUsersService) listByID(ctx context.Context, accountID string, ids []string) ([]PromotableUser, error) {
	q := url.Values{"promotable_user_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, promotableUsersPath, []string{accountID}, q, nil)
	return listByIDs[PromotableUser](ctx, s.c, r, batchMaxIDs, ids)
}

// getOne is the single GET of a promotable user.
func (s *PromotableUsersService) getOne(ctx context.Context, accountID, id string) (*PromotableUser, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[PromotableUser](ctx, s.c, s.c.adsRequest(http.MethodGet, promotableUserPath, []string{accountID, id}, q, nil), id)
}

// Full returns the account's FULL promotable user, its own handle; every account has
// exactly one.
//
// GET /12/accounts/:account_id/promotable_users
func (s *PromotableUsersService) Full(ctx context.Context, accountID string) (*PromotableUser, error) {
	users, err := s.List(ctx, accountID, PromotableUserListOptions{})
	if err != nil {
		return nil, err
	}
	for i := range users {
		if users[i].PromotableUserType == PromotableUserFull {
			return &users[i], nil
		}
	}
	return nil, fmt.Errorf("account %s lists no FULL promotable user", accountID)
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *PromotableUsersService) batcher(idle, window time.Duration) *batcher[PromotableUser] {
	return &batcher[PromotableUser]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(p *PromotableUser) string { return p.ID },
		kind:         "promotable user",
		listTemplate: promotableUsersPath,
	}
}
