package activity

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*accountActivitySubscriptionsDataSource)(nil)

type accountActivitySubscriptionsDataSource struct {
	data *fw.ProviderData
}

type accountActivitySubscriptionsModel struct {
	WebhookID     types.String `tfsdk:"webhook_id"`
	UserIDs       types.List   `tfsdk:"user_ids"`
	WebhookURL    types.String `tfsdk:"webhook_url"`
	ApplicationID types.String `tfsdk:"application_id"`
}

func newAccountActivitySubscriptionsDataSource() datasource.DataSource {
	return &accountActivitySubscriptionsDataSource{}
}

func (d *accountActivitySubscriptionsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_account_activity_subscriptions"
}

func (d *accountActivitySubscriptionsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the users subscribed to a webhook configuration of the app (account activity). " +
			"Takes the app-only `bearer_token`.",
		Attributes: map[string]schema.Attribute{
			"webhook_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descWebhookID,
				Validators: []validator.String{fw.NumericID("webhook")},
			},
			"user_ids": schema.ListAttribute{
				Computed: true, ElementType: types.StringType,
				MarkdownDescription: "Ids of the subscribed users, in the service's order.",
			},
			"webhook_url":    schema.StringAttribute{Computed: true, MarkdownDescription: "Address the webhook delivers to."},
			"application_id": schema.StringAttribute{Computed: true, MarkdownDescription: "Id of the app the webhook belongs to."},
		},
	}
}

func (d *accountActivitySubscriptionsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *accountActivitySubscriptionsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg accountActivitySubscriptionsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := d.data.Client.AccountActivity.List(ctx, cfg.WebhookID.ValueString())
	if err != nil {
		addAccountActivityError(&resp.Diagnostics, "Unable to list account-activity subscriptions", cfg.WebhookID.ValueString(), err)
		return
	}
	ids := make([]string, 0, len(got.Subscriptions))
	for _, s := range got.Subscriptions {
		ids = append(ids, string(s.UserID))
	}
	list, diags := types.ListValueFrom(ctx, types.StringType, ids)
	resp.Diagnostics.Append(diags...)
	cfg.UserIDs = list
	cfg.WebhookURL = fw.StringOrNull(got.WebhookURL)
	cfg.ApplicationID = fw.StringOrNull(got.ApplicationID)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
