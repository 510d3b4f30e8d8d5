package emulator

import (
	"net/http"
	"slices"
)

const (
	webEventTagsPath = "/12/accounts/{account_id}/web_event_tags"
	webEventTagPath  = webEventTagsPath + "/{web_event_tag_id}"
)

// Web event tag list paging (spec: count 1 to 1000, default 200).
const (
	webEventTagsDefaultCount = 200
	webEventTagsMaxCount     = 1000
)

// webEventTagRoutes is the route table of web event tags. Reads take the default account read
// window (the spec's "other account reads"); writes share the campaign-management write category,
// as every write of the audiences document counts against 450 a minute.
func webEventTagRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: webEventTagsPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "sort_by", "web_event_tag_ids", "with_deleted", "with_total_count"},
			listParams: []string{"web_event_tag_ids"}, handle: (*Server).listWebEventTags},
		{method: http.MethodGet, pattern: webEventTagPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: webEventTagRows.get},
		{method: http.MethodPost, pattern: webEventTagsPath, schemes: schemeOAuth1User, write: true,
			category: categoryCampaignWrites, params: webEventTagParams, handle: (*Server).createWebEventTag},
		{method: http.MethodPut, pattern: webEventTagPath, schemes: schemeOAuth1User, write: true,
			category: categoryCampaignWrites, params: webEventTagParams, handle: (*Server).updateWebEventTag},
		{method: http.MethodDelete, pattern: webEventTagPath, schemes: schemeOAuth1User, write: true,
			category: categoryCampaignWrites, handle: webEventTagRows.remove},
	}
}

func (s *Server) listWebEventTags(c *call) (reply, *apiError) {
	ids, err := parseList(c.params, "web_event_tag_ids")
	if err != nil {
		return reply{}, err
	}
	withTotal, err := parseTotalCount(c.params)
	if err != nil {
		return reply{}, err
	}
	lp, err := parseListParams(c.params, webEventTagsDefaultCount, webEventTagsMaxCount)
	if err != nil {
		return reply{}, err
	}
	var found []*WebEventTag
	for _, t := range c.account.webEventTags {
		if (t.Deleted && !lp.withDeleted) || (ids != nil && !slices.Contains(ids, t.ID)) || s.unlisted(t.ID, ids != nil) {
			continue
		}
		found = append(found, t)
	}
	// The spec shows no default order: creation order, as every list of the emulator.
	sortBy(found, lp.order, func(t *WebEventTag) sortKeys { return entitySortKeys(t.ID, t.Name, t.CreatedAt, t.UpdatedAt) })
	page, next := paginate(found, lp.offset, lp.count)
	views := make([]webEventTagView, len(page))
	for i, t := range page {
		views[i] = viewWebEventTag(t)
	}
	rep := reply{data: views, list: true, nextCursor: next}
	if withTotal {
		total := len(found)
		rep.totalCount = &total
	}
	return rep, nil
}

// webEventTagRows are the web event tags as their routes find them; an unknown or deleted one is
// WEB_EVENT_TAG_NOT_FOUND (404), the code of the spec's error table.
var webEventTagRows = accountRows[WebEventTag, webEventTagView]{
	table: webEventTagTable, idParam: "web_event_tag_id", view: viewWebEventTag,
	missing: func(id string) *apiError {
		return &apiError{status: http.StatusNotFound, code: codeWebEventTagNotFound, message: "web event tag " + id + " was not found"}
	},
}

func (s *Server) createWebEventTag(c *call) (reply, *apiError) {
	if name := missingWebEventTagParam(c.params); name != "" {
		return reply{}, missingParameter(name)
	}
	t := &WebEventTag{AccountID: c.account.id}
	if err := applyWebEventTagParams(t, c.params); err != nil {
		return reply{}, err
	}
	now := s.now()
	t.ID, t.WebsiteTagID, t.Status = s.newBase36ID(), s.newBase36ID(), webEventTagUnverified
	t.CreatedAt, t.UpdatedAt = now, now
	c.account.webEventTags[t.ID] = t
	s.markCreated(t.ID)
	return reply{status: http.StatusCreated, data: viewWebEventTag(t)}, nil
}

// updateWebEventTag changes the fields the PUT names. The tag is UNVERIFIED afterwards, with its
// last_tracked_at kept, as the spec's PUT example answers; whether the service resets the status
// on every update is not shown.
func (s *Server) updateWebEventTag(c *call) (reply, *apiError) {
	stored, err := webEventTagRows.find(c, false)
	if err != nil {
		return reply{}, err
	}
	// Checked on a copy so that a refused update changes nothing.
	t := *stored
	if err := applyWebEventTagParams(&t, c.params); err != nil {
		return reply{}, err
	}
	t.Status, t.UpdatedAt = webEventTagUnverified, s.now()
	*stored = t
	return reply{data: viewWebEventTag(stored)}, nil
}
