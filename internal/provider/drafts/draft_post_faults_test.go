package drafts_test

import (
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccDraftPost_lostAnswer: the service creates the draft but its answer is lost. The provider does not
// send the create again (that could make a second draft) and says the draft may exist and how to import it.
func TestAccDraftPost_lostAnswer(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: func() {
				env.Srv.ResetRequests()
				env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: draftsPrefix, DropResponse: true})
			},
			Config: env.Config(draftConfig(`
  text = "Lost in transit"
  name = "Dropped"
`)),
			ExpectError: acctest.ExpectError(`Unable to create draft post.*ended before an answer to POST /12/accounts/\S+/draft_posts arrived.*the draft post may have been created anyway.*named "Dropped".*import it`),
		}},
	})
	var posts []emulator.Request
	for _, r := range env.Srv.Requests() {
		if r.Method == http.MethodPost {
			posts = append(posts, r)
		}
	}
	// One POST, which the service carried out (201) although the provider never saw the answer.
	if len(posts) != 1 || !posts[0].Dropped || posts[0].Status != 201 {
		t.Errorf("want exactly one committed create whose answer was dropped, got %+v", posts)
	}
}
