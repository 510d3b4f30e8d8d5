package lineitems_test

import (
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const (
	res = "adsapi_line_item.test"
)

// lineItemsPath and batchPath are where the account's line item writes go (a var: a remote run chooses the account).
var (
	batchPath     = "/12/batch/accounts/" + acctest.Account + "/line_items"
	lineItemsPath = "/12/accounts/" + acctest.Account + "/line_items"
)

// seedCampaign stores a campaign of the demo account under its credit card, for line items to hang under.
func seedCampaign(t *testing.T, env *acctest.Env) string {
	t.Helper()
	c, err := env.Srv.SeedCampaign(acctest.Account, emulator.Campaign{Name: "Parent", FundingInstrumentID: emulator.DemoFundingInstrumentID})
	if err != nil {
		t.Fatal(err)
	}
	return c.ID
}

// lineItemConfig is adsapi_line_item.test of campaign, with the given arguments besides.
func lineItemConfig(campaign, args string) string {
	return fmt.Sprintf(`
resource "adsapi_line_item" "test" {
  campaign_id = %q
%s
}
`, campaign, args)
}

// lines writes arguments, one a line.
func lines(args ...string) string { return "  " + strings.Join(args, "\n  ") }

// engagements are the arguments of a line item promoting posts for engagements on every placement.
var engagements = []string{`objective = "ENGAGEMENTS"`, `product_type = "PROMOTED_POSTS"`, `placements = ["ALL_ON_TWITTER"]`}

// with is engagements' arguments and more.
func with(args ...string) string { return lines(append(slices.Clone(engagements), args...)...) }

// importID is ACCOUNT_ID/ID from state.
var importID = acctest.ImportID(res)

// holds checks the line item the service stores under *id: live, and as check wants it.
func holds(env *acctest.Env, id *string, check func(emulator.LineItem) error) acctest.EmulatorStateCheck {
	return func() error {
		li, ok := env.Srv.LineItem(acctest.Account, *id)
		if !ok || li.Deleted {
			return fmt.Errorf("line item %s is not live at the service (found %t)", *id, ok)
		}
		if err := check(li); err != nil {
			return fmt.Errorf("line item %s at the service: %w (%+v)", *id, err, li)
		}
		return nil
	}
}

// noLiveLineItems checks, after a destroy, that the demo account holds no live line item: each was
// deleted (softly: the service keeps it, deleted).
func noLiveLineItems(env *acctest.Env) acctest.EmulatorStateCheck {
	return func() error {
		if ids := env.Srv.LineItemIDs(acctest.Account); len(ids) > 0 {
			return fmt.Errorf("line items %v are still live after destroy", ids)
		}
		return nil
	}
}

// sameLineItems checks that the state's line items are exactly the live line items of the service.
func sameLineItems(env *acctest.Env) statecheck.StateCheck {
	return acctest.StateCheckFunc(func(req statecheck.CheckStateRequest) error {
		var inState []string
		for _, r := range req.State.Values.RootModule.Resources {
			if r.Type == "adsapi_line_item" {
				id, _ := r.AttributeValues["id"].(string)
				inState = append(inState, id)
			}
		}
		slices.Sort(inState)
		if atService := env.Srv.LineItemIDs(acctest.Account); !slices.Equal(inState, atService) {
			return fmt.Errorf("state holds line items %v, the service %v", inState, atService)
		}
		return nil
	})
}

// deref is *p, or "" for nil.
func deref[T any](p *T) (v T) {
	if p != nil {
		v = *p
	}
	return v
}

// placementsPath is the placement catalogue's endpoint, a global read: 5 requests per 15 minutes.
const placementsPath = "/12/line_items/placements"

// newEnvWithPlacementReads starts an emulator whose placement catalogue allows n requests per 15 minutes
// instead of the service's 5: a test of several steps reads it at every plan and apply, more often than
// the real window allows.
func newEnvWithPlacementReads(t *testing.T, n int) *acctest.Env {
	t.Helper()
	srv := emulator.New(emulator.Options{RouteWindows: map[string]emulator.RouteWindow{
		"GET " + placementsPath: {Requests: n, Window: 15 * time.Minute},
	}})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &acctest.Env{T: t, Srv: srv, URL: ts.URL}
}
