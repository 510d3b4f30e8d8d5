package promotion_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const estimateData = "data.adsapi_audience_estimate.test"

// estimateWith is the line item's targeting and its estimate, both from local.criteria, the estimate
// refusing at plan (its postcondition) fewer than least users.
func estimateWith(criteria string, least int) string {
	return fmt.Sprintf(`
locals {
  criteria = %s
}

data "adsapi_audience_estimate" "test" {
  criteria = local.criteria

  lifecycle {
    postcondition {
      condition     = self.audience_size.min >= %d
      error_message = "The targeting reaches ${self.audience_size.min} users at least: too narrow."
    }
  }
}
`, criteria, least) + targetingExpr("local.criteria")
}

// TestAccAudienceEstimate: the same criteria feed the targeting and its estimate. The emulator's estimate
// (its package documentation): 300,000,000 users, a tenth kept by the one interest, a tenth by the one age
// bucket, nine tenths by the excluded location; max a tenth above min. A postcondition that this range does
// not meet refuses the plan, so the targeting is never written; one it meets lets the apply go on.
func TestAccAudienceEstimate(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	criteria := "[" + crit("INTEREST", interestBooks, "") + ", " + crit("AGE", "AGE_OVER_18", "EQ") + ", " +
		crit("LOCATION", losAngeles, "NE") + "]"
	const least = 300_000_000 / 10 / 10 * 9 / 10
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(estimateWith(criteria, least+1)),
				ExpectError: acctest.ExpectError(fmt.Sprintf("The targeting reaches %d users at least: too narrow", least)),
			},
			{
				PreConfig: func() {
					if got := held(env, acctest.Account, lineItemID); len(got) != 0 || env.Count(http.MethodPost, "/12/batch") != 0 {
						t.Errorf("after the refused plan, the line item holds %q (log: %s)", got, env.LogString())
					}
				},
				Config: env.Config(estimateWith(criteria, least)),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(estimateData, tfjsonpath.New("audience_size"), knownvalue.ObjectExact(map[string]knownvalue.Check{
						"min": knownvalue.Int64Exact(least), "max": knownvalue.Int64Exact(least + least/10),
					})),
					statecheck.ExpectKnownValue(estimateData, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					// an operator left out is written as the service reads it
					statecheck.ExpectKnownValue(estimateData, tfjsonpath.New("criteria").AtSliceIndex(0).AtMapKey("operator_type"),
						knownvalue.StringExact("EQ")),
					expectHeld(env, acctest.Account, key("INTEREST", interestBooks, "EQ"), key("AGE", "AGE_OVER_18", "EQ"),
						key("LOCATION", losAngeles, "NE")),
				},
			},
		},
	})
}

// TestAccAudienceEstimate_invalidConfig: the targeting's rules hold for the estimate's criteria, and the
// estimate's own (a primary criterion), at plan, before any request.
func TestAccAudienceEstimate_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	bad := func(pattern string, criteria ...string) resource.TestStep {
		return resource.TestStep{Config: env.Config(`
data "adsapi_audience_estimate" "test" {
  criteria = [` + strings.Join(criteria, ", ") + `]
}
`), PlanOnly: true, ExpectError: acctest.ExpectError(pattern)}
	}
	kw := crit("BROAD_KEYWORD", "nba", "")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			bad(`targeting_type must be one of the targeting types`, kw, crit("LOCATIONS", losAngeles, "")),
			bad(`AGE criteria take a targeting_value among AGE_13_TO_24, .*; got "AGE_18_TO_99"`, kw, crit("AGE", "AGE_18_TO_99", "")),
			bad(`NETWORK_ACTIVATION_DURATION criteria take operator_type LT or GTE, not EQ`, kw, crit("NETWORK_ACTIVATION_DURATION", "30", "")),
			bad(`criteria holds 2 AGE criteria; a line item holds at most 1`, kw, crit("AGE", "AGE_OVER_18", ""), crit("AGE", "AGE_OVER_50", "")),
			bad(`TV_SHOW criteria need a LOCATION criterion`, crit("TV_SHOW", newsWatch, "")),
			bad(`Criterion written twice.*BROAD_KEYWORD "nba" with operator_type EQ`, kw, crit("BROAD_KEYWORD", "nba", "EQ")),
			bad(`No primary criterion.*criteria holds none`, crit("LOCATION", losAngeles, ""), crit("GENDER", "1", "")),
			bad(`No primary criterion`),
		},
	})
	env.ExpectNoRequests()
}

// TestAccAudienceEstimate_serviceRefusal: what only the service can tell (a location its catalogue lacks)
// fails the read with its answer.
func TestAccAudienceEstimate_serviceRefusal(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
data "adsapi_audience_estimate" "test" {
  criteria = [` + crit("BROAD_KEYWORD", "nba", "") + `, ` + crit("LOCATION", "5122804691e5fecc", "") + `]
}
`),
			ExpectError: acctest.ExpectError(`Unable to read audience estimate.*INVALID_PARAMETER.*targeting_value`),
		}},
	})
}
