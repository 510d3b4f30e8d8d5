package promotion_test

import (
	"fmt"
	"regexp"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccLineItemTargeting_malformedAnswers: a batch carried out but answered `{}` is not believed: the
// criteria it made are found and adopted, the delete it carried is confirmed by a read. A criteria list
// answered with an HTML page fails the refresh, quoting the answer, and the state stays. A destroy whose
// batch is answered `{}` is confirmed by a read too. After each, the service holds exactly the state's
// criteria.
func TestAccLineItemTargeting_malformedAnswers(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := newTargetingEnv(t)
	if _, err := env.Srv.AddTargetingCriterion(acctest.Account, emulator.TargetingCriterion{LineItemID: lineItemID,
		TargetingType: "BROAD_KEYWORD", TargetingValue: "stale"}); err != nil {
		t.Fatal(err)
	}
	config := env.Config(targetingConfig(crit("LOCATION", losAngeles, ""), crit("INTEREST", interestBooks, "")))
	want := []string{key("LOCATION", losAngeles, "EQ"), key("INTEREST", interestBooks, "EQ")}
	garbleBatch := func() {
		env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: batchPath, Garble: true, Body: emulator.GarbledEmptyObject})
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(expectHeld(env, acctest.Account)),
		Steps: []resource.TestStep{
			{
				PreConfig: func() { env.ResetRequests(); garbleBatch() },
				Config:    config,
				ConfigStateChecks: []statecheck.StateCheck{
					expectHeld(env, acctest.Account, want...),
					// the batch, once: what it did was found, not done again
					env.ExpectCount("POST", batchPath, 1), env.ExpectWrites(1),
					expectDetailsMatchService(env),
				},
			},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: "/12/accounts/" + acctest.Account + "/targeting_criteria",
						Garble: true, Body: emulator.GarbledHTML})
				},
				Config:      config,
				ExpectError: acctest.ExpectError(`Unable to read line item targeting.*` + regexp.QuoteMeta("<html>")),
			},
			{
				Config:           config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{
					expectHeld(env, acctest.Account, want...),
					// the destroy that follows meets a garbled answer too
					acctest.EmulatorStateCheck(func() error { garbleBatch(); return nil }),
				},
			},
		},
	})
}

// TestAccLineItemTargeting_convergeThroughFaults applies a line item's targeting through a tenth of
// requests failing: within three applies the line item holds exactly the configured criteria, each
// once, and the destroy leaves none.
func TestAccLineItemTargeting_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewPipelineEnv(t)
	seedLineItem(t, env, acctest.Account, lineItemID)
	criteria := []string{crit("LOCATION", losAngeles, ""), crit("LOCATION", losAngelesCity, ""), crit("TV_SHOW", newsWatch, ""),
		crit("AGE", "AGE_18_TO_34", ""), crit("GENDER", "2", ""), crit("LANGUAGE", "en", ""), crit("INTEREST", interestBooks, "")}
	var want []string
	for i := range 8 {
		kw := fmt.Sprintf("keyword %d", i)
		criteria = append(criteria, crit("PHRASE_KEYWORD", kw, ""))
		want = append(want, key("PHRASE_KEYWORD", kw, "EQ"))
	}
	want = append(want, key("LOCATION", losAngeles, "EQ"), key("LOCATION", losAngelesCity, "EQ"), key("TV_SHOW", newsWatch, "EQ"),
		key("AGE", "AGE_18_TO_34", "EQ"), key("GENDER", "2", "EQ"), key("LANGUAGE", "en", "EQ"), key("INTEREST", interestBooks, "EQ"))
	slices.Sort(want)
	env.Converge(env.Config(targetingConfig(criteria...)), acctest.Managed{Type: "adsapi_line_item_targeting", ServiceIDs: func() []string {
		got := held(env, acctest.Account, lineItemID)
		switch {
		case len(got) == 0:
			return nil
		case slices.Equal(got, want):
			return []string{lineItemID}
		}
		// Anything else (a criterion missing, doubled or left over) shows as a mismatch with the state's id.
		return []string{fmt.Sprintf("%s holding %q", lineItemID, got)}
	}})
}
