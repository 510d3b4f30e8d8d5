package main

import (
	"flag"
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The spec's other account ceilings, which -line-items-per-campaign leaves as emulator.New
// sets them: SetAccountLimits replaces all three at once.
const (
	specActiveCampaigns = 200
	specActiveLineItems = 8000
)

// lineItemsPerCampaignFlag is -line-items-per-campaign: 0 keeps the spec's 100. The service
// raises the ceiling when an advertiser's account manager asks; make bench needs 200 line items
// under one campaign to show how the provider batches their writes.
func lineItemsPerCampaignFlag(fs *flag.FlagSet) *int {
	return fs.Int("line-items-per-campaign", 0, "live line items one campaign may hold, in every seeded account (0: the spec's 100)")
}

// applyLineItemsPerCampaign raises or lowers the ceiling of every seeded account to n; 0
// changes nothing.
func applyLineItemsPerCampaign(srv *emulator.Server, n int) error {
	if n < 0 {
		return fmt.Errorf("-line-items-per-campaign %d: must not be negative", n)
	}
	if n == 0 {
		return nil
	}
	limits := emulator.AccountLimits{ActiveCampaigns: specActiveCampaigns, LineItemsPerCampaign: n, ActiveLineItems: specActiveLineItems}
	for _, id := range []string{emulator.DemoAccountID, emulator.DemoSandboxAccountID, emulator.OtherAccountID} {
		if err := srv.SetAccountLimits(id, limits); err != nil {
			return err
		}
	}
	return nil
}
