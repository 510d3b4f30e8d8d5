package drafts_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccDraftPost_serviceFindsItBlank: the service has the last word on what is blank, and refuses a
// blank draft under the reference's code (TWEET_CANNOT_BE_BLANK) or the spec's (POST_CANNOT_BE_BLANK).
// Either, on create or on update, becomes a diagnostic on text that says what to change; nothing is in
// state that the service did not make.
func TestAccDraftPost_serviceFindsItBlank(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	first := env.Config(draftConfig(`  text = "tf-acc-test-Nearly blank"`))
	second := env.Config(draftConfig(`  text = "tf-acc-test-Still nearly blank"`))
	refuse := func(method, code string) func() {
		return func() {
			env.Srv.InjectFault(emulator.Fault{Method: method, PathPrefix: draftsPrefix, Status: 400, Code: code,
				Message: "The draft cannot be blank"})
		}
	}
	explained := func(code string) string {
		return fmt.Sprintf(`%s.*The service judged the draft post blank and changed nothing.*set text or media_keys`, code)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig:   refuse("POST", "TWEET_CANNOT_BE_BLANK"),
				Config:      first,
				ExpectError: acctest.ExpectError(`Unable to create draft post.*` + explained("TWEET_CANNOT_BE_BLANK")),
			},
			{
				PreConfig: func() {
					if n := len(env.Srv.DraftPostIDs(acctest.Account)); n != 0 {
						t.Errorf("%d drafts at the service after a refused create, want none", n)
					}
				},
				Config: first,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("text"), knownvalue.StringExact("tf-acc-test-Nearly blank")),
				},
			},
			{
				PreConfig:   refuse("PUT", "POST_CANNOT_BE_BLANK"),
				Config:      second,
				ExpectError: acctest.ExpectError(`Unable to update draft post.*` + explained("POST_CANNOT_BE_BLANK")),
			},
			{ // the refused update changed nothing: the next apply sends it again and it lands
				Config: second,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("text"), knownvalue.StringExact("tf-acc-test-Still nearly blank")),
				},
			},
		},
	})
}
