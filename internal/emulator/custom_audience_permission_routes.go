package emulator

import (
	"fmt"
	"net/http"
)

const (
	customAudiencePermissionsPath = customAudiencePath + "/permissions"
	customAudiencePermissionPath  = customAudiencePermissionsPath + "/{custom_audience_permission_id}"
)

// customAudiencePermissionRoutes is the route table of audience permissions (endpoints 13 to 15): the
// list in a read window of its own, as the document's other reads, and the writes in the
// campaign-management write window, as custom audiences. There is no single GET and no PUT (2.2): a PUT
// on a permission is 405 METHOD_NOT_ALLOWED, the service's code for a method a path does not serve. The
// list takes no with_deleted (Gap 9), so it is refused as any parameter an endpoint does not know.
func customAudiencePermissionRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: customAudiencePermissionsPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "custom_audience_permission_ids", "granted_account_ids", "sort_by", "with_total_count"},
			listParams: []string{"custom_audience_permission_ids", "granted_account_ids"}, handle: (*Server).listCustomAudiencePermissions},
		{method: http.MethodPost, pattern: customAudiencePermissionsPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"granted_account_id", "permission_level"}, handle: (*Server).createCustomAudiencePermission},
		{method: http.MethodDelete, pattern: customAudiencePermissionPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: (*Server).deleteCustomAudiencePermission},
	}
}

// ownedAudience is the audience of the path whose permissions the call manages. Only the owning account
// creates and revokes permissions (endpoints 14 and 15), and the emulator lets only it list them too
// (endpoint 13 says nothing of who may). An audience another account shares with the caller's is
// refused as notOwner; any other id, and a deleted audience, is not found, as the audience's own routes
// answer it.
func (s *Server) ownedAudience(c *call) (*CustomAudience, *apiError) {
	r, err := s.reachAudience(c, false)
	if err != nil {
		return nil, err
	}
	if r.grant != nil {
		return nil, notOwner(r.stored, "manages its permissions")
	}
	return r.stored, nil
}

// notOwner refuses a request that only the owner of audience a may make, 403 ACTION_NOT_ALLOWED: the
// spec does not show the code for a non-owner, and this is the 403 code of its error table whose name
// fits (inferred). what says what only the owner does.
func notOwner(a *CustomAudience, what string) *apiError {
	return &apiError{status: http.StatusForbidden, code: codeActionNotAllowed,
		message: fmt.Sprintf("custom audience %s belongs to account %s: only its owner %s", a.ID, a.AccountID, what)}
}

// listCustomAudiencePermissions answers endpoint 13: the audience's live permissions, filtered by id and
// by granted account. A revoked permission is never listed, since the list takes no with_deleted.
func (s *Server) listCustomAudiencePermissions(c *call) (reply, *apiError) {
	audience, err := s.ownedAudience(c)
	if err != nil {
		return reply{}, err
	}
	ids, err := parseList(c.params, "custom_audience_permission_ids")
	if err != nil {
		return reply{}, err
	}
	granted, err := parseList(c.params, "granted_account_ids")
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, customAudiencePermissionSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*CustomAudiencePermission
	for _, p := range c.account.audiencePermissions {
		switch {
		case p.CustomAudienceID != audience.ID, p.Deleted, !inFilter(ids, p.ID), !inFilter(granted, p.GrantedAccountID), s.unlisted(p.ID, ids != nil):
			continue
		}
		found = append(found, p)
	}
	return page(l, found, customAudiencePermissionSortKeys, viewCustomAudiencePermission), nil
}

func customAudiencePermissionSortKeys(p *CustomAudiencePermission) sortKeys {
	return sortKeys{id: p.ID, keys: map[string]string{"created_at": timeKey(p.CreatedAt), "updated_at": timeKey(p.UpdatedAt)}}
}

// createCustomAudiencePermission shares the audience of the path with granted_account_id (endpoint 14).
// Where the spec shows no code: an account the emulator does not hold, or the owner itself, is refused
// 400 INVALID_PARAMETER on granted_account_id, and so is a second live grant to one account, naming the
// permission that stands (to change a level, revoke and grant again: 2.2).
func (s *Server) createCustomAudiencePermission(c *call) (reply, *apiError) {
	audience, err := s.ownedAudience(c)
	if err != nil {
		return reply{}, err
	}
	if err := checkPermissionCreate(c.params); err != nil {
		return reply{}, err
	}
	grantee := c.params.Get("granted_account_id")
	if err := s.checkGrantee(c.account, grantee); err != nil {
		return reply{}, err
	}
	if p := c.account.liveGrant(audience.ID, grantee); p != nil {
		return reply{}, invalidParameter("granted_account_id", "custom audience %s is already shared with account %s by permission %s; revoke it to grant another level",
			audience.ID, grantee, p.ID)
	}
	now := s.now()
	p := &CustomAudiencePermission{AccountID: c.account.id, ID: s.newBase36ID(), CustomAudienceID: audience.ID, GrantedAccountID: grantee,
		PermissionLevel: c.params.Get("permission_level"), CreatedAt: now, UpdatedAt: now}
	c.account.audiencePermissions[p.ID] = p
	s.markCreated(p.ID)
	return reply{status: http.StatusCreated, data: viewCustomAudiencePermission(p)}, nil
}

// checkGrantee applies endpoint 14's rules to the receiving account: an ads account other than the
// owner, of the owner's business unless the owner has SHARE_AUDIENCE_OUTSIDE_BUSINESS. An account with
// no business_id (every seeded one) is held to no business, so only two accounts that name different
// businesses are refused, 403 ACTION_NOT_ALLOWED naming the feature (the code is not shown; inferred).
func (s *Server) checkGrantee(owner *account, id string) *apiError {
	granted := s.accounts[id]
	switch granted {
	case nil:
		return invalidParameter("granted_account_id", "granted_account_id %s is not an ads account", id)
	case owner:
		return invalidParameter("granted_account_id", "account %s owns the audience; it cannot be granted a permission on it", id)
	}
	ob, gb := owner.profile.BusinessID, granted.profile.BusinessID
	if ob != nil && gb != nil && *ob != *gb && !owner.hasFeature(featureShareOutsideBusiness) {
		return &apiError{status: http.StatusForbidden, code: codeActionNotAllowed,
			message: fmt.Sprintf("account %s is of business %s, not %s's %s: sharing outside the business needs the account feature %s",
				id, *gb, owner.id, *ob, featureShareOutsideBusiness)}
	}
	return nil
}

// deleteCustomAudiencePermission revokes a permission (endpoint 15): a soft delete, answered with
// deleted true and a new updated_at. An id the audience lacks, or a permission already revoked, is 404
// NOT_FOUND, the code the spec's error table has an emulator use for a permission.
func (s *Server) deleteCustomAudiencePermission(c *call) (reply, *apiError) {
	audience, err := s.ownedAudience(c)
	if err != nil {
		return reply{}, err
	}
	id := c.pathParams["custom_audience_permission_id"]
	p := c.account.audiencePermissions[id]
	if p == nil || p.Deleted || p.CustomAudienceID != audience.ID {
		return reply{}, notFound("custom audience permission", id)
	}
	p.Deleted, p.UpdatedAt = true, s.now()
	return reply{data: viewCustomAudiencePermission(p)}, nil
}
