package drafts_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccDraftPost_invalidConfig covers every rule group of a draft post at plan time: each configuration
// fails with a diagnostic naming the attribute, and no request reaches the service.
func TestAccDraftPost_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct{ name, args, want string }{
		{"neither text nor media", ``, `text.*needs text, media_keys, or both`},
		{"blank text and no media", `  text = "  " # not created
  media_keys = []`, `text.*needs text, media_keys, or both`},
		{"five images", `  media_keys = ["3_1", "3_2", "3_3", "3_4", "3_5"]`, `media_keys.*up to 4 images.*got 5 keys`},
		{"image and video", fmt.Sprintf(`  media_keys = [%q, %q]`, image, video), `media_keys\[1\].*is a video, which a draft post takes alone`},
		{"two GIFs", fmt.Sprintf(`  media_keys = [%q, "16_2"]`, animatedGIF), `media_keys\[0\].*is an animated GIF, which a draft post takes alone`},
		{"GIF and image", fmt.Sprintf(`  media_keys = [%q, %q]`, image, animatedGIF), `media_keys\[1\].*animated GIF`},
		{"media key form", `  media_keys = ["4_123"]`, `media_keys\[0\].*must be an image \(3_<digits>\), video \(13_<digits>\) or animated GIF`},
		{"card_uri form", `  text = "tf-acc-test-t"
  card_uri = "1234"`, `card_uri.*card URI of the form card://<digits>`},
		{"name too long", fmt.Sprintf(`  text = "tf-acc-test-t"
  name = %q`, strings.Repeat("n", 81)), `Attribute name must be at most 80 characters, got: 81`},
		{"empty as_user_id", `  text = "tf-acc-test-t"
  as_user_id = ""`, `as_user_id.*non-empty id`},
	}
	rules := make([]acctest.Rule, 0, len(cases)+1)
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: fmt.Sprintf("resource \"adsapi_draft_post\" \"bad\" {\n%s\n}\n", withUser(c.args)), Want: c.want})
	}
	rules = append(rules, acctest.Rule{Config: `resource "adsapi_draft_post" "bad" { text = "tf-acc-test-t" }`, Want: `"as_user_id" is required`})
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}

// withUser adds the demo user's as_user_id to a draft's arguments unless they set as_user_id themselves.
func withUser(args string) string {
	if strings.Contains(args, "as_user_id") {
		return args
	}
	return fmt.Sprintf("  as_user_id = %q\n%s", demoUser, args)
}

// TestAccDraftPost_partlyUnknownMedia: media keys not yet known still fail the plan when the known ones
// already break the mix rule, whatever the others turn out to be.
func TestAccDraftPost_partlyUnknownMedia(t *testing.T) {
	env := acctest.NewEnv(t)
	config := func(media string) string {
		return env.Config(fmt.Sprintf(`
resource "terraform_data" "later" {
  input = %q
}
resource "adsapi_draft_post" "bad" {
  as_user_id = %q
  media_keys = %s
}
`, image, demoUser, media))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      config(fmt.Sprintf(`[%q, terraform_data.later.output]`, video)),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`media_keys\[0\].*is a video, which a draft post takes alone`),
			},
			{
				Config:      config(`[for i in range(5) : terraform_data.later.output]`),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`media_keys.*got 5 keys`),
			},
		},
	})
	env.ExpectNoRequests()
}

// TestAccDraftPost_checkedAtApply: values that only become known at apply (here the output of a
// terraform_data resource) pass the plan, and the same rules refuse them at apply before any request.
func TestAccDraftPost_checkedAtApply(t *testing.T) {
	env := acctest.NewEnv(t)
	later := func(value, args string) string {
		return env.Config(fmt.Sprintf(`
resource "terraform_data" "later" {
  input = %q
}
resource "adsapi_draft_post" "bad" {
%s
}
`, value, withUser(args)))
	}
	cases := []struct{ value, args, want string }{
		{"1234", `  text = "tf-acc-test-t"
  card_uri = terraform_data.later.output`, `card_uri.*card URI of the form card://<digits>`},
		{video, fmt.Sprintf(`  media_keys = [%q, terraform_data.later.output]`, image), `media_keys\[1\].*is a video, which a draft post takes alone`},
		{"16-1", `  media_keys = [terraform_data.later.output]`, `media_keys\[0\].*must be an image`},
		{"", `  text = terraform_data.later.output`, `text.*needs text, media_keys, or both`},
		{strings.Repeat("n", 81), `  text = "tf-acc-test-t"
  name = terraform_data.later.output`, `Attribute name must be at most 80 characters, got: 81`},
		{"me/you", `  text = "tf-acc-test-t"
  as_user_id = terraform_data.later.output`, `as_user_id.*non-empty id`},
	}
	steps := make([]resource.TestStep, 0, len(cases))
	for _, c := range cases {
		// The plan passes: the error comes from the apply, before the draft's request.
		steps = append(steps, resource.TestStep{Config: later(c.value, c.args), ExpectError: acctest.ExpectError(`Error running apply.*` + c.want)})
	}
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	// Each plan checked the new draft's account; the apply refused the draft before checking it again.
	env.ExpectOnlyAccountChecks(len(cases) * acctest.ReadsPerCheck)
}

// TestAccDraftPost_missingAccount fails the plan when neither the resource nor the provider names an account.
func TestAccDraftPost_missingAccount(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.ProviderBlock("") + draftConfig(`  text = "tf-acc-test-t"`),
			PlanOnly:    true,
			ExpectError: acctest.ExpectError(`Missing ads account.*ADSAPI_ACCOUNT_ID`),
		}},
	})
	env.ExpectNoRequests()
}
