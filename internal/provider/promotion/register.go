// Package promotion is the family of what a line item serves and to whom: the adsapi_line_item_targeting
// resource (all the targeting criteria of a line item) and the adsapi_promoted_post resource (a post
// promoted in a line item), with their list resources, and the adsapi_audience_estimate data source (the
// users a targeting reaches), which takes the targeting's criteria. The catalogues the criteria's values come from are
// the targeting family's data sources.
package promotion

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newTargetingResource, newPromotedPostResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newAudienceEstimateDataSource}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newTargetingListResource, newPromotedPostListResource}
}
