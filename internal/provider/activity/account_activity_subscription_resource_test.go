package activity_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const aaRes = "adsapi_account_activity_subscription.test"

func aaConfig(webhookID string) string {
	return fmt.Sprintf(`
resource "adsapi_account_activity_subscription" "test" {
  webhook_id = %q
}
`, webhookID)
}

// TestAccAccountActivitySubscription_lifecycle looks at the service, and changes it behind Terraform's back,
// through the API (Env.Colleague), so it runs against any service that has the webhook.
func TestAccAccountActivitySubscription_lifecycle(t *testing.T) {
	env := acctest.NewEnv(t)
	api, ctx := env.Colleague(), t.Context()
	cfg := env.CoreConfig(aaConfig(emulator.DemoWebhookID))
	wantID := emulator.DemoWebhookID + "/" + emulator.DemoUserID
	subscribed := func(want bool) acctest.EmulatorStateCheck {
		return func() error {
			if got, err := api.AccountActivity.Subscribed(ctx, emulator.DemoWebhookID); err != nil || got != want {
				return fmt.Errorf("subscribed at the service: %t (%v), want %t", got, err, want)
			}
			return nil
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(subscribed(false)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    cfg,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					// the only GET is /2/users/me: who is subscribing
					acctest.EmulatorStateCheck(func() error {
						if n := env.Count("GET", "/2/users/me"); n != 1 || env.Count("GET", "/") != 1 {
							return fmt.Errorf("GETs: %s", env.LogString())
						}
						return nil
					}),
					subscribed(true),
					statecheck.ExpectKnownValue(aaRes, tfjsonpath.New("id"), knownvalue.StringExact(wantID)),
					statecheck.ExpectKnownValue(aaRes, tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.DemoUserID)),
				},
			},
			env.UnchangedStep(cfg, 1),
			{ResourceName: aaRes, ImportState: true, ImportStateVerify: true, ImportStateId: wantID},
			acctest.ImportBlockStep(aaRes, cfg, acctest.BareImportID(aaRes)),
			{ // a subscription removed outside Terraform is planned for re-creation
				PreConfig: func() {
					if _, err := api.AccountActivity.Unsubscribe(ctx, emulator.DemoWebhookID, emulator.DemoUserID); err != nil {
						t.Fatal(err)
					}
				},
				Config: cfg,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(aaRes, plancheck.ResourceActionCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{subscribed(true)},
			},
			{ // changing the webhook replaces: the unknown webhook is refused with the service's reason
				Config: env.CoreConfig(aaConfig("42")),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(aaRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ExpectError: acctest.ExpectError(`Webhook 42 is not a webhook configuration of the app.*WebhookIdInvalid`),
			},
		},
	})
}

// TestAccAccountActivitySubscription_existing: the user is already subscribed, so the service answers
// DuplicateSubscriptionFailed, which the provider takes as success.
func TestAccAccountActivitySubscription_existing(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	if err := env.Srv.SubscribeAccountActivity(emulator.DemoWebhookID, emulator.DemoUserID); err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.CoreConfig(aaConfig(emulator.DemoWebhookID)),
			ConfigStateChecks: []statecheck.StateCheck{
				acctest.EmulatorStateCheck(func() error {
					for _, r := range env.Requests() {
						if r.Method == http.MethodPost && r.Status != http.StatusConflict {
							return fmt.Errorf("want the POST refused as a duplicate: %s", env.LogString())
						}
					}
					return nil
				}),
				statecheck.ExpectKnownValue(aaRes, tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.DemoUserID)),
			},
		}},
	})
}

func TestAccAccountActivitySubscription_invalid(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.CoreConfig(aaConfig("hook-1")), PlanOnly: true, ExpectError: acctest.ExpectError(`webhook_id.*must be a webhook id: 1 to 19 digits`)},
			{ // delete takes the bearer token: refused at plan
				Config: noBearer(env) + aaConfig(emulator.DemoWebhookID), PlanOnly: true,
				ExpectError: acctest.ExpectError(`Missing credentials.*bearer_token.*deletes an account-activity subscription only with the app-only bearer token`),
			},
			{ // create takes user context
				Config: bearerOnly(env) + aaConfig(emulator.DemoWebhookID), PlanOnly: true,
				ExpectError: acctest.ExpectError(`Missing credentials.*OAuth 2.0 user: set oauth2_access_token.*OAuth 1.0a user context: set consumer_key`),
			},
			{ResourceName: aaRes, ImportState: true, ImportStateId: "1146654567674912769", Config: env.CoreConfig(aaConfig(emulator.DemoWebhookID)),
				ExpectError: acctest.ExpectError(`expected WEBHOOK_ID/USER_ID`)},
		},
	})
	env.ExpectNoRequests()
}

// TestAccAccountActivitySubscription_importOtherUser: the subscription of another user cannot be checked
// with the demo user's credentials, so its import is refused with the id that would work.
func TestAccAccountActivitySubscription_importOtherUser(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.CoreConfig(aaConfig(emulator.DemoWebhookID)), ResourceName: aaRes, ImportState: true,
			ImportStateId: emulator.DemoWebhookID + "/" + emulator.OtherUserID,
			ExpectError:   acctest.ExpectError(`provider's stand for user ` + emulator.DemoUserID + `. Import ` + emulator.DemoWebhookID + "/" + emulator.DemoUserID),
		}},
	})
}

func TestAccAccountActivityDataSources(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	for _, u := range []string{emulator.DemoUserID, emulator.OtherUserID} {
		if err := env.Srv.SubscribeAccountActivity(emulator.DemoWebhookID, u); err != nil {
			t.Fatal(err)
		}
	}
	body := fmt.Sprintf(`
data "adsapi_account_activity_subscriptions" "test" {
  webhook_id = %q
}
data "adsapi_account_activity_subscription_count" "test" {}
`, emulator.DemoWebhookID)
	const list, count = "data.adsapi_account_activity_subscriptions.test", "data.adsapi_account_activity_subscription_count.test"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.CoreConfig(body),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(list, tfjsonpath.New("user_ids"), knownvalue.ListExact([]knownvalue.Check{
						knownvalue.StringExact(emulator.DemoUserID), knownvalue.StringExact(emulator.OtherUserID),
					})),
					statecheck.ExpectKnownValue(list, tfjsonpath.New("webhook_url"), knownvalue.StringExact(emulator.DemoWebhookURL)),
					statecheck.ExpectKnownValue(list, tfjsonpath.New("application_id"), knownvalue.StringExact(emulator.DemoApplicationID)),
					statecheck.ExpectKnownValue(count, tfjsonpath.New("subscriptions_count_all"), knownvalue.Int64Exact(2)),
					statecheck.ExpectKnownValue(count, tfjsonpath.New("provisioned_count"), knownvalue.Int64Exact(emulator.DemoProvisionedSubscriptions)),
					statecheck.ExpectKnownValue(count, tfjsonpath.New("account_name"), knownvalue.StringExact(emulator.DemoAppName)),
				},
			},
			{ // an unknown webhook: the service's reason, decoded from Problem Details
				Config:      env.CoreConfig(`data "adsapi_account_activity_subscriptions" "test" { webhook_id = "42" }`),
				ExpectError: acctest.ExpectError(`Webhook 42 is not a webhook configuration.*HTTP 400 invalid-request.*WebhookIdInvalid`),
			},
		},
	})
}

func TestAccAccountActivityDataSources_invalid(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.CoreConfig(`data "adsapi_account_activity_subscriptions" "test" { webhook_id = "" }`), PlanOnly: true,
				ExpectError: acctest.ExpectError(`webhook_id.*must be a webhook id`)},
			{Config: noBearer(env) + `data "adsapi_account_activity_subscriptions" "test" { webhook_id = "1" }`, PlanOnly: true,
				ExpectError: acctest.ExpectError(`Missing credentials.*bearer_token`)},
			{Config: noBearer(env) + `data "adsapi_account_activity_subscription_count" "test" {}`, PlanOnly: true,
				ExpectError: acctest.ExpectError(`Missing credentials.*bearer_token`)},
		},
	})
	env.ExpectNoRequests()
}
