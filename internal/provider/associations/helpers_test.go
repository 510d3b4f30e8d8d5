package associations_test

import (
	"fmt"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// lineItemID is the line item the family's tests seed, with the same id in whichever account they use,
// so that a configuration names it alike in every account.
const lineItemID = "8v7jo"

// fundingInstruments are the credit cards the emulator seeds in the demo user's accounts.
var fundingInstruments = map[string]string{
	acctest.Account:               emulator.DemoFundingInstrumentID,
	emulator.DemoSandboxAccountID: emulator.DemoSandboxFundingInstrumentID,
}

// seedLineItem stores a campaign and, in it, the line item id in the account, through the emulator's
// hooks: the line items of a creative association are its parents, made elsewhere.
func seedLineItem(t *testing.T, env *acctest.Env, account, id string) {
	t.Helper()
	cp, err := env.Srv.SeedCampaign(account, emulator.Campaign{FundingInstrumentID: fundingInstruments[account], Name: "tf-acc-test-associations"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Srv.SeedLineItem(account, emulator.LineItem{ID: id, CampaignID: cp.ID, Objective: "ENGAGEMENTS",
		ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}}); err != nil {
		t.Fatal(err)
	}
}

// newLineItemEnv is an emulator whose demo account holds the line item lineItemID.
func newLineItemEnv(t *testing.T) *acctest.Env {
	env := acctest.NewEnv(t)
	seedLineItem(t, env, acctest.Account, lineItemID)
	return env
}

const tagRes = "adsapi_tracking_tag.test"

// Tracking tag URLs: the spec's DoubleClick impression tag (";" and "/" in its path) and another.
const (
	impURL   = "https://ad.doubleclick.net/ddm/trackimp/N1234.2061500TWITTER-OFFICIAL/B9156151.125630439;dc_trk_aid=1355;dc_trk_cid=8675309"
	otherURL = "https://track.example.com/imp?c=spring&cb=[timestamp]"
)

// tagConfig is one tag of lineItemID, in the provider's default account.
func tagConfig(typ, url string) string {
	return fmt.Sprintf(`
resource "adsapi_tracking_tag" "test" {
  line_item_id      = %q
  tracking_tag_type = %q
  tracking_tag_url  = %q
}
`, lineItemID, typ, url)
}

// followersLineItemID is the PROMOTED_ACCOUNT line item the promoted account tests seed.
const followersLineItemID = "9bpb2"

// seedFollowersLineItem stores a campaign and, in it, the line item id of a follower campaign
// (product_type PROMOTED_ACCOUNT, objective FOLLOWERS) in the account, through the emulator's hooks.
func seedFollowersLineItem(t *testing.T, env *acctest.Env, account, id string) {
	t.Helper()
	cp, err := env.Srv.SeedCampaign(account, emulator.Campaign{FundingInstrumentID: fundingInstruments[account], Name: "tf-acc-test-followers"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Srv.SeedLineItem(account, emulator.LineItem{ID: id, CampaignID: cp.ID, Objective: "FOLLOWERS",
		ProductType: "PROMOTED_ACCOUNT", Placements: []string{"ALL_ON_TWITTER"}}); err != nil {
		t.Fatal(err)
	}
}

// newFollowersEnv is an emulator whose demo account holds the line item followersLineItemID.
func newFollowersEnv(t *testing.T) *acctest.Env {
	env := acctest.NewEnv(t)
	seedFollowersLineItem(t, env, acctest.Account, followersLineItemID)
	return env
}

const promotedRes = "adsapi_promoted_account.test"

// promotedConfig promotes user on lineItem, in the provider's default account.
func promotedConfig(lineItem, user string) string {
	return fmt.Sprintf(`
resource "adsapi_promoted_account" "test" {
  line_item_id = %q
  user_id      = %q
}
`, lineItem, user)
}

// prerollLineItemID is the PREROLL_VIEWS line item the call to action tests seed.
const prerollLineItemID = "8v53k"

// seedPrerollLineItem stores a campaign and, in it, the in-stream video line item id (objective
// PREROLL_VIEWS) in the account, through the emulator's hooks.
func seedPrerollLineItem(t *testing.T, env *acctest.Env, account, id string) {
	t.Helper()
	cp, err := env.Srv.SeedCampaign(account, emulator.Campaign{FundingInstrumentID: fundingInstruments[account], Name: "tf-acc-test-pre-roll"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Srv.SeedLineItem(account, emulator.LineItem{ID: id, CampaignID: cp.ID, Objective: "PREROLL_VIEWS",
		ProductType: "MEDIA", Placements: []string{"ALL_ON_TWITTER"}, Categories: []string{"IAB1"}}); err != nil {
		t.Fatal(err)
	}
}

// newPrerollEnv is an emulator whose demo account holds the line item prerollLineItemID.
func newPrerollEnv(t *testing.T) *acctest.Env {
	env := acctest.NewEnv(t)
	seedPrerollLineItem(t, env, acctest.Account, prerollLineItemID)
	return env
}

// Account media the media creative tests seed, with the same ids in every account: two PREROLL videos
// and a display image.
const (
	videoMediaID  = "10miy"
	video2MediaID = "10miz"
	imageMediaID  = "2pnfd"
)

// seedAccountMedia stores account media of the creative type under id in the account, through the
// emulator's hooks: the service makes account media from media library items, never through the API.
func seedAccountMedia(t *testing.T, env *acctest.Env, account, id, creativeType string) {
	t.Helper()
	m := emulator.AccountMedia{ID: id, CreativeType: creativeType, MediaURL: "https://pbs.twimg.com/ad_img/" + id + "/x.jpg"}
	if creativeType == "PREROLL" {
		m = emulator.AccountMedia{ID: id, CreativeType: creativeType, VideoID: emulator.DemoVideoKey}
	}
	if _, err := env.Srv.SeedAccountMedia(account, m); err != nil {
		t.Fatal(err)
	}
}

// newMediaEnv is an emulator whose demo account holds the pre-roll line item prerollLineItemID and the
// account media above.
func newMediaEnv(t *testing.T) *acctest.Env {
	env := newPrerollEnv(t)
	seedAccountMedia(t, env, acctest.Account, videoMediaID, "PREROLL")
	seedAccountMedia(t, env, acctest.Account, video2MediaID, "PREROLL")
	seedAccountMedia(t, env, acctest.Account, imageMediaID, "INTERSTITIAL_LANDSCAPE_TABLET")
	return env
}
