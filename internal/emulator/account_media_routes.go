package emulator

import (
	"net/http"
	"slices"
)

const (
	accountMediaListPath = "/12/accounts/{account_id}/account_media"
	accountMediaItemPath = accountMediaListPath + "/{account_media_id}"
)

// accountMediaSortable are the attributes sort_by takes on the list. The spec shows none; the emulator
// takes the times, the deleted flag and the creative type.
var accountMediaSortable = []string{"created_at", "updated_at", "deleted", "creative_type"}

// accountMediaRoutes is the route table of account media: two account reads and a DELETE in the
// campaign-management write window. The service makes account media itself (the create endpoint was
// withdrawn in version 5) and has no PUT: the router answers both 405 METHOD_NOT_ALLOWED.
func accountMediaRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: accountMediaListPath, schemes: schemeOAuth1User,
			params:     []string{"account_media_ids", "count", "creative_types", "cursor", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"account_media_ids", "creative_types"}, handle: (*Server).listAccountMedia},
		{method: http.MethodGet, pattern: accountMediaItemPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: accountMediaRows.get},
		{method: http.MethodDelete, pattern: accountMediaItemPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: accountMediaRows.remove},
	}
}

// listAccountMedia answers endpoint 43, filtered by id and by creative type (each of the nine, else 400
// INVALID_PARAMETER on creative_types).
func (s *Server) listAccountMedia(c *call) (reply, *apiError) {
	ids, err := parseList(c.params, "account_media_ids")
	if err != nil {
		return reply{}, err
	}
	types, err := parseList(c.params, "creative_types")
	if err != nil {
		return reply{}, err
	}
	for _, t := range types {
		if !slices.Contains(accountMediaCreativeTypes, t) {
			return reply{}, invalidParameter("creative_types", "creative type %q is not %s", t, describe(accountMediaCreativeTypes))
		}
	}
	l, err := parseEntityList(c.params, accountMediaSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*AccountMedia
	for _, m := range c.account.accountMedia {
		if inFilter(ids, m.ID) && inFilter(types, m.CreativeType) && (!m.Deleted || l.withDeleted) {
			found = append(found, m)
		}
	}
	return page(l, found, accountMediaSortKeys, viewAccountMedia), nil
}

func accountMediaSortKeys(m *AccountMedia) sortKeys {
	return sortKeys{id: m.ID, keys: map[string]string{
		"created_at": timeKey(m.CreatedAt), "updated_at": timeKey(m.UpdatedAt), "deleted": boolKey(m.Deleted), "creative_type": m.CreativeType,
	}}
}

// accountMediaRows are the account media as their routes find them; an unknown one is 404
// ACCOUNT_MEDIA_NOT_FOUND.
var accountMediaRows = accountRows[AccountMedia, accountMediaView]{
	table: accountMediaTable, idParam: "account_media_id", view: viewAccountMedia,
	missing: accountMediaNotFound,
}

// liveAccountMedia is the account's live account media id, as a media creative's create names it.
func liveAccountMedia(a *account, id string) (*AccountMedia, *apiError) {
	if m := a.accountMedia[id]; m != nil && !m.Deleted {
		return m, nil
	}
	return nil, accountMediaNotFound(id)
}

func accountMediaNotFound(id string) *apiError {
	return &apiError{status: http.StatusNotFound, code: codeAccountMediaNotFound, parameter: "account_media_id",
		message: "account media " + id + " was not found"}
}
