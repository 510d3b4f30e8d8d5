package emulator

import (
	"maps"
	"net/http"
	"slices"
	"strings"
)

const (
	customAudiencesPath = "/12/accounts/{account_id}/custom_audiences"
	customAudiencePath  = customAudiencesPath + "/{custom_audience_id}"
)

// customAudienceRoutes is the route table of custom audiences (endpoints 6 to 10): account reads with a
// window per endpoint, the spec's "other account reads", as the document's other kinds, and writes in
// the campaign-management write window (the spec's Rate limits: every write of its document spends from
// a category of 450 a minute).
func customAudienceRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: customAudiencesPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "custom_audience_ids", "permission_scope", "q", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"custom_audience_ids"}, handle: (*Server).listCustomAudiences},
		{method: http.MethodGet, pattern: customAudiencePath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: (*Server).getCustomAudience},
		{method: http.MethodPost, pattern: customAudiencesPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"name", "description"}, handle: (*Server).createCustomAudience},
		{method: http.MethodPut, pattern: customAudiencePath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"name", "description"}, handle: (*Server).updateCustomAudience},
		{method: http.MethodDelete, pattern: customAudiencePath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: (*Server).deleteCustomAudience},
	}
}

// listCustomAudiences answers endpoint 6. permission_scope OWNER (the default) lists the audiences the
// account owns; SHARED, those other accounts share with it through a live permission, each with the
// level granted and its owner's id (asShared). q is a case-insensitive prefix of the name.
func (s *Server) listCustomAudiences(c *call) (reply, *apiError) {
	f, err := parseCustomAudienceList(c.params)
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, customAudienceSortable)
	if err != nil {
		return reply{}, err
	}
	candidates := slices.Collect(maps.Values(c.account.customAudiences))
	if f.shared {
		candidates = s.sharedAudiences(c.account.id)
	}
	var found []*CustomAudience
	for _, a := range candidates {
		switch {
		case !inFilter(f.ids, a.ID), !strings.HasPrefix(strings.ToLower(a.Name), f.q), a.Deleted && !l.withDeleted, s.unlisted(a.ID, f.ids != nil):
			continue
		}
		found = append(found, a)
	}
	return page(l, found, customAudienceSortKeys, viewCustomAudience), nil
}

func customAudienceSortKeys(a *CustomAudience) sortKeys {
	return sortKeys{id: a.ID, keys: map[string]string{
		"created_at": timeKey(a.CreatedAt), "updated_at": timeKey(a.UpdatedAt), "deleted": boolKey(a.Deleted),
		"name": strings.ToLower(a.Name), "audience_size": microsKey(a.AudienceSize),
	}}
}

// customAudienceRows are the custom audiences as their routes find them; an unknown or deleted one is
// TAILORED_AUDIENCE_NOT_FOUND (404), the code the spec's error table names for an unknown audience
// under its older name (Gap 5).
var customAudienceRows = accountRows[CustomAudience, customAudienceView]{
	table: customAudienceTable, idParam: "custom_audience_id", view: viewCustomAudience,
	missing: func(id string) *apiError {
		return &apiError{status: http.StatusNotFound, code: codeTailoredAudienceNotFound, message: "custom audience " + id + " was not found"}
	},
}

// reachedAudience is the audience of a path as the calling account reaches it: its own, or one another
// account shares with it through grant.
type reachedAudience struct {
	// stored is the owner's audience, owner the account that holds it.
	stored *CustomAudience
	owner  *account
	// grant is the live permission that shares it with the caller's account, nil for the owner.
	grant *CustomAudiencePermission
}

// reachAudience finds the audience of the path: the account's own (customAudienceRows), else one shared
// with it, which its single GET answers and a READ_WRITE grant lets it rename (Gap 17). A deleted one is
// reached only by a read that asks with_deleted, as the account's own; deleting an audience leaves its
// permissions as they are (the spec does not show what happens to them).
func (s *Server) reachAudience(c *call, withDeleted bool) (reachedAudience, *apiError) {
	a, err := customAudienceRows.find(c, withDeleted)
	if err == nil {
		return reachedAudience{stored: a, owner: c.account}, nil
	}
	owner, grant := s.grantOf(c.account.id, c.pathParams["custom_audience_id"])
	if grant == nil || (owner.customAudiences[grant.CustomAudienceID].Deleted && !withDeleted) {
		return reachedAudience{}, err
	}
	return reachedAudience{stored: owner.customAudiences[grant.CustomAudienceID], owner: owner, grant: grant}, nil
}

// view is the audience as the calling account reads it: a shared one carries the level granted.
func (r reachedAudience) view() customAudienceView {
	if r.grant == nil {
		return viewCustomAudience(r.stored)
	}
	return viewCustomAudience(asShared(r.stored, r.grant))
}

// updatedView is the answer of a PUT, which carries is_owner instead of owner_account_id (endpoint 9's
// example; Gap 3): false for an account the audience is shared with.
func (r reachedAudience) updatedView() customAudienceView {
	v := r.view()
	v.OwnerAccountID, v.IsOwner = "", ptrTo(r.grant == nil)
	return v
}

// getCustomAudience answers endpoint 7, for the owner and for an account the audience is shared with.
func (s *Server) getCustomAudience(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	r, err := s.reachAudience(c, withDeleted)
	if err != nil {
		return reply{}, err
	}
	return reply{data: r.view()}, nil
}

// deleteCustomAudience answers endpoint 10: the owner's DELETE is soft (customAudienceRows); an account
// the audience is shared with may not delete it (notOwner: Gap 17's levels let it target, or also
// rename, but neither deletes).
func (s *Server) deleteCustomAudience(c *call) (reply, *apiError) {
	r, err := s.reachAudience(c, false)
	if err != nil {
		return reply{}, err
	}
	if r.grant != nil {
		return reply{}, notOwner(r.stored, "deletes it")
	}
	return customAudienceRows.remove(s, c)
}

// createCustomAudience makes the empty CRM audience endpoint 8 describes. name is required and must not
// be the name of another live audience of the account (400 INVALID_PARAMETER on name naming it: the
// spec says the request fails without a code), of any length (no maximum is shown); an empty
// description is stored as none (null), as if not sent.
func (s *Server) createCustomAudience(c *call) (reply, *apiError) {
	if err := missingParam(c.params, "name"); err != nil {
		return reply{}, err
	}
	name := c.params.Get("name")
	if holder := nameTaken(c.account, name, ""); holder != "" {
		return reply{}, takenName(name, holder)
	}
	now := s.now()
	a := &CustomAudience{AccountID: c.account.id, ID: s.newBase36ID(), Name: name, AudienceType: audienceTypeCRM,
		TargetableTypes: []string{audienceTypeCRM, "EXCLUDED_" + audienceTypeCRM}, ReasonsNotTargetable: append([]string{}, newAudienceReasons...),
		PermissionLevel: permissionLevelReadWrite, PartnerSource: partnerSourceOther, CreatedAt: now, UpdatedAt: now}
	if d := c.params.Get("description"); d != "" {
		a.Description = &d
	}
	c.account.customAudiences[a.ID] = a
	s.markCreated(a.ID)
	return reply{status: http.StatusCreated, data: viewCustomAudience(a)}, nil
}

// updateCustomAudience changes the fields the PUT names and nothing else (endpoint 9). A rename is held
// to the create's uniqueness in the owner's account; description= with an empty value clears the
// description to null, as an empty value clears an optional field of a draft post (API-NOTES; the spec
// does not show how). An account the audience is shared with READ_WRITE may change it too, and one with
// READ_ONLY is refused notOwner (Gap 17). The answer carries is_owner, not owner_account_id, as the
// example does, with a new updated_at: the example's, equal to created_at, is taken for an example
// written within the second of its create.
func (s *Server) updateCustomAudience(c *call) (reply, *apiError) {
	r, err := s.reachAudience(c, false)
	if err != nil {
		return reply{}, err
	}
	if r.grant != nil && r.grant.PermissionLevel != permissionLevelReadWrite {
		return reply{}, notOwner(r.stored, "or an account granted READ_WRITE changes it")
	}
	if err := checkCustomAudienceUpdate(c.params); err != nil {
		return reply{}, err
	}
	a := r.stored
	if c.params.Has("name") {
		name := c.params.Get("name")
		if holder := nameTaken(r.owner, name, a.ID); holder != "" {
			return reply{}, takenName(name, holder)
		}
		a.Name = name
	}
	if c.params.Has("description") {
		a.Description = nil
		if d := c.params.Get("description"); d != "" {
			a.Description = &d
		}
	}
	a.UpdatedAt = s.now()
	return reply{data: r.updatedView()}, nil
}
