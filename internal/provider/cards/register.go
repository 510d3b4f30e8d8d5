// Package cards is the family of cards and poll cards: the adsapi_card and adsapi_poll_card resources, their
// data sources and their list resources.
package cards

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newCardResource, newPollCardResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{
		newCardDataSource, newCardsDataSource, newPollCardDataSource, newPollCardsDataSource,
	}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newCardListResource, newPollCardListResource}
}
