package associations_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// clicksLineItemID is a WEBSITE_CLICKS line item, whose media creatives need a landing URL.
const clicksLineItemID = "8v7jp"

// planWarnings records the warnings of the provider's plans: terraform-plugin-testing shows a test only
// errors.
type planWarnings struct {
	tfprotov6.ProviderServer
	mu   *sync.Mutex
	seen *[]string
}

func (p planWarnings) PlanResourceChange(ctx context.Context, req *tfprotov6.PlanResourceChangeRequest) (*tfprotov6.PlanResourceChangeResponse, error) {
	resp, err := p.ProviderServer.PlanResourceChange(ctx, req)
	if resp != nil {
		p.mu.Lock()
		defer p.mu.Unlock()
		for _, d := range resp.Diagnostics {
			if d.Severity == tfprotov6.DiagnosticSeverityWarning {
				*p.seen = append(*p.seen, d.Summary+": "+d.Detail)
			}
		}
	}
	return resp, err
}

// TestAccMediaCreative_landingURL: a WEBSITE_CLICKS line item without landing_url is refused at plan,
// naming landing_url, and nothing is written; with one, the display image is attached with its URL and no
// warning; a PREROLL video given a landing_url plans with a warning that the service ignores it, and is
// attached as configured.
func TestAccMediaCreative_landingURL(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newMediaEnv(t)
	cp, err := env.Srv.SeedCampaign(acctest.Account, emulator.Campaign{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: "tf-acc-test-clicks"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Srv.SeedLineItem(acctest.Account, emulator.LineItem{ID: clicksLineItemID, CampaignID: cp.ID, Objective: "WEBSITE_CLICKS",
		ProductType: "PROMOTED_POSTS", Placements: []string{"PUBLISHER_NETWORK"}}); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var warnings []string
	factories := map[string]func() (tfprotov6.ProviderServer, error){
		"adsapi": func() (tfprotov6.ProviderServer, error) {
			s, err := acctest.ProviderFactories["adsapi"]()
			return planWarnings{ProviderServer: s, mu: &mu, seen: &warnings}, err
		},
	}
	expectWarnings := func(parts ...string) plancheck.PlanCheck {
		return acctest.PlanCheckFunc(func(plancheck.CheckPlanRequest) error {
			mu.Lock()
			defer mu.Unlock()
			all := strings.Join(warnings, "\n")
			if (len(parts) == 0) != (len(warnings) == 0) {
				return fmt.Errorf("plan warnings %q, want those containing %q", warnings, parts)
			}
			for _, p := range parts {
				if !strings.Contains(all, p) {
					return fmt.Errorf("plan warnings %q lack %q", warnings, p)
				}
			}
			return nil
		})
	}
	resetWarnings := func() { mu.Lock(); warnings = nil; mu.Unlock() }
	image := media{clicksLineItemID, imageMediaID, "https://dev.twitter.com"}
	ignored := media{prerollLineItemID, videoMediaID, "https://example.com/watch"}
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: factories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(media{clicksLineItemID, imageMediaID, ""}.config()), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Landing URL required.*landing_url.*line item ` + clicksLineItemID +
					` has objective\s+WEBSITE_CLICKS`),
			},
			{
				PreConfig: func() {
					if n := env.Writes(); n != 0 {
						t.Errorf("%d writes reached the service: %s", n, env.LogString())
					}
					resetWarnings()
				},
				Config:           env.Config(image.config()),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{expectWarnings()}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(mediaRes, &id),
					acctest.EmulatorStateCheck(func() error { return mediaAt(env, acctest.Account, id, image) }),
					statecheck.ExpectKnownValue(mediaRes, tfjsonpath.New("landing_url"), knownvalue.StringExact(image.landing)),
					statecheck.ExpectKnownValue(mediaRes, tfjsonpath.New("creative_type"), knownvalue.StringExact("INTERSTITIAL_LANDSCAPE_TABLET")),
				},
			},
			{
				PreConfig: resetWarnings,
				Config:    env.Config(ignored.config()),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(mediaRes, plancheck.ResourceActionDestroyBeforeCreate),
					expectWarnings("Landing URL ignored for pre-roll videos", "account media "+videoMediaID+" is a PREROLL video"),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(mediaRes, &id),
					acctest.EmulatorStateCheck(func() error { return mediaAt(env, acctest.Account, id, ignored) }),
				},
			},
		},
	})
}
