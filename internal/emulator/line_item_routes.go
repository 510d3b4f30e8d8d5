package emulator

import (
	"net/http"
	"net/url"
)

const (
	lineItemsPath      = "/12/accounts/{account_id}/line_items"
	lineItemPath       = lineItemsPath + "/{line_item_id}"
	lineItemsBatchPath = "/12/batch/accounts/{account_id}/line_items"
)

// lineItemSortable are the attributes sort_by takes on the list (the spec's sorting page).
var lineItemSortable = []string{"created_at", "updated_at", "deleted", "bid_amount_local_micro"}

// lineItemRoutes is the route table of line items: the reads are core entity reads, the writes
// (the batch included) spend from the campaign-management write window.
func lineItemRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: lineItemsPath, schemes: schemeOAuth1User, category: categoryCoreEntityReads,
			params: []string{"campaign_ids", "count", "cursor", "funding_instrument_ids", "line_item_ids", "q", "sort_by",
				"with_deleted", "with_draft", "with_total_count"},
			listParams: []string{"campaign_ids", "funding_instrument_ids", "line_item_ids", "sort_by"}, handle: (*Server).listLineItems},
		{method: http.MethodGet, pattern: lineItemPath, schemes: schemeOAuth1User, category: categoryCoreEntityReads,
			params: []string{"with_deleted"}, handle: (*Server).getLineItem},
		{method: http.MethodPost, pattern: lineItemsPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: lineItemCreateParams, listParams: lineItemListParams, handle: (*Server).postLineItem},
		{method: http.MethodPut, pattern: lineItemPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: lineItemUpdateParams, listParams: lineItemListParams, handle: (*Server).putLineItem},
		{method: http.MethodDelete, pattern: lineItemPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: (*Server).deleteLineItemRoute},
		{method: http.MethodPost, pattern: lineItemsBatchPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			jsonBody: true, handle: (*Server).batchLineItems},
	}
}

// listLineItems answers the account's line items; drafts only with with_draft=true, deleted
// ones only with with_deleted=true. q narrows by a case-insensitive name prefix, as on the other
// lists (the spec says only that it narrows by name); a line item without a name matches only
// an empty q.
func (s *Server) listLineItems(c *call) (reply, *apiError) {
	var filters [3][]string
	for i, name := range []string{"line_item_ids", "campaign_ids", "funding_instrument_ids"} {
		ids, err := parseIDs(c.params, name, true)
		if err != nil {
			return reply{}, err
		}
		filters[i] = ids
	}
	withDraft, err := parseBool(c.params, "with_draft")
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, lineItemSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*LineItem
	for _, li := range c.account.lineItems {
		if !inFilter(filters[0], li.ID) || !inFilter(filters[1], li.CampaignID) || !inFilter(filters[2], li.FundingInstrumentID) ||
			(l.q != "" && (li.Name == nil || !l.named(*li.Name))) || (li.Deleted && !l.withDeleted) ||
			(li.EntityStatus == statusDraft && !withDraft) || s.unlisted(li.ID, filters[0] != nil) {
			continue
		}
		found = append(found, li)
	}
	return page(l, found, lineItemSortKeys, viewLineItem), nil
}

func lineItemSortKeys(li *LineItem) sortKeys {
	return sortKeys{id: li.ID, keys: map[string]string{
		"created_at": timeKey(li.CreatedAt), "updated_at": timeKey(li.UpdatedAt), "deleted": boolKey(li.Deleted),
		"bid_amount_local_micro": microsKey(li.BidAmountLocalMicro),
	}}
}

// getLineItem answers one line item, drafts included; a deleted one only with with_deleted=true,
// as for campaigns.
func (s *Server) getLineItem(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	li, err := liveLineItem(c.account, c.pathParams["line_item_id"], withDeleted)
	if err != nil {
		return reply{}, err
	}
	return reply{data: viewLineItem(li)}, nil
}

func (s *Server) postLineItem(c *call) (reply, *apiError) {
	li, err := s.createLineItem(c.account, c.params)
	if err != nil {
		return reply{}, err
	}
	s.markCreated(li.ID)
	return reply{status: http.StatusCreated, data: viewLineItem(li)}, nil
}

func (s *Server) putLineItem(c *call) (reply, *apiError) {
	li, err := s.updateLineItem(c.account, c.pathParams["line_item_id"], c.params)
	if err != nil {
		return reply{}, err
	}
	return reply{data: viewLineItem(li)}, nil
}

func (s *Server) deleteLineItemRoute(c *call) (reply, *apiError) {
	li, err := s.deleteLineItem(c.account, c.pathParams["line_item_id"])
	if err != nil {
		return reply{}, err
	}
	return reply{data: viewLineItem(li)}, nil
}

func liveLineItem(a *account, id string, withDeleted bool) (*LineItem, *apiError) {
	li := a.lineItems[id]
	if li == nil || (li.Deleted && !withDeleted) {
		return nil, &apiError{status: http.StatusNotFound, code: codeLineItemNotFound, parameter: "line_item_id",
			message: "line item " + id + " was not found"}
	}
	return li, nil
}

// createLineItem makes a line item from the parameters of endpoint 13, checked in this order:
// the required parameters, each value, the campaign, the rules between fields, the ceilings.
// start_time and end_time may be left out, as the spec's examples do.
func (s *Server) createLineItem(a *account, params url.Values) (*LineItem, *apiError) {
	if err := missingParam(params, "campaign_id", "objective", "placements", "product_type"); err != nil {
		return nil, err
	}
	now := s.now()
	li := &LineItem{AccountID: a.id, EntityStatus: statusActive, StandardDelivery: ptrTo(true), Categories: []string{},
		AdvertiserUserID: a.ownerID, CreativeSource: "MANUAL", CreatedAt: now, UpdatedAt: now}
	if err := applyLineItemParams(li, params, true); err != nil {
		return nil, err
	}
	cp, err := liveCampaign(a, li.CampaignID, false)
	if err != nil {
		return nil, err
	}
	li.FundingInstrumentID, li.Currency = cp.FundingInstrumentID, cp.Currency
	fillLineItemDefaults(li, params, true)
	if err := checkLineItem(li, params); err != nil {
		return nil, err
	}
	if err := checkCampaignLineItems(a, li); err != nil {
		return nil, err
	}
	if countsAsActive(li.EntityStatus) {
		if err := checkActiveLineItems(a); err != nil {
			return nil, err
		}
	}
	li.ID = s.newBase36ID()
	a.lineItems[li.ID] = li
	return li, nil
}

// updateLineItem changes the fields params names (endpoint 15); the others keep their values.
func (s *Server) updateLineItem(a *account, id string, params url.Values) (*LineItem, *apiError) {
	stored, err := liveLineItem(a, id, false)
	if err != nil {
		return nil, err
	}
	edited := *stored
	if err := applyLineItemParams(&edited, params, false); err != nil {
		return nil, err
	}
	fillLineItemDefaults(&edited, params, false)
	if err := checkLineItem(&edited, params); err != nil {
		return nil, err
	}
	if stored.EntityStatus == statusDraft && countsAsActive(edited.EntityStatus) {
		if err := checkActiveLineItems(a); err != nil {
			return nil, err
		}
	}
	edited.UpdatedAt = s.now()
	*stored = edited
	return stored, nil
}

// deleteLineItem soft-deletes a line item (endpoint 16); a second delete is 404. Its promoted
// posts and targeting criteria are left as they are.
func (s *Server) deleteLineItem(a *account, id string) (*LineItem, *apiError) {
	li, err := liveLineItem(a, id, false)
	if err != nil {
		return nil, err
	}
	li.Deleted = true
	li.UpdatedAt = s.now()
	return li, nil
}
