package promotion_test

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const (
	targetingRes = "adsapi_line_item_targeting.test"
	promotedRes  = "adsapi_promoted_post.test"
	// lineItemID is the line item the tests seed, in whichever account they use.
	lineItemID = "7tg1x"
)

// Values of the emulator's catalogues.
const (
	losAngeles     = "019940ae78c7b3bc" // the location "Los Angeles, US"
	losAngelesCity = "3b77caf94bfc81fe" // the city of Los Angeles, US
	eastLosAngeles = "67571a7baaa5906b" // East Los Angeles, US
	newsWatch      = "10027243420"      // a TV show of the en-US market
	interestBooks  = "1001"
	interestMovies = "1002"
)

// Published posts of the demo user, the demo account's FULL promotable user (the emulator's seed).
const (
	demoPost      = "1460323737035677698"
	demoPost2     = "1460323737035677700"
	demoPost3     = "1460323737035677701"
	repostedPost  = "1373001119480344583" // by the demo account's REPOSTS_ONLY promotable user
	otherUserPost = "1500000000000000011" // by the other advertiser, whom the demo account cannot promote
)

// fundingInstruments are the credit cards the emulator seeds in the demo user's accounts.
var fundingInstruments = map[string]string{
	acctest.Account:               emulator.DemoFundingInstrumentID,
	emulator.DemoSandboxAccountID: emulator.DemoSandboxFundingInstrumentID,
}

// seedLineItem stores a campaign and, in it, a line item with the given id that may promote posts on
// every placement, in the account.
func seedLineItem(t *testing.T, env *acctest.Env, account, id string) {
	t.Helper()
	cp, err := env.Srv.SeedCampaign(account, emulator.Campaign{FundingInstrumentID: fundingInstruments[account], Name: "tf-acc-test-promotion tests"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Srv.SeedLineItem(account, emulator.LineItem{ID: id, CampaignID: cp.ID, Objective: "ENGAGEMENTS",
		ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}}); err != nil {
		t.Fatal(err)
	}
}

// newTargetingEnv is an emulator whose demo account holds the line item lineItemID.
func newTargetingEnv(t *testing.T) *acctest.Env {
	env := acctest.NewEnv(t)
	seedLineItem(t, env, acctest.Account, lineItemID)
	return env
}

// crit is a criterion written in HCL; an operator "" is left out.
func crit(typ, value, op string) string {
	if op == "" {
		return fmt.Sprintf("{ targeting_type = %q, targeting_value = %q }", typ, value)
	}
	return fmt.Sprintf("{ targeting_type = %q, targeting_value = %q, operator_type = %q }", typ, value, op)
}

// targetingConfig is the targeting of lineItemID, in the provider's default account, with the criteria
// given (each from crit).
func targetingConfig(criteria ...string) string {
	if len(criteria) == 0 {
		return targetingExpr("[]")
	}
	return targetingExpr("[\n    " + strings.Join(criteria, ",\n    ") + ",\n  ]")
}

// targetingExpr is the targeting of lineItemID with criteria given as an HCL expression.
func targetingExpr(criteria string) string {
	return fmt.Sprintf(`
resource "adsapi_line_item_targeting" "test" {
  line_item_id = %q
  criteria     = %s
}
`, lineItemID, criteria)
}

// key writes a criterion as the tests compare them: type, value, operator.
func key(typ, value, op string) string { return typ + " " + value + " " + op }

// held is what the service holds of the line item's targeting: one key per live criterion, sorted.
func held(env *acctest.Env, account, lineItem string) []string {
	var out []string
	for _, c := range env.Srv.TargetingCriteria(account, lineItem) {
		out = append(out, key(c.TargetingType, c.TargetingValue, c.OperatorType))
	}
	slices.Sort(out)
	return out
}

// expectHeld checks that the line item holds exactly the criteria want (keys), each once.
func expectHeld(env *acctest.Env, account string, want ...string) acctest.EmulatorStateCheck {
	return func() error {
		want = slices.Sorted(slices.Values(want))
		if got := held(env, account, lineItemID); !slices.Equal(got, want) {
			return fmt.Errorf("line item %s holds %q, want %q", lineItemID, got, want)
		}
		return nil
	}
}

// criterionID is the id of the live criterion of the line item with the key k ("" when none).
func criterionID(env *acctest.Env, k string) string {
	for _, c := range env.Srv.TargetingCriteria(acctest.Account, lineItemID) {
		if key(c.TargetingType, c.TargetingValue, c.OperatorType) == k {
			return c.ID
		}
	}
	return ""
}

// batchPath is the targeting batch endpoint of the demo account.
var batchPath = "/12/batch/accounts/" + acctest.Account + "/targeting_criteria"

// expectImportedCriteria checks that the imported targeting's criteria are exactly want (keys), in any
// order.
func expectImportedCriteria(want ...string) resource.ImportStateCheckFunc {
	return func(states []*terraform.InstanceState) error {
		if len(states) != 1 {
			return fmt.Errorf("the import made %d states, want 1", len(states))
		}
		attrs := states[0].Attributes
		n, _ := strconv.Atoi(attrs["criteria.#"])
		var got []string
		for i := range n {
			at := "criteria." + strconv.Itoa(i) + "."
			got = append(got, key(attrs[at+"targeting_type"], attrs[at+"targeting_value"], attrs[at+"operator_type"]))
		}
		slices.Sort(got)
		if !slices.Equal(got, slices.Sorted(slices.Values(want))) {
			return fmt.Errorf("the import holds the criteria %q, want %q", got, want)
		}
		return nil
	}
}
