// Package provider implements the adsapi Terraform provider on terraform-plugin-framework.
package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// adsapiProvider is the provider; version ends up in the user agent.
type adsapiProvider struct {
	version string
}

// providerData is what Configure hands to every resource and data source.
type providerData struct {
	client *adsapi.Client
	// accountID is the provider-level default ads account; "" when not configured.
	accountID string
}

var _ provider.Provider = (*adsapiProvider)(nil)

// New returns the provider factory that providerserver.Serve and the tests use.
func New(version string) func() provider.Provider {
	return func() provider.Provider { return &adsapiProvider{version: version} }
}

func (p *adsapiProvider) Metadata(_ context.Context, _ provider.MetadataRequest, resp *provider.MetadataResponse) {
	resp.TypeName = "adsapi"
	resp.Version = p.version
}

func (p *adsapiProvider) Resources(context.Context) []func() resource.Resource {
	return []func() resource.Resource{
		newCardResource,
		newPollCardResource,
	}
}

func (p *adsapiProvider) DataSources(context.Context) []func() datasource.DataSource {
	return []func() datasource.DataSource{
		newCardDataSource,
		newCardsDataSource,
		newPollCardDataSource,
		newPollCardsDataSource,
	}
}
