package activity

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*developerAccountDataSource)(nil)

type developerAccountDataSource struct {
	data *fw.ProviderData
}

func newDeveloperAccountDataSource() datasource.DataSource { return &developerAccountDataSource{} }

func (d *developerAccountDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_developer_account"
}

func (d *developerAccountDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads the authenticated user's developer-platform account (`GET /2/account`, OAuth 2.0 " +
			"user token with `developer.read`). Fails when the user has none; the `adsapi_developer_account` resource " +
			"creates it.",
		Attributes: map[string]schema.Attribute{
			"id":         schema.StringAttribute{Computed: true, MarkdownDescription: descDeveloperAccountID},
			"name":       schema.StringAttribute{Computed: true, MarkdownDescription: descDeveloperAccountName},
			"created_at": schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescCreatedAt},
			"user_id":    schema.StringAttribute{Computed: true, MarkdownDescription: descDeveloperUserID},
		},
	}
}

func (d *developerAccountDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *developerAccountDataSource) Read(ctx context.Context, _ datasource.ReadRequest, resp *datasource.ReadResponse) {
	state, err := readDeveloperAccount(ctx, d.data, developerAccountAttributes{})
	if transport.IsNotFound(err) {
		resp.Diagnostics.AddError("No developer account", "The authenticated user has no developer account.\n\n"+
			fw.APIErrorDetail(err)+"\n\nCreate it with the adsapi_developer_account resource, or use the "+
			"oauth2_access_token of a user who has one.")
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read the developer account", err)
		return
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}
