package webhooks_test

// `terraform query` finds the app's webhooks through a list block (Terraform 1.14 and later): one list
// request, each result carrying the webhook's identity and the state a read of it stores.

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccWebhook_listResource(t *testing.T) {
	env := acctest.NewEnv(t)
	h := newHandler(t)
	var id string
	var state map[string]any
	identity := func(id *string) map[string]knownvalue.Check {
		return map[string]knownvalue.Check{"id": acctest.CapturedString(id)}
	}
	demo := emulator.DemoWebhookID
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.CoreConfig(webhookConfig(h.URL)),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(webhookRes, &id),
					acctest.CaptureState(webhookRes, &state),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_webhook" "all" {
  provider         = adsapi
  include_resource = true
}
list "adsapi_webhook" "one" {
  provider = adsapi
  limit    = 1
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					// The emulator's demo webhook and the one just registered.
					querycheck.ExpectLength("adsapi_webhook.all", 2),
					querycheck.ExpectIdentity("adsapi_webhook.all", identity(&id)),
					querycheck.ExpectIdentity("adsapi_webhook.all", identity(&demo)),
					querycheck.ExpectResourceDisplayName("adsapi_webhook.all", queryfilter.ByResourceIdentity(identity(&id)),
						knownvalue.StringExact(h.URL)),
					acctest.ResultIsState("adsapi_webhook.all", identity(&id), &state),
					querycheck.ExpectLength("adsapi_webhook.one", 1),
					// One list per block, and no other request.
					env.ExpectCount("GET", "/2/webhooks", 2),
					env.ExpectRequests("GET", 2),
				},
			},
		},
	})
}
