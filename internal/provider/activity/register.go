// Package activity is the family of the developer account and the activity endpoints of the
// core platform API: adsapi_developer_account, adsapi_account_activity_subscription,
// adsapi_activity_subscription, their data sources and list resources, and a bounded read of the activity
// stream.
package activity

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{
		newDeveloperAccountResource,
		newAccountActivitySubscriptionResource,
		newActivitySubscriptionResource,
	}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{
		newDeveloperAccountDataSource,
		newAccountActivitySubscriptionsDataSource,
		newAccountActivitySubscriptionCountDataSource,
		newActivitySubscriptionsDataSource,
		newActivityStreamDataSource,
	}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newActivitySubscriptionListResource, newAccountActivitySubscriptionListResource}
}
