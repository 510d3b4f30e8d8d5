// Package targeting is the family of the twelve targeting catalogues: the data sources
// adsapi_targeting_<kind>, all built from one table of kinds (kinds.go).
package targeting

import "github.com/hashicorp/terraform-plugin-framework/datasource"

// DataSources returns the family's data sources, one per kind.
func DataSources() []func() datasource.DataSource {
	out := make([]func() datasource.DataSource, len(kinds))
	for i := range kinds {
		out[i] = newDataSource(&kinds[i])
	}
	return out
}
