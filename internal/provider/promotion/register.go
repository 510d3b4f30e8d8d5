// Package promotion is the family of what a line item serves and to whom: the adsapi_line_item_targeting
// resource (all the targeting criteria of a line item) and the adsapi_promoted_post resource (a post
// promoted in a line item), with their list resources. The catalogues the criteria's values come from are
// the targeting family's data sources.
package promotion

import (
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newTargetingResource, newPromotedPostResource}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newTargetingListResource, newPromotedPostListResource}
}
