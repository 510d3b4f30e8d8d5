// Package provider implements the adsapi Terraform provider on terraform-plugin-framework: its settings,
// Configure, and the joined lists of the families' resources, data sources, list resources, actions and
// functions.
package provider

import (
	"context"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/function"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/accounts"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/activity"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/appevents"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/associations"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/audiences"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/campaigns"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/cards"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/content"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/conversions"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/drafts"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/feeds"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/lineitems"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/posts"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/promotion"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/targeting"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/users"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/webhooks"
)

// adsapiProvider is the provider; version ends up in the user agent.
type adsapiProvider struct {
	version string
}

var (
	_ provider.Provider                  = (*adsapiProvider)(nil)
	_ provider.ProviderWithListResources = (*adsapiProvider)(nil)
	_ provider.ProviderWithActions       = (*adsapiProvider)(nil)
	_ provider.ProviderWithFunctions     = (*adsapiProvider)(nil)
)

// New returns the provider factory that providerserver.Serve and the tests use.
func New(version string) func() provider.Provider {
	return func() provider.Provider { return &adsapiProvider{version: version} }
}

func (p *adsapiProvider) Metadata(_ context.Context, _ provider.MetadataRequest, resp *provider.MetadataResponse) {
	resp.TypeName = "adsapi"
	resp.Version = p.version
}

// Resources joins the families' resources.
func (p *adsapiProvider) Resources(context.Context) []func() resource.Resource {
	return slices.Concat(
		cards.Resources(),
		accounts.Resources(),
		drafts.Resources(),
		appevents.Resources(),
		feeds.Resources(),
		conversions.Resources(),
		audiences.Resources(),
		campaigns.Resources(),
		lineitems.Resources(),
		posts.Resources(),
		promotion.Resources(),
		associations.Resources(),
		content.Resources(),
		users.Resources(),
		activity.Resources(),
		webhooks.Resources(),
	)
}

// DataSources joins the families' data sources.
func (p *adsapiProvider) DataSources(context.Context) []func() datasource.DataSource {
	return slices.Concat(
		cards.DataSources(),
		accounts.DataSources(),
		targeting.DataSources(),
		drafts.DataSources(),
		appevents.DataSources(),
		feeds.DataSources(),
		conversions.DataSources(),
		audiences.DataSources(),
		campaigns.DataSources(),
		lineitems.DataSources(),
		posts.DataSources(),
		promotion.DataSources(),
		associations.DataSources(),
		content.DataSources(),
		users.DataSources(),
		activity.DataSources(),
		webhooks.DataSources(),
	)
}

// ListResources joins the families' list resources (Terraform 1.14 and later: `terraform query`).
func (p *adsapiProvider) ListResources(context.Context) []func() list.ListResource {
	return slices.Concat(
		cards.ListResources(),
		drafts.ListResources(),
		appevents.ListResources(),
		feeds.ListResources(),
		conversions.ListResources(),
		audiences.ListResources(),
		campaigns.ListResources(),
		lineitems.ListResources(),
		posts.ListResources(),
		promotion.ListResources(),
		associations.ListResources(),
		users.ListResources(),
		activity.ListResources(),
		webhooks.ListResources(),
	)
}

// Actions joins the families' actions (Terraform 1.14 and later).
func (p *adsapiProvider) Actions(context.Context) []func() action.Action {
	return slices.Concat(drafts.Actions(), audiences.Actions(), webhooks.Actions())
}

// Functions joins the families' provider functions (Terraform 1.8 and later).
func (p *adsapiProvider) Functions(context.Context) []func() function.Function {
	return audiences.Functions()
}
