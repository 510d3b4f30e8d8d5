package campaigns_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCampaign_multiByteText: the service counts a campaign's name and purchase order number in
// characters, so the prefix and 243 日 (255 characters, 741 bytes) and 50 € (150 bytes) plan, apply and are
// held as written, while one more character of either fails at plan, naming the attribute, with nothing sent.
func TestAccCampaign_multiByteText(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	name, po := acctarget.NamePrefix+strings.Repeat("日", 255-len(acctarget.NamePrefix)), strings.Repeat("€", 50)
	config := func(name, po string) string {
		return env.Config(campaignConfig(card, lines(fmt.Sprintf("name = %q", name), fmt.Sprintf("purchase_order_number = %q", po))))
	}
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config(name, po),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &id),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("name"), knownvalue.StringExact(name)),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("purchase_order_number"), knownvalue.StringExact(po)),
					holds(env, &id, func(c adsapi.Campaign) error {
						if c.Name != name || c.PurchaseOrderNumber != po {
							return errors.New("the texts are not held as written")
						}
						return nil
					}),
				},
			},
			{
				PreConfig:   env.ResetRequests,
				Config:      config(name+"é", po),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Attribute name must be between 1 and 255 characters, got: 256`),
			},
			{
				Config:      config(name, po+"é"),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Attribute purchase_order_number must be between 1 and 50 characters, got: 51`),
			},
			{ // the refused plans sent nothing, and the campaign still holds its texts: the plan is empty
				PreConfig: func() {
					if n := len(env.Requests()); n != 0 {
						t.Errorf("the refused plans sent %d requests: %s", n, env.LogString())
					}
				},
				Config:   config(name, po),
				PlanOnly: true,
			},
		},
	})
}
