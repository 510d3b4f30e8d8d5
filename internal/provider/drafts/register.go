// Package drafts is the family of draft posts: the adsapi_draft_post and adsapi_draft_post_preview
// resources, the adsapi_draft_post and adsapi_draft_posts data sources, the adsapi_draft_post list resource
// and the adsapi_draft_post_preview action.
package drafts

import (
	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newDraftPostResource, newDraftPostPreviewResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newDraftPostDataSource, newDraftPostsDataSource}
}

// Actions returns the family's actions.
func Actions() []func() action.Action {
	return []func() action.Action{newDraftPostPreviewAction}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newDraftPostListResource}
}
