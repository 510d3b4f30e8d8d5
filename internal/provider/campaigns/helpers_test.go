package campaigns_test

import (
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const (
	res = "adsapi_campaign.test"
	// card and order are the demo account's credit card and insertion order; expired cannot fund.
	card    = emulator.DemoFundingInstrumentID
	order   = emulator.DemoInsertionOrderID
	expired = emulator.DemoExpiredFundingInstrumentID
)

// campaignsPath and batchPath are where the account's campaign writes go (a var: a remote run chooses the account).
var (
	batchPath     = "/12/batch/accounts/" + acctest.Account + "/campaigns"
	campaignsPath = "/12/accounts/" + acctest.Account + "/campaigns"
)

// campaignConfig is adsapi_campaign.test under instrument, with the given arguments besides.
func campaignConfig(instrument, args string) string {
	return fmt.Sprintf(`
resource "adsapi_campaign" "test" {
  funding_instrument_id = %q
%s
}
`, instrument, args)
}

// lines writes arguments, one a line.
func lines(args ...string) string { return "  " + strings.Join(args, "\n  ") }

// importID is ACCOUNT_ID/ID from state.
var importID = acctest.ImportID(res)

// holds checks the campaign the service stores under *id, read through the API (so that it holds against any
// service): live, and as check wants it.
func holds(env *acctest.Env, id *string, check func(adsapi.Campaign) error) acctest.EmulatorStateCheck {
	return func() error {
		c, err := env.Colleague().Campaigns.Get(env.T.Context(), acctest.Account, *id)
		if err != nil || c.Deleted {
			return fmt.Errorf("campaign %s is not live at the service: %+v, %v", *id, c, err)
		}
		if err := check(*c); err != nil {
			return fmt.Errorf("campaign %s at the service: %w (%+v)", *id, err, c)
		}
		return nil
	}
}

// micros is an amount as the API's answers carry it.
func micros(v int64) wire.FlexInt { return wire.FlexInt{Value: v, Valid: true} }

// deletedAtService checks that the service keeps campaign *id, deleted (softly).
func deletedAtService(env *acctest.Env, id *string) acctest.EmulatorStateCheck {
	return func() error {
		c, err := env.Colleague().Campaigns.Get(env.T.Context(), acctest.Account, *id)
		if err != nil || !c.Deleted {
			return fmt.Errorf("campaign %s: %+v, %v; want it kept, deleted", *id, c, err)
		}
		return nil
	}
}

// noLiveCampaigns checks, after a destroy, that the demo account holds no live campaign: each was deleted
// (softly: the service keeps it, deleted).
func noLiveCampaigns(env *acctest.Env) acctest.EmulatorStateCheck {
	return func() error {
		if ids := env.Srv.CampaignIDs(acctest.Account); len(ids) > 0 {
			return fmt.Errorf("campaigns %v are still live after destroy", ids)
		}
		return nil
	}
}

// sameCampaigns checks that the state's campaigns are exactly the live campaigns of the service.
func sameCampaigns(env *acctest.Env) statecheck.StateCheck {
	return acctest.StateCheckFunc(func(req statecheck.CheckStateRequest) error {
		var inState []string
		for _, r := range req.State.Values.RootModule.Resources {
			if r.Type == "adsapi_campaign" {
				id, _ := r.AttributeValues["id"].(string)
				inState = append(inState, id)
			}
		}
		slices.Sort(inState)
		if atService := env.Srv.CampaignIDs(acctest.Account); !slices.Equal(inState, atService) {
			return fmt.Errorf("state holds campaigns %v, the service %v", inState, atService)
		}
		return nil
	})
}

// newEnvWithGlobalReads starts an emulator whose global reads (GET /12/accounts) allow n requests per
// 15 minutes instead of the service's 5: a test of several steps reads the accounts list at every plan
// and apply, more often than the real window allows.
func newEnvWithGlobalReads(t *testing.T, n int) *acctest.Env {
	t.Helper()
	srv := emulator.New(emulator.Options{RouteWindows: map[string]emulator.RouteWindow{
		"GET /12/accounts": {Requests: n, Window: 15 * time.Minute},
	}})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &acctest.Env{T: t, Srv: srv, URL: ts.URL}
}
