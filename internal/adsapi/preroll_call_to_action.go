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

// PrerollCallToActionsService manages the call-to-action buttons of pre-roll line items
// (/12/accounts/:account_id/preroll_call_to_actions).
type PrerollCallToActionsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[PrerollCallToAction] // Get's batched reads
}

// PrerollCallToAction is the button and destination of a PREROLL_VIEWS line item's in-stream video ad.
// The button and the URL change in place; the line item is fixed at creation.
type PrerollCallToAction struct {
	ID         string `json:"id"`
	LineItemID string `json:"line_item_id"`
	// CallToAction is the button's text: GO_TO, SEE_MORE, SHOP, VISIT_SITE or WATCH_NOW.
	CallToAction    string `json:"call_to_action"`
	CallToActionURL string `json:"call_to_action_url"`
	CreatedAt       string `json:"created_at"`
	UpdatedAt       string `json:"updated_at"`
	Deleted         bool   `json:"deleted"`
}

// PrerollCallToActionInput holds the parameters of a create, all required by the service.
type PrerollCallToActionInput struct {
	LineItemID, CallToAction, CallToActionURL string
}

// PrerollCallToActionUpdate holds the changes of an update: a nil field is not sent, and the service
// keeps what it holds (a PUT changes only the fields it names).
type PrerollCallToActionUpdate struct {
	CallToAction, CallToActionURL *string
}

// PrerollCallToActionListOptions filters a pre-roll call to action list; each id filter takes up to
// 200 ids.
type PrerollCallToActionListOptions struct {
	ListOptions
	LineItemIDs            []string
	PrerollCallToActionIDs []string
}

// Pre-roll call to action endpoints and their largest page.
const (
	prerollCallToActionsPath         = "/12/accounts/:account_id/preroll_call_to_actions"
	prerollCallToActionPath          = "/12/accounts/:account_id/preroll_call_to_actions/:preroll_call_to_action_id"
	prerollCallToActionsMaxPageCount = 1000
)

// List returns the pre-roll calls to action of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/preroll_call_to_actions
func (s *PrerollCallToActionsService) List(ctx context.Context, accountID string, opt PrerollCallToActionListOptions) ([]PrerollCallToAction, error) {
	q := url.Values{}
	if err := setIDs(q, "line_item_ids", opt.LineItemIDs); err != nil {
		return nil, err
	}
	if err := setIDs(q, "preroll_call_to_action_ids", opt.PrerollCallToActionIDs); err != nil {
		return nil, err
	}
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, prerollCallToActionsPath, []string{accountID}, q, nil)
	return listAll[PrerollCallToAction](ctx, s.c, r, adsPages, prerollCallToActionsMaxPageCount, opt.Limit)
}

// Get returns one pre-roll call to action, deleted or not: with_deleted is sent so that one removed
// outside Terraform comes back with Deleted true. Concurrent Gets of one account are combined into list
// requests filtered by preroll_call_to_action_ids, List's endpoint (see batcher); a lone Get sends the
// single GET.
//
// GET /12/accounts/:account_id/preroll_call_to_actions/:preroll_call_to_action_id
func (s *PrerollCallToActionsService) Get(ctx context.Context, accountID, id string) (*PrerollCallToAction, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, id)
}

// getOne is the single GET of a pre-roll call to action.
func (s *PrerollCallToActionsService) getOne(ctx context.Context, accountID, id string) (*PrerollCallToAction, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[PrerollCallToAction](ctx, s.c, s.c.adsRequest(http.MethodGet, prerollCallToActionPath, []string{accountID, id}, q, nil), id)
}

// listByID reads up to batchMaxIDs pre-roll calls to action by id with one list request, deleted ones
// included as the single GET returns them.
func (s *PrerollCallToActionsService) listByID(ctx context.Context, accountID string, ids []string) ([]PrerollCallToAction, error) {
	q := url.Values{"preroll_call_to_action_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, prerollCallToActionsPath, []string{accountID}, q, nil)
	return listByIDs[PrerollCallToAction](ctx, s.c, r, prerollCallToActionsMaxPageCount, ids)
}

// Create sets the call to action of a PREROLL_VIEWS line item. Its parameters travel in the query
// string, as in the spec's example request.
//
// POST /12/accounts/:account_id/preroll_call_to_actions
func (s *PrerollCallToActionsService) Create(ctx context.Context, cs creates.Session, accountID string, in PrerollCallToActionInput) (*PrerollCallToAction, error) {
	q := url.Values{}
	setString(q, "line_item_id", in.LineItemID)
	setString(q, "call_to_action", in.CallToAction)
	setString(q, "call_to_action_url", in.CallToActionURL)
	// A lost answer is reconciled: the call to action it made is adopted, or it is sent again (package
	// creates).
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*PrerollCallToAction, error) {
		return doOne[PrerollCallToAction](ctx, s.c, s.c.campaignWrite(http.MethodPost, prerollCallToActionsPath, []string{accountID}, q, nil), "")
	})
}

// Update changes the fields in supplies. A malformed answer is treated as lost: the update is sent
// again, then the call to action read (updateConfirmed).
//
// PUT /12/accounts/:account_id/preroll_call_to_actions/:preroll_call_to_action_id
func (s *PrerollCallToActionsService) Update(ctx context.Context, accountID, id string, in PrerollCallToActionUpdate) (*PrerollCallToAction, error) {
	p := writeParams{}
	p.textPtr("call_to_action", in.CallToAction)
	p.textPtr("call_to_action_url", in.CallToActionURL)
	return updateConfirmed(ctx, s.c, "pre-roll call to action", id, func(ctx context.Context) (*PrerollCallToAction, error) {
		return doOne[PrerollCallToAction](ctx, s.c, s.c.campaignWrite(http.MethodPut, prerollCallToActionPath, []string{accountID, id}, p.query(), nil), id)
	}, func(ctx context.Context) (*PrerollCallToAction, error) { return s.getOne(ctx, accountID, id) })
}

// Delete removes a call to action from its line item (a soft delete) and returns it with Deleted true.
// A malformed answer is checked with a read (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/preroll_call_to_actions/:preroll_call_to_action_id
func (s *PrerollCallToActionsService) Delete(ctx context.Context, accountID, id string) (*PrerollCallToAction, error) {
	return deleteConfirmed(ctx, "pre-roll call to action", func(ctx context.Context) (*PrerollCallToAction, error) {
		return doOne[PrerollCallToAction](ctx, s.c, s.c.campaignWrite(http.MethodDelete, prerollCallToActionPath, []string{accountID, id}, nil, nil), id)
	}, func(ctx context.Context) (*PrerollCallToAction, error) { return s.getOne(ctx, accountID, id) },
		func(p *PrerollCallToAction) bool { return p.Deleted })
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *PrerollCallToActionsService) batcher(idle, window time.Duration) *batcher[PrerollCallToAction] {
	return &batcher[PrerollCallToAction]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(p *PrerollCallToAction) string { return p.ID },
		kind:         "pre-roll call to action",
		listTemplate: prerollCallToActionsPath,
	}
}

// prerollCallToActionKey is what makes two pre-roll calls to action the same: the line item, the button
// and the URL, every parameter of a create (the service fills in none of them).
type prerollCallToActionKey struct {
	LineItemID      string `json:"line_item_id"`
	CallToAction    string `json:"call_to_action"`
	CallToActionURL string `json:"call_to_action_url"`
}

// createSpec tells the create engine what the service always answers for a pre-roll call to action and
// where to find the one a create may have made: among the line item's live calls to action (the spec
// suggests one per line item), the same button and URL.
func (s *PrerollCallToActionsService) createSpec(accountID string, in PrerollCallToActionInput) creates.Spec[*PrerollCallToAction] {
	return creates.Spec[*PrerollCallToAction]{
		Kind:  "pre-roll call to action",
		Scope: accountID + "/" + in.LineItemID,
		Sent:  creates.Canonical(prerollCallToActionKey(in)),
		KeyOf: func(p *PrerollCallToAction) string {
			return creates.Canonical(prerollCallToActionKey{LineItemID: p.LineItemID, CallToAction: p.CallToAction, CallToActionURL: p.CallToActionURL})
		},
		IDOf: func(p *PrerollCallToAction) string { return p.ID },
		// Every pre-roll call to action of the spec carries these.
		Missing: func(p *PrerollCallToAction) []string {
			return creates.Lacks(map[string]bool{
				"line_item_id": p.LineItemID != "", "call_to_action": p.CallToAction != "",
				"call_to_action_url": p.CallToActionURL != "", "created_at": p.CreatedAt != "",
			})
		},
		CreatedAt: func(p *PrerollCallToAction) time.Time { return creates.ServiceTime(p.CreatedAt) },
		List: func(ctx context.Context) ([]*PrerollCallToAction, error) {
			ctas, err := s.List(ctx, accountID, PrerollCallToActionListOptions{LineItemIDs: []string{in.LineItemID}})
			return creates.Pointers(ctas), err
		},
	}
}
