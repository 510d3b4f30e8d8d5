// Package audiences is the family of custom audiences and their members: the adsapi_custom_audience
// resource, its data sources and its list resource, the adsapi_custom_audience_permission resource that
// shares an audience with another account and its list resource (the spec's audiences-and-measurement.md,
// section 2), the data source adsapi_custom_audience_targeted (which campaigns target an audience, section
// 2.3), the account's adsapi_do_not_reach_list with its data source and list resource (section 2.6), the
// actions adsapi_custom_audience_members and adsapi_do_not_reach_list_members that upload the members of
// an audience and of the list, and the provider function normalize_and_hash, which normalizes and hashes a
// member identifier as an upload does.
package audiences

import (
	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/function"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newCustomAudienceResource, newCustomAudiencePermissionResource, newDoNotReachListResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{
		newCustomAudienceDataSource, newCustomAudiencesDataSource, newCustomAudienceTargetedDataSource, newDoNotReachListDataSource,
	}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newCustomAudienceListResource, newCustomAudiencePermissionListResource, newDoNotReachListListResource}
}

// Functions returns the family's provider functions (Terraform 1.8 and later).
func Functions() []func() function.Function {
	return []func() function.Function{newNormalizeAndHashFunction}
}

// Actions returns the family's actions (Terraform 1.14 and later).
func Actions() []func() action.Action {
	return []func() action.Action{newCustomAudienceMembersAction, newDoNotReachListMembersAction}
}
