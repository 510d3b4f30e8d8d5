package cards_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func pollConfig(attrs string) string {
	return fmt.Sprintf(`
resource "adsapi_poll_card" "test" {
  name          = "tf-acc-test-Favourite season"
  first_choice  = "Spring"
  second_choice = "Summer"
%s
}
`, attrs)
}

func TestAccPollCard_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	const res = "adsapi_poll_card.test"
	var firstID, id string
	text := pollConfig(`  third_choice = "Autumn"
  duration_in_minutes = 1440`)
	changed := pollConfig(`  third_choice = "Winter"
  duration_in_minutes = 1440`)
	replaced := statecheck.CompareValue(compare.ValuesDiffer())

	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: func(*terraform.State) error {
			if _, ok := env.Srv.PollCard(acctest.Account, id); ok {
				return fmt.Errorf("poll card %s still exists after destroy", id)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    env.Config(text),
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 0),
					acctest.CaptureID(res, &firstID),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("card_type"), knownvalue.StringExact("TEXT_POLLS")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("duration_in_minutes"), knownvalue.Int64Exact(1440)),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("third_choice"), knownvalue.StringExact("Autumn")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("fourth_choice"), knownvalue.Null()),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("media_key"), knownvalue.Null()),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("video_width"), knownvalue.Null()),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("image"), knownvalue.Null()),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("image_display_width"), knownvalue.Null()),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("card_uri"), knownvalue.StringRegexp(regexp.MustCompile(`^card://[0-9]+$`))),
					endsAfter(res, 1440*time.Minute),
					replaced.AddStateValue(res, tfjsonpath.New("id")),
				},
			},
			env.UnchangedStep(env.Config(text), 1), // refresh reads once; an unchanged configuration writes nothing
			{ // poll cards cannot be updated: a new choice replaces the card
				Config: env.Config(changed),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &id),
					acctest.EmulatorStateCheck(func() error {
						if _, ok := env.Srv.PollCard(acctest.Account, firstID); ok {
							return fmt.Errorf("replaced poll card %s still exists", firstID)
						}
						return nil
					}),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("third_choice"), knownvalue.StringExact("Winter")),
					replaced.AddStateValue(res, tfjsonpath.New("id")),
				},
			},
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(res)},
			acctest.ImportBlockStep(res, "", acctest.ImportID(res)),
			// without the account: the provider's default account
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
			acctest.ImportBlockStep(res, "", acctest.FixedImportID(&id)),
			// deleted outside Terraform: recreated
			env.RecreatedStep(res, env.Config(changed), &id, func(id string) error { return env.Srv.DeletePollCard(acctest.Account, id) }),
		},
	})
}

// endsAfter checks end_time - start_time against the configured duration.
func endsAfter(res string, d time.Duration) statecheck.StateCheck {
	return acctest.StateCheckFunc(func(req statecheck.CheckStateRequest) error {
		values, err := acctest.StateAttributes(req, res)
		if err != nil {
			return err
		}
		start, err := time.Parse(time.RFC3339, fmt.Sprint(values["start_time"]))
		if err != nil {
			return fmt.Errorf("start_time: %w", err)
		}
		end, err := time.Parse(time.RFC3339, fmt.Sprint(values["end_time"]))
		if err != nil {
			return fmt.Errorf("end_time: %w", err)
		}
		if end.Sub(start) != d {
			return fmt.Errorf("poll runs %s, want %s", end.Sub(start), d)
		}
		return nil
	})
}

func TestAccPollCard_media(t *testing.T) {
	env := acctest.NewEnv(t)
	const image, vid = "adsapi_poll_card.test", "adsapi_poll_card.video"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(pollConfig(`  duration_in_minutes = 60
  media_key = "`+wideImage+`"`) + `
resource "adsapi_poll_card" "video" {
  name                = "tf-acc-test-Video poll"
  duration_in_minutes = 10080
  first_choice        = "East"
  second_choice       = "West"
  media_key           = "` + video + `"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(image, tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_POLLS")),
					statecheck.ExpectKnownValue(image, tfjsonpath.New("media_key"), knownvalue.StringExact(wideImage)),
					statecheck.ExpectKnownValue(image, tfjsonpath.New("video_url"), knownvalue.Null()),
					// The image poll describes its image (1200x628 px) by the service's names.
					statecheck.ExpectKnownValue(image, tfjsonpath.New("image"), knownvalue.StringExact("https://pbs.twimg.com/media/"+wideImage+".jpg")),
					statecheck.ExpectKnownValue(image, tfjsonpath.New("image_display_width"), knownvalue.Int64Exact(1200)),
					statecheck.ExpectKnownValue(image, tfjsonpath.New("image_display_height"), knownvalue.Int64Exact(628)),
					statecheck.ExpectKnownValue(vid, tfjsonpath.New("card_type"), knownvalue.StringExact("VIDEO_POLLS")),
					statecheck.ExpectKnownValue(vid, tfjsonpath.New("duration_in_minutes"), knownvalue.Int64Exact(10080)),
					statecheck.ExpectKnownValue(vid, tfjsonpath.New("video_url"), knownvalue.NotNull()),
					statecheck.ExpectKnownValue(vid, tfjsonpath.New("image"), knownvalue.Null()),
					// A 1280x720 video and poster: the service answers their sizes as the aspect numbers 16 and 9.
					statecheck.ExpectKnownValue(vid, tfjsonpath.New("video_width"), knownvalue.Int64Exact(16)),
					statecheck.ExpectKnownValue(vid, tfjsonpath.New("video_height"), knownvalue.Int64Exact(9)),
					statecheck.ExpectKnownValue(vid, tfjsonpath.New("video_poster_width"), knownvalue.Int64Exact(16)),
					statecheck.ExpectKnownValue(vid, tfjsonpath.New("video_poster_height"), knownvalue.Int64Exact(9)),
					statecheck.ExpectKnownValue(vid, tfjsonpath.New("content_duration_seconds"), knownvalue.Int64Func(func(v int64) error {
						if v < 0 {
							return fmt.Errorf("negative duration %d", v)
						}
						return nil
					})),
				},
			},
			{ // the service does not return media_key: import cannot know it
				ResourceName: vid, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc:       acctest.ImportID(vid),
				ImportStateVerifyIgnore: []string{"media_key"},
			},
			{ // ...so an import block records the configured key in place, replacing nothing
				ResourceName: vid, ImportState: true, ImportStateKind: resource.ImportBlockWithID,
				ImportStateIdFunc: acctest.ImportID(vid), ExpectNonEmptyPlan: true,
				ImportPlanChecks: resource.ImportPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(vid, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(vid, tfjsonpath.New("media_key"), knownvalue.StringExact(video)),
					plancheck.ExpectKnownValue(vid, tfjsonpath.New("card_type"), knownvalue.StringExact("VIDEO_POLLS")),
				}},
			},
		},
	})
}

// TestAccPollCard_serviceRules are rules only the service can check: the image's shape in the library.
func TestAccPollCard_serviceRules(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(pollConfig(`  duration_in_minutes = 60
  media_key = "3_908573900237180932"`)), // 800x800: not 1.91:1
			ExpectError: acctest.ExpectError(`Unable to create poll card.*INVALID_MEDIA.*media_key`),
		}},
	})
}

func TestAccPollCard_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct{ attrs, want string }{
		{`duration_in_minutes = 4`, `duration_in_minutes.*between 5 and 10080`},
		{`duration_in_minutes = 10081`, `duration_in_minutes.*between 5 and 10080`},
		{`duration_in_minutes = 60
  third_choice = "` + strings.Repeat("x", 26) + `"`, `Attribute third_choice must be between 1 and 25 characters, got: 26`},
		{`duration_in_minutes = 60
  fourth_choice = "Winter"`, `fourth_choice.*third_choice.*must be specified`},
		{`duration_in_minutes = 60
  media_key = "16_1034567890123456789"`, `media_key.*must be an image \(3_<digits>\) or video`},
	}
	rules := make([]acctest.Rule, 0, len(cases)+1)
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: pollConfig("  " + c.attrs), Want: c.want})
	}
	rules = append(rules, acctest.Rule{
		Config: `
resource "adsapi_poll_card" "test" {
  name                = "tf-acc-test-x"
  duration_in_minutes = 60
  first_choice        = "` + strings.Repeat("y", 26) + `"
  second_choice       = "b"
}`, Want: `Attribute first_choice must be between 1 and 25 characters, got: 26`,
	})
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}
