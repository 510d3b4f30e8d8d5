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

type authenticatedUserAccessModel struct {
	AccountID   types.String `tfsdk:"account_id"`
	UserID      types.String `tfsdk:"user_id"`
	Permissions types.Set    `tfsdk:"permissions"`
}

func newAuthenticatedUserAccessDataSource() datasource.DataSource {
	return &fw.ItemDataSource[authenticatedUserAccessModel, adsapi.UserAccess]{
		TypeName: "_authenticated_user_access",
		Description: "Reads the permissions that the user behind the provider's credentials holds on an ads account, " +
			"the ones the ads UI shows: a `check` block or a `precondition` can say early that the credentials may not " +
			"do what a configuration asks.",
		Attributes: map[string]schema.Attribute{
			"account_id": fw.DataSourceAccountIDAttribute(),
			"user_id":    schema.StringAttribute{Computed: true, MarkdownDescription: "The user's id, a decimal number."},
			"permissions": schema.SetAttribute{
				Computed: true, ElementType: types.StringType,
				MarkdownDescription: "The user's permissions on the account: an access level, `ACCOUNT_ADMIN` (everything, " +
					"users and settings included), `AD_MANAGER` (campaigns and statistics, not users or settings), " +
					"`CREATIVE_MANAGER` (creatives and previews, not campaigns), `CAMPAIGN_ANALYST` (reads campaigns and " +
					"statistics), `ANALYST` (organic analytics and audience insights, no campaigns) or " +
					"`PARTNER_AUDIENCE_MANAGER` (data partner audiences only, through the API); and `POST_COMPOSER` when " +
					"the user may also write promoted-only posts for the advertiser (the service's `TWEET_COMPOSER`).",
			},
		},
		Account: func(m *authenticatedUserAccessModel) *types.String { return &m.AccountID },
		What:    "authenticated user access",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, _ *authenticatedUserAccessModel) (*adsapi.UserAccess, error) {
			return client.AdsAccounts.AuthenticatedUserAccess(ctx, accountID)
		},
		State: func(ctx context.Context, _ string, cfg *authenticatedUserAccessModel, access *adsapi.UserAccess, diags *diag.Diagnostics) {
			cfg.UserID = types.StringValue(access.UserID)
			cfg.Permissions = fw.StringSet(ctx, access.Permissions, diags)
		},
	}
}
