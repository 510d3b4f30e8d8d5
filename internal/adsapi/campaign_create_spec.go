package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// campaignKey is what makes two campaigns the same: where the money comes from, the name, the
// budgets, the status and the booking reference. standard_delivery is left out: the service takes it
// and answers null.
type campaignKey struct {
	FundingInstrumentID, Name, BudgetOptimization, EntityStatus, PurchaseOrderNumber string
	DailyBudget, TotalBudget                                                         int64
}

// createSpec tells the create engine what the service always answers for a campaign and where to
// find the campaign a create may have made: the newest campaigns of the same funding instrument,
// drafts included, identical in what was sent; the account's newest campaigns show whether another
// client is creating there too. (q is not used: its matching rule is not stated for campaigns.)
func (s *CampaignsService) createSpec(accountID string, in CampaignInput) creates.Spec[*Campaign] {
	newest := func(ctx context.Context, instruments []string) ([]*Campaign, error) {
		campaigns, err := s.List(ctx, accountID, CampaignListOptions{
			FundingInstrumentIDs: instruments, WithDraft: true,
			ListOptions: ListOptions{SortBy: "created_at-desc", Limit: creates.Candidates},
		})
		return creates.Pointers(campaigns), err
	}
	// The service's defaults, written out: the key of the campaign a create made is then the key
	// sent, which lets the engine tell the objects of this client's lost creates from another
	// writer's. (A worked example written for version 9 is answered PAUSED without entity_status;
	// the reference states ACTIVE.)
	sent := campaignKey{
		FundingInstrumentID: in.FundingInstrumentID, Name: in.Name,
		BudgetOptimization: in.BudgetOptimization, EntityStatus: in.EntityStatus,
		PurchaseOrderNumber: in.PurchaseOrderNumber,
		DailyBudget:         optionalInt(in.DailyBudgetAmountLocalMicro), TotalBudget: optionalInt(in.TotalBudgetAmountLocalMicro),
	}
	if sent.BudgetOptimization == "" {
		sent.BudgetOptimization = "LINE_ITEM"
	}
	if sent.EntityStatus == "" {
		sent.EntityStatus = "ACTIVE"
	}
	return creates.Spec[*Campaign]{
		Kind:  "campaign",
		Scope: accountID,
		Sent:  creates.Canonical(sent),
		KeyOf: func(c *Campaign) string {
			return creates.Canonical(campaignKey{
				FundingInstrumentID: c.FundingInstrumentID, Name: c.Name,
				BudgetOptimization: c.BudgetOptimization, EntityStatus: c.EntityStatus,
				PurchaseOrderNumber: c.PurchaseOrderNumber,
				DailyBudget:         c.DailyBudgetAmountLocalMicro.Value, TotalBudget: c.TotalBudgetAmountLocalMicro.Value,
			})
		},
		IDOf: func(c *Campaign) string { return c.ID },
		// Every campaign answer of the spec carries these.
		Missing: func(c *Campaign) []string {
			return creates.Lacks(map[string]bool{
				"name": c.Name != "", "funding_instrument_id": c.FundingInstrumentID != "",
				"currency": c.Currency != "", "entity_status": c.EntityStatus != "", "created_at": c.CreatedAt != "",
			})
		},
		CreatedAt: func(c *Campaign) time.Time { return creates.ServiceTime(c.CreatedAt) },
		List: func(ctx context.Context) ([]*Campaign, error) {
			return newest(ctx, []string{in.FundingInstrumentID})
		},
		Recent: func(ctx context.Context) ([]*Campaign, error) { return newest(ctx, nil) },
	}
}

// optionalInt is the value of an optional integer, 0 (unset, in a create key) when nil.
func optionalInt(v *int64) int64 {
	if v == nil {
		return 0
	}
	return *v
}
