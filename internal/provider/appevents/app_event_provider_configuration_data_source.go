package appevents

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// configurationReadModel is the adsapi_app_event_provider_configuration data source.
type configurationReadModel struct {
	AccountID types.String `tfsdk:"account_id"`
	configurationDataModel
}

func newConfigurationDataSource() datasource.DataSource {
	attrs := configurationDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the configuration to read.",
		Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[configurationReadModel, adsapi.AppEventProviderConfiguration]{
		TypeName:    "_app_event_provider_configuration",
		Description: "Reads the app event provider configuration of an ads account by id, deleted or not (see `deleted`).",
		Attributes:  attrs,
		Account:     func(m *configurationReadModel) *types.String { return &m.AccountID },
		What:        "app event provider configuration",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *configurationReadModel) (*adsapi.AppEventProviderConfiguration, error) {
			return client.AppEventProviderConfigurations.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: func(_ context.Context, _ string, cfg *configurationReadModel, got *adsapi.AppEventProviderConfiguration, _ *diag.Diagnostics) {
			cfg.configurationDataModel = configurationDataFromAPI(got)
		},
	}
}
