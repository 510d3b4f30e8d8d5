package emulator

import (
	"net/http"
	"slices"
)

const (
	promotableUsersPath = "/12/accounts/{account_id}/promotable_users"
	promotableUserPath  = promotableUsersPath + "/{promotable_user_id}"
)

// Promotable user list paging (spec: count 1 to 1000, default 200).
const (
	promotableUsersDefaultCount = 200
	promotableUsersMaxCount     = 1000
)

// promotableUserDataType is the data_type of promotable user answers, as recorded.
const promotableUserDataType = "promotable_user"

// promotableUserRoutes is the route table of promotable users, which are read-only: there are no
// write routes.
func promotableUserRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: promotableUsersPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "promotable_user_ids", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"promotable_user_ids"}, handle: (*Server).listPromotableUsers},
		{method: http.MethodGet, pattern: promotableUserPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: (*Server).getPromotableUser},
	}
}

func (s *Server) listPromotableUsers(c *call) (reply, *apiError) {
	ids, err := parseList(c.params, "promotable_user_ids")
	if err != nil {
		return reply{}, err
	}
	withTotal, err := parseTotalCount(c.params)
	if err != nil {
		return reply{}, err
	}
	lp, err := parseListParams(c.params, promotableUsersDefaultCount, promotableUsersMaxCount)
	if err != nil {
		return reply{}, err
	}
	var found []*PromotableUser
	for _, p := range c.account.promotableUsers {
		if (p.Deleted && !lp.withDeleted) || (ids != nil && !slices.Contains(ids, p.ID)) {
			continue
		}
		found = append(found, p)
	}
	sortBy(found, lp.order, promotableUserSortKeys)
	page, next := paginate(found, lp.offset, lp.count)
	views := make([]promotableUserView, len(page))
	for i, p := range page {
		views[i] = viewPromotableUser(p)
	}
	rep := reply{data: views, list: true, nextCursor: next, dataType: promotableUserDataType}
	if withTotal {
		total := len(found)
		rep.totalCount = &total
	}
	return rep, nil
}

// promotableUserSortKeys sorts promotable users, which have no name.
func promotableUserSortKeys(p *PromotableUser) sortKeys {
	return entitySortKeys(p.ID, "", p.CreatedAt, p.UpdatedAt)
}

func (s *Server) getPromotableUser(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	id := c.pathParams["promotable_user_id"]
	p := c.account.promotableUsers[id]
	if p == nil || (p.Deleted && !withDeleted) {
		return reply{}, &apiError{status: http.StatusNotFound, code: codePromotableUserNotFound,
			message: "promotable user " + id + " was not found"}
	}
	return reply{data: viewPromotableUser(p), dataType: promotableUserDataType}, nil
}
