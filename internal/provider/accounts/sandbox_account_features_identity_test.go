package accounts_test

// Sandbox account features have the identity {id}, the sandbox account id that is their import id (see
// acctest.IdentitySteps).

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func featuresIdentityCase(env *acctest.Env) acctest.IdentityCase {
	account := sandboxAccount
	return acctest.IdentityCase{
		Res: featuresRes, Config: env.Config(featuresConfig("DR_TAP", "AGE_TARGETING")), Without: env.Config(""), ID: new(string),
		Identity: map[string]*string{"id": &account},
		ImportID: acctest.BareImportID(featuresRes),
	}
}

func TestAccSandboxAccountFeatures_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestIdentity(t, featuresIdentityCase, func(env *acctest.Env, _ string) error {
		return env.Srv.RemoveAccountFeatures(sandboxAccount, "AGE_TARGETING", "DR_TAP")
	})
}
