package audiences_test

// `terraform query` finds the permissions of an account's audiences: of one audience with one list
// request, of every audience with one more request per audience.

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func permissionIdentity(audienceID string, id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{
		"account_id": knownvalue.StringExact(acctest.Account), "custom_audience_id": knownvalue.StringExact(audienceID),
		"id": acctest.CapturedString(id),
	}
}

func TestAccCustomAudiencePermission_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	permissionSeed(t, env, acctest.Account)
	other, err := env.Srv.SeedCustomAudience(acctest.Account, emulator.CustomAudience{Name: "Lapsed buyers"})
	if err != nil {
		t.Fatal(err)
	}
	seeded, err := env.Srv.SeedCustomAudiencePermission(acctest.Account,
		emulator.CustomAudiencePermission{CustomAudienceID: other.ID, GrantedAccountID: grantee(5), PermissionLevel: "READ_WRITE"})
	if err != nil {
		t.Fatal(err)
	}
	// A revoked permission is nothing the resource can manage: no list block finds it.
	if _, err := env.Srv.SeedCustomAudiencePermission(acctest.Account,
		emulator.CustomAudiencePermission{CustomAudienceID: other.ID, GrantedAccountID: grantee(6), Deleted: true}); err != nil {
		t.Fatal(err)
	}
	audiencesPath := "/12/accounts/" + acctest.Account + "/custom_audiences"
	var mine string
	var mineState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(readOnly.config()),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(permissionRes, &mine),
					acctest.CaptureState(permissionRes, &mineState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_custom_audience_permission" "shared" {
  provider         = adsapi
  include_resource = true
  config {
    custom_audience_id = "` + sharedAudience + `"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_custom_audience_permission.shared", 1),
					querycheck.ExpectIdentity("adsapi_custom_audience_permission.shared", permissionIdentity(sharedAudience, &mine)),
					acctest.ResultIsState("adsapi_custom_audience_permission.shared", permissionIdentity(sharedAudience, &mine), &mineState),
					env.ExpectListReads(audiencesPath+"/"+sharedAudience+"/permissions", "count", 1000, 1),
					env.ExpectListReads(audiencesPath, "count", 1000, 0),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config:    "list \"adsapi_custom_audience_permission\" \"all\" {\n  provider = adsapi\n}\n",
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_custom_audience_permission.all", 2),
					querycheck.ExpectIdentity("adsapi_custom_audience_permission.all", permissionIdentity(sharedAudience, &mine)),
					querycheck.ExpectIdentity("adsapi_custom_audience_permission.all", permissionIdentity(other.ID, &seeded.ID)),
					// The audiences, then each one's permissions.
					env.ExpectListReads(audiencesPath, "count", 1000, 1),
					env.ExpectListReads(audiencesPath+"/"+sharedAudience+"/permissions", "count", 1000, 1),
					env.ExpectListReads(audiencesPath+"/"+other.ID+"/permissions", "count", 1000, 1),
				},
			},
		},
	})
}
