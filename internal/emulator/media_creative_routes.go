package emulator

import (
	"net/http"
	"strings"
)

const (
	mediaCreativesPath = "/12/accounts/{account_id}/media_creatives"
	mediaCreativePath  = mediaCreativesPath + "/{media_creative_id}"
)

// mediaCreativeRoutes is the route table of media creatives: account reads, and writes in the
// campaign-management write window (the spec's Rate limits). There is no PUT: the router answers it 405
// METHOD_NOT_ALLOWED.
func mediaCreativeRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: mediaCreativesPath, schemes: schemeOAuth1User,
			params: []string{"campaign_id", "count", "cursor", "line_item_ids", "media_creative_ids", "sort_by", "with_deleted",
				"with_total_count"},
			listParams: []string{"line_item_ids", "media_creative_ids"}, handle: (*Server).listMediaCreatives},
		{method: http.MethodGet, pattern: mediaCreativePath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: mediaCreativeRows.get},
		{method: http.MethodPost, pattern: mediaCreativesPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"account_media_id", "line_item_id", "landing_url"}, handle: (*Server).createMediaCreative},
		{method: http.MethodDelete, pattern: mediaCreativePath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: mediaCreativeRows.remove},
	}
}

// listMediaCreatives answers endpoint 30. campaign_id keeps the media creatives of that campaign's line
// items; a campaign the account lacks keeps none (the spec shows no error for it).
func (s *Server) listMediaCreatives(c *call) (reply, *apiError) {
	lineItems, err := parseList(c.params, "line_item_ids")
	if err != nil {
		return reply{}, err
	}
	ids, err := parseList(c.params, "media_creative_ids")
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, mediaCreativeSortable)
	if err != nil {
		return reply{}, err
	}
	campaign, byCampaign := c.params.Get("campaign_id"), c.params.Has("campaign_id")
	var found []*MediaCreative
	for _, m := range c.account.mediaCreatives {
		switch {
		case !inFilter(lineItems, m.LineItemID), !inFilter(ids, m.ID), m.Deleted && !l.withDeleted, s.unlisted(m.ID, ids != nil),
			byCampaign && (c.account.lineItems[m.LineItemID] == nil || c.account.lineItems[m.LineItemID].CampaignID != campaign):
			continue
		}
		found = append(found, m)
	}
	return page(l, found, mediaCreativeSortKeys, viewMediaCreative), nil
}

func mediaCreativeSortKeys(m *MediaCreative) sortKeys {
	return sortKeys{id: m.ID, keys: map[string]string{
		"created_at": timeKey(m.CreatedAt), "updated_at": timeKey(m.UpdatedAt), "deleted": boolKey(m.Deleted), "creative_type": m.CreativeType,
	}}
}

// mediaCreativeRows are the media creatives as their routes find them; an unknown one is 404
// MEDIA_CREATIVE_NOT_FOUND.
var mediaCreativeRows = accountRows[MediaCreative, mediaCreativeView]{
	table: mediaCreativeTable, idParam: "media_creative_id", view: viewMediaCreative,
	missing: func(id string) *apiError {
		return &apiError{status: http.StatusNotFound, code: codeMediaCreativeNotFound, parameter: "media_creative_id",
			message: "media creative " + id + " was not found"}
	},
}

// createMediaCreative attaches live account media to a live line item of the account, checked in this
// order: the parameters, the line item (404 LINE_ITEM_NOT_FOUND), the account media (404
// ACCOUNT_MEDIA_NOT_FOUND), the landing URL. Where the spec says "not shown", the emulator chooses: a
// WEBSITE_CLICKS line item without a landing_url is refused 400 MISSING_PARAMETER on landing_url; any
// creative type suits any line item; one account media may be attached to a line item more than once,
// each create a new media creative; a landing_url sent with a PREROLL video is kept and answered as sent,
// though the service ignores it in serving.
func (s *Server) createMediaCreative(c *call) (reply, *apiError) {
	if err := checkMediaCreativeCreate(c.params); err != nil {
		return reply{}, err
	}
	li, err := liveLineItem(c.account, c.params.Get("line_item_id"), false)
	if err != nil {
		return reply{}, err
	}
	am, err := liveAccountMedia(c.account, c.params.Get("account_media_id"))
	if err != nil {
		return reply{}, err
	}
	landing := c.params.Get("landing_url")
	if li.Objective == objectiveWebsiteClicks && strings.TrimSpace(landing) == "" {
		return reply{}, badRequest(codeMissingParameter, "landing_url", "line item %s has objective %s: its media creatives need a landing_url",
			li.ID, li.Objective)
	}
	now := s.now()
	m := &MediaCreative{AccountID: c.account.id, ID: s.newBase36ID(), LineItemID: li.ID, AccountMediaID: am.ID, LandingURL: landing,
		CreativeType: am.CreativeType, EntityStatus: statusActive, ApprovalStatus: promotedPostAccepted, CreatedAt: now, UpdatedAt: now}
	c.account.mediaCreatives[m.ID] = m
	s.markCreated(m.ID)
	return reply{status: http.StatusCreated, data: viewMediaCreative(m)}, nil
}
