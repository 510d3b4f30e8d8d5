package users

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// blockedUsersKind lists the users a user blocks: GET /2/users/:id/blocking, OAuth 2.0 only.
var blockedUsersKind = userListKind{
	typeSuffix: "_blocked_users",
	what:       "blocked users",
	description: "Lists the users that a user blocks (`GET /2/users/:id/blocking`), following every page. The service " +
		"answers only for the authenticated user and only to an OAuth 2.0 user token (`oauth2_access_token`, scopes " +
		"`block.read` and `users.read`).",
	schemes: []transport.AuthScheme{transport.OAuth2User},
	list: func(ctx context.Context, c *adsapi.Client, userID string, opts adsapi.UserListOptions) (*adsapi.UserList, error) {
		return c.Users.Blocking(ctx, userID, opts)
	},
}

func newBlockedUsersDataSource() datasource.DataSource {
	return &userListDataSource{kind: blockedUsersKind}
}
