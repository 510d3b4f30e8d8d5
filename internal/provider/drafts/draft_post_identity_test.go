package drafts_test

// A draft post has the identity {account_id, id}, its import id in parts (see acctest.IdentitySteps).

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func draftIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id, account := new(string), acctest.Account
	return acctest.IdentityCase{
		Res: draftRes, Config: env.Config(draftConfig(`  text = "tf-acc-test-Spring is here"`)), Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(draftRes),
	}
}

func TestAccDraftPost_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestIdentity(t, draftIdentityCase, func(env *acctest.Env, id string) error {
		return env.Srv.DeleteDraftPost(acctest.Account, id)
	})
}
