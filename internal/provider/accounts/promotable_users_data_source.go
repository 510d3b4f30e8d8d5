package accounts

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

var _ datasource.DataSourceWithConfigure = (*promotableUsersDataSource)(nil)

type promotableUsersDataSource struct {
	data *fw.ProviderData
}

type promotableUsersModel struct {
	AccountID         types.String `tfsdk:"account_id"`
	PromotableUserIDs types.List   `tfsdk:"promotable_user_ids"`
	SortBy            types.String `tfsdk:"sort_by"`
	WithDeleted       types.Bool   `tfsdk:"with_deleted"`
	PromotableUsers   types.List   `tfsdk:"promotable_users"`
}

// promotableUserObject is one element of promotable_users.
func promotableUserObject() schema.NestedAttributeObject {
	attrs := promotableUserComputedAttributes()
	attrs["id"] = schema.StringAttribute{Computed: true, MarkdownDescription: descPromotableUserID}
	return schema.NestedAttributeObject{Attributes: attrs}
}

// promotableUserObjectType is derived from the schema, once, so that an attribute added there cannot be
// missing from the values Read builds.
var promotableUserObjectType = sync.OnceValue(func() attr.Type { return promotableUserObject().Type() })

func newPromotableUsersDataSource() datasource.DataSource { return &promotableUsersDataSource{} }

func (d *promotableUsersDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_promotable_users"
}

func (d *promotableUsersDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the promotable users of an ads account (the users whose posts it may promote), " +
			"following every page at the largest page size. Filters are combined.",
		Attributes: map[string]schema.Attribute{
			"account_id":          fw.DataSourceAccountIDAttribute(),
			"promotable_user_ids": fw.IDListAttribute("Only the promotable users with these ids (up to 200).", fw.ID()),
			"sort_by":             fw.SortByAttribute(),
			"with_deleted":        schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted promotable users."},
			"promotable_users": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The promotable users found, in the service's order.",
				NestedObject: promotableUserObject(),
			},
		},
	}
}

func (d *promotableUsersDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *promotableUsersDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg promotableUsersModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	opts := adsapi.PromotableUserListOptions{
		PromotableUserIDs: fw.StringsOf(ctx, cfg.PromotableUserIDs, &resp.Diagnostics),
		ListOptions:       adsapi.ListOptions{SortBy: cfg.SortBy.ValueString(), WithDeleted: cfg.WithDeleted.ValueBool()},
	}
	if resp.Diagnostics.HasError() {
		return
	}
	users, err := d.data.Client.PromotableUsers.List(ctx, accountID, opts)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to list promotable users", err)
		return
	}
	attrs := make([]promotableUserAttributes, 0, len(users))
	for i := range users {
		attrs = append(attrs, promotableUserAttributesFromAPI(&users[i]))
	}
	list, diags := types.ListValueFrom(ctx, promotableUserObjectType(), attrs)
	resp.Diagnostics.Append(diags...)
	cfg.PromotableUsers = list
	cfg.AccountID = types.StringValue(accountID)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
