package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// DoNotReachListsService manages an account's do-not-reach list (/12/accounts/:account_id/do_not_reach_lists):
// the users no campaign of the account may reach. An account has at most one live list. There is no
// single GET and no PUT: Get reads the account's list, and a list is changed by deleting it and creating
// another. Deletion is soft.
type DoNotReachListsService struct {
	c *Client
}

// DoNotReachList is the account's list as the service answers it.
type DoNotReachList struct {
	ID string `json:"id"`
	// Name is set by the service ("Do Not Reach List" in every example); it is not a parameter.
	Name string `json:"name"`
	// Description is nil when none was sent (null on the wire).
	Description *string `json:"description"`
	// Targetable and ReasonsNotTargetable are the service's to compute, as for a custom audience; what
	// they mean for an exclusion list is not documented.
	Targetable           bool     `json:"targetable"`
	ReasonsNotTargetable []string `json:"reasons_not_targetable"`
	// ListSize is the number of members, nil (null) in every example of the spec.
	ListSize  *int64 `json:"list_size"`
	CreatedAt string `json:"created_at"`
	UpdatedAt string `json:"updated_at"`
	Deleted   bool   `json:"deleted"`
}

// DoNotReachListInput holds the parameters of a create: a nil or empty Description is not sent, and the
// list has none.
type DoNotReachListInput struct {
	Description *string
}

// DoNotReachListListOptions are what the list takes: with_deleted, nothing else (no count, sort or
// filter is listed), and how many lists to read at most.
type DoNotReachListListOptions struct {
	WithDeleted bool
	// Limit 0 reads every page; otherwise the list stops after Limit items.
	Limit int
}

const (
	doNotReachListsPath = "/12/accounts/:account_id/do_not_reach_lists"
	doNotReachListPath  = "/12/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id"
)

// List returns the account's do-not-reach lists, the live one (at most one) and, with WithDeleted, the
// deleted ones, following next_cursor although the list holds so few (the spec's Gap 9).
//
// GET /12/accounts/:account_id/do_not_reach_lists
func (s *DoNotReachListsService) List(ctx context.Context, accountID string, opt DoNotReachListListOptions) ([]DoNotReachList, error) {
	return s.list(ctx, s.listRequest(accountID, opt.WithDeleted), opt.Limit)
}

// Live returns the account's live lists (none or one) with a read that the client's identical reads
// share: a plan that checks several new lists, or a data source beside them, spends one request per
// account and Terraform command. The client's own Create and Delete in the account forget it, so that a
// read after them is fresh; another writer's change shows only to the next command.
//
// GET /12/accounts/:account_id/do_not_reach_lists
func (s *DoNotReachListsService) Live(ctx context.Context, accountID string) ([]DoNotReachList, error) {
	r := s.listRequest(accountID, false)
	r.shared = true
	return s.list(ctx, r, 0)
}

func (s *DoNotReachListsService) listRequest(accountID string, withDeleted bool) request {
	q := url.Values{}
	setTrue(q, "with_deleted", withDeleted)
	return s.c.adsRequest(http.MethodGet, doNotReachListsPath, []string{accountID}, q, nil)
}

func (s *DoNotReachListsService) list(ctx context.Context, r request, limit int) ([]DoNotReachList, error) {
	// No count is listed: the page size is the service's, and maxCount is not sent.
	return listAll[DoNotReachList](ctx, s.c, r, cursorPages, 0, limit)
}

// Get returns one list of the account, deleted or not, read from the account's lists with with_deleted,
// the only read the service offers. A list they lack is a *transport.NotListedError (transport.IsNotFound).
//
// GET /12/accounts/:account_id/do_not_reach_lists
func (s *DoNotReachListsService) Get(ctx context.Context, accountID, id string) (*DoNotReachList, error) {
	lists, err := s.List(ctx, accountID, DoNotReachListListOptions{WithDeleted: true})
	if err != nil {
		return nil, err
	}
	for i := range lists {
		if lists[i].ID == id {
			return &lists[i], nil
		}
	}
	path, err := transport.Request{Template: doNotReachListsPath, Params: []string{accountID}}.Path()
	if err != nil {
		return nil, fmt.Errorf("finding do-not-reach list %s: %w", id, err)
	}
	return nil, &transport.NotListedError{Kind: "do-not-reach list", ID: id, Method: http.MethodGet, Path: path}
}

// Create makes the account's do-not-reach list; the service names it. An account that has a live list
// is refused (the answer is not documented; the emulator answers 400 INVALID_PARAMETER naming the list).
// Its parameter travels in the query string, as in the spec's example request.
//
// POST /12/accounts/:account_id/do_not_reach_lists
func (s *DoNotReachListsService) Create(ctx context.Context, cs creates.Session, accountID string, in DoNotReachListInput) (*DoNotReachList, error) {
	p := writeParams{}
	if in.Description != nil {
		p.text("description", *in.Description)
	}
	// A lost answer is reconciled: the list it made is adopted, or it is sent again (package creates).
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*DoNotReachList, error) {
		r := s.c.campaignWrite(http.MethodPost, doNotReachListsPath, []string{accountID}, p.query(), nil)
		r.forgets = s.listPath(accountID)
		return doOne[DoNotReachList](ctx, s.c, r, "")
	})
}

// Delete soft-deletes a list and returns it with Deleted true. A malformed answer is checked with a read
// (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id
func (s *DoNotReachListsService) Delete(ctx context.Context, accountID, id string) (*DoNotReachList, error) {
	return deleteConfirmed(ctx, "do-not-reach list", func(ctx context.Context) (*DoNotReachList, error) {
		r := s.c.campaignWrite(http.MethodDelete, doNotReachListPath, []string{accountID, id}, nil, nil)
		r.forgets = s.listPath(accountID)
		return doOne[DoNotReachList](ctx, s.c, r, id)
	}, func(ctx context.Context) (*DoNotReachList, error) { return s.Get(ctx, accountID, id) },
		func(l *DoNotReachList) bool { return l.Deleted })
}

// listPath is the account's list path, whose shared reads (Live) a write forgets; "" when the account id
// makes no path, and then the write fails before it is sent.
func (s *DoNotReachListsService) listPath(accountID string) string {
	path, err := transport.Request{Template: doNotReachListsPath, Params: []string{accountID}}.Path()
	if err != nil {
		return ""
	}
	return path
}

// doNotReachListKey is what makes two lists the same: the description, the one parameter of a create.
// An empty description is none, as the service stores it.
type doNotReachListKey struct {
	Description *string `json:"description"`
}

func newDoNotReachListKey(description *string) doNotReachListKey {
	if description != nil && *description == "" {
		description = nil
	}
	return doNotReachListKey{Description: description}
}

// createSpec tells the create engine what the service always answers for a list and where to find the
// one a create may have made: among the account's live lists, of which there is at most one, so the
// list is the whole scope and shows another writer's too.
func (s *DoNotReachListsService) createSpec(accountID string, in DoNotReachListInput) creates.Spec[*DoNotReachList] {
	return creates.Spec[*DoNotReachList]{
		Kind:  "do-not-reach list",
		Scope: accountID,
		Sent:  creates.Canonical(newDoNotReachListKey(in.Description)),
		KeyOf: func(l *DoNotReachList) string { return creates.Canonical(newDoNotReachListKey(l.Description)) },
		IDOf:  func(l *DoNotReachList) string { return l.ID },
		// Endpoint 18 and every other example carry these.
		Missing: func(l *DoNotReachList) []string {
			return creates.Lacks(map[string]bool{"name": l.Name != "", "created_at": l.CreatedAt != ""})
		},
		CreatedAt: func(l *DoNotReachList) time.Time { return creates.ServiceTime(l.CreatedAt) },
		List: func(ctx context.Context) ([]*DoNotReachList, error) {
			lists, err := s.List(ctx, accountID, DoNotReachListListOptions{})
			return creates.Pointers(lists), err
		},
	}
}
