package content_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCollectionEntries_convergeThroughFaults keeps six posts in the demo collection through a tenth of
// requests failing: within three applies the collection holds every managed post, and the destroy removes
// them (the seeded entries stay).
func TestAccCollectionEntries_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewPipelineEnv(t)
	posts := []string{"1362449997430542337", "1372966999216984066", "1373001119480344583",
		"1460323737035677698", "1460323737035677699", "1460323737035677700"}
	config := env.CoreConfig(fmt.Sprintf(`
resource "adsapi_collection_entries" "test" {
  collection_id = %q
  post_ids      = ["%s"]
}
`, emulator.DemoCollectionID, strings.Join(posts, `", "`)))
	env.Converge(config, acctest.Managed{Type: "adsapi_collection_entries", ServiceIDs: func() []string {
		held, _ := env.Srv.Collection(emulator.DemoCollectionID)
		for _, p := range posts {
			if !slices.Contains(held, p) {
				return nil
			}
		}
		return []string{emulator.DemoCollectionID}
	}})
}
