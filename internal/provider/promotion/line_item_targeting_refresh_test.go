package promotion_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccLineItemTargeting_refreshSharesLists: a refresh of the targeting of several line items reads
// their criteria with list requests naming many line items at once, not one request per line item; every
// line item is named, once.
func TestAccLineItemTargeting_refreshSharesLists(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	ids := []string{"rfa01", "rfa02", "rfa03", "rfa04", "rfa05", "rfa06"}
	for _, id := range ids {
		seedLineItem(t, env, acctest.Account, id)
	}
	config := env.Config(fmt.Sprintf(`
locals {
  line_items = ["%s"]
}
resource "adsapi_line_item_targeting" "each" {
  count        = length(local.line_items)
  line_item_id = local.line_items[count.index]
  criteria     = [{ targeting_type = "BROAD_KEYWORD", targeting_value = "coffee ${count.index}" }]
}
`, strings.Join(ids, `", "`)))
	listPath := "/12/accounts/" + acctest.Account + "/targeting_criteria"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig:    env.ResetRequests,
				RefreshState: true,
				Check: func(*terraform.State) error {
					named := map[string]int{}
					lists := 0
					for _, r := range env.Requests() {
						if r.Method != http.MethodGet || r.Path != listPath {
							continue
						}
						lists++
						q, err := url.ParseQuery(r.Query)
						if err != nil {
							return err
						}
						for _, id := range strings.Split(q.Get("line_item_ids"), ",") {
							named[id]++
						}
					}
					// Six reads arriving together make one list; a read that lags behind its batch may make a second.
					if lists == 0 || lists > 2 {
						return fmt.Errorf("the refresh of %d line items' targeting sent %d criteria lists, want 1 or 2 (log: %s)", len(ids), lists, env.LogString())
					}
					for _, id := range ids {
						if named[id] != 1 {
							return fmt.Errorf("line item %s was named in %d lists, want 1 (log: %s)", id, named[id], env.LogString())
						}
					}
					return nil
				},
			},
		},
	})
}
