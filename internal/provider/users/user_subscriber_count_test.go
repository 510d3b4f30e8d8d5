package users_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccUsers_subscriberCount: the v2 lists take user_fields = ["subscriber_count"] (the service's
// description, 2.168) and show each user's count, zero included; users not asked about it, and the
// labs lookup, which does not take the field, leave it null.
func TestAccUsers_subscriberCount(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	if err := env.Srv.MuteOutOfBand(emulator.DemoUserID, emulator.DevelopersUserID); err != nil {
		t.Fatal(err)
	}
	body := fmt.Sprintf(`
data "adsapi_muted_users" "counted" {
  user_fields = ["subscriber_count"]
}
data "adsapi_muted_users" "plain" {}
data "adsapi_users" "labs" {
  ids = [%q]
}
`, emulator.DevelopersUserID)
	count := func(i int) tfjsonpath.Path {
		return tfjsonpath.New("users").AtSliceIndex(i).AtMapKey("subscriber_count")
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.CoreConfig(body),
				ConfigStateChecks: []statecheck.StateCheck{
					// Newest mute first: the developers, then the seeded muted account.
					statecheck.ExpectKnownValue("data.adsapi_muted_users.counted", tfjsonpath.New("users").AtSliceIndex(0).AtMapKey("id"),
						knownvalue.StringExact(emulator.DevelopersUserID)),
					statecheck.ExpectKnownValue("data.adsapi_muted_users.counted", count(0), knownvalue.Int64Exact(1520)),
					statecheck.ExpectKnownValue("data.adsapi_muted_users.counted", count(1), knownvalue.Int64Exact(0)),
					statecheck.ExpectKnownValue("data.adsapi_muted_users.plain", count(0), knownvalue.Null()),
					statecheck.ExpectKnownValue("data.adsapi_users.labs", count(0), knownvalue.Null()),
				},
			},
		},
	})
}

// TestAccUsers_subscriberCountNotInLabs: the labs lookup's user_fields do not take subscriber_count,
// which 2.168 adds to the v2 endpoints only; the plan says so and sends nothing.
func TestAccUsers_subscriberCountNotInLabs(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.CoreConfig("data \"adsapi_users\" \"test\" {\n  ids         = [\"1\"]\n  user_fields = [\"subscriber_count\"]\n}\n"),
			PlanOnly:    true,
			ExpectError: acctest.ExpectError(`Attribute user_fields\[0\] value must be one of.*got: "subscriber_count"`),
		}},
	})
	env.ExpectNoRequests()
}
