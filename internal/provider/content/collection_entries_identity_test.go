package content_test

// Collection entries have the identity {id}, the collection id that is their import id (see
// acctest.IdentitySteps). The emulator cannot delete a collection, so there is no test of one deleted
// outside Terraform.

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func entriesIdentityCase(t *testing.T, env *acctest.Env) acctest.IdentityCase {
	coll := "custom-5002"
	if err := env.Srv.AddCollection(coll, emulator.DemoUserID); err != nil {
		t.Fatal(err)
	}
	return acctest.IdentityCase{
		Res: entriesRes, Config: env.CoreConfig(entriesConfig(coll, postA, postB)), Without: env.CoreConfig(""), ID: new(string),
		Identity: map[string]*string{"id": &coll},
		ImportID: acctest.BareImportID(entriesRes),
	}
}

func TestAccCollectionEntries_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.IdentityVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    env.IdentitySteps(entriesIdentityCase(t, env)),
	})
}

func TestAccCollectionEntries_identityFromPreIdentityState(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps:                  env.PreIdentitySteps(entriesIdentityCase(t, env)),
	})
}
