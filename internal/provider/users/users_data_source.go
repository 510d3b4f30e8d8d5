package users

import (
	"context"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*usersDataSource)(nil)

type usersDataSource struct {
	data *fw.ProviderData
}

type usersModel struct {
	IDs         types.List `tfsdk:"ids"`
	UserFields  types.List `tfsdk:"user_fields"`
	Expansions  types.List `tfsdk:"expansions"`
	PostFields  types.List `tfsdk:"post_fields"`
	Users       types.List `tfsdk:"users"`
	PinnedPosts types.List `tfsdk:"pinned_posts"`
	Errors      types.List `tfsdk:"errors"`
}

func newUsersDataSource() datasource.DataSource { return &usersDataSource{} }

func (d *usersDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_users"
}

func (d *usersDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Looks users up by id (`GET /labs/2/users`), up to 100 in one request. Ids the service " +
			"does not know are reported in `errors`, not as a failure. Takes OAuth 1.0a user context, or the app-only " +
			"`bearer_token` (900 requests per 15 minutes per app); with both configured, OAuth 1.0a is used.",
		Attributes: map[string]schema.Attribute{
			"ids": schema.ListAttribute{
				Required: true, ElementType: types.StringType,
				MarkdownDescription: "Ids of the users, 1 to 100, each of 1 to 19 digits.",
				Validators: []validator.List{
					listvalidator.SizeBetween(1, adsapi.MaxLookupIDs),
					listvalidator.UniqueValues(),
					listvalidator.ValueStringsAre(fw.NumericID("user")),
				},
			},
			"user_fields": schema.ListAttribute{
				Optional: true, ElementType: types.StringType, Validators: fieldList(labsUserFields),
				MarkdownDescription: descUserFields + code(labsUserFields) + ".",
			},
			"expansions": schema.ListAttribute{
				Optional: true, ElementType: types.StringType, Validators: fieldList(lookupExpansions),
				MarkdownDescription: "Objects to expand: `pinned_post_id` fills `pinned_posts`.",
			},
			"post_fields": schema.ListAttribute{
				Optional: true, ElementType: types.StringType, Validators: fieldList(labsPostFields),
				MarkdownDescription: descPostFields + code(labsPostFields) + ". They apply to `pinned_posts`.",
			},
			"users": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The users found, in the order of `ids`.", NestedObject: userObject(),
			},
			"pinned_posts": schema.ListNestedAttribute{
				Computed: true, NestedObject: postObject(),
				MarkdownDescription: "The users' pinned posts, when `expansions` holds `pinned_post_id` (the answer's `includes.posts`).",
			},
			"errors": schema.ListNestedAttribute{
				Computed: true, NestedObject: errorObject(),
				MarkdownDescription: "One entry per requested user the service could not return, such as an unknown id " +
					"(`resource_type` `user`, `title` `Not Found Error`).",
			},
		},
	}
}

// code renders values as a list of code spans for a description.
func code(values []string) string {
	return "`" + strings.Join(values, "`, `") + "`"
}

func (d *usersDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *usersDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg usersModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	opts := adsapi.FieldOptions{
		UserFields: fw.StringsOf(ctx, cfg.UserFields, &resp.Diagnostics),
		Expansions: fw.StringsOf(ctx, cfg.Expansions, &resp.Diagnostics),
		PostFields: fw.StringsOf(ctx, cfg.PostFields, &resp.Diagnostics),
	}
	ids := fw.StringsOf(ctx, cfg.IDs, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := d.data.Client.Users.Lookup(ctx, ids, opts)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to look users up", err)
		return
	}
	cfg.Users = listValue(ctx, userObjectType(), got.Users, userFromAPI, &resp.Diagnostics)
	cfg.PinnedPosts = listValue(ctx, postObjectType(), got.Includes.Posts, postFromAPI, &resp.Diagnostics)
	cfg.Errors = listValue(ctx, errorObjectType(), got.Errors, itemErrorFromAPI, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
