// Package posts is the family of scheduled posts and the media they carry: the adsapi_scheduled_post
// resource, data source and list resource, and the adsapi_media_library data source.
package posts

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newScheduledPostResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newScheduledPostDataSource, newMediaLibraryDataSource}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newScheduledPostListResource}
}
