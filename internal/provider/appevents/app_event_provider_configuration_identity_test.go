package appevents_test

// An app event provider configuration has the identity {account_id, id}, its import id in parts (see
// acctest.IdentitySteps).

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func configurationIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id, account := new(string), acctest.Account
	return acctest.IdentityCase{
		Res: res, Config: env.Config(configurationConfig("tf-acc-test-adv-1")), Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(res),
	}
}

func TestAccAppEventProviderConfiguration_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestIdentity(t, configurationIdentityCase, func(env *acctest.Env, id string) error {
		return env.Srv.DeleteAppEventProviderConfiguration(acctest.Account, id)
	})
}
