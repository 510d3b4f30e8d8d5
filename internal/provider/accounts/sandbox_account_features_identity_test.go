package accounts_test

// Sandbox account features have the identity {id}, the sandbox account id that is their import id (see
// acctest.IdentitySteps).

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func featuresIdentityCase(env *acctest.Env) acctest.IdentityCase {
	account := sandboxAccount
	return acctest.IdentityCase{
		Res: featuresRes, Config: env.Config(featuresConfig("DR_TAP", "AGE_TARGETING")), Without: env.Config(""), ID: new(string),
		Identity: map[string]*string{"id": &account},
		ImportID: acctest.BareImportID(featuresRes),
	}
}

func TestAccSandboxAccountFeatures_identity(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.IdentityVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    env.IdentitySteps(featuresIdentityCase(env)),
	})
}

func TestAccSandboxAccountFeatures_identityFromPreIdentityState(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps:                  env.PreIdentitySteps(featuresIdentityCase(env)),
	})
}

// Every managed key removed outside Terraform: the resource is gone, though its state had no identity.
func TestAccSandboxAccountFeatures_goneBeforeIdentity(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps: env.GoneBeforeIdentitySteps(featuresIdentityCase(env), func(string) error {
			return env.Srv.RemoveAccountFeatures(sandboxAccount, "AGE_TARGETING", "DR_TAP")
		}),
	})
}
