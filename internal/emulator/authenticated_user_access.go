package emulator

import (
	"fmt"
	"net/http"
	"slices"
)

const authenticatedUserAccessPath = "/12/accounts/{account_id}/authenticated_user_access"

// Permission values of endpoint 47. POST_COMPOSER is the spec's name; the service answers TWEET_COMPOSER.
const (
	PermissionAccountAdmin           = "ACCOUNT_ADMIN"
	PermissionAdManager              = "AD_MANAGER"
	PermissionCreativeManager        = "CREATIVE_MANAGER"
	PermissionCampaignAnalyst        = "CAMPAIGN_ANALYST"
	PermissionAnalyst                = "ANALYST"
	PermissionPartnerAudienceManager = "PARTNER_AUDIENCE_MANAGER"
	PermissionPostComposer           = "POST_COMPOSER"
)

// accessLevels are the permissions of which a user holds one per account (campaign-management.md);
// POST_COMPOSER comes beside one of postComposerLevels.
var (
	accessLevels = []string{PermissionAccountAdmin, PermissionAdManager, PermissionCreativeManager, PermissionCampaignAnalyst,
		PermissionAnalyst, PermissionPartnerAudienceManager}
	postComposerLevels = []string{PermissionAccountAdmin, PermissionAdManager, PermissionCreativeManager}
)

// defaultPermissions are what an account's user holds until SetUserPermissions changes them: those of the
// spec's example, which the owner of an account has.
var defaultPermissions = []string{PermissionAccountAdmin, PermissionPostComposer}

// authenticatedUserAccessRoutes is endpoint 47, an account read.
func authenticatedUserAccessRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: authenticatedUserAccessPath, schemes: schemeOAuth1User,
			handle: (*Server).authenticatedUserAccess},
	}
}

// authenticatedUserAccess answers the caller's permissions on the account of the path. The dispatcher has
// already refused a caller the account does not belong to.
func (s *Server) authenticatedUserAccess(c *call) (reply, *apiError) {
	return reply{data: map[string]any{"user_id": c.userID, "permissions": slices.Clone(c.account.permissions)}}, nil
}

// SetUserPermissions sets the permissions userID holds on accountID, which endpoint 47 answers: another
// role than the default ACCOUNT_ADMIN with POST_COMPOSER, for tests of what other roles see. The emulator
// gives an account to one user, its owner: another user fails with ErrNotFound, as an unknown account does.
// The permissions must follow the spec's rules: one level, and POST_COMPOSER only beside ACCOUNT_ADMIN,
// AD_MANAGER or CREATIVE_MANAGER. Only endpoint 47 reads them: the other endpoints refuse nothing by role,
// as the spec names no role an endpoint needs but the conversion endpoint's, which is not covered.
func (s *Server) SetUserPermissions(userID, accountID string, permissions ...string) error {
	if err := checkPermissions(permissions); err != nil {
		return fmt.Errorf("set permissions of user %s on account %s: %w", userID, accountID, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err == nil && a.ownerID != userID {
		err = fmt.Errorf("user %s has no access to account %s: %w", userID, accountID, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("set permissions: %w", err)
	}
	a.permissions = slices.Clone(permissions)
	return nil
}

// checkPermissions refuses what the spec's table does not allow: an unknown value, no level or two, or
// POST_COMPOSER beside a level that does not take it.
func checkPermissions(permissions []string) error {
	var levels []string
	composer := false
	for _, p := range permissions {
		switch {
		case slices.Contains(accessLevels, p):
			levels = append(levels, p)
		case p == PermissionPostComposer && !composer:
			composer = true
		default:
			return fmt.Errorf("%q is not a permission, or is named twice", p)
		}
	}
	switch {
	case len(levels) != 1:
		return fmt.Errorf("a user holds one access level on an account, not %d", len(levels))
	case composer && !slices.Contains(postComposerLevels, levels[0]):
		return fmt.Errorf("POST_COMPOSER comes only with %v, not with %s", postComposerLevels, levels[0])
	}
	return nil
}
