package users

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// userPostsKind reads the posts a user wrote: GET /2/users/:id/posts.
var userPostsKind = timelineKind{
	typeSuffix: "_user_posts",
	what:       "user posts",
	description: "Reads the recent posts written by a user (`GET /2/users/:id/posts`), newest first. Takes an " +
		"OAuth 2.0 user token (scopes `post.read`, `users.read`), OAuth 1.0a user context or the app-only `bearer_token`.",
	schemes: []transport.AuthScheme{transport.OAuth2User, transport.OAuth1User, transport.AppBearer},
	list: func(ctx context.Context, c *adsapi.Client, userID string, opts adsapi.TimelineOptions) (*adsapi.PostList, error) {
		return c.Timelines.Posts(ctx, userID, opts)
	},
}

func newUserPostsDataSource() datasource.DataSource { return &timelineDataSource{kind: userPostsKind} }
