package accounts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// promotableUsersModel is the state of adsapi_promotable_users.
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

// newPromotableUsersDataSource has no created_after: that filter finds what an interrupted apply made, and
// the provider makes no promotable users.
func newPromotableUsersDataSource() datasource.DataSource {
	return &fw.ListDataSource[promotableUsersModel, adsapi.PromotableUser, promotableUserAttributes]{
		TypeName: "_promotable_users",
		Description: "Lists the promotable users of an ads account (the users whose posts it may promote), " +
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
		Items: "promotable_users",
		List:  readPromotableUsers,
		Item: func(_ context.Context, _ *promotableUsersModel, p *adsapi.PromotableUser, _ *diag.Diagnostics) promotableUserAttributes {
			return promotableUserAttributesFromAPI(p)
		},
	}
}

func readPromotableUsers(ctx context.Context, data *fw.ProviderData, cfg *promotableUsersModel, diags *diag.Diagnostics) []adsapi.PromotableUser {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	opts := adsapi.PromotableUserListOptions{
		PromotableUserIDs: fw.StringsOf(ctx, cfg.PromotableUserIDs, diags),
		ListOptions:       adsapi.ListOptions{SortBy: cfg.SortBy.ValueString(), WithDeleted: cfg.WithDeleted.ValueBool()},
	}
	if diags.HasError() {
		return nil
	}
	users, err := data.Client.PromotableUsers.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list promotable users", err)
	}
	return users
}
