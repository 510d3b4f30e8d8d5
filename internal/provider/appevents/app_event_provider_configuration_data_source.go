package appevents

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*configurationDataSource)(nil)

type configurationDataSource struct {
	data *fw.ProviderData
}

// configurationReadModel is the adsapi_app_event_provider_configuration data source.
type configurationReadModel struct {
	AccountID types.String `tfsdk:"account_id"`
	configurationDataModel
}

func newConfigurationDataSource() datasource.DataSource { return &configurationDataSource{} }

func (d *configurationDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_app_event_provider_configuration"
}

func (d *configurationDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	attrs := configurationDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the configuration to read.",
		Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads the app event provider configuration of an ads account by id, deleted or not (see `deleted`).",
		Attributes:          attrs,
	}
}

func (d *configurationDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *configurationDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg configurationReadModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := d.data.Client.AppEventProviderConfigurations.Get(ctx, accountID, cfg.ID.ValueString())
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read app event provider configuration", err)
		return
	}
	cfg.AccountID = types.StringValue(accountID)
	cfg.configurationDataModel = configurationDataFromAPI(got)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
