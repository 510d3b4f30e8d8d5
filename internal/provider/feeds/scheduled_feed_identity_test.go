package feeds_test

// A scheduled feed has the identity {product_catalog_id, id}, its import id in parts (see
// acctest.IdentitySteps).

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func feedIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id, catalogID := new(string), catalog
	return acctest.IdentityCase{
		Res:     res,
		Config:  env.Config(feedConfig("https://example.com/tf-acc-test-products.csv", "CSV", "WEEKLY", "MONDAY", "06:30", "America/New_York")),
		Without: env.Config(""), ID: id,
		Identity: map[string]*string{"product_catalog_id": &catalogID, "id": id},
		ImportID: acctest.ParentImportID(res, "product_catalog_id"),
	}
}

func TestAccScheduledFeed_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestIdentity(t, feedIdentityCase, func(env *acctest.Env, id string) error {
		return env.Srv.DeleteScheduledFeed(catalog, id)
	})
}
