package emulator

import (
	"net/http"
)

const (
	prerollCallToActionsPath = "/12/accounts/{account_id}/preroll_call_to_actions"
	prerollCallToActionPath  = prerollCallToActionsPath + "/{preroll_call_to_action_id}"
)

// prerollCallToActionRoutes is the route table of pre-roll calls to action: account reads with a window
// per endpoint, and writes in the campaign-management write window (the spec's Rate limits), as the
// tracking tag's.
func prerollCallToActionRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: prerollCallToActionsPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "line_item_ids", "preroll_call_to_action_ids", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"line_item_ids", "preroll_call_to_action_ids"}, handle: (*Server).listPrerollCallToActions},
		{method: http.MethodGet, pattern: prerollCallToActionPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: prerollCallToActionRows.get},
		{method: http.MethodPost, pattern: prerollCallToActionsPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"line_item_id", "call_to_action", "call_to_action_url"}, handle: (*Server).createPrerollCallToAction},
		{method: http.MethodPut, pattern: prerollCallToActionPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"call_to_action", "call_to_action_url"}, handle: (*Server).updatePrerollCallToAction},
		{method: http.MethodDelete, pattern: prerollCallToActionPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: prerollCallToActionRows.remove},
	}
}

func (s *Server) listPrerollCallToActions(c *call) (reply, *apiError) {
	lineItems, err := parseList(c.params, "line_item_ids")
	if err != nil {
		return reply{}, err
	}
	ids, err := parseList(c.params, "preroll_call_to_action_ids")
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, prerollCallToActionSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*PrerollCallToAction
	for _, p := range c.account.prerollCallToActions {
		switch {
		case !inFilter(lineItems, p.LineItemID), !inFilter(ids, p.ID), p.Deleted && !l.withDeleted, s.unlisted(p.ID, ids != nil):
			continue
		}
		found = append(found, p)
	}
	return page(l, found, prerollCallToActionSortKeys, viewPrerollCallToAction), nil
}

func prerollCallToActionSortKeys(p *PrerollCallToAction) sortKeys {
	return sortKeys{id: p.ID, keys: map[string]string{
		"created_at": timeKey(p.CreatedAt), "updated_at": timeKey(p.UpdatedAt), "deleted": boolKey(p.Deleted),
		"call_to_action": p.CallToAction, "call_to_action_url": p.CallToActionURL,
	}}
}

// prerollCallToActionRows are the pre-roll calls to action as their routes find them. The spec lists no
// not-found code for them and says an emulator answers NOT_FOUND (404).
var prerollCallToActionRows = accountRows[PrerollCallToAction, prerollCallToActionView]{
	table: prerollCallToActionTable, idParam: "preroll_call_to_action_id", view: viewPrerollCallToAction,
	missing: func(id string) *apiError { return notFound("pre-roll call to action", id) },
}

// createPrerollCallToAction sets the call to action of a live line item of the account, checked in this
// order: the parameters, the line item (404 LINE_ITEM_NOT_FOUND), its objective, then the line item's
// call to action. Where the spec says "not shown", the emulator chooses: a line item of another
// objective than PREROLL_VIEWS is refused 400 INVALID_PARAMETER on line_item_id naming the objective
// found, and so is a second live call to action of one line item, naming the one that stands ("set the
// optional call to action" suggests one per line item).
func (s *Server) createPrerollCallToAction(c *call) (reply, *apiError) {
	if err := checkPrerollCallToActionCreate(c.params); err != nil {
		return reply{}, err
	}
	li, err := liveLineItem(c.account, c.params.Get("line_item_id"), false)
	if err != nil {
		return reply{}, err
	}
	if li.Objective != objectivePrerollViews {
		return reply{}, invalidParameter("line_item_id", "line item %s has objective %s; a pre-roll call to action needs a line item of objective %s",
			li.ID, li.Objective, objectivePrerollViews)
	}
	for _, p := range c.account.prerollCallToActions {
		if p.LineItemID == li.ID && !p.Deleted {
			return reply{}, invalidParameter("line_item_id", "line item %s already has pre-roll call to action %s; change it with PUT or delete it first",
				li.ID, p.ID)
		}
	}
	now := s.now()
	p := &PrerollCallToAction{AccountID: c.account.id, ID: s.newBase36ID(), LineItemID: li.ID, CallToAction: c.params.Get("call_to_action"),
		CallToActionURL: c.params.Get("call_to_action_url"), CreatedAt: now, UpdatedAt: now}
	c.account.prerollCallToActions[p.ID] = p
	s.markCreated(p.ID)
	return reply{status: http.StatusCreated, data: viewPrerollCallToAction(p)}, nil
}

// updatePrerollCallToAction changes the fields the PUT names and nothing else (the spec: "a PUT changes
// only the fields it names"), and sets a new updated_at, as the tracking tag's PUT does.
func (s *Server) updatePrerollCallToAction(c *call) (reply, *apiError) {
	p, err := prerollCallToActionRows.find(c, false)
	if err != nil {
		return reply{}, err
	}
	if err := checkPrerollCallToActionUpdate(c.params); err != nil {
		return reply{}, err
	}
	if c.params.Has("call_to_action") {
		p.CallToAction = c.params.Get("call_to_action")
	}
	if c.params.Has("call_to_action_url") {
		p.CallToActionURL = c.params.Get("call_to_action_url")
	}
	p.UpdatedAt = s.now()
	return reply{data: viewPrerollCallToAction(p)}, nil
}
