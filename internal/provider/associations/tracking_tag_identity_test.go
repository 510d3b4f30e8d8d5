package associations_test

// A tracking tag has the identity {account_id, id}, its import id in parts (see acctest.IdentitySteps).

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func trackingTagIdentityCase(env *acctest.Env) acctest.IdentityCase {
	seedLineItem(env.T, env, acctest.Account, lineItemID)
	id, account := new(string), acctest.Account
	return acctest.IdentityCase{
		Res: tagRes, Config: env.Config(tagConfig("IMPRESSION_TAG", impURL)), Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(tagRes),
	}
}

func TestAccTrackingTag_identity(t *testing.T) {
	acctest.TestIdentity(t, trackingTagIdentityCase, func(env *acctest.Env, id string) error {
		return env.Srv.DeleteTrackingTag(acctest.Account, id)
	})
}
