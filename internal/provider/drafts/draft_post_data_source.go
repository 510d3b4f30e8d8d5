package drafts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*draftPostDataSource)(nil)

type draftPostDataSource struct {
	data *fw.ProviderData
}

// draftPostDataModel is the state of the adsapi_draft_post data source.
type draftPostDataModel struct {
	AccountID types.String `tfsdk:"account_id"`
	draftPostItem
}

func newDraftPostDataSource() datasource.DataSource { return &draftPostDataSource{} }

func (d *draftPostDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_draft_post"
}

func (d *draftPostDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	attrs := draftPostItemAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the draft post to read.",
		Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads one draft post of an ads account by `id`. A deleted draft is gone for good, so reading one fails.",
		Attributes:          attrs,
	}
}

func (d *draftPostDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *draftPostDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg draftPostDataModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	draft, err := d.data.Client.DraftPosts.Get(ctx, accountID, cfg.ID.ValueString())
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read draft post", err)
		return
	}
	state := draftPostDataModel{AccountID: types.StringValue(accountID)}
	state.draftPostItem = draftPostItemFrom(ctx, draft, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}
