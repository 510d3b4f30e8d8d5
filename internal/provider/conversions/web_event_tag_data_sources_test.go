package conversions_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccWebEventTagDataSources(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	// A tag deleted earlier, made in the ads UI with a 60-day window the API would refuse: listed only with
	// with_deleted, readable by id, its window shown as the service holds it.
	old, err := env.Srv.SeedWebEventTag(acctest.Account, emulator.WebEventTag{
		Name: "from the UI", Type: "PURCHASE", ClickWindow: 60, ViewThroughWindow: 1, Deleted: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	config := env.Config(signups.config() + `
data "adsapi_web_event_tag" "live" {
  id = adsapi_web_event_tag.test.id
}
data "adsapi_web_event_tag" "old" {
  id = "` + old.ID + `"
}
data "adsapi_web_event_tags" "live" {
  depends_on = [adsapi_web_event_tag.test]
}
data "adsapi_web_event_tags" "all" {
  with_deleted = true
  depends_on   = [adsapi_web_event_tag.test]
}
data "adsapi_web_event_tags" "by_id" {
  web_event_tag_ids = ["` + old.ID + `"]
  with_deleted      = true
}
`)
	same := compare.ValuesSame()
	const one, list = "data.adsapi_web_event_tag.live", "data.adsapi_web_event_tags."
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: config,
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(one, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("deleted"), knownvalue.Bool(false)),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("type"), knownvalue.StringExact("SIGN_UP")),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("click_window"), knownvalue.Int64Exact(30)),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("retargeting_enabled"), knownvalue.Bool(true)),
				statecheck.CompareValuePairs(one, tfjsonpath.New("embed_code"), res, tfjsonpath.New("embed_code"), same),
				statecheck.CompareValuePairs(one, tfjsonpath.New("website_tag_id"), res, tfjsonpath.New("website_tag_id"), same),
				statecheck.ExpectKnownValue("data.adsapi_web_event_tag.old", tfjsonpath.New("deleted"), knownvalue.Bool(true)),
				statecheck.ExpectKnownValue("data.adsapi_web_event_tag.old", tfjsonpath.New("click_window"), knownvalue.Int64Exact(60)),
				statecheck.ExpectKnownValue("data.adsapi_web_event_tag.old", tfjsonpath.New("last_tracked_at"), knownvalue.Null()),
				statecheck.ExpectKnownValue(list+"live", tfjsonpath.New("web_event_tags"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"name": knownvalue.StringExact("tf-acc-test-signups"), "status": knownvalue.StringExact("UNVERIFIED")}),
				})),
				statecheck.CompareValuePairs(list+"live", tfjsonpath.New("web_event_tags").AtSliceIndex(0).AtMapKey("id"), res, tfjsonpath.New("id"), same),
				// the deleted one was made first, and the list keeps creation order
				statecheck.ExpectKnownValue(list+"all", tfjsonpath.New("web_event_tags"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(old.ID), "deleted": knownvalue.Bool(true)}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"name": knownvalue.StringExact("tf-acc-test-signups"), "deleted": knownvalue.Bool(false)}),
				})),
				statecheck.ExpectKnownValue(list+"by_id", tfjsonpath.New("web_event_tags"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(old.ID)}),
				})),
			},
		}},
	})
}

func TestAccWebEventTagDataSources_errors(t *testing.T) {
	env := acctest.NewEnv(t)
	step := func(body, want string) resource.TestStep {
		return resource.TestStep{Config: env.Config(body), ExpectError: acctest.ExpectError(want)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			step(`data "adsapi_web_event_tag" "x" { id = "" }`, `id.*must be a non-empty id`),
			step(`data "adsapi_web_event_tags" "x" { web_event_tag_ids = [] }`, `web_event_tag_ids.*list must contain at least 1`),
			step(`data "adsapi_web_event_tags" "x" { account_id = "" }`, `account_id.*must be an ads account id`),
			// the service's answer for a tag it does not have, relayed with its code
			step(`data "adsapi_web_event_tag" "x" { id = "nosuchtag" }`, `Unable to read web event tag.*WEB_EVENT_TAG_NOT_FOUND`),
		},
	})
}
