package activity_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const devRes = "adsapi_developer_account.test"

const devConfig = `
resource "adsapi_developer_account" "test" {}
`

const devConfigWithMetadata = `
resource "adsapi_developer_account" "test" {
  metadata = "tf-acc-test-créé par Terraform"
}
`

func TestAccDeveloperAccount_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	cfg := env.CoreConfig(devConfigWithMetadata)
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		// destroy only forgets: no request deletes it, and the service keeps it
		CheckDestroy: func(*terraform.State) error {
			if n := env.Count("DELETE", "/2/account"); n != 0 {
				return fmt.Errorf("destroy sent %d DELETEs", n)
			}
			if _, ok := env.Srv.DeveloperAccountOf(emulator.DemoUserID); !ok {
				return fmt.Errorf("the developer account is gone from the service")
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    cfg,
				ConfigStateChecks: []statecheck.StateCheck{
					// the create answers only the account_id: one GET reads the record, one the authenticated user
					env.ExpectRequests("POST", 1), env.ExpectRequests("GET", 2),
					acctest.CaptureID(devRes, &id),
					acctest.EmulatorStateCheck(func() error {
						got, ok := env.Srv.DeveloperAccountOf(emulator.DemoUserID)
						if !ok || got.ID != id || got.Metadata != "tf-acc-test-créé par Terraform" {
							return fmt.Errorf("service holds %+v (found %t), state id %s", got, ok, id)
						}
						return nil
					}),
					statecheck.ExpectKnownValue(devRes, tfjsonpath.New("created"), knownvalue.Bool(true)),
					statecheck.ExpectKnownValue(devRes, tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.DemoUserID)),
					statecheck.ExpectKnownValue(devRes, tfjsonpath.New("name"), knownvalue.StringExact("Ads API Demo")),
					statecheck.ExpectKnownValue(devRes, tfjsonpath.New("metadata"), knownvalue.StringExact("tf-acc-test-créé par Terraform")),
					statecheck.ExpectKnownValue(devRes, tfjsonpath.New("created_at"), knownvalue.NotNull()),
				},
			},
			env.UnchangedStep(cfg, 1), // the account only: its user is known from the create
			{ResourceName: devRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id),
				// created says what the apply that made the resource did, and metadata what it sent, which no
				// answer repeats: an import has neither
				ImportStateVerifyIgnore: []string{"created", "metadata"}},
			acctest.ImportBlockStep(devRes, env.CoreConfig(devConfig), acctest.FixedImportID(&id)),
			{ResourceName: devRes, ImportState: true, ImportStateId: "1", ExpectError: acctest.ExpectError(`developer account is ` + `[0-9]+, not 1`)},
			{ResourceName: devRes, ImportState: true, ImportStateId: "not/an id", ExpectError: acctest.ExpectError(`import id "not/an id" is malformed`)},
			env.RecreatedStep(devRes, cfg, &id, func(string) error { return env.Srv.DeleteDeveloperAccount(emulator.DemoUserID) }),
		},
	})
}

// TestAccDeveloperAccount_invalidMetadata: metadata is 1 to 64 characters, counted as characters, at plan time.
func TestAccDeveloperAccount_invalidMetadata(t *testing.T) {
	env := acctest.NewEnv(t)
	withMetadata := func(m string) string {
		return env.CoreConfig(fmt.Sprintf(`resource "adsapi_developer_account" "test" { metadata = %q }`, m))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: withMetadata(strings.Repeat("é", 65)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`Attribute metadata must be between 1 and 64 characters, got: 65`)},
			{Config: withMetadata(""), PlanOnly: true, ExpectError: acctest.ExpectError(`Attribute metadata must be between 1 and 64 characters, got: 0`)},
		},
	})
	env.ExpectNoRequests()
}

// TestAccDeveloperAccount_longMetadata: the prefix and 52 two-byte characters are 64 characters, not 116
// bytes: valid.
func TestAccDeveloperAccount_longMetadata(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	long := acctarget.NamePrefix + strings.Repeat("é", 64-len(acctarget.NamePrefix))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.CoreConfig(fmt.Sprintf(`resource "adsapi_developer_account" "test" { metadata = %q }`, long)),
			ConfigStateChecks: []statecheck.StateCheck{acctest.EmulatorStateCheck(func() error {
				if got, _ := env.Srv.DeveloperAccountOf(emulator.DemoUserID); got.Metadata != long {
					return fmt.Errorf("service holds metadata %q", got.Metadata)
				}
				return nil
			})},
		}},
	})
}

// TestAccDeveloperAccount_existing adopts the other user's account: created is false.
func TestAccDeveloperAccount_existing(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
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
				statecheck.ExpectKnownValue(devRes, tfjsonpath.New("name"), knownvalue.StringExact(existing.Name)),
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
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
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
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("name"), knownvalue.StringExact("Ads API Other")),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.OtherUserID)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("created_at"), knownvalue.StringExact("2020-03-02T10:00:00Z")),
				},
			},
		},
	})
}
