package appevents_test

// An app event provider configuration has the identity {account_id, id}, its import id in parts (see
// acctest.IdentitySteps).

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func configurationIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id, account := new(string), acctest.Account
	return acctest.IdentityCase{
		Res: res, Config: env.Config(configurationConfig("adv-1")), Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(res),
	}
}

func TestAccAppEventProviderConfiguration_identity(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.IdentityVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    env.IdentitySteps(configurationIdentityCase(env)),
	})
}

func TestAccAppEventProviderConfiguration_identityFromPreIdentityState(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps:                  env.PreIdentitySteps(configurationIdentityCase(env)),
	})
}

func TestAccAppEventProviderConfiguration_goneBeforeIdentity(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps: env.GoneBeforeIdentitySteps(configurationIdentityCase(env), func(id string) error {
			return env.Srv.DeleteAppEventProviderConfiguration(acctest.Account, id)
		}),
	})
}
