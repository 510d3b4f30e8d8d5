package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// TargetedCampaign is a campaign of the account with at least one line item that targets a custom
// audience, and those line items (the spec's 2.3, a "targeted entry").
type TargetedCampaign struct {
	CampaignID   string             `json:"campaign_id"`
	CampaignName string             `json:"campaign_name"`
	LineItems    []TargetedLineItem `json:"line_items"`
}

// TargetedLineItem is a line item that targets the audience.
type TargetedLineItem struct {
	ID string `json:"id"`
	// Name is nil for a line item without one (null on the wire, as the spec's example shows).
	Name *string `json:"name"`
	// Servable says whether the line item can serve now, as the service judges it.
	Servable bool `json:"servable"`
}

// CustomAudienceTargetedOptions are the parameters of Targeted.
type CustomAudienceTargetedOptions struct {
	// IncludeNotServable also lists the line items whose Servable is false: it sends with_active=false.
	// Without it nothing is sent, and the service's default, with_active=true, lists the servable ones.
	IncludeNotServable bool
}

const customAudienceTargetedPath = "/12/accounts/:account_id/custom_audiences/:custom_audience_id/targeted"

// Targeted returns the campaigns of accountID whose line items target the audience, each with those
// line items, following every page. The endpoint takes a cursor but no count (the spec's Gap 9), so
// none is sent. An unknown audience is not found (transport.IsNotFound).
//
// GET /12/accounts/:account_id/custom_audiences/:custom_audience_id/targeted
func (s *CustomAudiencesService) Targeted(ctx context.Context, accountID, audienceID string, opt CustomAudienceTargetedOptions) ([]TargetedCampaign, error) {
	q := url.Values{}
	if opt.IncludeNotServable {
		q.Set("with_active", "false")
	}
	r := s.c.adsRequest(http.MethodGet, customAudienceTargetedPath, []string{accountID, audienceID}, q, nil)
	entries, _, err := listChecked(ctx, s.c, r, cursorPages, 0, 0, checkTargetedCampaign)
	if err != nil {
		return nil, err
	}
	return joinCampaigns(entries), nil
}

// checkTargetedCampaign refuses an entry that does not say which campaign or line item it is: nothing
// could tell it from another.
func checkTargetedCampaign(e *TargetedCampaign) string {
	if e.CampaignID == "" {
		return "has no campaign_id"
	}
	for i, li := range e.LineItems {
		if li.ID == "" {
			return fmt.Sprintf("of campaign %s has a line item %d without an id", e.CampaignID, i)
		}
	}
	return ""
}

// joinCampaigns answers each campaign once. The spec does not say how the service cuts its pages: one
// whose line items run past a page's end would come back in two entries, which are joined in the first,
// the line items in the order read.
func joinCampaigns(entries []TargetedCampaign) []TargetedCampaign {
	out := make([]TargetedCampaign, 0, len(entries))
	at := map[string]int{}
	for _, e := range entries {
		i, seen := at[e.CampaignID]
		if !seen {
			at[e.CampaignID] = len(out)
			out = append(out, e)
			continue
		}
		out[i].LineItems = append(out[i].LineItems, e.LineItems...)
	}
	return out
}
