package users

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// userMentionsKind reads the posts mentioning a user: GET /2/users/:id/mentions.
var userMentionsKind = timelineKind{
	typeSuffix: "_user_mentions",
	what:       "user mentions",
	description: "Reads the recent posts mentioning a user (`GET /2/users/:id/mentions`), newest first. Takes an " +
		"OAuth 2.0 user token (scopes `post.read`, `users.read`), OAuth 1.0a user context or the app-only `bearer_token`.",
	schemes: []transport.AuthScheme{transport.OAuth2User, transport.OAuth1User, transport.AppBearer},
	list: func(ctx context.Context, c *adsapi.Client, userID string, opts adsapi.TimelineOptions) (*adsapi.PostList, error) {
		return c.Timelines.Mentions(ctx, userID, opts)
	},
}

func newUserMentionsDataSource() datasource.DataSource {
	return &timelineDataSource{kind: userMentionsKind}
}
