package adsapi

import (
	"context"
	"net/http"
	"net/url"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// LineItemsService manages line items (/12/accounts/:account_id/line_items). Deletion is soft: a
// deleted line item stays readable with Deleted true, which a caller reading it takes for gone.
type LineItemsService struct {
	batchedKind[LineItem, *LineItem]
}

// newLineItemsService names the line item endpoints for what line items share with campaigns. A line
// item's delete leaves its promoted posts.
func newLineItemsService(c *Client) *LineItemsService {
	return &LineItemsService{batchedKind[LineItem, *LineItem]{
		c: c, kind: "line item", idsParam: "line_item_ids", idParam: "line_item_id", parent: "campaign_id",
		listPath: lineItemsPath, onePath: lineItemPath, batchPath: lineItemsBatchPath,
		deleted: func(l *LineItem) bool { return l.Deleted },
	}}
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

// Create creates a line item. Concurrent writes of line items of one account travel together
// through the batch endpoint (see writeBatcher); a lone one goes to the single endpoint. Either way
// a lost answer is reconciled by the create engine: what it made is adopted, or it is sent again.
//
// POST /12/accounts/:account_id/line_items, or POST /12/batch/accounts/:account_id/line_items
func (s *LineItemsService) Create(ctx context.Context, cs creates.Session, accountID string, in LineItemInput) (*LineItem, error) {
	return s.writer().create(ctx, cs, accountID, in.params(), s.createSpec(accountID, in))
}

// Update changes the fields in supplies; the others keep their values. Batched as Create is; a
// batched update whose answer is lost or malformed is sent again alone (updateConfirmed).
//
// PUT /12/accounts/:account_id/line_items/:line_item_id, or POST /12/batch/accounts/:account_id/line_items
func (s *LineItemsService) Update(ctx context.Context, accountID, lineItemID string, in LineItemUpdate) (*LineItem, error) {
	return s.writer().update(ctx, accountID, lineItemID, in.params())
}
