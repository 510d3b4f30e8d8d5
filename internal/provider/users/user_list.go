package users

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// userListKind is what distinguishes the blocked and muted users data sources.
type userListKind struct {
	typeSuffix  string // "_blocked_users"
	description string
	what        string // "blocked users", for diagnostics
	// schemes the list accepts, in the client's order: checked before the authenticated user is asked for.
	schemes []transport.AuthScheme
	list    func(ctx context.Context, c *adsapi.Client, userID string, opts adsapi.UserListOptions) (*adsapi.UserList, error)
}

var _ datasource.DataSourceWithConfigure = (*userListDataSource)(nil)

// userListDataSource lists the users a user blocks or mutes.
type userListDataSource struct {
	kind userListKind
	data *fw.ProviderData
}

type userListModel struct {
	UserID     types.String `tfsdk:"user_id"`
	UserFields types.List   `tfsdk:"user_fields"`
	Limit      types.Int64  `tfsdk:"limit"`
	Users      types.List   `tfsdk:"users"`
	More       types.Bool   `tfsdk:"more"`
}

func (d *userListDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + d.kind.typeSuffix
}

func (d *userListDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: d.kind.description,
		Attributes: map[string]schema.Attribute{
			"user_id": schema.StringAttribute{
				Optional: true, Computed: true, Validators: []validator.String{fw.NumericID("user")},
				MarkdownDescription: "The user whose list to read. " + descAuthenticatedUser,
			},
			"user_fields": schema.ListAttribute{
				Optional: true, ElementType: types.StringType, Validators: fieldList(v2UserFields),
				MarkdownDescription: descUserFields + code(v2UserFields) + ".",
			},
			"limit": schema.Int64Attribute{
				Optional: true, Validators: []validator.Int64{int64validator.AtLeast(1)},
				MarkdownDescription: descLimit + " Pages hold up to 1000 users. Defaults to every user.",
			},
			"users": schema.ListNestedAttribute{
				Computed: true, NestedObject: userObject(),
				MarkdownDescription: "The users, most recent first, as the service lists them.",
			},
			"more": schema.BoolAttribute{
				Computed: true, MarkdownDescription: "Whether the service has more users than `limit`.",
			},
		},
	}
}

func (d *userListDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *userListDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg userListModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if fw.AddMissingCredentials(&resp.Diagnostics, d.data.Client.CheckCredentials(d.kind.schemes...)) {
		return
	}
	userID := resolveUserID(ctx, d.data, cfg.UserID, &resp.Diagnostics)
	opts := adsapi.UserListOptions{
		FieldOptions: adsapi.FieldOptions{UserFields: fw.StringsOf(ctx, cfg.UserFields, &resp.Diagnostics)},
		Limit:        int(cfg.Limit.ValueInt64()),
	}
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := d.kind.list(ctx, d.data.Client, userID, opts)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to list "+d.kind.what, err)
		return
	}
	cfg.UserID = types.StringValue(userID)
	cfg.Users = listValue(ctx, userObjectType(), got.Users, userFromAPI, &resp.Diagnostics)
	cfg.More = types.BoolValue(got.More)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}

// resolveUserID is the configured user id, else the authenticated user's (asked of the service once
// per run).
func resolveUserID(ctx context.Context, data *fw.ProviderData, v types.String, diags *diag.Diagnostics) string {
	if !v.IsNull() && !v.IsUnknown() {
		return v.ValueString()
	}
	id, err := data.Client.AuthenticatedUserID(ctx)
	if err != nil {
		if !fw.AddMissingCredentials(diags, err) {
			diags.AddAttributeError(path.Root("user_id"), "Unable to find the authenticated user", fw.APIErrorDetail(err))
		}
		return ""
	}
	return id
}
