package associations_test

// A promoted account has the identity {account_id, id}, its import id in parts (see acctest.IdentitySteps).

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func promotedAccountIdentityCase(env *acctest.Env) acctest.IdentityCase {
	seedFollowersLineItem(env.T, env, acctest.Account, followersLineItemID)
	id, account := new(string), acctest.Account
	return acctest.IdentityCase{
		Res: promotedRes, Config: env.Config(promotedConfig(followersLineItemID, emulator.DemoUserID)), Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(promotedRes),
	}
}

func TestAccPromotedAccount_identity(t *testing.T) {
	acctest.TestIdentity(t, promotedAccountIdentityCase, func(env *acctest.Env, id string) error {
		return env.Srv.DeletePromotedAccount(acctest.Account, id)
	})
}
