package webhooks_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccWebhookIdentity: the webhook's identity is {id}, its import id (acctest.TestIdentity: identity steps,
// the upgrade from pre-identity state, and the webhook deleted outside Terraform before it had an identity).
func TestAccWebhookIdentity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestIdentity(t, func(env *acctest.Env) acctest.IdentityCase {
		h := newHandler(env.T)
		id := new(string)
		return acctest.IdentityCase{
			Res: webhookRes, Config: env.CoreConfig(webhookConfig(h.URL)), Without: env.CoreConfig(""), ID: id,
			Identity: map[string]*string{"id": id},
			ImportID: acctest.BareImportID(webhookRes),
		}
	}, func(env *acctest.Env, id string) error { return env.Srv.DeleteWebhook(id) })
}
