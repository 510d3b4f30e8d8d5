package emulator

import (
	"net/http"
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
			params: []string{"with_deleted"}, handle: customAudienceRows.get},
		{method: http.MethodPost, pattern: customAudiencesPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"name", "description"}, handle: (*Server).createCustomAudience},
		{method: http.MethodPut, pattern: customAudiencePath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: []string{"name", "description"}, handle: (*Server).updateCustomAudience},
		{method: http.MethodDelete, pattern: customAudiencePath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: customAudienceRows.remove},
	}
}

// listCustomAudiences answers endpoint 6. permission_scope OWNER (the default) lists the audiences the
// account owns; SHARED, those other accounts shared with it, lists none: permissions are not emulated
// yet, so nothing is shared with any account. q is a case-insensitive prefix of the name.
func (s *Server) listCustomAudiences(c *call) (reply, *apiError) {
	f, err := parseCustomAudienceList(c.params)
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, customAudienceSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*CustomAudience
	for _, a := range c.account.customAudiences {
		switch {
		case f.shared, !inFilter(f.ids, a.ID), !strings.HasPrefix(strings.ToLower(a.Name), f.q),
			a.Deleted && !l.withDeleted, s.unlisted(a.ID, f.ids != nil):
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
// to the create's uniqueness; description= with an empty value clears the description to null, as an
// empty value clears an optional field of a draft post (API-NOTES; the spec does not show how). The
// answer carries is_owner, not owner_account_id, as the example does, with a new updated_at: the
// example's, equal to created_at, is taken for an example written within the second of its create.
func (s *Server) updateCustomAudience(c *call) (reply, *apiError) {
	a, err := customAudienceRows.find(c, false)
	if err != nil {
		return reply{}, err
	}
	if err := checkCustomAudienceUpdate(c.params); err != nil {
		return reply{}, err
	}
	if c.params.Has("name") {
		name := c.params.Get("name")
		if holder := nameTaken(c.account, name, a.ID); holder != "" {
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
	return reply{data: viewUpdatedCustomAudience(a)}, nil
}
