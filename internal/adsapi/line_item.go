package adsapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// LineItemsService manages line items (/12/accounts/:account_id/line_items). Deletion is soft: a
// deleted line item stays readable with Deleted true, which a caller reading it takes for gone.
type LineItemsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[LineItem] // Get's batched reads

	writesOnce sync.Once
	writes     *writeBatcher[LineItem] // Create, Update and Delete, batched
}

// Line item endpoints and their largest page.
const (
	lineItemsPath         = "/12/accounts/:account_id/line_items"
	lineItemPath          = "/12/accounts/:account_id/line_items/:line_item_id"
	lineItemsBatchPath    = "/12/batch/accounts/:account_id/line_items"
	lineItemsMaxPageCount = 1000
)

// List returns the line items of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/line_items
func (s *LineItemsService) List(ctx context.Context, accountID string, opt LineItemListOptions) ([]LineItem, error) {
	q := url.Values{}
	for name, ids := range map[string][]string{
		"line_item_ids": opt.LineItemIDs, "campaign_ids": opt.CampaignIDs, "funding_instrument_ids": opt.FundingInstrumentIDs,
	} {
		if err := setIDs(q, name, ids); err != nil {
			return nil, err
		}
	}
	setString(q, "q", opt.Q)
	opt.encode(q)
	setTrue(q, "with_draft", opt.WithDraft)
	r := s.c.adsRequest(http.MethodGet, lineItemsPath, []string{accountID}, q, nil)
	return listAll[LineItem](ctx, s.c, r, adsPages, lineItemsMaxPageCount, opt.Limit)
}

// Get returns one line item, deleted or not: with_deleted is sent so that a line item deleted
// outside Terraform comes back with Deleted true. Concurrent Gets of one account are combined into
// list requests filtered by line_item_ids (see batcher); the answer is the single GET's.
//
// GET /12/accounts/:account_id/line_items/:line_item_id, or GET /12/accounts/:account_id/line_items
func (s *LineItemsService) Get(ctx context.Context, accountID, lineItemID string) (*LineItem, error) {
	s.readsOnce.Do(func() {
		s.reads = &batcher[LineItem]{
			idle: batchIdle, window: batchWindow, single: s.getOne, list: s.listByID,
			idOf: func(l *LineItem) string { return l.ID }, kind: "line item", listTemplate: lineItemsPath,
		}
	})
	return s.reads.get(ctx, accountID, lineItemID)
}

// getOne is the single GET of a line item.
func (s *LineItemsService) getOne(ctx context.Context, accountID, lineItemID string) (*LineItem, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[LineItem](ctx, s.c, s.c.adsRequest(http.MethodGet, lineItemPath, []string{accountID, lineItemID}, q, nil), lineItemID)
}

// listByID reads up to batchMaxIDs line items by id with one list request: deleted and draft ones
// included, as the single GET answers them.
func (s *LineItemsService) listByID(ctx context.Context, accountID string, ids []string) ([]LineItem, error) {
	q := url.Values{"line_item_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}, "with_draft": {"true"}}
	r := s.c.adsRequest(http.MethodGet, lineItemsPath, []string{accountID}, q, nil)
	return listByIDs[LineItem](ctx, s.c, r, batchMaxIDs, ids)
}

// Create creates a line item. Concurrent writes of line items of one account travel together
// through the batch endpoint (see writeBatcher); a lone one goes to the single endpoint. Either way
// a lost answer is reconciled by the create engine: what it made is adopted, or it is sent again.
//
// POST /12/accounts/:account_id/line_items, or POST /12/batch/accounts/:account_id/line_items
func (s *LineItemsService) Create(ctx context.Context, cs *creates.Session, accountID string, in LineItemInput) (*LineItem, error) {
	return s.writer().create(ctx, cs, accountID, in.params(), s.createSpec(accountID, in))
}

// Update changes the fields in supplies; the others keep their values. Batched as Create is; a
// batched update whose answer is lost or malformed is sent again alone (updateConfirmed).
//
// PUT /12/accounts/:account_id/line_items/:line_item_id, or POST /12/batch/accounts/:account_id/line_items
func (s *LineItemsService) Update(ctx context.Context, accountID, lineItemID string, in LineItemUpdate) (*LineItem, error) {
	return s.writer().update(ctx, accountID, lineItemID, in.params())
}

// Delete soft-deletes a line item and returns it with Deleted true; a second delete answers 404.
// Its promoted posts are not deleted with it. Batched as Create is; when its answer is lost or
// malformed, the line item is read, and deleted alone only when it is still there.
//
// DELETE /12/accounts/:account_id/line_items/:line_item_id, or POST /12/batch/accounts/:account_id/line_items
func (s *LineItemsService) Delete(ctx context.Context, accountID, lineItemID string) (*LineItem, error) {
	return s.writer().delete(ctx, accountID, lineItemID)
}

// writer returns the batcher of the line item writes, with the single endpoints it falls back to.
func (s *LineItemsService) writer() *writeBatcher[LineItem] {
	s.writesOnce.Do(func() {
		s.writes = newWriteBatcher(s.c, writeKind[LineItem]{
			kind: "line item", batchPath: lineItemsBatchPath, idParam: "line_item_id", parent: "campaign_id",
			idOf:    func(l *LineItem) string { return l.ID },
			deleted: func(l *LineItem) bool { return l.Deleted },
			post: func(ctx context.Context, accountID string, p writeParams) (*LineItem, error) {
				r := s.c.campaignWrite(http.MethodPost, lineItemsPath, []string{accountID}, p.query(), nil)
				return doOne[LineItem](ctx, s.c, r, "")
			},
			put: func(ctx context.Context, accountID, id string, p writeParams) (*LineItem, error) {
				r := s.c.campaignWrite(http.MethodPut, lineItemPath, []string{accountID, id}, p.query(), nil)
				return doOne[LineItem](ctx, s.c, r, id)
			},
			del: func(ctx context.Context, accountID, id string) (*LineItem, error) {
				r := s.c.campaignWrite(http.MethodDelete, lineItemPath, []string{accountID, id}, nil, nil)
				return doOne[LineItem](ctx, s.c, r, id)
			},
			get: s.Get,
		})
	})
	return s.writes
}
