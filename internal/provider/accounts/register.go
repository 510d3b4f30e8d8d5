// Package accounts is the family of account-level settings and reference data: the
// adsapi_sandbox_account_features resource and the account features, promotable user and authenticated
// user access data sources.
package accounts

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newSandboxAccountFeaturesResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{
		newAccountFeaturesDataSource, newPromotableUserDataSource, newPromotableUsersDataSource,
		newAuthenticatedUserAccessDataSource,
	}
}
