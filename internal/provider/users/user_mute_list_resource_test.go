package users_test

// `terraform query` finds the mutes of the authenticated user through list blocks (Terraform 1.14 and
// later): each result is built from the muted list itself, and the list blocks of one run share its read,
// which the service allows 15 times per 15 minutes.

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func muteIdentity(target string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{
		"source_user_id": knownvalue.StringExact(emulator.DemoUserID),
		"target_user_id": knownvalue.StringExact(target),
	}
}

// mutesConfig mutes each target with an adsapi_user_mute of its own.
func mutesConfig(targets ...string) string {
	body := ""
	for i, target := range targets {
		body += fmt.Sprintf("resource \"adsapi_user_mute\" \"m%d\" {\n  target_user_id = %q\n}\n", i, target)
	}
	return body
}

func TestAccUserMute_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	mutingPath := "/2/users/" + emulator.DemoUserID + "/muting"
	created := env.CoreConfig(mutesConfig(emulator.DevelopersUserID, emulator.PlatformUserID, emulator.OtherUserID))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: created},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's, which the query's working directory keeps.
				Config: fmt.Sprintf(`
list "adsapi_user_mute" "all" {
  provider         = adsapi
  include_resource = true
}
list "adsapi_user_mute" "named" {
  provider = adsapi
  config {
    source_user_id = %q
  }
}
list "adsapi_user_mute" "two" {
  provider = adsapi
  limit    = 2
}
`, emulator.DemoUserID),
				QueryResultChecks: []querycheck.QueryResultCheck{
					// The three made in step 1 and the emulator's seeded one.
					querycheck.ExpectLength("adsapi_user_mute.all", 4),
					querycheck.ExpectIdentity("adsapi_user_mute.all", muteIdentity(emulator.DevelopersUserID)),
					querycheck.ExpectIdentity("adsapi_user_mute.all", muteIdentity(emulator.PlatformUserID)),
					querycheck.ExpectIdentity("adsapi_user_mute.all", muteIdentity(emulator.OtherUserID)),
					querycheck.ExpectIdentity("adsapi_user_mute.all", muteIdentity(emulator.MutedUserID)),
					querycheck.ExpectResourceDisplayName("adsapi_user_mute.all", queryfilter.ByResourceIdentity(muteIdentity(emulator.DevelopersUserID)),
						knownvalue.StringExact("@XDevelopers")),
					querycheck.ExpectResourceKnownValues("adsapi_user_mute.all", queryfilter.ByResourceIdentity(muteIdentity(emulator.DevelopersUserID)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("id"), KnownValue: knownvalue.StringExact(emulator.DemoUserID + "/" + emulator.DevelopersUserID)},
							{Path: tfjsonpath.New("source_user_id"), KnownValue: knownvalue.StringExact(emulator.DemoUserID)},
							{Path: tfjsonpath.New("target_user_id"), KnownValue: knownvalue.StringExact(emulator.DevelopersUserID)},
						}),
					querycheck.ExpectLength("adsapi_user_mute.named", 4),
					querycheck.ExpectIdentity("adsapi_user_mute.named", muteIdentity(emulator.MutedUserID)),
					querycheck.ExpectLength("adsapi_user_mute.two", 2),
					// One read of the muted list (one page of 1000) shared by the three blocks, and one of the
					// authenticated user for the blocks that leave source_user_id out: nothing else.
					env.ExpectListReads(mutingPath, "max_results", 1000, 1),
					env.ExpectCount("GET", "/2/users/me", 1),
					env.ExpectRequests("GET", 2),
				},
			},
			{ // the service lists only the authenticated user's mutes: another user's is refused
				Query: true,
				Config: fmt.Sprintf(`
list "adsapi_user_mute" "other" {
  provider = adsapi
  config {
    source_user_id = %q
  }
}
`, emulator.OtherUserID),
				ExpectError: acctest.ExpectError("Unable to list muted users"),
			},
			{ // a malformed user id fails before any request
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_user_mute" "bad" {
  provider = adsapi
  config {
    source_user_id = "me"
  }
}
`,
				ExpectError: acctest.ExpectError(`source_user_id must be a user id: 1 to 19 digits`),
			},
			{ // checked before this step's own refresh: the malformed id sent nothing
				PreConfig: env.ExpectNoRequests,
				Config:    created,
			},
		},
	})
}
