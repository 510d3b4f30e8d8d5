package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// heldCriteria is what one line item holds: its criteria, as a list filtered by that line item answers
// them. It is the unit the batched reads of Held hand out, one per line item asked for.
type heldCriteria struct {
	lineItemID string
	criteria   []LineItemCriterion
}

// Held returns the criteria that line item lineItemID of accountID holds, as List with that one line
// item answers them. A refresh reads every line item's targeting at once, so concurrent calls of one
// account are combined into list requests of up to 200 line items (see batcher), each following its
// pages; a batch of one is the list of that line item alone. A call with lang goes alone, since one
// list carries one lang. A line item that holds nothing gets an empty list: the criteria list does not
// say whether a line item exists. Every request filters by line_item_ids.
//
// GET /12/accounts/:account_id/targeting_criteria
func (s *LineItemTargetingService) Held(ctx context.Context, accountID, lineItemID, lang string) ([]LineItemCriterion, error) {
	if lang != "" {
		return s.List(ctx, accountID, LineItemTargetingListOptions{LineItemIDs: []string{lineItemID}, Lang: lang})
	}
	s.readsOnce.Do(func() {
		s.reads = &batcher[heldCriteria]{
			idle: batchIdle, window: batchWindow, kind: "line item's targeting", listTemplate: lineItemTargetingPath,
			single: func(ctx context.Context, accountID, id string) (*heldCriteria, error) {
				held, err := s.heldBy(ctx, accountID, []string{id})
				if err != nil {
					return nil, err
				}
				return &held[0], nil
			},
			list: s.heldBy,
			idOf: func(h *heldCriteria) string { return h.lineItemID },
		}
	})
	held, err := s.reads.get(ctx, accountID, lineItemID)
	if err != nil {
		return nil, err
	}
	return held.criteria, nil
}

// heldBy reads the criteria of up to batchMaxIDs line items with one list (every page), and answers one
// heldCriteria per line item, in the order of lineItemIDs. A criterion of a line item it did not ask for,
// or of none, is an answer that did not apply the filter, which proves nothing about the line items asked
// for: the read fails.
func (s *LineItemTargetingService) heldBy(ctx context.Context, accountID string, lineItemIDs []string) ([]heldCriteria, error) {
	byLineItem := make(map[string][]LineItemCriterion, len(lineItemIDs))
	for _, id := range lineItemIDs {
		byLineItem[id] = []LineItemCriterion{}
	}
	q := url.Values{"line_item_ids": {strings.Join(lineItemIDs, ",")}}
	r := s.c.adsRequest(http.MethodGet, lineItemTargetingPath, []string{accountID}, q, nil)
	items, _, err := listChecked(ctx, s.c, r, adsPages, lineItemTargetingMaxPageCount, 0, func(c *LineItemCriterion) string {
		if _, asked := byLineItem[c.LineItemID]; !asked {
			return fmt.Sprintf("belongs to line item %q, which the list was not asked for", c.LineItemID)
		}
		return ""
	})
	if err != nil {
		return nil, err
	}
	for _, c := range items {
		byLineItem[c.LineItemID] = append(byLineItem[c.LineItemID], c)
	}
	held := make([]heldCriteria, len(lineItemIDs))
	for i, id := range lineItemIDs {
		held[i] = heldCriteria{lineItemID: id, criteria: byLineItem[id]}
	}
	return held, nil
}
