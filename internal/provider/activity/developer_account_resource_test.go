package activity_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const devRes = "adsapi_developer_account.test"

const devConfig = `
resource "adsapi_developer_account" "test" {}
`

func TestAccDeveloperAccount_lifecycle(t *testing.T) {
	env := acctest.NewEnv(t)
	cfg := env.CoreConfig(devConfig)
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		// destroy only forgets: no request deletes it, and the service keeps it
		CheckDestroy: func(*terraform.State) error {
			if n := env.Srv.Count("DELETE", "/2/account"); n != 0 {
				return fmt.Errorf("destroy sent %d DELETEs", n)
			}
			if _, ok := env.Srv.DeveloperAccountOf(emulator.DemoUserID); !ok {
				return fmt.Errorf("the developer account is gone from the service")
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				PreConfig: env.Srv.ResetRequests,
				Config:    cfg,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(devRes, tfjsonpath.New("created"), knownvalue.Bool(true)),
					statecheck.ExpectKnownValue(devRes, tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.DemoUserID)),
					statecheck.ExpectKnownValue(devRes, tfjsonpath.New("created_at"), knownvalue.NotNull()),
				},
				Check: resource.ComposeAggregateTestCheckFunc(
					env.ExpectRequests("POST", 1), env.ExpectRequests("GET", 0),
					acctest.CaptureID(devRes, &id),
					func(*terraform.State) error {
						if got, ok := env.Srv.DeveloperAccountOf(emulator.DemoUserID); !ok || got.ID != id {
							return fmt.Errorf("service holds %+v (found %t), state id %s", got, ok, id)
						}
						return nil
					},
				),
			},
			env.UnchangedStep(cfg, 1),
			{ResourceName: devRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: fixedID(&id),
				// created says what the apply that made the resource did; an import made nothing
				ImportStateVerifyIgnore: []string{"created"}},
			importBlockStep(devRes, cfg, fixedID(&id)),
			{ResourceName: devRes, ImportState: true, ImportStateId: "1", ExpectError: acctest.ExpectError(`developer account is ` + `[0-9]+, not 1`)},
			{ResourceName: devRes, ImportState: true, ImportStateId: "not/an id", ExpectError: acctest.ExpectError(`import id "not/an id" is malformed`)},
			env.RecreatedStep(devRes, cfg, &id, func(string) error { return env.Srv.DeleteDeveloperAccount(emulator.DemoUserID) }),
		},
	})
}

// TestAccDeveloperAccount_existing adopts the other user's account: created is false.
func TestAccDeveloperAccount_existing(t *testing.T) {
	env := acctest.NewEnv(t)
	existing, _ := env.Srv.DeveloperAccountOf(emulator.OtherUserID)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: withOAuth2(env, emulator.OtherOAuth2Token) + devConfig,
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(devRes, tfjsonpath.New("created"), knownvalue.Bool(false)),
				statecheck.ExpectKnownValue(devRes, tfjsonpath.New("id"), knownvalue.StringExact(existing.ID)),
				statecheck.ExpectKnownValue(devRes, tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.OtherUserID)),
			},
		}},
	})
}

func TestAccDeveloperAccount_missingCredentials(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: noOAuth2(env) + devConfig, PlanOnly: true,
				ExpectError: acctest.ExpectError(`Missing credentials.*OAuth 2.0 user credentials are incomplete: oauth2_access_token`)},
			{Config: noOAuth2(env) + `data "adsapi_developer_account" "test" {}`, PlanOnly: true,
				ExpectError: acctest.ExpectError(`Missing credentials.*oauth2_access_token`)},
		},
	})
	env.ExpectNoRequests()
}

func TestAccDeveloperAccountDataSource(t *testing.T) {
	env := acctest.NewEnv(t)
	existing, _ := env.Srv.DeveloperAccountOf(emulator.OtherUserID)
	const ds = "data.adsapi_developer_account.test"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{ // the demo user has none at start: a clear error, decoded from the service's error entry
				Config:      env.CoreConfig(`data "adsapi_developer_account" "test" {}`),
				ExpectError: acctest.ExpectError(`No developer account.*has no developer account.*resource-not-found.*adsapi_developer_account resource`),
			},
			{
				Config: withOAuth2(env, emulator.OtherOAuth2Token) + `data "adsapi_developer_account" "test" {}`,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("id"), knownvalue.StringExact(existing.ID)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.OtherUserID)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("created_at"), knownvalue.StringExact("2020-03-02T10:00:00Z")),
				},
			},
		},
	})
}
