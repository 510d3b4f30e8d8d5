package appevents

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// configurationListConfig is the config of a list "adsapi_app_event_provider_configuration" block: the
// filters of the configurations list but with_deleted, since a deleted configuration is nothing the
// resource can manage (a refresh drops one from state).
type configurationListConfig struct {
	AccountID types.String `tfsdk:"account_id"`
	IDs       types.List   `tfsdk:"ids"`
	SortBy    types.String `tfsdk:"sort_by"`
}

func newConfigurationListResource() list.ListResource {
	return &fw.ListResource[configurationListConfig, adsapi.AppEventProviderConfiguration]{
		TypeName: "_app_event_provider_configuration",
		Description: "Finds the app event provider configuration of an ads account (an account has at most one) for " +
			"`terraform query` (Terraform 1.14 and later), to adopt it with `-generate-config-out`. Filters are combined.",
		Attributes: map[string]listschema.Attribute{
			"account_id": fw.ListAccountIDAttribute(),
			"ids":        fw.ListIDListAttribute("Only the configurations with these ids (up to 200).", fw.ID()),
			"sort_by":    fw.ListSortByAttribute(),
		},
		Read:   listConfigurations,
		Result: configurationResult,
	}
}

func listConfigurations(ctx context.Context, data *fw.ProviderData, cfg *configurationListConfig, limit int,
	diags *diag.Diagnostics) []adsapi.AppEventProviderConfiguration {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	opts := adsapi.AppEventProviderConfigurationListOptions{
		IDs:         fw.StringsOf(ctx, cfg.IDs, diags),
		ListOptions: adsapi.ListOptions{SortBy: cfg.SortBy.ValueString(), Limit: limit},
	}
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.AppEventProviderConfigurations.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list app event provider configurations", err)
	}
	return found
}

// configurationResult names a configuration by its provider and advertiser id, the one thing its
// configuration sets.
func configurationResult(ctx context.Context, cfg *configurationListConfig, p *adsapi.AppEventProviderConfiguration,
	res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := configurationModel{AccountID: cfg.AccountID, configurationAttributes: configurationAttributesFromAPI(p)}
	return p.ProviderName + " advertiser " + p.ProviderAdvertiserID, res.Set(ctx, &m)
}
