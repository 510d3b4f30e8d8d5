package activity_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccActivitySubscriptionsDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var ids []knownvalue.Check
	for _, et := range []string{"follow.follow", "like.create", "post.create"} {
		s := env.Srv.SeedActivitySubscription(emulator.ActivitySubscription{EventType: et, UserID: emulator.DemoUserID, Tag: et})
		ids = append(ids, knownvalue.StringExact(s.ID))
	}
	// the token of the second page of two, as the service hands it out
	c, err := adsapi.NewClient(adsapi.Config{APIURL: env.URL, Transport: transport.Config{BearerToken: acctarget.BlockCredentials().BearerToken}})
	if err != nil {
		t.Fatal(err)
	}
	first, err := c.ActivitySubscriptions.Page(context.Background(), 2, "")
	if err != nil || first.NextToken == "" {
		t.Fatalf("first page: %+v %v", first, err)
	}
	const ds = "data.adsapi_activity_subscriptions.test"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{ // every page, two at a time
				PreConfig: env.ResetRequests,
				Config:    env.CoreConfig(`data "adsapi_activity_subscriptions" "test" { max_results = 2 }`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("subscriptions"), knownvalue.ListSizeExact(3)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("subscriptions").AtSliceIndex(0).AtMapKey("id"), ids[0]),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("subscriptions").AtSliceIndex(2).AtMapKey("id"), ids[2]),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("subscriptions").AtSliceIndex(1).AtMapKey("filter").AtMapKey("user_id"), knownvalue.StringExact(emulator.DemoUserID)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("subscriptions").AtSliceIndex(1).AtMapKey("tag"), knownvalue.StringExact("like.create")),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("next_token"), knownvalue.Null()),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("total_subscriptions"), knownvalue.Int64Exact(3)),
					// each read of the data source follows two pages
					acctest.EmulatorStateCheck(func() error {
						if n := env.Count("GET", "/2/activity/subscriptions"); n%2 != 0 || n == 0 {
							return fmt.Errorf("%d page reads: %s", n, env.LogString())
						}
						return nil
					}),
				},
			},
			{ // one page by its token
				Config: env.CoreConfig(fmt.Sprintf(`data "adsapi_activity_subscriptions" "test" {
  max_results      = 2
  pagination_token = %q
}`, first.NextToken)),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("subscriptions"), knownvalue.ListSizeExact(1)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("subscriptions").AtSliceIndex(0).AtMapKey("id"), ids[2]),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("next_token"), knownvalue.Null()),
				},
			},
		},
	})
}

func TestAccActivitySubscriptionsDataSource_invalid(t *testing.T) {
	env := acctest.NewEnv(t)
	t.Parallel()
	env.ExpectCoreRulesFail([]acctest.Rule{
		{Config: `data "adsapi_activity_subscriptions" "test" { max_results = 1001 }`, Want: `max_results.*must be between 1 and 1000`},
		{Config: `data "adsapi_activity_subscriptions" "test" { max_results = 0 }`, Want: `max_results.*must be between 1 and 1000`},
		{Config: `data "adsapi_activity_subscriptions" "test" { pagination_token = "short" }`, Want: `Attribute pagination_token must be at least 16 characters, got: 5`},
	},
		resource.TestStep{Config: fmt.Sprintf(`
provider "adsapi" {
  api_url = %q
}
data "adsapi_activity_subscriptions" "test" {}
`, env.URL), PlanOnly: true,
			// every scheme works here, so only a provider with none at all lacks credentials
			ExpectError: acctest.ExpectError(`Missing credentials.*No credentials are configured`)})
	env.ExpectNoRequests()
}
