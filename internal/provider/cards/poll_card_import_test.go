package cards_test

// An imported image or video poll card can be kept : the service never returns
// media_key, so after an import the configured key of the card's kind is recorded without replacing the
// card, and a media poll whose key Terraform does not know is pointed out by a warning.

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// seedPoll stores a poll card made outside Terraform; its type follows the media.
func seedPoll(env *acctest.Env, name, mediaKey string) emulator.PollCard {
	env.T.Helper()
	p, err := env.Srv.SeedPollCard(acctest.Account, emulator.PollCard{
		Name: name, FirstChoice: "Red", SecondChoice: "Blue", DurationInMinutes: 60, MediaKey: mediaKey,
	})
	if err != nil {
		env.T.Fatal(err)
	}
	return p
}

// seededPollConfig is the configuration of a seeded poll card; mediaKey is an HCL expression ("" for none).
func seededPollConfig(name string, p emulator.PollCard, mediaKey string) string {
	key := ""
	if mediaKey != "" {
		key = "\n  media_key           = " + mediaKey
	}
	return fmt.Sprintf(`
resource "adsapi_poll_card" %q {
  name                = %q
  duration_in_minutes = 60
  first_choice        = "Red"
  second_choice       = "Blue"%s
}
`, name, p.Name, key)
}

func importBlock(name string, p emulator.PollCard) string {
	return fmt.Sprintf("\nimport {\n  to = adsapi_poll_card.%s\n  id = %q\n}\n", name, acctest.Account+"/"+p.ID)
}

func TestAccPollCard_importMediaKept(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var warnings warningLog
	image, vid := seedPoll(env, "tf-acc-test-Which jacket?", wideImage), seedPoll(env, "tf-acc-test-Which trailer?", video)
	kept := seededPollConfig("image", image, `"`+wideImage+`"`) + seededPollConfig("video", vid, `"`+video+`"`)
	const imageRes, videoRes = "adsapi_poll_card.image", "adsapi_poll_card.video"

	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: warnings.factories(),
		Steps: []resource.TestStep{
			{ // imported with the keys of their media: recorded in place, nothing written
				PreConfig: func() { env.ResetRequests(); warnings.reset() },
				Config:    env.Config(kept + importBlock("image", image) + importBlock("video", vid)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(imageRes, plancheck.ResourceActionUpdate),
					plancheck.ExpectResourceAction(videoRes, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(imageRes, tfjsonpath.New("media_key"), knownvalue.StringExact(wideImage)),
					plancheck.ExpectKnownValue(videoRes, tfjsonpath.New("media_key"), knownvalue.StringExact(video)),
					warnings.expect(),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(imageRes, tfjsonpath.New("id"), knownvalue.StringExact(image.ID)),
					statecheck.ExpectKnownValue(imageRes, tfjsonpath.New("media_key"), knownvalue.StringExact(wideImage)),
					statecheck.ExpectKnownValue(imageRes, tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_POLLS")),
					statecheck.ExpectKnownValue(videoRes, tfjsonpath.New("id"), knownvalue.StringExact(vid.ID)),
					statecheck.ExpectKnownValue(videoRes, tfjsonpath.New("media_key"), knownvalue.StringExact(video)),
					statecheck.ExpectKnownValue(videoRes, tfjsonpath.New("card_type"), knownvalue.StringExact("VIDEO_POLLS")),
					statecheck.ExpectKnownValue(videoRes, tfjsonpath.New("video_url"), knownvalue.NotNull()),
					env.ExpectWrites(0), // recording the media keys writes nothing
				},
			},
			unchangedBatchedStep(env, env.Config(kept), 2),
			// A generated configuration writes media_key = null (the service never returns it): the import
			// keeps the card, and the plan warns that the configuration describes a text poll.
			generatedConfigStep(env, &warnings, env.Config(kept), imageRes, image, "IMAGE_POLLS", "image", "3_<digits>"),
			generatedConfigStep(env, &warnings, env.Config(kept), videoRes, vid, "VIDEO_POLLS", "video", "13_<digits>"),
			{ // a key that state knows, changed: a new poll card
				Config: env.Config(seededPollConfig("image", image, `"`+wideImage2+`"`) + seededPollConfig("video", vid, `"`+video+`"`)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(imageRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectResourceAction(videoRes, plancheck.ResourceActionNoop),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(imageRes, tfjsonpath.New("media_key"), knownvalue.StringExact(wideImage2)),
					statecheck.ExpectKnownValue(imageRes, tfjsonpath.New("id"), knownvalue.StringFunc(func(id string) error {
						if id == image.ID {
							return fmt.Errorf("poll card %s was not replaced", id)
						}
						return nil
					})),
				},
			},
		},
	})
}

// generatedConfigStep imports a media poll into a configuration that Terraform generates.
func generatedConfigStep(env *acctest.Env, warnings *warningLog, config, res string, p emulator.PollCard, cardType, noun, form string) resource.TestStep {
	const generated = "adsapi_poll_card.generated" // the address terraform-plugin-testing imports to
	return resource.TestStep{
		PreConfig:    warnings.reset,
		Config:       config,
		ResourceName: res, ImportState: true, ImportStateKind: resource.ImportBlockWithID, GenerateConfig: true,
		ImportStateIdFunc: acctest.ImportID(res),
		ImportPlanChecks: resource.ImportPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectResourceAction(generated, plancheck.ResourceActionNoop),
			plancheck.ExpectKnownValue(generated, tfjsonpath.New("id"), knownvalue.StringExact(p.ID)),
			plancheck.ExpectKnownValue(generated, tfjsonpath.New("card_type"), knownvalue.StringExact(cardType)),
			plancheck.ExpectKnownValue(generated, tfjsonpath.New("media_key"), knownvalue.Null()),
			generatedConfig(generated, `media_key\s*=\s*null`, `name\s*=\s*`+regexp.QuoteMeta(strconv.Quote(p.Name))),
			warnings.expect([]string{"adsapi_poll_card", "media_key", "[Media poll without media_key]",
				"Poll card " + p.ID + " is a media poll (" + cardType + ")", "key of the poll's " + noun,
				form, "without replacing", "TEXT_POLLS card without the " + noun}),
		}},
	}
}

// generatedConfig checks the configuration Terraform generated for res: it has a line matching each pattern.
func generatedConfig(res string, patterns ...string) plancheck.PlanCheck {
	return acctest.PlanCheckFunc(func(req plancheck.CheckPlanRequest) error {
		if req.Plan == nil {
			return fmt.Errorf("no plan")
		}
		for _, rc := range req.Plan.ResourceChanges {
			if rc == nil || rc.Address != res {
				continue
			}
			if rc.Change == nil {
				return fmt.Errorf("no change for %s", res)
			}
			for _, p := range patterns {
				if !regexp.MustCompile(`(?m)^\s*` + p + `\s*$`).MatchString(rc.Change.GeneratedConfig) {
					return fmt.Errorf("generated configuration of %s has no line matching %q:\n%s", res, p, rc.Change.GeneratedConfig)
				}
			}
			return nil
		}
		return fmt.Errorf("no resource change for %s", res)
	})
}

// Keys of the wrong kind, and any key on a text poll, describe another poll card: replaced.
func TestAccPollCard_importMediaReplaced(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	image, vid, text := seedPoll(env, "tf-acc-test-Image", wideImage), seedPoll(env, "tf-acc-test-Video", video), seedPoll(env, "tf-acc-test-Text", "")
	config := seededPollConfig("image", image, `"`+video+`"`) + seededPollConfig("video", vid, `"`+wideImage+`"`) +
		seededPollConfig("text", text, `"`+wideImage+`"`)
	checks := []plancheck.PlanCheck{}
	states := []statecheck.StateCheck{}
	for _, c := range []struct {
		name     string
		seeded   emulator.PollCard
		cardType string
	}{{"image", image, "VIDEO_POLLS"}, {"video", vid, "IMAGE_POLLS"}, {"text", text, "IMAGE_POLLS"}} {
		res := "adsapi_poll_card." + c.name
		checks = append(checks, plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate))
		states = append(states,
			statecheck.ExpectKnownValue(res, tfjsonpath.New("card_type"), knownvalue.StringExact(c.cardType)),
			statecheck.ExpectKnownValue(res, tfjsonpath.New("id"), knownvalue.StringFunc(func(id string) error {
				if id == c.seeded.ID {
					return fmt.Errorf("%s was not replaced", res)
				}
				if _, ok := env.Srv.PollCard(acctest.Account, c.seeded.ID); ok {
					return fmt.Errorf("replaced poll card %s still exists", c.seeded.ID)
				}
				return nil
			})))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:            env.Config(config + importBlock("image", image) + importBlock("video", vid) + importBlock("text", text)),
			ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: checks},
			ConfigStateChecks: states,
		}},
	})
}

// A key known only at apply cannot be the media the imported card already has (that media exists before
// the apply): the card is replaced, and the plan stays consistent when the key becomes known.
func TestAccPollCard_importMediaKeyUnknownAtPlan(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	image := seedPoll(env, "tf-acc-test-Image", wideImage)
	const imageRes = "adsapi_poll_card.image"
	config := env.Config(fromApply(wideImage2) + seededPollConfig("image", image, "terraform_data.key.output"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config + importBlock("image", image),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(imageRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectUnknownValue(imageRes, tfjsonpath.New("media_key")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.CompareValuePairs(imageRes, tfjsonpath.New("media_key"), "terraform_data.key", tfjsonpath.New("output"), compare.ValuesSame()),
					statecheck.ExpectKnownValue(imageRes, tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_POLLS")),
					statecheck.ExpectKnownValue(imageRes, tfjsonpath.New("id"), knownvalue.StringFunc(func(id string) error {
						if id == image.ID {
							return fmt.Errorf("poll card %s was kept with media known only at apply", id)
						}
						return nil
					})),
				},
			},
			env.UnchangedStep(config, 1),
		},
	})
}

// fromApply is a resource whose output is a media key known only at apply.
func fromApply(key string) string {
	return fmt.Sprintf("\nresource \"terraform_data\" \"key\" {\n  input = %q\n}\n", key)
}
