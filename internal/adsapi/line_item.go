package adsapi

import (
	"context"
	"net/http"
	"net/url"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/writebatch"
)

// LineItemsService manages line items (/12/accounts/:account_id/line_items). Deletion is soft: a
// deleted line item stays readable with Deleted true, which a caller reading it takes for gone.
type LineItemsService struct {
	batchedKind[LineItem, *LineItem]
	// Batched writes line items many at once, as an apply does: through the batch endpoint when
	// writes of one account meet, else through Create, Update and Delete.
	Batched *BatchedWrites[LineItem, LineItemInput, LineItemUpdate]
}

// newLineItemsService names the line item endpoints for what line items share with campaigns. A line
// item's delete leaves its promoted posts.
func newLineItemsService(c *Client) *LineItemsService {
	s := &LineItemsService{batchedKind: batchedKind[LineItem, *LineItem]{
		c: c, kind: "line item", idsParam: "line_item_ids", idParam: "line_item_id", parent: "campaign_id",
		listPath: lineItemsPath, onePath: lineItemPath, batchPath: lineItemsBatchPath,
		deleted: func(l *LineItem) bool { return l.Deleted },
	}}
	s.Batched = &BatchedWrites[LineItem, LineItemInput, LineItemUpdate]{
		b:      writebatch.New(s.writeOps(s.batch), writebatch.RealClock{}, writebatch.DefaultTimings),
		parent: s.parent, spec: s.createSpec, create: s.Create, update: s.Update, del: s.Delete,
	}
	return s
}

// Line item endpoints and their largest page.
const (
	lineItemsPath         = "/12/accounts/:account_id/line_items"
	lineItemPath          = "/12/accounts/:account_id/line_items/:line_item_id"
	lineItemsBatchPath    = "/12/batch/accounts/:account_id/line_items"
	lineItemsMaxPageCount = 1000
)

// Get returns one line item, deleted or not (a line item deleted outside Terraform comes back with its
// deleted flag set). Concurrent Gets of one account are combined into list requests filtered by id, List's
// endpoint; a lone Get sends the single GET.
//
// GET /12/accounts/:account_id/line_items/:line_item_id
func (s *LineItemsService) Get(ctx context.Context, accountID, lineItemID string) (*LineItem, error) {
	return s.get(ctx, accountID, lineItemID)
}

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

// Create creates a line item at the single endpoint, through the create engine: a lost answer is
// reconciled, what it made is adopted, or it is sent again. (Batched.Create gathers concurrent ones.)
//
// POST /12/accounts/:account_id/line_items
func (s *LineItemsService) Create(ctx context.Context, cs creates.Session, accountID string, in LineItemInput) (*LineItem, error) {
	return s.createOne(ctx, cs, accountID, in.params(), s.createSpec(accountID, in))
}

// Update changes the fields in supplies; the others keep their values. An update whose answer is
// malformed is sent again, then read back (updateConfirmed).
//
// PUT /12/accounts/:account_id/line_items/:line_item_id
func (s *LineItemsService) Update(ctx context.Context, accountID, lineItemID string, in LineItemUpdate) (*LineItem, error) {
	return s.updateOne(ctx, accountID, lineItemID, in.params())
}

// Delete soft-deletes a line item and returns it marked deleted; a second delete answers 404. When its
// answer is malformed, the line item is read, and the delete is done when it is gone or marked deleted.
//
// DELETE /12/accounts/:account_id/line_items/:line_item_id
func (s *LineItemsService) Delete(ctx context.Context, accountID, lineItemID string) (*LineItem, error) {
	return s.deleteOne(ctx, accountID, lineItemID)
}

// batch sends writes of line items in one batch request, all or nothing (Batched's engine calls it).
//
// POST /12/batch/accounts/:account_id/line_items
func (s *LineItemsService) batch(ctx context.Context, accountID string, writes []writebatch.Write[LineItem, writeParams]) ([]*LineItem, error) {
	return s.batchedKind.batch(ctx, accountID, writes)
}
