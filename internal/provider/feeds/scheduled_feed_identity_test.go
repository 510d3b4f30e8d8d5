package feeds_test

// A scheduled feed has the identity {product_catalog_id, id}, its import id in parts (see
// acctest.IdentitySteps).

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func feedIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id, catalogID := new(string), catalog
	return acctest.IdentityCase{
		Res:     res,
		Config:  env.Config(feedConfig("https://example.com/products.csv", "CSV", "WEEKLY", "MONDAY", "06:30", "America/New_York")),
		Without: env.Config(""), ID: id,
		Identity: map[string]*string{"product_catalog_id": &catalogID, "id": id},
		ImportID: acctest.ParentImportID(res, "product_catalog_id"),
	}
}

func TestAccScheduledFeed_identity(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.IdentityVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    env.IdentitySteps(feedIdentityCase(env)),
	})
}

func TestAccScheduledFeed_identityFromPreIdentityState(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps:                  env.PreIdentitySteps(feedIdentityCase(env)),
	})
}

func TestAccScheduledFeed_goneBeforeIdentity(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps: env.GoneBeforeIdentitySteps(feedIdentityCase(env), func(id string) error {
			return env.Srv.DeleteScheduledFeed(catalog, id)
		}),
	})
}
