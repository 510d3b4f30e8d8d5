package activity_test

// Activity subscriptions have the identity {id}, account-activity subscriptions {webhook_id, user_id}, and
// the developer account {id}: each resource's import id in parts (see acctest.IdentitySteps).

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func subIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id := new(string)
	return acctest.IdentityCase{
		Res:     subRes,
		Config:  env.CoreConfig(subConfig("follow.follow", demoFilter+"\n    direction = \"inbound\"", "tag = \"tf-acc-test-identity\"\n  webhook_id = \""+emulator.DemoWebhookID+"\"")),
		Without: env.CoreConfig(""), ID: id,
		Identity: map[string]*string{"id": id},
		ImportID: acctest.BareImportID(subRes),
	}
}

func aaIdentityCase(env *acctest.Env) acctest.IdentityCase {
	webhook, user := emulator.DemoWebhookID, emulator.DemoUserID
	return acctest.IdentityCase{
		Res: aaRes, Config: env.CoreConfig(aaConfig(webhook)), Without: env.CoreConfig(""), ID: new(string),
		Identity: map[string]*string{"webhook_id": &webhook, "user_id": &user},
		ImportID: acctest.BareImportID(aaRes),
	}
}

func devIdentityCase(env *acctest.Env) acctest.IdentityCase {
	id := new(string)
	return acctest.IdentityCase{
		Res: devRes, Config: env.CoreConfig(devConfig), Without: env.CoreConfig(""), ID: id,
		Identity: map[string]*string{"id": id},
		ImportID: acctest.BareImportID(devRes),
		// created says what the apply that made the resource did, which no answer repeats
		VerifyIgnore: []string{"created"},
	}
}

// TestAccActivityIdentities runs each resource's identity tests (acctest.TestIdentity): identity steps, the
// upgrade from pre-identity state, and the object deleted outside Terraform before it had an identity.
func TestAccActivityIdentities(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	for name, c := range map[string]struct {
		newCase func(*acctest.Env) acctest.IdentityCase
		remove  func(*acctest.Env, string) error
	}{
		"activity_subscription": {subIdentityCase, func(env *acctest.Env, id string) error { return env.Srv.DeleteActivitySubscription(id) }},
		"account_activity_subscription": {aaIdentityCase, func(env *acctest.Env, _ string) error {
			return env.Srv.DeleteAccountActivitySubscription(emulator.DemoWebhookID, emulator.DemoUserID)
		}},
		"developer_account": {devIdentityCase, func(env *acctest.Env, _ string) error {
			return env.Srv.DeleteDeveloperAccount(emulator.DemoUserID)
		}},
	} {
		t.Run(name, func(t *testing.T) { acctest.TestIdentity(t, c.newCase, c.remove) })
	}
}
