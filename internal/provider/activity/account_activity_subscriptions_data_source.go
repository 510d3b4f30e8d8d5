package activity

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

// accountActivitySubscriptionsModel is the state of adsapi_account_activity_subscriptions: the webhook a
// list "adsapi_account_activity_subscription" block takes, and what the list answers.
type accountActivitySubscriptionsModel struct {
	accountActivitySubscriptionListConfig
	UserIDs       types.List   `tfsdk:"user_ids"`
	WebhookURL    types.String `tfsdk:"webhook_url"`
	ApplicationID types.String `tfsdk:"application_id"`
}

func newAccountActivitySubscriptionsDataSource() datasource.DataSource {
	return &fw.ListDataSource[accountActivitySubscriptionsModel, adsapi.AccountActivitySubscriptionUserRef, string]{
		TypeName: "_account_activity_subscriptions",
		Description: "Lists the users subscribed to a webhook configuration of the app (account activity). " +
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
		Items: "user_ids",
		List:  readAccountActivitySubscriptions,
		Item: func(_ context.Context, _ *accountActivitySubscriptionsModel, s *adsapi.AccountActivitySubscriptionUserRef, _ *diag.Diagnostics) string {
			return string(s.UserID)
		},
	}
}

// readAccountActivitySubscriptions reads the webhook's list, which the service answers whole in one request,
// and sets the webhook's address and app from it.
func readAccountActivitySubscriptions(ctx context.Context, data *fw.ProviderData, cfg *accountActivitySubscriptionsModel,
	diags *diag.Diagnostics) []adsapi.AccountActivitySubscriptionUserRef {
	got, err := data.Client.AccountActivity.List(ctx, cfg.WebhookID.ValueString())
	if err != nil {
		addAccountActivityError(diags, "Unable to list account-activity subscriptions", cfg.WebhookID.ValueString(), err)
		return nil
	}
	cfg.WebhookURL = fw.StringOrNull(got.WebhookURL)
	cfg.ApplicationID = fw.StringOrNull(got.ApplicationID)
	return got.Subscriptions
}
