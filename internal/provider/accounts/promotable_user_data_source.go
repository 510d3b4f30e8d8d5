package accounts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

type promotableUserModel struct {
	AccountID types.String `tfsdk:"account_id"`
	promotableUserAttributes
}

func newPromotableUserDataSource() datasource.DataSource {
	attrs := promotableUserComputedAttributes()
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	attrs["id"] = schema.StringAttribute{
		Optional: true, Computed: true,
		MarkdownDescription: descPromotableUserID + " Leave it out to read the account's `FULL` promotable user, its own handle.",
		Validators:          []validator.String{fw.ID()},
	}
	return &fw.ItemDataSource[promotableUserModel, adsapi.PromotableUser]{
		TypeName: "_promotable_user",
		Description: "Reads one promotable user of an ads account: by id (deleted ones included, with `deleted` " +
			"set), or the account's `FULL` user when no id is given.",
		Attributes: attrs,
		Account:    func(m *promotableUserModel) *types.String { return &m.AccountID },
		What:       "promotable user",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *promotableUserModel) (*adsapi.PromotableUser, error) {
			if cfg.ID.IsNull() {
				return client.PromotableUsers.Full(ctx, accountID)
			}
			return client.PromotableUsers.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: func(_ context.Context, _ string, cfg *promotableUserModel, user *adsapi.PromotableUser, _ *diag.Diagnostics) {
			cfg.promotableUserAttributes = promotableUserAttributesFromAPI(user)
		},
	}
}
