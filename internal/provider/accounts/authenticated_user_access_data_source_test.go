package accounts_test

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

// TestAccAuthenticatedUserAccessDataSource: the demo user's permissions on the provider's default account
// (the emulator's default, ACCOUNT_ADMIN with POST_COMPOSER) and on another of its accounts, where the
// emulator's hook made it an AD_MANAGER; an account of another user is the service's refusal.
func TestAccAuthenticatedUserAccessDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	if err := env.Srv.SetUserPermissions(emulator.DemoUserID, sandboxAccount, emulator.PermissionAdManager); err != nil {
		t.Fatal(err)
	}
	const byDefault, sandbox = "data.adsapi_authenticated_user_access.default", "data.adsapi_authenticated_user_access.sandbox"
	str := func(res, attr, want string) statecheck.StateCheck {
		return statecheck.ExpectKnownValue(res, tfjsonpath.New(attr), knownvalue.StringExact(want))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(`
data "adsapi_authenticated_user_access" "default" {}
data "adsapi_authenticated_user_access" "sandbox" {
  account_id = "` + sandboxAccount + `"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					str(byDefault, "account_id", acctest.Account),
					str(byDefault, "user_id", emulator.DemoUserID),
					statecheck.ExpectKnownValue(byDefault, tfjsonpath.New("permissions"), keysExact("ACCOUNT_ADMIN", "POST_COMPOSER")),
					str(sandbox, "account_id", sandboxAccount),
					str(sandbox, "user_id", emulator.DemoUserID),
					statecheck.ExpectKnownValue(sandbox, tfjsonpath.New("permissions"), keysExact("AD_MANAGER")),
				},
			},
			{
				Config: env.Config(`
data "adsapi_authenticated_user_access" "other" {
  account_id = "` + emulator.OtherAccountID + `"
}
`),
				ExpectError: acctest.ExpectError(`Unable to read authenticated user access`),
			},
		},
	})
}
