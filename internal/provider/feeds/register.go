// Package feeds is the family of scheduled product feeds: the adsapi_scheduled_feed resource, the
// adsapi_scheduled_feeds data source and the adsapi_scheduled_feed list resource.
package feeds

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newScheduledFeedResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newScheduledFeedsDataSource}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newScheduledFeedListResource}
}
