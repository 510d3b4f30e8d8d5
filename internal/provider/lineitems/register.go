// Package lineitems is the family of line items (ad groups in the ads UI): the adsapi_line_item resource,
// its data sources (adsapi_line_item, adsapi_line_items) and list resource, and the placement catalogue a
// line item's placements come from (adsapi_line_item_placements). Campaigns, which line items hang under,
// are the campaigns family; a line item's targeting and promoted posts are the promotion family.
package lineitems

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newLineItemResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newLineItemDataSource, newLineItemsDataSource, newPlacementsDataSource}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newLineItemListResource}
}
