package accounts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*promotableUserDataSource)(nil)

type promotableUserDataSource struct {
	data *fw.ProviderData
}

type promotableUserModel struct {
	AccountID types.String `tfsdk:"account_id"`
	promotableUserAttributes
}

func newPromotableUserDataSource() datasource.DataSource { return &promotableUserDataSource{} }

func (d *promotableUserDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_promotable_user"
}

func (d *promotableUserDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	attrs := promotableUserComputedAttributes()
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	attrs["id"] = schema.StringAttribute{
		Optional: true, Computed: true,
		MarkdownDescription: descPromotableUserID + " Leave it out to read the account's `FULL` promotable user, its own handle.",
		Validators:          []validator.String{fw.ID()},
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads one promotable user of an ads account: by id (deleted ones included, with `deleted` " +
			"set), or the account's `FULL` user when no id is given.",
		Attributes: attrs,
	}
}

func (d *promotableUserDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *promotableUserDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg promotableUserModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	var user *adsapi.PromotableUser
	var err error
	if cfg.ID.IsNull() {
		user, err = d.data.Client.PromotableUsers.Full(ctx, accountID)
	} else {
		user, err = d.data.Client.PromotableUsers.Get(ctx, accountID, cfg.ID.ValueString())
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read promotable user", err)
		return
	}
	cfg.AccountID = types.StringValue(accountID)
	cfg.promotableUserAttributes = promotableUserAttributesFromAPI(user)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
