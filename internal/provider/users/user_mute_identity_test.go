package users_test

// A mute has the identity {source_user_id, target_user_id}, its import id in parts (see
// acctest.IdentitySteps).

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func muteIdentityCase(env *acctest.Env) acctest.IdentityCase {
	source, target := emulator.DemoUserID, emulator.PlatformUserID
	return acctest.IdentityCase{
		Res: muteRes, Config: env.CoreConfig(muteConfig(target)), Without: env.CoreConfig(""), ID: new(string),
		Identity: map[string]*string{"source_user_id": &source, "target_user_id": &target},
		ImportID: acctest.BareImportID(muteRes),
	}
}

func TestAccUserMute_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.IdentityVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    env.IdentitySteps(muteIdentityCase(env)),
	})
}

func TestAccUserMute_identityFromPreIdentityState(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps:                  env.PreIdentitySteps(muteIdentityCase(env)),
	})
}

func TestAccUserMute_goneBeforeIdentity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps: env.GoneBeforeIdentitySteps(muteIdentityCase(env), func(string) error {
			return env.Srv.UnmuteOutOfBand(emulator.DemoUserID, emulator.PlatformUserID)
		}),
	})
}
