// Package campaigns is the family of where an advertiser's money goes: the adsapi_campaign resource, its
// data sources (adsapi_campaign, adsapi_campaigns) and list resource, and what a campaign hangs under, read
// only: the ads accounts of the authenticated user (adsapi_ads_account, adsapi_ads_accounts) and their
// funding instruments (adsapi_funding_instrument, adsapi_funding_instruments). Line items, which hang
// under campaigns, are the lineitems family.
package campaigns

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// Resources returns the family's resources.
func Resources() []func() resource.Resource {
	return []func() resource.Resource{newCampaignResource}
}

// DataSources returns the family's data sources.
func DataSources() []func() datasource.DataSource {
	return []func() datasource.DataSource{
		newAdsAccountDataSource, newAdsAccountsDataSource,
		newFundingInstrumentDataSource, newFundingInstrumentsDataSource,
		newCampaignDataSource, newCampaignsDataSource,
	}
}

// ListResources returns the family's list resources.
func ListResources() []func() list.ListResource {
	return []func() list.ListResource{newCampaignListResource}
}
