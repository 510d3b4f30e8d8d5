// Package associations is the family of what hangs under a line item besides its targeting and its
// promoted posts: the adsapi_tracking_tag resource, its data sources and its list resource (the spec's
// audiences-and-measurement.md, section 3), and the adsapi_promoted_account and
// adsapi_preroll_call_to_action resources and list resources (sections 4.3 and 4.4).
package associations

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newTrackingTagResource, newPromotedAccountResource, newPrerollCallToActionResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newTrackingTagDataSource, newTrackingTagsDataSource}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newTrackingTagListResource, newPromotedAccountListResource, newPrerollCallToActionListResource}
}
