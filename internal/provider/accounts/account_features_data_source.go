package accounts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*accountFeaturesDataSource)(nil)

type accountFeaturesDataSource struct {
	data *fw.ProviderData
}

type accountFeaturesModel struct {
	AccountID   types.String `tfsdk:"account_id"`
	FeatureKeys types.Set    `tfsdk:"feature_keys"`
	Sandbox     types.Bool   `tfsdk:"sandbox"`
	Features    types.Set    `tfsdk:"features"`
}

func newAccountFeaturesDataSource() datasource.DataSource { return &accountFeaturesDataSource{} }

func (d *accountFeaturesDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_account_features"
}

func (d *accountFeaturesDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads the feature keys granted to an ads account. Only features of beta or limited " +
			"releases appear; access to them is requested by the advertiser.",
		Attributes: map[string]schema.Attribute{
			"account_id": fw.DataSourceAccountIDAttribute(),
			"feature_keys": schema.SetAttribute{
				Optional: true, ElementType: types.StringType,
				MarkdownDescription: "Only these keys (those the account has). The service decides which keys it knows; " +
					"the spec names `REACH_AND_FREQUENCY_ANALYTICS`, `REACH_FREQUENCY_CAP` and `WEBSITE_CLICKS_CPM_BILLING`.",
				Validators: featureFilterValidators(),
			},
			"sandbox": schema.BoolAttribute{
				Optional: true,
				MarkdownDescription: "Read from the provider's `sandbox_ads_url` instead of `ads_url`: set it for a sandbox " +
					"account, whose features live on the sandbox. Defaults to false.",
			},
			"features": schema.SetAttribute{
				Computed: true, ElementType: types.StringType,
				MarkdownDescription: "The account's feature keys (after the `feature_keys` filter); empty when it has none.",
			},
		},
	}
}

func (d *accountFeaturesDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *accountFeaturesDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg accountFeaturesModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	opts := adsapi.FeatureListOptions{
		FeatureKeys: fw.SortedSetStrings(ctx, cfg.FeatureKeys, &resp.Diagnostics),
		Sandbox:     cfg.Sandbox.ValueBool(),
	}
	if resp.Diagnostics.HasError() {
		return
	}
	keys, err := d.data.Client.Features.List(ctx, accountID, opts)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read account features", err)
		return
	}
	cfg.AccountID = types.StringValue(accountID)
	cfg.Features = fw.StringSet(ctx, keys, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
