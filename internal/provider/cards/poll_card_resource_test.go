package cards_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

func pollConfig(attrs string) string {
	return fmt.Sprintf(`
resource "adsapi_poll_card" "test" {
  name          = "Favourite season"
  first_choice  = "Spring"
  second_choice = "Summer"
%s
}
`, attrs)
}

func TestAccPollCard_lifecycle(t *testing.T) {
	env := acctest.NewEnv(t)
	const res = "adsapi_poll_card.test"
	var firstID, id string
	text := pollConfig(`  third_choice = "Autumn"
  duration_in_minutes = 1440`)
	changed := pollConfig(`  third_choice = "Winter"
  duration_in_minutes = 1440`)

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
				PreConfig: env.Srv.ResetRequests,
				Config:    env.Config(text),
				Check: resource.ComposeAggregateTestCheckFunc(
					env.ExpectRequests("POST", 1),
					env.ExpectRequests("GET", 0),
					acctest.CaptureID(res, &firstID),
					resource.TestCheckResourceAttr(res, "card_type", "TEXT_POLLS"),
					resource.TestCheckResourceAttr(res, "duration_in_minutes", "1440"),
					resource.TestCheckResourceAttr(res, "third_choice", "Autumn"),
					resource.TestCheckNoResourceAttr(res, "fourth_choice"),
					resource.TestCheckNoResourceAttr(res, "video_width"),
					resource.TestMatchResourceAttr(res, "card_uri", regexp.MustCompile(`^card://[0-9]+$`)),
					endsAfter(res, 1440*time.Minute),
				),
			},
			env.UnchangedStep(env.Config(text), 1), // refresh reads once; an unchanged configuration writes nothing
			{ // poll cards cannot be updated: a new choice replaces the card
				Config: env.Config(changed),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				Check: resource.ComposeAggregateTestCheckFunc(
					acctest.CaptureID(res, &id),
					resource.TestCheckResourceAttr(res, "third_choice", "Winter"),
					func(*terraform.State) error {
						if id == firstID {
							return fmt.Errorf("poll card was not replaced")
						}
						if _, ok := env.Srv.PollCard(acctest.Account, firstID); ok {
							return fmt.Errorf("replaced poll card %s still exists", firstID)
						}
						return nil
					},
				),
			},
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(res)},
			{ResourceName: res, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc: func(*terraform.State) (string, error) { return id, nil }},
			// deleted outside Terraform: recreated
			env.RecreatedStep(res, env.Config(changed), &id, func(id string) error { return env.Srv.DeletePollCard(acctest.Account, id) }),
		},
	})
}

// endsAfter checks end_time - start_time against the configured duration.
func endsAfter(res string, d time.Duration) func(*terraform.State) error {
	return func(s *terraform.State) error {
		a := s.RootModule().Resources[res].Primary.Attributes
		start, err := time.Parse(time.RFC3339, a["start_time"])
		if err != nil {
			return fmt.Errorf("start_time: %w", err)
		}
		end, err := time.Parse(time.RFC3339, a["end_time"])
		if err != nil {
			return fmt.Errorf("end_time: %w", err)
		}
		if end.Sub(start) != d {
			return fmt.Errorf("poll runs %s, want %s", end.Sub(start), d)
		}
		return nil
	}
}

func TestAccPollCard_media(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(pollConfig(`  duration_in_minutes = 60
  media_key = "`+wideImage+`"`) + `
resource "adsapi_poll_card" "video" {
  name                = "Video poll"
  duration_in_minutes = 10080
  first_choice        = "East"
  second_choice       = "West"
  media_key           = "` + video + `"
}
`),
				Check: resource.ComposeAggregateTestCheckFunc(
					resource.TestCheckResourceAttr("adsapi_poll_card.test", "card_type", "IMAGE_POLLS"),
					resource.TestCheckResourceAttr("adsapi_poll_card.test", "media_key", wideImage),
					resource.TestCheckResourceAttr("adsapi_poll_card.video", "card_type", "VIDEO_POLLS"),
					resource.TestCheckResourceAttr("adsapi_poll_card.video", "duration_in_minutes", "10080"),
					resource.TestCheckResourceAttrSet("adsapi_poll_card.video", "video_url"),
					resource.TestMatchResourceAttr("adsapi_poll_card.video", "video_width", regexp.MustCompile(`^[1-9][0-9]*$`)),
					resource.TestMatchResourceAttr("adsapi_poll_card.video", "content_duration_seconds", regexp.MustCompile(`^[0-9]+$`)),
				),
			},
			{ // the service does not return media_key: import cannot know it
				ResourceName: "adsapi_poll_card.video", ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc:       acctest.ImportID("adsapi_poll_card.video"),
				ImportStateVerifyIgnore: []string{"media_key"},
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
  third_choice = "` + strings.Repeat("x", 26) + `"`, `third_choice.*length must be between 1 and 25`},
		{`duration_in_minutes = 60
  fourth_choice = "Winter"`, `fourth_choice.*third_choice.*must be specified`},
		{`duration_in_minutes = 60
  media_key = "16_1034567890123456789"`, `media_key.*must be an image \(3_<digits>\) or video`},
	}
	steps := make([]resource.TestStep, 0, len(cases)+1)
	for _, c := range cases {
		steps = append(steps, resource.TestStep{Config: env.Config(pollConfig("  " + c.attrs)), PlanOnly: true, ExpectError: acctest.ExpectError(c.want)})
	}
	steps = append(steps, resource.TestStep{
		Config: env.Config(`
resource "adsapi_poll_card" "test" {
  name                = "x"
  duration_in_minutes = 60
  first_choice        = "` + strings.Repeat("y", 26) + `"
  second_choice       = "b"
}`), PlanOnly: true, ExpectError: acctest.ExpectError(`first_choice.*length must be between 1 and 25`),
	})
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
}
