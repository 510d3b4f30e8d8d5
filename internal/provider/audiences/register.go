// Package audiences is the family of custom audiences and their members: the adsapi_custom_audience
// resource, its data sources and its list resource (the spec's audiences-and-measurement.md, section 2),
// the account's adsapi_do_not_reach_list with its data source and list resource (section 2.6), and the
// provider function normalize_and_hash, which normalizes and hashes a member identifier as an
// upload does.
package audiences

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/function"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newCustomAudienceResource, newDoNotReachListResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newCustomAudienceDataSource, newCustomAudiencesDataSource, newDoNotReachListDataSource}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newCustomAudienceListResource, newDoNotReachListListResource}
}

// Functions returns the family's provider functions (Terraform 1.8 and later).
func Functions() []func() function.Function {
	return []func() function.Function{newNormalizeAndHashFunction}
}
