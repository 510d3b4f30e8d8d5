package promotion_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// repeated is n criteria of the type, with distinct values (range makes at most 1,024 values at once).
func repeated(typ string, n int) string {
	return fmt.Sprintf(`slice(flatten([for a in range(%d) : [for b in range(1000) : { targeting_type = %q, targeting_value = "v${a}-${b}" }]]), 0, %d)`,
		(n+999)/1000, typ, n)
}

// TestAccLineItemTargeting_invalidConfig: every rule the spec states fails at plan, on its attribute,
// and nothing reaches the service.
func TestAccLineItemTargeting_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	bad := func(config, pattern string) acctest.Rule { return acctest.Rule{Config: config, Want: pattern} }
	rules := []acctest.Rule{
		// enumerations and spellings
		bad(targetingConfig(crit("LOCATIONS", losAngeles, "")), `targeting_type must be one of the targeting types .*LOCATION`),
		bad(targetingConfig(crit("CONTENT_PUBLISHER_ID", "12", "NE")), `must be written CONTENT_PUBLISHER_USER: the service takes CONTENT_PUBLISHER_ID but answers`),
		bad(targetingConfig(crit("LOCATION", losAngeles, "GT")), `operator_type value must be one of`),
		bad(targetingConfig(crit("BROAD_KEYWORD", "  ", "")), `targeting_value must not be empty or blank`),
		// which operators each type takes; one left out is EQ
		bad(targetingConfig(crit("NETWORK_ACTIVATION_DURATION", "30", "")), `NETWORK_ACTIVATION_DURATION criteria take operator_type LT or GTE, not EQ. operator_type is left out`),
		bad(targetingConfig(crit("APP_LIST", "a1b2", "EQ")), `APP_LIST criteria take operator_type NE, not EQ`),
		bad(targetingConfig(crit("LOCATION", losAngeles, "LT")), `LOCATION criteria take operator_type EQ or NE, not LT`),
		// the fixed values and the forms of values
		bad(targetingConfig(crit("AGE", "AGE_18_TO_99", "")), `AGE criteria take a targeting_value among AGE_13_TO_24, .*; got "AGE_18_TO_99"`),
		bad(targetingConfig(crit("GENDER", "3", "")), `GENDER criteria take a targeting_value among 1, 2; got "3"`),
		bad(targetingConfig(crit("ENGAGEMENT_TYPE", "CLICKS", ""), crit("USER_ENGAGEMENT", "756201191646691328", "")),
			`ENGAGEMENT_TYPE criteria take a targeting_value among IMPRESSION, ENGAGEMENT; got "CLICKS"`),
		bad(targetingConfig(crit("FOLLOWERS_OF_USER", "adsapi_demo", "")), `FOLLOWERS_OF_USER criteria take as targeting_value a user id: the user's decimal id; got "adsapi_demo"`),
		bad(targetingConfig(crit("CAMPAIGN_ENGAGEMENT", "8yn-7m", "")), `CAMPAIGN_ENGAGEMENT criteria take as targeting_value a campaign id such as 8yn7m; got "8yn-7m"`),
		// the limits per line item
		bad(targetingConfig(crit("AGE", "AGE_18_TO_34", ""), crit("AGE", "AGE_OVER_50", "")), `criteria holds 2 AGE criteria; a line item holds at most 1`),
		bad(targetingConfig(crit("EVENT", "e1", ""), crit("EVENT", "e2", "")), `criteria holds 2 EVENT criteria; a line item holds at most 1`),
		bad(targetingExpr(repeated("LOCATION", 2001)), `criteria holds 2001 LOCATION criteria; a line item holds at most 2000`),
		bad(targetingExpr(repeated("INTEREST", 101)), `criteria holds 101 INTEREST criteria; a line item holds at most 100`),
		bad(targetingExpr("concat("+repeated("BROAD_KEYWORD", 600)+", "+repeated("PHRASE_KEYWORD", 401)+")"),
			`criteria holds 1001 keyword \(BROAD_KEYWORD, EXACT_KEYWORD, PHRASE_KEYWORD, UNORDERED_KEYWORD\) criteria; a line item holds at most 1000`),
		bad(targetingExpr(`[for i in range(101) : { targeting_type = "SIMILAR_TO_FOLLOWERS_OF_USER", targeting_value = "${1000 + i}" }]`),
			`criteria holds 101 SIMILAR_TO_FOLLOWERS_OF_USER criteria; a line item holds at most 100`),
		// what needs another criterion beside it
		bad(targetingConfig(crit("TV_SHOW", newsWatch, "")), `TV_SHOW criteria need a LOCATION criterion on the same line item, and criteria holds none`),
		bad(targetingConfig(crit("ENGAGEMENT_TYPE", "IMPRESSION", "")), `ENGAGEMENT_TYPE criteria need a CAMPAIGN_ENGAGEMENT or USER_ENGAGEMENT criterion`),
		// one criterion written twice, once with its default operator left out
		bad(targetingConfig(crit("LANGUAGE", "en", ""), crit("LANGUAGE", "en", "EQ")), `Criterion written twice.*LANGUAGE "en" with operator_type EQ`),
		// the same criterion twice, as two catalogue lists that overlap make it: named, with both places
		bad(targetingExpr(`concat([{ targeting_type = "LANGUAGE", targeting_value = "fr" }], [for v in ["de", "fr"] : { targeting_type = "LANGUAGE", targeting_value = v }])`),
			`Criterion written twice.*LANGUAGE "fr" with operator_type EQ is written twice \(also at criteria\[0\]`),
		// the line item and the account
		bad(`
resource "adsapi_line_item_targeting" "test" {
  line_item_id = ""
  criteria     = []
}`, `line_item_id must be a non-empty id`),
		bad(`
resource "adsapi_line_item_targeting" "test" {
  line_item_id = "7tg1x"
  lang         = "spanish"
  criteria     = []
}`, `lang must be an ISO 639-1 code`),
	}
	t.Parallel()
	env.ExpectRulesFail(rules,
		resource.TestStep{Config: env.ProviderBlock("") + targetingConfig(), PlanOnly: true, ExpectError: acctest.ExpectError(`Missing ads account`)})
	env.ExpectNoRequests()
}

// TestAccLineItemTargeting_rulesWithVariablesAndUnknowns: the rules hold when the criteria come from a
// variable, and while some values are unknown the known ones are still checked, without refusing what an
// unknown value may complete.
func TestAccLineItemTargeting_rulesWithVariablesAndUnknowns(t *testing.T) {
	env := acctest.NewEnv(t)
	withVariable := func(value string) string {
		return `
variable "criteria" {
  type = list(object({ targeting_type = string, targeting_value = string, operator_type = optional(string) }))
  default = ` + value + `
}
` + targetingExpr("var.criteria")
	}
	// later is known only at apply: terraform_data's output is unknown while planning its creation.
	withUnknown := func(criteria ...string) string {
		return `
resource "terraform_data" "later" {
  input = "` + losAngeles + `"
}
` + targetingConfig(criteria...)
	}
	unknownLocation := `{ targeting_type = "LOCATION", targeting_value = terraform_data.later.output }`
	unknownType := `{ targeting_type = terraform_data.later.output, targeting_value = "x" }`
	t.Parallel()
	env.ExpectRulesFail([]acctest.Rule{
		{
			Config: withVariable(`[{ targeting_type = "AGE", targeting_value = "AGE_OVER_18" }, { targeting_type = "AGE", targeting_value = "AGE_OVER_21" }]`),
			Want:   `criteria holds 2 AGE criteria; a line item holds at most 1`,
		},
		{Config: withVariable(`[{ targeting_type = "APP_LIST", targeting_value = "l1" }]`), Want: `APP_LIST criteria take operator_type NE, not EQ`},
		{ // what is known is checked: two age buckets beside an unknown criterion
			Config: withUnknown(crit("AGE", "AGE_OVER_18", ""), crit("AGE", "AGE_OVER_21", ""), unknownType),
			Want:   `criteria holds 2 AGE criteria`,
		},
		{ // and a TV show beside criteria all known, none a location, is refused
			Config: withUnknown(crit("TV_SHOW", newsWatch, ""), `{ targeting_type = "INTEREST", targeting_value = terraform_data.later.output }`),
			Want:   `TV_SHOW criteria need a LOCATION criterion`,
		},
	},
		resource.TestStep{ // the TV show's location is not known yet: nothing to refuse
			Config:   env.Config(withUnknown(crit("TV_SHOW", newsWatch, ""), unknownLocation)),
			PlanOnly: true, ExpectNonEmptyPlan: true,
		},
		resource.TestStep{ // a criterion of unknown type may be the location a TV show needs
			Config:   env.Config(withUnknown(crit("TV_SHOW", newsWatch, ""), unknownType)),
			PlanOnly: true, ExpectNonEmptyPlan: true,
		},
	)
	// The two steps that plan checked the new targeting's account; the rules failed before.
	env.ExpectOnlyAccountChecks(2 * acctest.ChecksPerPlanOnly)
}

// TestAccLineItemTargeting_malformedImportID: an import id that names no line item shows the forms taken.
func TestAccLineItemTargeting_malformedImportID(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(targetingConfig()), ResourceName: targetingRes, ImportState: true, ImportStateId: "18ce54d4x5t/7tg1x/extra",
				ExpectError: acctest.ExpectError(`import id "18ce54d4x5t/7tg1x/extra" is malformed: expected ACCOUNT_ID/LINE_ITEM_ID \(for example 18ce54d4x5t/8v7jo\), or LINE_ITEM_ID`),
			},
		},
	})
	env.ExpectNoRequests()
}
