package conversions_test

// A web event tag has the identity {account_id, id}, its import id in parts (see acctest.IdentitySteps).

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func webEventTagIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id, account := new(string), acctest.Account
	return acctest.IdentityCase{
		Res: res, Config: env.Config(signups.config()), Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(res),
	}
}

func TestAccWebEventTag_identity(t *testing.T) {
	acctest.TestIdentity(t, webEventTagIdentityCase, func(env *acctest.Env, id string) error {
		return env.Srv.DeleteWebEventTag(acctest.Account, id)
	})
}
