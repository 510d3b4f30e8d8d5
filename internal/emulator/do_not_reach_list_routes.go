package emulator

import (
	"net/http"
)

const (
	doNotReachListsPath = "/12/accounts/{account_id}/do_not_reach_lists"
	doNotReachListPath  = doNotReachListsPath + "/{do_not_reach_list_id}"
)

// doNotReachListRoutes is the route table of do-not-reach lists (endpoints 17, 18 and 20): the list in
// the document's account read window, the writes in the campaign-management write window, as custom
// audiences. There is no single GET and no PUT (2.6): either on a list's path is 405
// METHOD_NOT_ALLOWED, the service's code for a method a path does not serve. The list takes with_deleted,
// the one parameter endpoint 17 lists, and cursor, since its answer carries next_cursor (Gap 9); count,
// filters and sort_by are not listed, so they are refused as any parameter an endpoint does not know.
func doNotReachListRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: doNotReachListsPath, schemes: schemeOAuth1User,
			params: []string{"cursor", "with_deleted"}, handle: (*Server).listDoNotReachLists},
		{method: http.MethodPost, pattern: doNotReachListsPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"description"}, handle: (*Server).createDoNotReachList},
		{method: http.MethodDelete, pattern: doNotReachListPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: doNotReachListRows.remove},
	}
}

// doNotReachListRows are the do-not-reach lists as their DELETE finds them. The spec lists no not-found
// code for them and says an emulator answers NOT_FOUND (404).
var doNotReachListRows = accountRows[DoNotReachList, doNotReachListView]{
	table: doNotReachListTable, idParam: "do_not_reach_list_id", view: viewDoNotReachList,
	missing: func(id string) *apiError { return notFound("do-not-reach list", id) },
}

// listDoNotReachLists answers endpoint 17: the account's live list, and its deleted ones with
// with_deleted, oldest first, in pages of the common lists' default size (no count is listed). The list
// is read only as a whole, so a new list shows in it at once, whatever Options.ListLag says: a client
// could not read it any other way.
func (s *Server) listDoNotReachLists(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	offset, err := parseCursor(c.params)
	if err != nil {
		return reply{}, err
	}
	var found []*DoNotReachList
	for _, l := range c.account.doNotReachLists {
		if !l.Deleted || withDeleted {
			found = append(found, l)
		}
	}
	l := entityList{count: entityListDefaultCount, offset: offset, order: sortSpec{attr: "created_at"}}
	return page(l, found, doNotReachListSortKeys, viewDoNotReachList), nil
}

func doNotReachListSortKeys(l *DoNotReachList) sortKeys {
	return sortKeys{id: l.ID, keys: map[string]string{"created_at": timeKey(l.CreatedAt)}}
}

// createDoNotReachList makes the account's list as endpoint 18 answers it: named by the service, not
// targetable (PROCESSING and TOO_SMALL), list_size null; an empty description is stored as none (null),
// as if not sent. An account with a live list is refused 400 INVALID_PARAMETER on account_id naming that
// list (the spec does not show the answer to a second POST: the emulator's pick); a deleted list does not
// count.
func (s *Server) createDoNotReachList(c *call) (reply, *apiError) {
	if live := c.account.liveDoNotReachList(); live != nil {
		return reply{}, invalidParameter("account_id", "account %s already has do-not-reach list %s; an account may have only one",
			c.account.id, live.ID)
	}
	now := s.now()
	l := &DoNotReachList{AccountID: c.account.id, ID: s.newBase36ID(), Name: doNotReachListName,
		ReasonsNotTargetable: append([]string{}, newAudienceReasons...), CreatedAt: now, UpdatedAt: now}
	if d := c.params.Get("description"); d != "" {
		l.Description = &d
	}
	c.account.doNotReachLists[l.ID] = l
	return reply{status: http.StatusCreated, data: viewDoNotReachList(l)}, nil
}
