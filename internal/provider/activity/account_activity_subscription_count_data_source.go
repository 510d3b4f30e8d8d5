package activity

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

type accountActivitySubscriptionCountModel struct {
	AccountName                      types.String `tfsdk:"account_name"`
	ProvisionedCount                 types.Int64  `tfsdk:"provisioned_count"`
	SubscriptionsCountAll            types.Int64  `tfsdk:"subscriptions_count_all"`
	SubscriptionsCountDirectMessages types.Int64  `tfsdk:"subscriptions_count_direct_messages"`
}

// newAccountActivitySubscriptionCountDataSource reads the app's count: no account, nothing to name.
func newAccountActivitySubscriptionCountDataSource() datasource.DataSource {
	return &fw.ItemDataSource[accountActivitySubscriptionCountModel, adsapi.AccountActivitySubscriptionCount]{
		TypeName: "_account_activity_subscription_count",
		Description: "Reads how many account-activity subscriptions the app has and may have. Takes the " +
			"app-only `bearer_token`.",
		Attributes: map[string]schema.Attribute{
			"account_name":      schema.StringAttribute{Computed: true, MarkdownDescription: "Name of the app's account."},
			"provisioned_count": schema.Int64Attribute{Computed: true, MarkdownDescription: "How many subscriptions the app may have."},
			"subscriptions_count_all": schema.Int64Attribute{
				Computed: true, MarkdownDescription: "How many subscriptions the app has, for every kind of activity.",
			},
			"subscriptions_count_direct_messages": schema.Int64Attribute{
				Computed: true, MarkdownDescription: "How many subscriptions the app has that deliver direct messages.",
			},
		},
		What: "the account-activity subscription count",
		Get: func(ctx context.Context, client *adsapi.Client, _ string, _ *accountActivitySubscriptionCountModel) (*adsapi.AccountActivitySubscriptionCount, error) {
			return client.AccountActivity.Count(ctx)
		},
		State: func(_ context.Context, _ string, cfg *accountActivitySubscriptionCountModel, got *adsapi.AccountActivitySubscriptionCount, _ *diag.Diagnostics) {
			*cfg = accountActivitySubscriptionCountModel{
				AccountName:                      fw.StringOrNull(got.AccountName),
				ProvisionedCount:                 fw.Int64OrNull(got.ProvisionedCount),
				SubscriptionsCountAll:            fw.Int64OrNull(got.SubscriptionsCountAll),
				SubscriptionsCountDirectMessages: fw.Int64OrNull(got.SubscriptionsCountDirectMessages),
			}
		},
	}
}
