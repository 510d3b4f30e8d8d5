// Package users is the family of users, blocking, muting and timelines of the core platform API: the
// adsapi_user_mute resource and the adsapi_user, adsapi_users, adsapi_blocked_users, adsapi_muted_users,
// adsapi_user_posts, adsapi_user_mentions and adsapi_home_timeline data sources, and the adsapi_user_mute
// list resource.
package users

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newUserMuteResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{
		newUserDataSource, newUsersDataSource, newBlockedUsersDataSource, newMutedUsersDataSource,
		newUserPostsDataSource, newUserMentionsDataSource, newHomeTimelineDataSource,
	}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newUserMuteListResource}
}
