package adsapi_test

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// Campaign management against the emulator: accounts, funding instruments, campaigns, line items
// and placements, one write at a time and batched.

const (
	demoAcc = emulator.DemoAccountID
	demoFI  = emulator.DemoFundingInstrumentID
)

func TestEmulatorAccountsAndFundingInstruments(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	accounts, err := c.AdsAccounts.List(ctx, adsapi.AdsAccountListOptions{AccountIDs: []string{demoAcc}})
	if err != nil || len(accounts) != 1 || accounts[0].ID != demoAcc || accounts[0].Name != "API McTestface" {
		t.Fatalf("List = %+v, %v", accounts, err)
	}
	one, err := c.AdsAccounts.Get(ctx, demoAcc)
	if err != nil || one.IndustryType != "TRAVEL" || one.Timezone != "America/Los_Angeles" {
		t.Errorf("Get = %+v, %v", one, err)
	}
	fis, err := c.FundingInstruments.List(ctx, demoAcc, adsapi.FundingInstrumentListOptions{})
	var ids []string
	for _, f := range fis {
		ids = append(ids, f.ID)
	}
	slices.Sort(ids)
	want := []string{demoFI, emulator.DemoExpiredFundingInstrumentID, emulator.DemoInsertionOrderID}
	slices.Sort(want)
	if err != nil || !slices.Equal(ids, want) {
		t.Fatalf("funding instruments %v, %v; want %v", ids, err, want)
	}
	expired, err := c.FundingInstruments.Get(ctx, demoAcc, emulator.DemoExpiredFundingInstrumentID)
	if err != nil || expired.AbleToFund || !slices.Contains(expired.ReasonsNotAbleToFund, "EXPIRED") {
		t.Errorf("expired = %+v, %v", expired, err)
	}
	card, err := c.FundingInstruments.Get(ctx, demoAcc, demoFI)
	if err != nil || card.CreditLimitLocalMicro != (wire.FlexInt{Value: 200_000_000, Valid: true}) || card.Type != "CREDIT_CARD" {
		t.Errorf("card = %+v, %v", card, err)
	}
	placements, err := c.Placements.List(ctx, "PROMOTED_POSTS")
	if err != nil || len(placements) != 1 || placements[0].ProductType != "PROMOTED_POSTS" || len(placements[0].Placements) == 0 {
		t.Errorf("placements = %+v, %v", placements, err)
	}
	assertNoAuthFailures(t, emu)
}

func TestEmulatorCampaignAndLineItemLifecycle(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	daily, total := int64(5_500_000), int64(37_500_000)
	camp, err := c.Campaigns.Batched.Create(ctx, newSession(t), demoAcc, adsapi.CampaignInput{
		FundingInstrumentID: demoFI, Name: "spring", DailyBudgetAmountLocalMicro: &daily,
		TotalBudgetAmountLocalMicro: &total, EntityStatus: "PAUSED", PurchaseOrderNumber: "PO-1"})
	if err != nil || camp.Name != "spring" || camp.Currency != "USD" || camp.DailyBudgetAmountLocalMicro.Value != daily || camp.PurchaseOrderNumber != "PO-1" {
		t.Fatalf("Create = %+v, %v", camp, err)
	}
	if n := emu.Count(http.MethodPost, "/12/accounts/"+demoAcc+"/campaigns"); n != 1 {
		t.Errorf("%d single POSTs, want the lone create's one", n)
	}

	bid := int64(3_210_000)
	li, err := c.LineItems.Batched.Create(ctx, newSession(t), demoAcc, adsapi.LineItemInput{
		CampaignID: camp.ID, Name: "spring li", Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS",
		Placements: []string{"ALL_ON_TWITTER"}, BidStrategy: "MAX", BidAmountLocalMicro: &bid, EntityStatus: "PAUSED",
		StartTime: "2030-12-01T09:00:00-08:00", EndTime: "2030-12-31"})
	if err != nil || li.CampaignID != camp.ID || li.StartTime != "2030-12-01T17:00:00Z" || li.EndTime != "2030-12-31T00:00:00Z" {
		t.Fatalf("line item = %+v, %v", li, err)
	}

	name, status := "summer", "ACTIVE"
	updated, err := c.Campaigns.Batched.Update(ctx, demoAcc, camp.ID, adsapi.CampaignUpdate{Name: &name, EntityStatus: &status})
	if err != nil || updated.Name != "summer" || updated.EntityStatus != "ACTIVE" || updated.DailyBudgetAmountLocalMicro.Value != daily {
		t.Errorf("Update = %+v, %v", updated, err)
	}
	newBid := int64(140_000)
	uli, err := c.LineItems.Batched.Update(ctx, demoAcc, li.ID, adsapi.LineItemUpdate{BidAmountLocalMicro: &newBid})
	if err != nil || uli.BidAmountLocalMicro.Value != newBid || uli.Name != "spring li" {
		t.Errorf("line item Update = %+v, %v", uli, err)
	}

	got, err := c.LineItems.Get(ctx, demoAcc, li.ID)
	if err != nil || got.BidAmountLocalMicro.Value != newBid {
		t.Errorf("line item Get = %+v, %v", got, err)
	}
	gone, err := c.LineItems.Batched.Delete(ctx, demoAcc, li.ID)
	if err != nil || !gone.Deleted {
		t.Errorf("line item Delete = %+v, %v", gone, err)
	}
	deleted, err := c.Campaigns.Batched.Delete(ctx, demoAcc, camp.ID)
	if err != nil || !deleted.Deleted {
		t.Errorf("Delete = %+v, %v", deleted, err)
	}
	// Soft delete: read back with Deleted true; a second delete is refused as missing.
	if after, err := c.Campaigns.Get(ctx, demoAcc, camp.ID); err != nil || !after.Deleted {
		t.Errorf("Get after delete = %+v, %v", after, err)
	}
	if _, err := c.Campaigns.Batched.Delete(ctx, demoAcc, camp.ID); !transport.IsNotFound(err) {
		t.Errorf("second Delete: %v, want not found", err)
	}
	assertNoAuthFailures(t, emu)
}

// Concurrent writes travel in batch requests; a bad item gets the emulator's own error for it and the
// others are made; concurrent reads share list requests.
func TestEmulatorBatchedWritesAndReads(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	camp, err := c.Campaigns.Batched.Create(ctx, newSession(t), demoAcc, adsapi.CampaignInput{FundingInstrumentID: demoFI, Name: "batch"})
	if err != nil {
		t.Fatal(err)
	}
	bid, zero := int64(1_000_000), int64(0)
	const n = 12
	items, errs := make([]*adsapi.LineItem, n), make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		in := adsapi.LineItemInput{CampaignID: camp.ID, Name: fmt.Sprintf("li-%d", i), Objective: "ENGAGEMENTS",
			ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}, BidStrategy: "MAX", BidAmountLocalMicro: &bid}
		if i == 5 {
			in.BidAmountLocalMicro = &zero // the spec: greater than zero
		}
		wg.Go(func() { items[i], errs[i] = c.LineItems.Batched.Create(ctx, newSession(t), demoAcc, in) })
	}
	wg.Wait()
	var itemErr *adsapi.BatchItemError
	if !errors.As(errs[5], &itemErr) || itemErr.Err.Parameter != "bid_amount_local_micro" || itemErr.Err.Code == "" || len(itemErr.Entry) == 0 {
		t.Errorf("bad item: %v, want its own error naming bid_amount_local_micro", errs[5])
	}
	var ids []string
	for i, it := range items {
		if i == 5 {
			continue
		}
		if errs[i] != nil || it.Name != fmt.Sprintf("li-%d", i) {
			t.Errorf("item %d: %+v, %v", i, it, errs[i])
			continue
		}
		ids = append(ids, it.ID)
	}
	held, err := c.LineItems.List(ctx, demoAcc, adsapi.LineItemListOptions{CampaignIDs: []string{camp.ID}})
	if err != nil || len(held) != n-1 {
		t.Errorf("the emulator holds %d line items, %v; want %d", len(held), err, n-1)
	}
	batchPath := "/12/batch/accounts/" + demoAcc + "/line_items"
	if b, single := emu.Count(http.MethodPost, batchPath), emu.Count(http.MethodPost, "/12/accounts/"+demoAcc+"/line_items"); b+single > 6 || b == 0 {
		t.Errorf("%d batch and %d single creates for %d line items, want a few batches", b, single, n)
	}

	emu.ResetRequests()
	var reads sync.WaitGroup
	for _, id := range ids {
		reads.Go(func() {
			if li, err := c.LineItems.Get(ctx, demoAcc, id); err != nil || li.ID != id {
				t.Errorf("Get %s = %+v, %v", id, li, err)
			}
		})
	}
	reads.Wait()
	if got := emu.Count(http.MethodGet, "/"); got > 3 {
		t.Errorf("%d GETs for %d concurrent reads, want them shared", got, len(ids))
	}

	emu.ResetRequests()
	var deletes sync.WaitGroup
	for _, id := range ids {
		deletes.Go(func() {
			if li, err := c.LineItems.Batched.Delete(ctx, demoAcc, id); err != nil || !li.Deleted {
				t.Errorf("Delete %s = %+v, %v", id, li, err)
			}
		})
	}
	deletes.Wait()
	if got := len(emu.Requests()); got > 3 {
		t.Errorf("%d requests for %d concurrent deletes, want them batched", got, len(ids))
	}
	assertNoAuthFailures(t, emu)
}

// A batch whose answer is dropped after the emulator carried it out: each create adopts what it made.
func TestEmulatorLostBatchIsAdopted(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: "/12/batch/accounts/" + demoAcc + "/campaigns", DropResponse: true})
	const n = 5
	got, errs := make([]*adsapi.Campaign, n), make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			got[i], errs[i] = c.Campaigns.Batched.Create(ctx, newSession(t), demoAcc, adsapi.CampaignInput{FundingInstrumentID: demoFI, Name: fmt.Sprintf("c-%d", i)})
		})
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil || got[i].Name != fmt.Sprintf("c-%d", i) {
			t.Errorf("create %d = %+v, %v", i, got[i], errs[i])
		}
	}
	if ids := emu.CampaignIDs(demoAcc); len(ids) != n {
		t.Errorf("the emulator holds %d campaigns, want %d: none doubled", len(ids), n)
	}
}
