package adsapi

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// CustomAudiencePermissionsService manages the sharing of an account's custom audiences with other ads
// accounts (/12/accounts/:account_id/custom_audiences/:custom_audience_id/permissions); only the account
// that owns an audience may. A permission has no single GET and no PUT: Get reads the list, and a level
// is changed by revoking and granting again. Revoking is a soft delete, yet the list takes no
// with_deleted (the spec's Gap 9), so a revoked permission is no longer listed and a read takes it for
// gone.
type CustomAudiencePermissionsService struct {
	c *Client

	mu sync.Mutex
	// reads are Get's batched reads, one batcher per audience: the list that answers them is the
	// audience's, and a batcher combines the reads of one account into one list.
	reads map[string]*batcher[CustomAudiencePermission]
}

// CustomAudiencePermission is one audience shared with one other ads account. Recorded answers of older
// versions carry data_type custom_audience_permission beside data, which is ignored.
type CustomAudiencePermission struct {
	ID               string `json:"id"`
	CustomAudienceID string `json:"custom_audience_id"`
	// GrantedAccountID is the ads account that receives access.
	GrantedAccountID string `json:"granted_account_id"`
	// PermissionLevel is READ_ONLY (the spec's Gap 17 reads: the account may target the audience) or
	// READ_WRITE (it may also upload members and rename it).
	PermissionLevel string `json:"permission_level"`
	CreatedAt       string `json:"created_at"`
	UpdatedAt       string `json:"updated_at"`
	// Deleted is true in the answer of a revoke.
	Deleted bool `json:"deleted"`
}

// CustomAudiencePermissionInput holds the parameters of a create, both required: the account to share
// the audience with and the level, READ_ONLY or READ_WRITE.
type CustomAudiencePermissionInput struct {
	GrantedAccountID, PermissionLevel string
}

// CustomAudiencePermissionListOptions filters the permissions of an audience. WithDeleted is refused
// before any request: the list does not take it (Gap 9), and dropping it would answer something the
// caller did not ask for.
type CustomAudiencePermissionListOptions struct {
	ListOptions
	// CustomAudiencePermissionIDs and GrantedAccountIDs take up to 200 ids each.
	CustomAudiencePermissionIDs []string
	GrantedAccountIDs           []string
}

// Permission endpoints and their largest page.
const (
	customAudiencePermissionsPath         = "/12/accounts/:account_id/custom_audiences/:custom_audience_id/permissions"
	customAudiencePermissionPath          = "/12/accounts/:account_id/custom_audiences/:custom_audience_id/permissions/:custom_audience_permission_id"
	customAudiencePermissionsMaxPageCount = 1000
)

// List returns the live permissions of an audience, following every page up to opt.Limit. More than 200
// ids in a filter, or WithDeleted, is refused before any request.
//
// GET /12/accounts/:account_id/custom_audiences/:custom_audience_id/permissions
func (s *CustomAudiencePermissionsService) List(ctx context.Context, accountID, audienceID string, opt CustomAudiencePermissionListOptions) ([]CustomAudiencePermission, error) {
	if opt.WithDeleted {
		return nil, transport.NotSent(errors.New("listing custom audience permissions: the list takes no with_deleted, and shows no revoked permission"))
	}
	q := url.Values{}
	if err := setIDs(q, "custom_audience_permission_ids", opt.CustomAudiencePermissionIDs); err != nil {
		return nil, err
	}
	if err := setIDs(q, "granted_account_ids", opt.GrantedAccountIDs); err != nil {
		return nil, err
	}
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, customAudiencePermissionsPath, []string{accountID, audienceID}, q, nil)
	return listAll[CustomAudiencePermission](ctx, s.c, r, adsPages, customAudiencePermissionsMaxPageCount, opt.Limit)
}

// Get returns one live permission of an audience, read from the audience's list filtered by
// custom_audience_permission_ids, the only read the service offers. with_deleted is not sent (Gap 9):
// a revoked permission, as an unknown one, is not listed, and Get answers a *transport.NotListedError
// (transport.IsNotFound). Concurrent Gets of one audience and account are combined into one list
// request of up to 200 ids (see batcher); a lone Get sends the list of its one id.
//
// GET /12/accounts/:account_id/custom_audiences/:custom_audience_id/permissions
func (s *CustomAudiencePermissionsService) Get(ctx context.Context, accountID, audienceID, id string) (*CustomAudiencePermission, error) {
	return s.readsOf(audienceID).get(ctx, accountID, id)
}

// readsOf is the batcher of audienceID's permissions, made on first use.
func (s *CustomAudiencePermissionsService) readsOf(audienceID string) *batcher[CustomAudiencePermission] {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.reads == nil {
		s.reads = map[string]*batcher[CustomAudiencePermission]{}
	}
	b := s.reads[audienceID]
	if b == nil {
		b = s.batcher(audienceID, batchIdle, batchWindow)
		s.reads[audienceID] = b
	}
	return b
}

// batcher gathers the reads of audienceID's permissions (see batcher's idle and window). Without a
// single GET, the read of one id is the list of that id alone.
func (s *CustomAudiencePermissionsService) batcher(audienceID string, idle, window time.Duration) *batcher[CustomAudiencePermission] {
	b := &batcher[CustomAudiencePermission]{
		idle:   idle,
		window: window,
		list: func(ctx context.Context, accountID string, ids []string) ([]CustomAudiencePermission, error) {
			return s.listByID(ctx, accountID, audienceID, ids)
		},
		idOf:         func(p *CustomAudiencePermission) string { return p.ID },
		kind:         "custom audience permission",
		listTemplate: customAudiencePermissionsPath,
		under:        []string{audienceID},
	}
	b.single = func(ctx context.Context, accountID, id string) (*CustomAudiencePermission, error) {
		got, err := b.list(ctx, accountID, []string{id})
		switch {
		case err != nil:
			return nil, err
		case len(got) == 0:
			return nil, b.notListed(accountID, id)
		}
		return &got[0], nil
	}
	return b
}

// listByID reads up to batchMaxIDs permissions of an audience by id with one list request (listByIDs:
// an item the filter did not name makes the answer malformed).
func (s *CustomAudiencePermissionsService) listByID(ctx context.Context, accountID, audienceID string, ids []string) ([]CustomAudiencePermission, error) {
	q := url.Values{"custom_audience_permission_ids": {strings.Join(ids, ",")}}
	r := s.c.adsRequest(http.MethodGet, customAudiencePermissionsPath, []string{accountID, audienceID}, q, nil)
	return listByIDs[CustomAudiencePermission](ctx, s.c, r, customAudiencePermissionsMaxPageCount, ids)
}

// Create shares an audience of accountID, which must own it, with another ads account. Its parameters
// travel in the query string, as in the spec's example request.
//
// POST /12/accounts/:account_id/custom_audiences/:custom_audience_id/permissions
func (s *CustomAudiencePermissionsService) Create(ctx context.Context, cs creates.Session, accountID, audienceID string, in CustomAudiencePermissionInput) (*CustomAudiencePermission, error) {
	p := writeParams{"granted_account_id": in.GrantedAccountID, "permission_level": in.PermissionLevel}
	// A lost answer is reconciled: the permission it made is adopted, or it is sent again (package creates).
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, audienceID, in), func(ctx context.Context) (*CustomAudiencePermission, error) {
		r := s.c.campaignWrite(http.MethodPost, customAudiencePermissionsPath, []string{accountID, audienceID}, p.query(), nil)
		return doOne[CustomAudiencePermission](ctx, s.c, r, "")
	})
}

// Delete revokes a permission, a soft delete, and returns it with Deleted true. A malformed answer is
// checked with a read (deleteConfirmed): a revoked permission is not listed, so a read that does not
// find it, or finds it marked deleted, says the revoke is done.
//
// DELETE /12/accounts/:account_id/custom_audiences/:custom_audience_id/permissions/:custom_audience_permission_id
func (s *CustomAudiencePermissionsService) Delete(ctx context.Context, accountID, audienceID, id string) (*CustomAudiencePermission, error) {
	revoke := func(ctx context.Context) (*CustomAudiencePermission, error) {
		r := s.c.campaignWrite(http.MethodDelete, customAudiencePermissionPath, []string{accountID, audienceID, id}, nil, nil)
		return doOne[CustomAudiencePermission](ctx, s.c, r, id)
	}
	read := func(ctx context.Context) (*CustomAudiencePermission, error) {
		return s.Get(ctx, accountID, audienceID, id)
	}
	return deleteConfirmed(ctx, "custom audience permission", revoke, read, func(p *CustomAudiencePermission) bool { return p.Deleted })
}

// customAudiencePermissionKey is what makes two permissions of one audience the same: the account
// granted and the level, every parameter of a create.
type customAudiencePermissionKey struct {
	GrantedAccountID string `json:"granted_account_id"`
	PermissionLevel  string `json:"permission_level"`
}

// createSpec tells the create engine what the service always answers for a permission and where to find
// the one a create may have made: among the audience's live permissions of the account granted (at most
// one, since revoking and granting again is how a level changes), the same level. The audience's newest
// permissions of any account show whether another client is granting there too.
func (s *CustomAudiencePermissionsService) createSpec(accountID, audienceID string, in CustomAudiencePermissionInput) creates.Spec[*CustomAudiencePermission] {
	newest := func(ctx context.Context, granted []string) ([]*CustomAudiencePermission, error) {
		perms, err := s.List(ctx, accountID, audienceID, CustomAudiencePermissionListOptions{
			GrantedAccountIDs: granted, ListOptions: ListOptions{SortBy: "created_at-desc", Limit: creates.Candidates},
		})
		return creates.Pointers(perms), err
	}
	keyOf := func(granted, level string) string {
		return creates.Canonical(customAudiencePermissionKey{GrantedAccountID: granted, PermissionLevel: level})
	}
	return creates.Spec[*CustomAudiencePermission]{
		Kind:  "custom audience permission",
		Scope: accountID + "/" + audienceID,
		Sent:  keyOf(in.GrantedAccountID, in.PermissionLevel),
		KeyOf: func(p *CustomAudiencePermission) string { return keyOf(p.GrantedAccountID, p.PermissionLevel) },
		IDOf:  func(p *CustomAudiencePermission) string { return p.ID },
		// Every permission of the spec and of the recorded answer carries these.
		Missing: func(p *CustomAudiencePermission) []string {
			return creates.Lacks(map[string]bool{
				"custom_audience_id": p.CustomAudienceID != "", "granted_account_id": p.GrantedAccountID != "",
				"permission_level": p.PermissionLevel != "", "created_at": p.CreatedAt != "",
			})
		},
		CreatedAt: func(p *CustomAudiencePermission) time.Time { return creates.ServiceTime(p.CreatedAt) },
		List: func(ctx context.Context) ([]*CustomAudiencePermission, error) {
			return newest(ctx, []string{in.GrantedAccountID})
		},
		Recent: func(ctx context.Context) ([]*CustomAudiencePermission, error) { return newest(ctx, nil) },
	}
}
