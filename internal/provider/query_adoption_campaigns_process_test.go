package provider

import (
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// TestQueryAdoptsCampaignManagement adopts an advertiser's campaign management and audiences as a user
// would on Terraform 1.14 and later: one configuration (another team's, its state lost to us) makes a
// campaign, two line items, the targeting of one of them, a promoted post, a scheduled post promoted from
// its publication and a tracking tag; a follower campaign whose line item promotes an account; a pre-roll
// campaign whose line item has its video and call to action; an audience shared with another account and the account's
// do-not-reach list. A second configuration finds them with list blocks, and the configuration `terraform
// query -generate-config-out` writes plans their import with no change. After the apply the plan is empty,
// and the adoption wrote nothing to the service.
func TestQueryAdoptsCampaignManagement(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	run := newCLIRun(t)
	run.requireVersion(t, "1.14.0")
	srv := emulator.New(emulator.Options{})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	// The media library's video, as the service makes account media of it: what a media creative places.
	if _, err := srv.SeedAccountMedia(emulator.DemoAccountID, emulator.AccountMedia{ID: "10miy", CreativeType: "PREROLL", VideoID: emulator.DemoVideoKey}); err != nil {
		t.Fatal(err)
	}

	// The flight and the publication lie ahead of the emulator's clock, which is the wall clock here.
	day := time.Now().UTC().AddDate(0, 1, 0).Format(time.DateOnly)
	made := filepath.Join(run.dir, "made")
	writeFile(t, filepath.Join(made, "main.tf"), providerBlocks(ts.URL)+fmt.Sprintf(`
data "adsapi_funding_instruments" "usable" {
  types        = ["CREDIT_CARD"]
  able_to_fund = true
}
resource "adsapi_campaign" "spring" {
  funding_instrument_id           = data.adsapi_funding_instruments.usable.funding_instruments[0].id
  name                            = "tf-acc-test-Spring sale"
  daily_budget_amount_local_micro = 50000000
  total_budget_amount_local_micro = 1500000000
}
resource "adsapi_line_item" "x" {
  for_each     = toset(["engagements", "reach"])
  campaign_id  = adsapi_campaign.spring.id
  name         = "tf-acc-test-Spring sale, ${each.key}"
  objective    = "ENGAGEMENTS"
  product_type = "PROMOTED_POSTS"
  placements   = ["ALL_ON_TWITTER"]
  start_time   = "%[1]sT09:00:00-08:00"
  bid_strategy           = "MAX"
  bid_amount_local_micro = 1500000
  entity_status          = "PAUSED"
}
resource "adsapi_line_item_targeting" "engagements" {
  line_item_id = adsapi_line_item.x["engagements"].id
  criteria = [
    { targeting_type = "AGE", targeting_value = "AGE_25_TO_49" },
    { targeting_type = "LOCATION", targeting_value = "3b77caf94bfc81fe" },
  ]
}
resource "adsapi_promoted_post" "spring" {
  line_item_id = adsapi_line_item.x["engagements"].id
  post_id      = "1460323737035677698"
}
resource "adsapi_tracking_tag" "spring" {
  line_item_id      = adsapi_line_item.x["engagements"].id
  tracking_tag_type = "IMPRESSION_TAG"
  tracking_tag_url  = "https://ad.doubleclick.net/ddm/trackimp/N1234.2061500TWITTER-OFFICIAL/B9156151.125630439;dc_trk_aid=1355;dc_trk_cid=8675309"
}
resource "adsapi_campaign" "followers" {
  funding_instrument_id           = data.adsapi_funding_instruments.usable.funding_instruments[0].id
  name                            = "tf-acc-test-Spring followers"
  daily_budget_amount_local_micro = 20000000
}
resource "adsapi_line_item" "followers" {
  campaign_id   = adsapi_campaign.followers.id
  name          = "tf-acc-test-Spring followers"
  objective     = "FOLLOWERS"
  product_type  = "PROMOTED_ACCOUNT"
  placements    = ["ALL_ON_TWITTER"]
  start_time    = "%[1]sT09:00:00-08:00"
  entity_status = "PAUSED"
}
resource "adsapi_promoted_account" "spring" {
  line_item_id = adsapi_line_item.followers.id
  user_id      = "756201191646691328"
}
resource "adsapi_scheduled_post" "launch" {
  name         = "tf-acc-test-Spring launch"
  text         = "tf-acc-test-The spring sale starts today."
  scheduled_at = "%[1]sT08:00:00Z"
}
resource "adsapi_scheduled_promoted_post" "launch" {
  line_item_id      = adsapi_line_item.x["reach"].id
  scheduled_post_id = adsapi_scheduled_post.launch.id
}
resource "adsapi_campaign" "trailer" {
  funding_instrument_id           = data.adsapi_funding_instruments.usable.funding_instruments[0].id
  name                            = "tf-acc-test-Spring trailer"
  daily_budget_amount_local_micro = 20000000
}
resource "adsapi_line_item" "trailer" {
  campaign_id            = adsapi_campaign.trailer.id
  name                   = "tf-acc-test-Spring trailer"
  objective              = "PREROLL_VIEWS"
  product_type           = "PROMOTED_POSTS"
  placements             = ["ALL_ON_TWITTER"]
  categories             = ["IAB1"]
  start_time             = "%[1]sT09:00:00-08:00"
  bid_strategy           = "MAX"
  bid_amount_local_micro = 10000
  entity_status          = "PAUSED"
}
resource "adsapi_media_creative" "trailer" {
  line_item_id     = adsapi_line_item.trailer.id
  account_media_id = "10miy"
}
resource "adsapi_preroll_call_to_action" "trailer" {
  line_item_id       = adsapi_line_item.trailer.id
  call_to_action     = "WATCH_NOW"
  call_to_action_url = "https://www.example.com/trailer"
}
resource "adsapi_custom_audience" "subscribers" {
  name        = "tf-acc-test-Newsletter subscribers"
  description = "Opted in through the website's footer form"
}
resource "adsapi_custom_audience_permission" "sandbox" {
  custom_audience_id = adsapi_custom_audience.subscribers.id
  granted_account_id = %[2]q
  permission_level   = "READ_ONLY"
}
resource "adsapi_do_not_reach_list" "opted_out" {
  description = "tf-acc-test-Customers who asked not to see our ads"
}
`, day, emulator.DemoSandboxAccountID))
	if out, err := run.in(t, made, "apply", "-no-color", "-input=false", "-auto-approve"); err != nil {
		t.Fatalf("the configuration that makes the objects: %v\n%s", err, tail(out))
	}
	// The campaign, its two line items, the one line item's targeting, the promoted and the scheduled post,
	// the scheduled post's promotion, the tracking tag; the follower campaign, its line item and its promoted
	// account; the pre-roll campaign, its line item, its media creative and its call to action; the audience,
	// its permission and the do-not-reach list; and the audience the emulator seeds in the account
	// (emulator.DemoCustomAudienceID), which the audiences' list finds with the others.
	const objects = 19

	adopt := filepath.Join(run.dir, "adopt")
	writeFile(t, filepath.Join(adopt, "main.tf"), providerBlocks(ts.URL))
	writeFile(t, filepath.Join(adopt, "adopt.tfquery.hcl"), `
list "adsapi_campaign" "all" {
  provider = adsapi
}
list "adsapi_line_item" "all" {
  provider = adsapi
}
list "adsapi_line_item_targeting" "all" {
  provider = adsapi
}
list "adsapi_promoted_post" "all" {
  provider = adsapi
}
list "adsapi_scheduled_post" "all" {
  provider = adsapi
}
list "adsapi_tracking_tag" "all" {
  provider = adsapi
}
list "adsapi_promoted_account" "all" {
  provider = adsapi
}
list "adsapi_scheduled_promoted_post" "all" {
  provider = adsapi
}
list "adsapi_media_creative" "all" {
  provider = adsapi
}
list "adsapi_preroll_call_to_action" "all" {
  provider = adsapi
}
list "adsapi_custom_audience" "all" {
  provider = adsapi
}
list "adsapi_custom_audience_permission" "all" {
  provider = adsapi
}
list "adsapi_do_not_reach_list" "all" {
  provider = adsapi
}
`)
	srv.ResetRequests()
	tf := func(args ...string) (string, error) { return run.in(t, adopt, args...) }
	if out, err := tf("query", "-no-color", "-generate-config-out=generated.tf"); err != nil {
		t.Fatalf("terraform query: %v\n%s", err, tail(out))
	}
	out, err := tf("plan", "-no-color", "-input=false")
	if want := fmt.Sprintf("Plan: %d to import, 0 to add, 0 to change, 0 to destroy.", objects); err != nil || !strings.Contains(out, want) {
		t.Fatalf("the plan of the generated configuration is not %q (%v):\n%s", want, err, tail(out))
	}
	out, err = tf("apply", "-no-color", "-input=false", "-auto-approve")
	if want := fmt.Sprintf("Resources: %d imported, 0 added, 0 changed, 0 destroyed.", objects); err != nil || !strings.Contains(out, want) {
		t.Fatalf("the apply is not %q (%v):\n%s", want, err, tail(out))
	}
	if out, err := tf("plan", "-no-color", "-input=false", "-detailed-exitcode"); err != nil {
		t.Fatalf("the plan after the adoption is not empty (%v):\n%s", err, tail(out))
	}
	if w := writes(srv); w != 0 {
		t.Errorf("the adoption sent %d writes", w)
	}
}
