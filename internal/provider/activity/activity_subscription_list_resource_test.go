package activity_test

// `terraform query` finds the app's activity subscriptions through list blocks (Terraform 1.14 and later):
// one list request per block at the largest page (the service has no read of one subscription), each result
// carrying the subscription's identity and the state a read of it stores.

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
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func subscriptionIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"id": acctest.CapturedString(id)}
}

func TestAccActivitySubscription_listResource(t *testing.T) {
	env := acctest.NewEnv(t)
	created := env.CoreConfig(fmt.Sprintf(`
resource "adsapi_activity_subscription" "followers" {
  event_type = "follow.follow"
  filter = {
    user_id   = %[1]q
    direction = "inbound"
  }
  tag        = "tf-acc-test-new followers"
  webhook_id = %[2]q
}
resource "adsapi_activity_subscription" "likes" {
  event_type = "like.create"
  filter = {
    user_id = %[1]q
  }
  tag = "tf-acc-test-likes"
}
resource "adsapi_activity_subscription" "bio" {
  event_type = "profile.update.bio"
  filter = {
    user_id = %[3]q
  }
  tag = "tf-acc-test-bio"
}
`, emulator.DemoUserID, emulator.DemoWebhookID, emulator.DevelopersUserID))
	var followers, likes, bio string
	var followersState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: created,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID("adsapi_activity_subscription.followers", &followers),
					acctest.CaptureID("adsapi_activity_subscription.likes", &likes),
					acctest.CaptureID("adsapi_activity_subscription.bio", &bio),
					acctest.CaptureState("adsapi_activity_subscription.followers", &followersState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's, which the query's working directory keeps.
				Config: `
list "adsapi_activity_subscription" "all" {
  provider         = adsapi
  include_resource = true
}
list "adsapi_activity_subscription" "two" {
  provider = adsapi
  limit    = 2
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_activity_subscription.all", 3),
					querycheck.ExpectIdentity("adsapi_activity_subscription.all", subscriptionIdentity(&followers)),
					querycheck.ExpectIdentity("adsapi_activity_subscription.all", subscriptionIdentity(&likes)),
					querycheck.ExpectIdentity("adsapi_activity_subscription.all", subscriptionIdentity(&bio)),
					querycheck.ExpectResourceDisplayName("adsapi_activity_subscription.all", queryfilter.ByResourceIdentity(subscriptionIdentity(&followers)),
						knownvalue.StringExact("tf-acc-test-new followers")),
					// (A subscription without a tag is shown by its event type and user: TestActivitySubscriptionResult_displayName.)
					querycheck.ExpectResourceDisplayName("adsapi_activity_subscription.all", queryfilter.ByResourceIdentity(subscriptionIdentity(&likes)),
						knownvalue.StringExact("tf-acc-test-likes")),
					querycheck.ExpectResourceKnownValues("adsapi_activity_subscription.all", queryfilter.ByResourceIdentity(subscriptionIdentity(&bio)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("event_type"), KnownValue: knownvalue.StringExact("profile.update.bio")},
							{Path: tfjsonpath.New("filter").AtMapKey("user_id"), KnownValue: knownvalue.StringExact(emulator.DevelopersUserID)},
							{Path: tfjsonpath.New("filter").AtMapKey("direction"), KnownValue: knownvalue.Null()},
							{Path: tfjsonpath.New("tag"), KnownValue: knownvalue.StringExact("tf-acc-test-bio")},
							{Path: tfjsonpath.New("webhook_id"), KnownValue: knownvalue.Null()},
						}),
					// Every attribute, as the apply stored it.
					acctest.ResultIsState("adsapi_activity_subscription.all", subscriptionIdentity(&followers), &followersState),
					querycheck.ExpectLength("adsapi_activity_subscription.two", 2),
					// One page of the list per block, and no other read.
					env.ExpectListReads("/2/activity/subscriptions", "max_results", 1000, 2),
					env.ExpectRequests("GET", 2),
				},
			},
		},
	})
}
