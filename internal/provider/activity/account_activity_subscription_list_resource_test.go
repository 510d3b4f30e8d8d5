package activity_test

// `terraform query` finds the authenticated user's account-activity subscription to a webhook (Terraform
// 1.14 and later): the webhook's list names every subscribed user, and only the one subscription that
// adsapi_account_activity_subscription can manage, the user's own, is a result.

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccAccountActivitySubscription_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	// Another user of the app subscribed to the same webhook: listed by the service, not a result.
	if err := env.Srv.SubscribeAccountActivity(emulator.DemoWebhookID, emulator.OtherUserID); err != nil {
		t.Fatal(err)
	}
	created := env.CoreConfig(aaConfig(emulator.DemoWebhookID))
	identity := map[string]knownvalue.Check{
		"webhook_id": knownvalue.StringExact(emulator.DemoWebhookID),
		"user_id":    knownvalue.StringExact(emulator.DemoUserID),
	}
	listPath := "/2/account_activity/webhooks/" + emulator.DemoWebhookID + "/subscriptions/all/list"
	var state map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: created, ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureState(aaRes, &state)}},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's, which the query's working directory keeps.
				Config: fmt.Sprintf(`
list "adsapi_account_activity_subscription" "mine" {
  provider         = adsapi
  include_resource = true
  config {
    webhook_id = %[1]q
  }
}
list "adsapi_account_activity_subscription" "none" {
  provider = adsapi
  limit    = 0
  config {
    webhook_id = %[1]q
  }
}
`, emulator.DemoWebhookID),
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_account_activity_subscription.mine", 1),
					querycheck.ExpectIdentity("adsapi_account_activity_subscription.mine", identity),
					querycheck.ExpectResourceDisplayName("adsapi_account_activity_subscription.mine", queryfilter.ByResourceIdentity(identity),
						knownvalue.StringExact("user "+emulator.DemoUserID+" on webhook "+emulator.DemoWebhookID)),
					querycheck.ExpectResourceKnownValues("adsapi_account_activity_subscription.mine", queryfilter.ByResourceIdentity(identity),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("id"), KnownValue: knownvalue.StringExact(emulator.DemoWebhookID + "/" + emulator.DemoUserID)},
							{Path: tfjsonpath.New("webhook_id"), KnownValue: knownvalue.StringExact(emulator.DemoWebhookID)},
							{Path: tfjsonpath.New("user_id"), KnownValue: knownvalue.StringExact(emulator.DemoUserID)},
						}),
					acctest.ResultIsState("adsapi_account_activity_subscription.mine", identity, &state),
					// limit = 0 asks for nothing.
					querycheck.ExpectLength("adsapi_account_activity_subscription.none", 0),
					// One read of the webhook's list and one of the authenticated user: no check per subscription.
					env.ExpectCount("GET", listPath, 1),
					env.ExpectCount("GET", "/2/users/me", 1),
					env.ExpectRequests("GET", 2),
				},
			},
			{ // a webhook the app does not have: the service's reason, on webhook_id
				Query: true,
				Config: `
list "adsapi_account_activity_subscription" "unknown" {
  provider = adsapi
  config {
    webhook_id = "42"
  }
}
`,
				ExpectError: acctest.ExpectError(`Webhook 42 is not a webhook configuration of the app`),
			},
			{ // a malformed webhook id fails before any request
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_account_activity_subscription" "bad" {
  provider = adsapi
  config {
    webhook_id = "hook"
  }
}
`,
				ExpectError: acctest.ExpectError(`webhook_id must be a webhook id: 1 to 19 digits`),
			},
			{ // checked before this step's own refresh: the malformed id sent nothing
				PreConfig: env.ExpectNoRequests,
				Config:    created,
			},
		},
	})
}
