package appevents

import (
	"context"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*configurationsDataSource)(nil)

type configurationsDataSource struct {
	data *fw.ProviderData
}

type configurationsModel struct {
	AccountID      types.String `tfsdk:"account_id"`
	IDs            types.List   `tfsdk:"ids"`
	SortBy         types.String `tfsdk:"sort_by"`
	WithDeleted    types.Bool   `tfsdk:"with_deleted"`
	CreatedAfter   types.String `tfsdk:"created_after"`
	Configurations types.List   `tfsdk:"app_event_provider_configurations"`
}

// configurationObject is one element of app_event_provider_configurations.
func configurationObject() schema.NestedAttributeObject {
	return schema.NestedAttributeObject{Attributes: configurationDataSourceAttributes()}
}

// configurationObjectType is derived from the schema, once, so that an attribute added to the schema
// cannot be missing from the values Read builds.
var configurationObjectType = sync.OnceValue(func() attr.Type { return configurationObject().Type() })

func newConfigurationsDataSource() datasource.DataSource { return &configurationsDataSource{} }

func (d *configurationsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_app_event_provider_configurations"
}

func (d *configurationsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the app event provider configurations of an ads account, following every page. " +
			"An account has at most one live configuration; deleted ones appear with `with_deleted`.",
		Attributes: map[string]schema.Attribute{
			"account_id":    fw.DataSourceAccountIDAttribute(),
			"ids":           fw.IDListAttribute("Only the configurations with these ids (up to 200).", fw.ID()),
			"sort_by":       fw.SortByAttribute(),
			"with_deleted":  schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted configurations."},
			"created_after": fw.CreatedAfterAttribute("configurations"),
			"app_event_provider_configurations": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The configurations found, in the service's order.",
				NestedObject: configurationObject(),
			},
		},
	}
}

func (d *configurationsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *configurationsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg configurationsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	opts := adsapi.AppEventProviderConfigurationListOptions{
		IDs:         fw.StringsOf(ctx, cfg.IDs, &resp.Diagnostics),
		ListOptions: adsapi.ListOptions{SortBy: cfg.SortBy.ValueString(), WithDeleted: cfg.WithDeleted.ValueBool()},
	}
	if resp.Diagnostics.HasError() {
		return
	}
	found, err := d.data.Client.AppEventProviderConfigurations.List(ctx, accountID, opts)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to list app event provider configurations", err)
		return
	}
	found = fw.KeepCreatedAfter(cfg.CreatedAfter, found,
		func(c *adsapi.AppEventProviderConfiguration) string {
			return "app event provider configuration " + c.ID
		},
		func(c *adsapi.AppEventProviderConfiguration) string { return c.CreatedAt }, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	elems := make([]configurationDataModel, 0, len(found))
	for i := range found {
		elems = append(elems, configurationDataFromAPI(&found[i]))
	}
	list, diags := types.ListValueFrom(ctx, configurationObjectType(), elems)
	resp.Diagnostics.Append(diags...)
	cfg.Configurations = list
	cfg.AccountID = types.StringValue(accountID)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
