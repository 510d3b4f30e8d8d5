package activity

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// accountActivitySubscriptionListConfig is the config of a list "adsapi_account_activity_subscription"
// block: the webhook whose subscriptions are listed.
type accountActivitySubscriptionListConfig struct {
	WebhookID types.String `tfsdk:"webhook_id"`
}

func newAccountActivitySubscriptionListResource() list.ListResource {
	return &fw.ListResource[accountActivitySubscriptionListConfig, adsapi.AccountActivitySubscriptionUserRef]{
		TypeName: "_account_activity_subscription",
		Description: "Finds the authenticated user's subscription to a webhook configuration of the app " +
			"(`GET /2/account_activity/webhooks/:webhook_id/subscriptions/all/list`) for `terraform query` (Terraform " +
			"1.14 and later), to adopt it with `-generate-config-out`. The service lists every user subscribed to the " +
			"webhook, but a subscription can be read only in its own user's context, so only the authenticated user's " +
			"is a result. Takes the app-only `bearer_token` for the list and user-context credentials to know the user.",
		Attributes: map[string]listschema.Attribute{
			"webhook_id": listschema.StringAttribute{
				Required: true, MarkdownDescription: descWebhookID,
				Validators: []validator.String{fw.NumericID("webhook")},
			},
		},
		Read:   listAccountActivitySubscriptions,
		Result: accountActivitySubscriptionResult,
	}
}

// listAccountActivitySubscriptions reads the webhook's list, which the service answers whole in one request
// (it takes no page size or limit), and keeps the authenticated user's subscription: adsapi_account_activity_subscription
// manages no other user's. A user holds one subscription per webhook, so there is at most one result, within
// any limit (fw.ListResource asks for nothing when the limit is 0).
func listAccountActivitySubscriptions(ctx context.Context, data *fw.ProviderData, cfg *accountActivitySubscriptionListConfig, _ int, diags *diag.Diagnostics) []adsapi.AccountActivitySubscriptionUserRef {
	const summary = "Unable to list account-activity subscriptions"
	webhookID := cfg.WebhookID.ValueString()
	got, err := data.Client.AccountActivity.List(ctx, webhookID)
	if err != nil {
		addAccountActivityError(diags, summary, webhookID, err)
		return nil
	}
	me, err := data.Client.AuthenticatedUserID(ctx)
	if err != nil {
		fw.AddAPIError(diags, summary, err)
		return nil
	}
	for _, s := range got.Subscriptions {
		if string(s.UserID) == me {
			return []adsapi.AccountActivitySubscriptionUserRef{s}
		}
	}
	return nil
}

// accountActivitySubscriptionResult is the state an import and read store: the webhook and the user.
func accountActivitySubscriptionResult(ctx context.Context, cfg *accountActivitySubscriptionListConfig, s *adsapi.AccountActivitySubscriptionUserRef, res *tfsdk.Resource) (string, diag.Diagnostics) {
	webhookID, userID := cfg.WebhookID.ValueString(), string(s.UserID)
	m := accountActivitySubscriptionModel{
		ID: types.StringValue(webhookID + "/" + userID), WebhookID: cfg.WebhookID, UserID: types.StringValue(userID),
	}
	return "user " + userID + " on webhook " + webhookID, res.Set(ctx, &m)
}
