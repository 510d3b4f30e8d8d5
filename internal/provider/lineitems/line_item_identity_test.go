package lineitems_test

// A line item has the identity {account_id, id}, its import id in parts (see acctest.IdentitySteps).

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func lineItemIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id, account := new(string), acctest.Account
	campaign := seedCampaign(env.T, env)
	return acctest.IdentityCase{
		Res:     res,
		Config:  env.Config(lineItemConfig(campaign, with(`name = "tf-acc-test-Identified"`, `start_time = "2026-12-01"`))),
		Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: importID,
		// The import reads the service's UTC answer; the configuration wrote a date alone.
		VerifyIgnore: []string{"start_time"},
	}
}

func TestAccLineItem_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestIdentity(t, lineItemIdentityCase, func(env *acctest.Env, id string) error {
		return env.Srv.DeleteLineItem(acctest.Account, id)
	})
}
