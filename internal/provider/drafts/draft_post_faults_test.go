package drafts_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccDraftPost_lostAnswer: the service creates the draft but its answer is lost. The provider does not
// send the create again (that could make a second draft): it finds the draft the create made and adopts it.
func TestAccDraftPost_lostAnswer(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	var id string
	config := env.Config(draftConfig(`
  text = "tf-acc-test-Lost in transit"
  name = "tf-acc-test-Dropped"
`))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: draftsPrefix, DropResponse: true})
				},
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(draftRes, &id),
					acctest.EmulatorStateCheck(func() error {
						if _, ok := env.Srv.DraftPost(acctest.Account, id); !ok {
							return fmt.Errorf("the draft in state (%s) is not at the service", id)
						}
						return nil
					}),
				},
			},
			{Config: config, PlanOnly: true},
		},
	})
	var posts []emulator.Request
	for _, r := range env.Requests() {
		if r.Method == http.MethodPost {
			posts = append(posts, r)
		}
	}
	// One POST, which the service carried out (201) although the provider never saw the answer.
	if len(posts) != 1 || !posts[0].Dropped || posts[0].Status != 201 {
		t.Errorf("want exactly one committed create whose answer was dropped, got %+v", posts)
	}
}
