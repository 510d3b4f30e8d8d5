package posts_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccScheduledPost_invalidConfig covers every rule group of a scheduled post at plan time: each
// configuration fails with a diagnostic naming the attribute, and no request reaches the service.
func TestAccScheduledPost_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	at := utc(daysAhead(7))
	tooFar := daysAhead(366)
	withSeconds := daysAhead(7).Add(30 * time.Second)
	cases := []struct{ name, args, want string }{
		{"neither text nor media", ``, `text.*needs text when it has no media_keys`},
		{"blank text and no media", `  text = "  " # not created
  media_keys = []`, `text.*needs text when it has no media_keys`},
		{"five images", `  media_keys = ["3_1", "3_2", "3_3", "3_4", "3_5"]`, `media_keys.*up to 4 images, or 1 GIF, or 1 video; got 5 keys`},
		{"image and video", fmt.Sprintf(`  media_keys = [%q, %q]`, image, video), `media_keys\[1\].*is a video, which a scheduled post takes alone`},
		{"image and 7_ video", fmt.Sprintf(`  media_keys = ["7_123", %q]`, image), `media_keys\[0\].*7_123 is a video, which a scheduled post takes alone`},
		{"GIF and image", fmt.Sprintf(`  media_keys = [%q, %q]`, image, gif), `media_keys\[1\].*is a GIF, which a scheduled post takes alone`},
		{"media key form", `  media_keys = ["3-123"]`, `media_keys\[0\].*must be a media key of the form <n>_<digits>`},
		{"card_uri form", `  text = "tf-acc-test-t"
  card_uri = "1234"`, `card_uri.*card URI of the form card://<digits>`},
		{"name too long", fmt.Sprintf(`  text = "tf-acc-test-t"
  name = %q`, strings.Repeat("n", 81)), `Attribute name must be at most 80 characters, got: 81`},
		{"as_user_id not a user id", `  text = "tf-acc-test-t"
  as_user_id = "@advertiser"`, `as_user_id must be a user id: 1 to 19 digits`},
		{"scheduled_at not a time", `  text = "tf-acc-test-t"
  scheduled_at = "next monday"`, `scheduled_at.*"next monday" is not a date`},
		{"scheduled_at with seconds", fmt.Sprintf(`  text = "tf-acc-test-t"
  scheduled_at = %q`, utc(withSeconds)), `scheduled_at.*schedules posts to the minute.*Write the seconds as 00`},
		{"scheduled_at over a year ahead", fmt.Sprintf(`  text = "tf-acc-test-t"
  scheduled_at = %q`, utc(tooFar)), `scheduled_at.*at most one year \(365 days\) ahead: \S+ is after \S+`},
	}
	rules := make([]acctest.Rule, 0, len(cases)+1)
	for _, c := range cases {
		args := c.args
		if !strings.Contains(args, "scheduled_at") {
			args += fmt.Sprintf("\n  scheduled_at = %q", at)
		}
		rules = append(rules, acctest.Rule{Config: postConfig(args), Want: c.want})
	}
	rules = append(rules, acctest.Rule{Config: postConfig(`  text = "tf-acc-test-t"`), Want: `"scheduled_at" is required`})
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}

// TestAccScheduledPost_acceptedForms: what the rules leave to the service plans: a date alone, an offset
// without a colon, a video key of prefix 7_ alone, four images, a key of a prefix the spec does not name.
func TestAccScheduledPost_acceptedForms(t *testing.T) {
	env := acctest.NewEnv(t)
	day := daysAhead(20)
	cases := []string{
		fmt.Sprintf(`  text = "tf-acc-test-t"
  scheduled_at = %q`, day.Format(time.DateOnly)),
		fmt.Sprintf(`  text = "tf-acc-test-t"
  scheduled_at = %q`, day.In(time.FixedZone("", 5*3600+1800)).Format("2006-01-02T15:04:05-0700")),
		fmt.Sprintf(`  media_keys = ["7_123"]
  scheduled_at = %q`, utc(day)),
		fmt.Sprintf(`  media_keys = ["3_1", "3_2", "3_3", "3_4"]
  scheduled_at = %q`, utc(day)),
		fmt.Sprintf(`  media_keys = ["5_1", "3_2"]
  scheduled_at = %q`, utc(day)),
	}
	steps := make([]resource.TestStep, 0, len(cases))
	for _, args := range cases {
		steps = append(steps, resource.TestStep{
			Config: env.Config(postConfig(args)), PlanOnly: true, ExpectNonEmptyPlan: true,
		})
	}
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	// Nothing but the account checks of the planned posts.
	env.ExpectOnlyAccountChecks(len(cases) * acctest.ChecksPerPlanOnly)
}

// TestAccScheduledPost_partlyUnknownMedia: media keys not yet known still fail the plan when the known ones
// already break the mix rule, whatever the others turn out to be.
func TestAccScheduledPost_partlyUnknownMedia(t *testing.T) {
	env := acctest.NewEnv(t)
	config := func(media string) string {
		return env.Config(fmt.Sprintf(`
resource "terraform_data" "later" {
  input = %q
}
`, image) + postConfig(fmt.Sprintf("  media_keys = %s\n  scheduled_at = %q", media, utc(daysAhead(7)))))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      config(fmt.Sprintf(`[%q, terraform_data.later.output]`, gif)),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`media_keys\[0\].*is a GIF, which a scheduled post takes alone`),
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

// TestAccScheduledPost_checkedAtApply: values that only become known at apply (here the output of a
// terraform_data resource) pass the plan, and the same rules refuse them at apply before any request.
func TestAccScheduledPost_checkedAtApply(t *testing.T) {
	env := acctest.NewEnv(t)
	at := utc(daysAhead(7))
	later := func(value, args string) string {
		return env.Config(fmt.Sprintf(`
resource "terraform_data" "later" {
  input = %q
}
`, value) + postConfig(args))
	}
	cases := []struct{ value, args, want string }{
		{"1234", fmt.Sprintf(`  text = "tf-acc-test-t"
  card_uri = terraform_data.later.output
  scheduled_at = %q`, at), `card_uri.*card URI of the form card://<digits>`},
		{video, fmt.Sprintf(`  media_keys = [%q, terraform_data.later.output]
  scheduled_at = %q`, image, at), `media_keys\[1\].*is a video, which a scheduled post takes alone`},
		{"", fmt.Sprintf(`  text = terraform_data.later.output
  scheduled_at = %q`, at), `text.*needs text when it has no media_keys`},
		{strings.Repeat("n", 81), fmt.Sprintf(`  text = "tf-acc-test-t"
  name = terraform_data.later.output
  scheduled_at = %q`, at), `Attribute name must be at most 80 characters, got: 81`},
		{utc(daysAhead(7).Add(15 * time.Second)), `  text = "tf-acc-test-t"
  scheduled_at = terraform_data.later.output`, `scheduled_at.*Write the seconds as 00`},
		{utc(daysAhead(400)), `  text = "tf-acc-test-t"
  scheduled_at = terraform_data.later.output`, `scheduled_at.*at most one year`},
		// A value of a promotable user's id form ("me") is looked up first: scheduled_post_as_user_test.go.
		{"@me", fmt.Sprintf(`  text = "tf-acc-test-t"
  as_user_id = terraform_data.later.output
  scheduled_at = %q`, at), `as_user_id must be a user id`},
	}
	steps := make([]resource.TestStep, 0, len(cases))
	for _, c := range cases {
		// The plan passes: the error comes from the apply, before the post's request.
		steps = append(steps, resource.TestStep{Config: later(c.value, c.args), ExpectError: acctest.ExpectError(`Error running apply.*` + c.want)})
	}
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	// Each plan checked the new post's account; the apply refused the post before checking it again.
	env.ExpectOnlyAccountChecks(len(cases) * acctest.ReadsPerCheck)
}

// TestAccScheduledPost_missingAccount fails the plan when neither the resource nor the provider names an
// account; a malformed import id shows the expected form. Neither sends a request.
func TestAccScheduledPost_missingAccount(t *testing.T) {
	env := acctest.NewEnv(t)
	config := postConfig(fmt.Sprintf("  text = \"tf-acc-test-t\"\n  scheduled_at = %q", utc(daysAhead(7))))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.ProviderBlock("") + config,
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Missing ads account.*ADSAPI_ACCOUNT_ID`),
			},
			{
				Config: env.Config(config), ResourceName: postRes, ImportState: true, ImportStateId: acctest.Account + "/",
				ExpectError: acctest.ExpectError(`Invalid import id.*expected ACCOUNT_ID/ID`),
			},
		},
	})
	env.ExpectNoRequests()
}
