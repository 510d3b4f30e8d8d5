package emulator

import "net/http"

const customAudienceTargetedPath = customAudiencePath + "/targeted"

// targetedCampaignsPerPage is how many campaigns a page of endpoint 16 holds. The endpoint lists no
// count (Gap 9), so its page size is the service's: the emulator takes the default count of the
// document's other lists, and never splits a campaign's line items across pages.
const targetedCampaignsPerPage = entityListDefaultCount

// customAudienceTargetedRoutes is the route table of endpoint 16, an account read with a window of its
// own as the document's other reads. It takes with_active and cursor, nothing else: a count is refused
// as any parameter an endpoint does not know.
func customAudienceTargetedRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: customAudienceTargetedPath, schemes: schemeOAuth1User,
			params: []string{"cursor", "with_active"}, handle: (*Server).listCustomAudienceTargeted},
	}
}

// targetedEntryView is one campaign of endpoint 16's answer (the spec's 2.3).
type targetedEntryView struct {
	CampaignID   string                 `json:"campaign_id"`
	CampaignName string                 `json:"campaign_name"`
	LineItems    []targetedLineItemView `json:"line_items"`
}

// targetedLineItemView is a line item of a targeted entry; a line item without a name answers null, as
// the spec's example does.
type targetedLineItemView struct {
	ID       string  `json:"id"`
	Name     *string `json:"name"`
	Servable bool    `json:"servable"`
}

// listCustomAudienceTargeted answers endpoint 16: the campaigns of the calling account whose line items
// target the audience of the path, its own or one shared with it (reachAudience: an unknown or deleted
// audience is 404 TAILORED_AUDIENCE_NOT_FOUND). Campaigns, and the line items within each, are in
// creation order.
func (s *Server) listCustomAudienceTargeted(c *call) (reply, *apiError) {
	r, err := s.reachAudience(c, false)
	if err != nil {
		return reply{}, err
	}
	withActive := true
	if c.params.Has("with_active") {
		if withActive, err = parseBool(c.params, "with_active"); err != nil {
			return reply{}, err
		}
	}
	offset, err := parseCursor(c.params)
	if err != nil {
		return reply{}, err
	}
	entries := targetedEntries(c.account, lineItemsTargeting(c.account, r.stored.ID), withActive)
	items, next := paginate(entries, offset, targetedCampaignsPerPage)
	return reply{data: items, list: true, nextCursor: next}, nil
}

// lineItemsTargeting are the live line items of a whose live criteria name the audience: a
// CUSTOM_AUDIENCE or CUSTOM_AUDIENCE_EXPANDED criterion with its id as value, whatever its operator. The
// spec does not say whether a line item that excludes the audience (NE) counts as targeting it; the
// emulator counts it, since the line item uses the audience all the same. A line item of a deleted
// campaign is not live: the campaign no longer runs. Callers hold s.mu.
func lineItemsTargeting(a *account, audienceID string) []*LineItem {
	seen := map[string]bool{}
	var out []*LineItem
	for _, tc := range a.targetingCriteria {
		if tc.Deleted || tc.TargetingValue != audienceID || seen[tc.LineItemID] ||
			(tc.TargetingType != "CUSTOM_AUDIENCE" && tc.TargetingType != "CUSTOM_AUDIENCE_EXPANDED") {
			continue
		}
		li := a.lineItems[tc.LineItemID]
		if li == nil || li.Deleted {
			continue
		}
		if cp := a.campaigns[li.CampaignID]; cp == nil || cp.Deleted {
			continue
		}
		seen[li.ID] = true
		out = append(out, li)
	}
	return out
}

// targetedServable is the emulator's definition of a line item's servable in endpoint 16, which the
// spec does not give: the line item is ACTIVE and not deleted. Its campaign's status and funding, which
// a campaign's own servable weighs (campaign_view.go), are not looked at.
func targetedServable(li *LineItem) bool {
	return li.EntityStatus == statusActive && !li.Deleted
}

// targetedEntries groups the line items by campaign, both in creation order. with_active (the default)
// keeps only the servable line items; false keeps every one. A campaign left with none is not listed.
func targetedEntries(a *account, lineItems []*LineItem, withActive bool) []targetedEntryView {
	creationOrder := sortSpec{attr: "created_at"}
	sortBy(lineItems, creationOrder, func(li *LineItem) sortKeys {
		return sortKeys{id: li.ID, keys: map[string]string{"created_at": timeKey(li.CreatedAt)}}
	})
	byCampaign := map[string][]targetedLineItemView{}
	var campaigns []*Campaign
	for _, li := range lineItems {
		servable := targetedServable(li)
		if withActive && !servable {
			continue
		}
		if _, listed := byCampaign[li.CampaignID]; !listed {
			campaigns = append(campaigns, a.campaigns[li.CampaignID])
		}
		byCampaign[li.CampaignID] = append(byCampaign[li.CampaignID], targetedLineItemView{ID: li.ID, Name: li.Name, Servable: servable})
	}
	sortBy(campaigns, creationOrder, func(cp *Campaign) sortKeys {
		return sortKeys{id: cp.ID, keys: map[string]string{"created_at": timeKey(cp.CreatedAt)}}
	})
	out := make([]targetedEntryView, len(campaigns))
	for i, cp := range campaigns {
		out[i] = targetedEntryView{CampaignID: cp.ID, CampaignName: cp.Name, LineItems: byCampaign[cp.ID]}
	}
	return out
}
