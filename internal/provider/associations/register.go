// Package associations is the family of what hangs under a line item besides its targeting and its
// promoted posts: the adsapi_tracking_tag resource, its data sources and its list resource (the spec's
// audiences-and-measurement.md, section 3), the adsapi_scheduled_promoted_post, adsapi_media_creative,
// adsapi_promoted_account and adsapi_preroll_call_to_action resources and list resources (sections 4.1 to
// 4.4), and the account media the media creatives attach, read by the adsapi_account_media and
// adsapi_account_media_items data sources (section 4.5).
package associations

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newTrackingTagResource, newPromotedAccountResource, newPrerollCallToActionResource,
		newMediaCreativeResource, newScheduledPromotedPostResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newTrackingTagDataSource, newTrackingTagsDataSource, newAccountMediaDataSource,
		newAccountMediaItemsDataSource}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newTrackingTagListResource, newPromotedAccountListResource, newPrerollCallToActionListResource,
		newMediaCreativeListResource, newScheduledPromotedPostListResource}
}
