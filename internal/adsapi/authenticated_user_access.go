package adsapi

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// UserAccess is what the user behind the credentials holds on an ads account (endpoint 47 of the audiences
// and measurement spec): permissions such as ACCOUNT_ADMIN, AD_MANAGER, CREATIVE_MANAGER, CAMPAIGN_ANALYST,
// ANALYST, PARTNER_AUDIENCE_MANAGER and POST_COMPOSER.
type UserAccess struct {
	UserID      string
	Permissions []string
}

// servicePermissionNames are the spec's rename table for the permissions: the service answers
// TWEET_COMPOSER, which the spec writes POST_COMPOSER.
var servicePermissionNames = map[string]string{"TWEET_COMPOSER": "POST_COMPOSER"}

const authenticatedUserAccessPath = "/12/accounts/:account_id/authenticated_user_access"

// AuthenticatedUserAccess returns the permissions the authenticated user holds on accountID, in the
// service's order, with the service's spelling of a permission read as the spec's. An answer without a
// user id or without a permissions array is malformed.
//
// GET /12/accounts/:account_id/authenticated_user_access
func (s *AdsAccountsService) AuthenticatedUserAccess(ctx context.Context, accountID string) (*UserAccess, error) {
	env, err := s.c.do(ctx, s.c.adsRequest(http.MethodGet, authenticatedUserAccessPath, []string{accountID}, nil, nil))
	if err != nil {
		return nil, err
	}
	if env.carriesErrors() {
		return nil, env.answer.Malformed("error entries beside the data")
	}
	var data struct {
		UserID      wire.FlexString `json:"user_id"`
		Permissions []string        `json:"permissions"`
	}
	if k := wire.Kind(env.Data); k != "an object" {
		return nil, env.answer.Malformed("data is %s, not an object of user_id and permissions", k)
	}
	if err := json.Unmarshal(env.Data, &data); err != nil {
		return nil, env.answer.Malformed("data: %v", err)
	}
	switch {
	case data.UserID == "":
		return nil, env.answer.Malformed("data has no user_id")
	case data.Permissions == nil:
		return nil, env.answer.Malformed("data has no permissions array")
	}
	for i, p := range data.Permissions {
		if renamed, ok := servicePermissionNames[p]; ok {
			data.Permissions[i] = renamed
		}
	}
	return &UserAccess{UserID: string(data.UserID), Permissions: data.Permissions}, nil
}
