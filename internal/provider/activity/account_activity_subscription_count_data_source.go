package activity

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*accountActivitySubscriptionCountDataSource)(nil)

type accountActivitySubscriptionCountDataSource struct {
	data *fw.ProviderData
}

type accountActivitySubscriptionCountModel struct {
	AccountName                      types.String `tfsdk:"account_name"`
	ProvisionedCount                 types.Int64  `tfsdk:"provisioned_count"`
	SubscriptionsCountAll            types.Int64  `tfsdk:"subscriptions_count_all"`
	SubscriptionsCountDirectMessages types.Int64  `tfsdk:"subscriptions_count_direct_messages"`
}

func newAccountActivitySubscriptionCountDataSource() datasource.DataSource {
	return &accountActivitySubscriptionCountDataSource{}
}

func (d *accountActivitySubscriptionCountDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_account_activity_subscription_count"
}

func (d *accountActivitySubscriptionCountDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads how many account-activity subscriptions the app has and may have. Takes the " +
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
	}
}

func (d *accountActivitySubscriptionCountDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *accountActivitySubscriptionCountDataSource) Read(ctx context.Context, _ datasource.ReadRequest, resp *datasource.ReadResponse) {
	got, err := d.data.Client.AccountActivity.Count(ctx)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read the account-activity subscription count", err)
		return
	}
	state := accountActivitySubscriptionCountModel{
		AccountName:                      fw.StringOrNull(got.AccountName),
		ProvisionedCount:                 fw.Int64OrNull(got.ProvisionedCount),
		SubscriptionsCountAll:            fw.Int64OrNull(got.SubscriptionsCountAll),
		SubscriptionsCountDirectMessages: fw.Int64OrNull(got.SubscriptionsCountDirectMessages),
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}
