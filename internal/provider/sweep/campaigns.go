package sweep

import (
	"context"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// markedLineItems are the account's live line items named with the prefix, drafts included (the list
// leaves drafts out unless asked). Their associations are swept with them.
func (s *scope) markedLineItems(ctx context.Context) ([]adsapi.LineItem, error) {
	items, err := s.client.LineItems.List(ctx, s.account, adsapi.LineItemListOptions{WithDraft: true})
	if err != nil {
		return nil, s.listFailed("line items", err)
	}
	var out []adsapi.LineItem
	for _, li := range items {
		if !li.Deleted && s.marked(li.Name) {
			out = append(out, li)
		}
	}
	return out, nil
}

// lineItemIDs are the ids of items.
func lineItemIDs(items []adsapi.LineItem) []string {
	ids := make([]string, len(items))
	for i, li := range items {
		ids[i] = li.ID
	}
	return ids
}

// sweepLineItems deletes the marked line items (soft: deleted true), after their associations. A line
// item's list narrows by q, but the spec does not say how it matches, so the whole list is read.
func sweepLineItems(ctx context.Context, s *scope) error {
	items, err := s.markedLineItems(ctx)
	if err != nil {
		return err
	}
	return s.deleteAll(ctx, "line item", pick(items, func(*adsapi.LineItem) bool { return true },
		func(li *adsapi.LineItem) target {
			return target{id: li.ID, label: li.Name, del: func(ctx context.Context) error {
				_, err := s.client.LineItems.Delete(ctx, s.account, li.ID)
				return err
			}}
		}))
}

// sweepCampaigns deletes the campaigns named with the prefix, drafts included, after the marked line
// items. A campaign's unmarked line items stay: they have names of their own, and the spec shows no
// refusal of a campaign's delete for them.
func sweepCampaigns(ctx context.Context, s *scope) error {
	campaigns, err := s.client.Campaigns.List(ctx, s.account, adsapi.CampaignListOptions{WithDraft: true})
	if err != nil {
		return s.listFailed("campaigns", err)
	}
	return s.deleteAll(ctx, "campaign", pick(campaigns, func(c *adsapi.Campaign) bool { return !c.Deleted && s.marked(c.Name) },
		func(c *adsapi.Campaign) target {
			return target{id: c.ID, label: c.Name, del: func(ctx context.Context) error {
				_, err := s.client.Campaigns.Delete(ctx, s.account, c.ID)
				return err
			}}
		}))
}
