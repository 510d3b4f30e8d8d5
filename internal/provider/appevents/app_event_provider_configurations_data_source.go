package appevents

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// configurationsModel is the state of adsapi_app_event_provider_configurations: the filters a list
// "adsapi_app_event_provider_configuration" block takes, and with_deleted.
type configurationsModel struct {
	configurationListConfig
	WithDeleted    types.Bool   `tfsdk:"with_deleted"`
	CreatedAfter   types.String `tfsdk:"created_after"`
	Configurations types.List   `tfsdk:"app_event_provider_configurations"`
}

func newConfigurationsDataSource() datasource.DataSource {
	return &fw.ListDataSource[configurationsModel, adsapi.AppEventProviderConfiguration, configurationDataModel]{
		TypeName: "_app_event_provider_configurations",
		Description: "Lists the app event provider configurations of an ads account, following every page. " +
			"An account has at most one live configuration; deleted ones appear with `with_deleted`.",
		Attributes: map[string]schema.Attribute{
			"account_id":   fw.DataSourceAccountIDAttribute(),
			"ids":          fw.IDListAttribute("Only the configurations with these ids (up to 200).", fw.ID()),
			"sort_by":      fw.SortByAttribute(),
			"with_deleted": schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted configurations."},
			"app_event_provider_configurations": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The configurations found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: configurationDataSourceAttributes()},
			},
		},
		Items: "app_event_provider_configurations",
		List:  readConfigurations,
		CreatedAfter: &fw.CreatedAfterFilter[adsapi.AppEventProviderConfiguration]{
			Attribute: fw.CreatedAfterAttribute("configurations"),
			Name: func(c *adsapi.AppEventProviderConfiguration) string {
				return "app event provider configuration " + c.ID
			},
			CreatedAt: func(c *adsapi.AppEventProviderConfiguration) string { return c.CreatedAt },
		},
		Item: func(_ context.Context, _ *configurationsModel, c *adsapi.AppEventProviderConfiguration, _ *diag.Diagnostics) configurationDataModel {
			return configurationDataFromAPI(c)
		},
	}
}

func readConfigurations(ctx context.Context, data *fw.ProviderData, cfg *configurationsModel, diags *diag.Diagnostics) []adsapi.AppEventProviderConfiguration {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	opts := adsapi.AppEventProviderConfigurationListOptions{
		IDs:         fw.StringsOf(ctx, cfg.IDs, diags),
		ListOptions: adsapi.ListOptions{SortBy: cfg.SortBy.ValueString(), WithDeleted: cfg.WithDeleted.ValueBool()},
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
