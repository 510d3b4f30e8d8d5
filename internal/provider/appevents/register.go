// Package appevents is the family of app event provider configurations: the
// adsapi_app_event_provider_configuration resource and its data sources.
package appevents

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newConfigurationResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{newConfigurationDataSource, newConfigurationsDataSource}
}
