package activity

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// activitySubscriptionListConfig is the config of a list "adsapi_activity_subscription" block, which has no
// attributes: the list's parameters (max_results, pagination_token) only page it, and the provider reads
// it at the largest page itself.
type activitySubscriptionListConfig struct{}

func newActivitySubscriptionListResource() list.ListResource {
	return &fw.ListResource[activitySubscriptionListConfig, adsapi.ActivitySubscription]{
		TypeName: "_activity_subscription",
		Description: "Finds the app's activity subscriptions (`GET /2/activity/subscriptions`) for `terraform query` " +
			"(Terraform 1.14 and later), to adopt them with `-generate-config-out`, in the service's order. Takes the " +
			"OAuth 2.0 user token (`post.read`, `like.read`), OAuth 1.0a or the app-only bearer token.",
		Attributes: map[string]listschema.Attribute{},
		Read:       listActivitySubscriptions,
		Result:     activitySubscriptionResult,
	}
}

func listActivitySubscriptions(ctx context.Context, data *fw.ProviderData, _ *activitySubscriptionListConfig, limit int, diags *diag.Diagnostics) []adsapi.ActivitySubscription {
	// Pages of the largest size (max_results 0), and no page after the one that holds the limit-th.
	found := 0
	subs, err := data.Client.ActivitySubscriptions.List(ctx, 0, func(adsapi.ActivitySubscription) bool {
		found++
		return found >= limit
	})
	if err != nil {
		fw.AddAPIError(diags, "Unable to list activity subscriptions", err)
	}
	return subs
}

// activitySubscriptionResult is the state a read stores, which finds the subscription in this same list.
func activitySubscriptionResult(ctx context.Context, _ *activitySubscriptionListConfig, sub *adsapi.ActivitySubscription, res *tfsdk.Resource) (string, diag.Diagnostics) {
	var diags diag.Diagnostics
	m := activitySubscriptionFromAPI(ctx, sub, &diags)
	diags.Append(res.Set(ctx, &m)...)
	name := sub.Tag
	if name == "" {
		name = sub.EventType + " of user " + sub.Filter.UserID
	}
	return name, diags
}
