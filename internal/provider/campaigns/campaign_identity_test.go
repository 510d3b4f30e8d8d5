package campaigns_test

// A campaign has the identity {account_id, id}, its import id in parts (see acctest.IdentitySteps).

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func campaignIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id, account := new(string), acctest.Account
	return acctest.IdentityCase{
		Res:     res,
		Config:  env.Config(campaignConfig(card, lines(`name = "tf-acc-test-Identified"`, `total_budget_amount_local_micro = 250000000`))),
		Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: importID,
	}
}

func TestAccCampaign_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestIdentity(t, campaignIdentityCase, func(env *acctest.Env, id string) error {
		return env.Srv.DeleteCampaign(acctest.Account, id)
	})
}
