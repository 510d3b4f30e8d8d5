package users

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// mutedUsersKind lists the users a user mutes: GET /2/users/:id/muting, OAuth 2.0 or OAuth 1.0a.
var mutedUsersKind = userListKind{
	typeSuffix: "_muted_users",
	what:       "muted users",
	description: "Lists the users that a user mutes (`GET /2/users/:id/muting`), following every page. The service " +
		"answers only for the authenticated user, to an OAuth 2.0 user token (scope `mute.read`) or OAuth 1.0a user " +
		"context. Its window is small (15 requests per 15 minutes per user): each read spends one request per 1000 users.",
	schemes: []transport.AuthScheme{transport.OAuth2User, transport.OAuth1User},
	list: func(ctx context.Context, c *adsapi.Client, userID string, opts adsapi.UserListOptions) (*adsapi.UserList, error) {
		return c.Users.Muting(ctx, userID, opts)
	},
}

func newMutedUsersDataSource() datasource.DataSource {
	return &userListDataSource{kind: mutedUsersKind}
}
