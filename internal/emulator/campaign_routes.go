package emulator

import (
	"net/http"
	"net/url"
)

const (
	campaignsPath      = "/12/accounts/{account_id}/campaigns"
	campaignPath       = campaignsPath + "/{campaign_id}"
	campaignsBatchPath = "/12/batch/accounts/{account_id}/campaigns"
)

// campaignSortable are the attributes sort_by takes on the list (the spec's sorting page).
// Version 12 campaigns carry no start_time or end_time: sorting by them keeps the id order.
var campaignSortable = []string{"created_at", "updated_at", "deleted", "name", "start_time", "end_time",
	"daily_budget_amount_local_micro", "total_budget_amount_local_micro", "standard_delivery"}

// campaignRoutes is the route table of campaigns: the reads are core entity reads, the writes
// (the batch included) spend from the campaign-management write window.
func campaignRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: campaignsPath, schemes: schemeOAuth1User, category: categoryCoreEntityReads,
			params: []string{"campaign_ids", "count", "cursor", "funding_instrument_ids", "q", "sort_by", "with_deleted",
				"with_draft", "with_total_count"},
			listParams: []string{"campaign_ids", "funding_instrument_ids", "sort_by"}, handle: (*Server).listCampaigns},
		{method: http.MethodGet, pattern: campaignPath, schemes: schemeOAuth1User, category: categoryCoreEntityReads,
			params: []string{"with_deleted"}, handle: (*Server).getCampaign},
		{method: http.MethodPost, pattern: campaignsPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: campaignCreateParams, handle: (*Server).postCampaign},
		{method: http.MethodPut, pattern: campaignPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: campaignUpdateParams, handle: (*Server).putCampaign},
		{method: http.MethodDelete, pattern: campaignPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: (*Server).deleteCampaignRoute},
		{method: http.MethodPost, pattern: campaignsBatchPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			jsonBody: true, handle: (*Server).batchCampaigns},
	}
}

// listCampaigns answers the account's campaigns; drafts only with with_draft=true (together with
// the others), deleted ones only with with_deleted=true. q is a case-insensitive name prefix, as
// on the accounts list (the spec does not state the campaign rule).
func (s *Server) listCampaigns(c *call) (reply, *apiError) {
	ids, err := parseIDs(c.params, "campaign_ids", true)
	if err != nil {
		return reply{}, err
	}
	instruments, err := parseIDs(c.params, "funding_instrument_ids", true)
	if err != nil {
		return reply{}, err
	}
	withDraft, err := parseBool(c.params, "with_draft")
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, campaignSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*Campaign
	for _, cp := range c.account.campaigns {
		if !inFilter(ids, cp.ID) || !inFilter(instruments, cp.FundingInstrumentID) || !l.named(cp.Name) ||
			(cp.Deleted && !l.withDeleted) || (cp.EntityStatus == statusDraft && !withDraft) || s.unlisted(cp.ID, ids != nil) {
			continue
		}
		found = append(found, cp)
	}
	return page(l, found, campaignSortKeys, c.account.viewCampaign), nil
}

func campaignSortKeys(c *Campaign) sortKeys {
	return sortKeys{id: c.ID, keys: map[string]string{
		"created_at": timeKey(c.CreatedAt), "updated_at": timeKey(c.UpdatedAt), "deleted": boolKey(c.Deleted),
		"name": c.Name, "start_time": "", "end_time": "",
		"daily_budget_amount_local_micro": microsKey(c.DailyBudgetAmountLocalMicro),
		"total_budget_amount_local_micro": microsKey(c.TotalBudgetAmountLocalMicro),
		"standard_delivery":               optionalBoolKey(c.StandardDelivery),
	}}
}

// getCampaign answers one campaign, drafts included. A deleted campaign is answered only with
// with_deleted=true; without it, 404 as for a missing one (the spec does not show which).
func (s *Server) getCampaign(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	cp, err := liveCampaign(c.account, c.pathParams["campaign_id"], withDeleted)
	if err != nil {
		return reply{}, err
	}
	return reply{data: c.account.viewCampaign(cp)}, nil
}

func (s *Server) postCampaign(c *call) (reply, *apiError) {
	cp, err := s.createCampaign(c.account, c.params)
	if err != nil {
		return reply{}, err
	}
	s.markCreated(cp.ID)
	return reply{status: http.StatusCreated, data: c.account.viewCampaign(cp)}, nil
}

func (s *Server) putCampaign(c *call) (reply, *apiError) {
	cp, err := s.updateCampaign(c.account, c.pathParams["campaign_id"], c.params)
	if err != nil {
		return reply{}, err
	}
	return reply{data: c.account.viewCampaign(cp)}, nil
}

func (s *Server) deleteCampaignRoute(c *call) (reply, *apiError) {
	cp, err := s.deleteCampaign(c.account, c.pathParams["campaign_id"])
	if err != nil {
		return reply{}, err
	}
	return reply{data: c.account.viewCampaign(cp)}, nil
}

// liveCampaign finds a campaign of a; a deleted one only when withDeleted.
func liveCampaign(a *account, id string, withDeleted bool) (*Campaign, *apiError) {
	cp := a.campaigns[id]
	if cp == nil || (cp.Deleted && !withDeleted) {
		return nil, campaignNotFound(id)
	}
	return cp, nil
}

// createCampaign makes a campaign from the parameters of endpoint 7, checked in this order: the
// required parameters, each value, the funding instrument, the account's ceiling.
func (s *Server) createCampaign(a *account, params url.Values) (*Campaign, *apiError) {
	if err := missingParam(params, "funding_instrument_id", "name"); err != nil {
		return nil, err
	}
	now := s.now()
	cp := &Campaign{AccountID: a.id, BudgetOptimization: "LINE_ITEM", EntityStatus: statusActive, CreatedAt: now, UpdatedAt: now}
	if err := applyCampaignParams(cp, params, true); err != nil {
		return nil, err
	}
	f, err := fundingInstrumentFor(a, params.Get("funding_instrument_id"))
	if err != nil {
		return nil, err
	}
	if countsAsActive(cp.EntityStatus) {
		if err := checkActiveCampaigns(a); err != nil {
			return nil, err
		}
	}
	cp.FundingInstrumentID, cp.Currency = f.ID, f.Currency
	cp.ID = s.newBase36ID()
	a.campaigns[cp.ID] = cp
	return cp, nil
}

// updateCampaign changes the fields params names (endpoint 9); the others keep their values.
func (s *Server) updateCampaign(a *account, id string, params url.Values) (*Campaign, *apiError) {
	stored, err := liveCampaign(a, id, false)
	if err != nil {
		return nil, err
	}
	edited := *stored
	if err := applyCampaignParams(&edited, params, false); err != nil {
		return nil, err
	}
	if stored.EntityStatus == statusDraft && countsAsActive(edited.EntityStatus) {
		if err := checkActiveCampaigns(a); err != nil {
			return nil, err
		}
	}
	edited.UpdatedAt = s.now()
	*stored = edited
	return stored, nil
}

// deleteCampaign soft-deletes a campaign (endpoint 10); a second delete is 404. Its line items
// are left as they are: the spec does not show a cascade.
func (s *Server) deleteCampaign(a *account, id string) (*Campaign, *apiError) {
	cp, err := liveCampaign(a, id, false)
	if err != nil {
		return nil, err
	}
	cp.Deleted = true
	cp.UpdatedAt = s.now()
	return cp, nil
}
