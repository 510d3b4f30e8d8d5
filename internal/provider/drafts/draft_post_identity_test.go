package drafts_test

// A draft post has the identity {account_id, id}, its import id in parts (see acctest.IdentitySteps).

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func draftIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id, account := new(string), acctest.Account
	return acctest.IdentityCase{
		Res: draftRes, Config: env.Config(draftConfig(`  text = "Spring is here"`)), Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(draftRes),
	}
}

func TestAccDraftPost_identity(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.IdentityVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    env.IdentitySteps(draftIdentityCase(env)),
	})
}

func TestAccDraftPost_identityFromPreIdentityState(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps:                  env.PreIdentitySteps(draftIdentityCase(env)),
	})
}

func TestAccDraftPost_goneBeforeIdentity(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps: env.GoneBeforeIdentitySteps(draftIdentityCase(env), func(id string) error {
			return env.Srv.DeleteDraftPost(acctest.Account, id)
		}),
	})
}
