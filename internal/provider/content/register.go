// Package content is the family of collections, media status and trend locations of the core platform
// API: the adsapi_collection_entries resource and the adsapi_media_status and adsapi_trend_locations data
// sources.
package content

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newCollectionEntriesResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newMediaStatusDataSource, newTrendLocationsDataSource}
}
