package users

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// homeTimelineKind reads the authenticated user's home timeline:
// GET /2/users/:id/timelines/reverse_chronological.
var homeTimelineKind = timelineKind{
	typeSuffix: "_home_timeline",
	what:       "home timeline",
	description: "Reads the home timeline of the authenticated user (`GET /2/users/:id/timelines/reverse_chronological`): " +
		"the recent posts of the user and of the accounts it follows, newest first. Needs user context: an OAuth 2.0 " +
		"user token (scopes `post.read`, `users.read`) or OAuth 1.0a.",
	selfOnly: true,
	schemes:  []transport.AuthScheme{transport.OAuth2User, transport.OAuth1User},
	list: func(ctx context.Context, c *adsapi.Client, userID string, opts adsapi.TimelineOptions) (*adsapi.PostList, error) {
		return c.Timelines.HomeTimeline(ctx, userID, opts)
	},
}

func newHomeTimelineDataSource() datasource.DataSource {
	return &timelineDataSource{kind: homeTimelineKind}
}
