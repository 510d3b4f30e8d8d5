package webhooks_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccWebhooksDataSource lists the app's webhooks, the one marked invalid with valid = false, in one
// request; without the bearer token the plan fails naming it.
func TestAccWebhooksDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	broken, err := env.Srv.SeedWebhook(emulator.Webhook{URL: "https://hooks.example.com/broken", Valid: false})
	if err != nil {
		t.Fatal(err)
	}
	const ds = "data.adsapi_webhooks.all"
	body := `data "adsapi_webhooks" "all" {}`
	webhook := func(id, url string, valid bool) knownvalue.Check {
		return knownvalue.ObjectPartial(map[string]knownvalue.Check{
			"id": knownvalue.StringExact(id), "url": knownvalue.StringExact(url), "valid": knownvalue.Bool(valid),
			"created_at": knownvalue.NotNull(),
		})
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    env.CoreConfig(body),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("webhooks"), knownvalue.ListExact([]knownvalue.Check{
						webhook(emulator.DemoWebhookID, emulator.DemoWebhookURL, true),
						webhook(broken.ID, broken.URL, false),
					})),
					acctest.EmulatorStateCheck(func() error {
						if n := env.Count("GET", "/2/webhooks"); n < 1 || env.Count("", "/") != n {
							return fmt.Errorf("requests: %s", env.LogString())
						}
						return nil
					}),
				},
			},
			{
				Config:      env.ProviderBlock(acctest.Account) + body,
				ExpectError: acctest.ExpectError(`bearer_token`),
			},
		},
	})
}
