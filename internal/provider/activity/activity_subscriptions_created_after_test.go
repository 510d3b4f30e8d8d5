package activity_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccActivitySubscriptionsCreatedAfter: subscriptions made a second before created_after are left
// out, those made at it or later are listed, and total_subscriptions still counts them all; a bad
// created_after fails at plan, naming it.
func TestAccActivitySubscriptionsCreatedAfter(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var ids []string
	for _, at := range acctest.CreatedAround {
		s := env.Srv.SeedActivitySubscription(emulator.ActivitySubscription{EventType: "follow.follow", UserID: emulator.DemoUserID, CreatedAt: at})
		ids = append(ids, s.ID)
	}
	const ds = "data.adsapi_activity_subscriptions.new"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.CoreConfig(`data "adsapi_activity_subscriptions" "new" { created_after = "2025-06-01T12:00:00" }`),
				ExpectError: acctest.ExpectError(`Invalid created_after.*Attribute created_after must be an RFC 3339 timestamp`),
			},
			{
				PreConfig: env.ExpectNoRequests,
				Config:    env.CoreConfig(`data "adsapi_activity_subscriptions" "new" { created_after = "2025-06-01T12:00:00Z" }`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("subscriptions"), knownvalue.SetExact([]knownvalue.Check{acctest.ObjectWithID(ids[1]), acctest.ObjectWithID(ids[2])})),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("total_subscriptions"), knownvalue.Int64Exact(3)),
				},
			},
		},
	})
}
