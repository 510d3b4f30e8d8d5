package associations_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const mediaRes = "adsapi_media_creative.test"

// media is the arguments of a media creative; landing "" leaves landing_url out.
type media struct{ lineItem, accountMedia, landing string }

var (
	prerollVideo  = media{prerollLineItemID, videoMediaID, ""}
	prerollVideo2 = media{prerollLineItemID, video2MediaID, ""}
)

func (m media) config() string {
	landing := ""
	if m.landing != "" {
		landing = fmt.Sprintf("\n  landing_url      = %q", m.landing)
	}
	return fmt.Sprintf(`
resource "adsapi_media_creative" "test" {
  line_item_id     = %q
  account_media_id = %q%s
}
`, m.lineItem, m.accountMedia, landing)
}

// mediaAt checks what the service holds under id in account: a live media creative as m asks.
func mediaAt(env *acctest.Env, account, id string, m media) error {
	got, ok := env.Srv.MediaCreative(account, id)
	if !ok || got.Deleted || got.LineItemID != m.lineItem || got.AccountMediaID != m.accountMedia || got.LandingURL != m.landing {
		return fmt.Errorf("media creative %s at the service: %+v (found %t), want live %+v", id, got, ok, m)
	}
	return nil
}

// mediaCreativeKind declares the media creative to the tests every account-scoped kind shares. Its
// objects need a pre-roll line item and account media: videoMediaID, and mv0 to mv29 for the many.
var mediaCreativeKind = acctest.Kind{
	Type: "adsapi_media_creative", What: "media creative", Collection: "media_creatives",
	Seed: func(t *testing.T, env *acctest.Env, account string) {
		seedPrerollLineItem(t, env, account, prerollLineItemID)
		seedAccountMedia(t, env, account, videoMediaID, "PREROLL")
		for i := range 30 {
			seedAccountMedia(t, env, account, fmt.Sprintf("mv%d", i), "PREROLL")
		}
	},
	Config: func(int) string { return prerollVideo.config() },
	Many: func(count int) string {
		return fmt.Sprintf(`
resource "adsapi_media_creative" "many" {
  count            = %d
  line_item_id     = %q
  account_media_id = "mv${count.index}"
}
`, count, prerollLineItemID)
	},
	Holds: func(env *acctest.Env, account, id string, _ int) error {
		return mediaAt(env, account, id, prerollVideo)
	},
	IDs:    func(env *acctest.Env, account string) []string { return env.Srv.MediaCreativeIDs(account) },
	Remove: func(env *acctest.Env, account, id string) error { return env.Srv.DeleteMediaCreative(account, id) },
	Rules: map[string]string{
		media{prerollLineItemID, videoMediaID, "www.example.com/spring"}.config(): `landing_url must be an absolute http or https URL.*` +
			`It has no scheme: write it as\s+"https://www.example.com/spring"`,
		media{prerollLineItemID, imageMediaID, "ftp://example.com/x"}.config(): `landing_url must be an absolute http or https URL`,
		media{"", videoMediaID, ""}.config():                                   `line_item_id.*must be a non-empty id`,
		media{prerollLineItemID, "", ""}.config():                              `account_media_id.*must be a non-empty id`,
	},
}

// detachedMedia checks that the media creative *id is soft-deleted at the service.
func detachedMedia(env *acctest.Env, id *string) acctest.EmulatorStateCheck {
	return func() error {
		if got, ok := env.Srv.MediaCreative(acctest.Account, *id); !ok || !got.Deleted {
			return fmt.Errorf("media creative %s is not soft-deleted at the service: %+v (found %t)", *id, got, ok)
		}
		return nil
	}
}

func TestAccMediaCreative(t *testing.T) { acctest.TestKind(t, mediaCreativeKind) }

func TestAccMediaCreative_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newMediaEnv(t)
	first, other := env.Config(prerollVideo.config()), env.Config(prerollVideo2.config())
	var id, firstID string
	holds := func(m media) acctest.EmulatorStateCheck {
		return func() error { return mediaAt(env, acctest.Account, id, m) }
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(detachedMedia(env, &id)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					// The line item read at plan and again when Terraform plans before applying; without a
					// landing_url, the account media is not read.
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 2),
					acctest.CaptureID(mediaRes, &id),
					holds(prerollVideo),
					statecheck.ExpectKnownValue(mediaRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(mediaRes, tfjsonpath.New("creative_type"), knownvalue.StringExact("PREROLL")),
					statecheck.ExpectKnownValue(mediaRes, tfjsonpath.New("landing_url"), knownvalue.Null()),
					statecheck.ExpectKnownValue(mediaRes, tfjsonpath.New("entity_status"), knownvalue.StringExact("ACTIVE")),
					statecheck.ExpectKnownValue(mediaRes, tfjsonpath.New("approval_status"), knownvalue.StringExact("ACCEPTED")),
					statecheck.ExpectKnownValue(mediaRes, tfjsonpath.New("created_at"), knownvalue.NotNull()),
				},
			},
			env.UnchangedStep(first, 1),
			{ // no PUT: other account media replaces the media creative, and the first is detached
				PreConfig: func() { firstID = id; env.ResetRequests() },
				Config:    other,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(mediaRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					acctest.CaptureID(mediaRes, &id),
					detachedMedia(env, &firstID),
					holds(prerollVideo2),
				},
			},
			{ResourceName: mediaRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(mediaRes)},
			{ResourceName: mediaRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
			acctest.ImportBlockStep(mediaRes, other, acctest.ImportID(mediaRes)),
			env.RecreatedStep(mediaRes, other, &id, func(id string) error { return env.Srv.DeleteMediaCreative(acctest.Account, id) }),
		},
	})
}
