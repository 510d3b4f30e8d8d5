// Package drafts is the family of draft posts: the adsapi_draft_post and adsapi_draft_post_preview
// resources and the adsapi_draft_post and adsapi_draft_posts data sources.
package drafts

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
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
