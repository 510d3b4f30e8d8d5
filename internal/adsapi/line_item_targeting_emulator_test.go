package adsapi_test

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

const demoTargetingBatchPath = "/12/batch/accounts/" + emulator.DemoAccountID + "/targeting_criteria"

// seededLineItemID is the id of the line item seedLineItem makes, the same in every emulator so that
// a table of kinds can name it.
const seededLineItemID = "c2li7"

// seedLineItem seeds a campaign of the demo account's funding instrument with one line item,
// seededLineItemID, and returns its id.
func seedLineItem(t *testing.T, emu *emulator.Server) string {
	t.Helper()
	camp, err := emu.SeedCampaign(emulator.DemoAccountID, emulator.Campaign{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: "spring"})
	if err != nil {
		t.Fatal(err)
	}
	li, err := emu.SeedLineItem(emulator.DemoAccountID, emulator.LineItem{ID: seededLineItemID, CampaignID: camp.ID, Objective: "ENGAGEMENTS",
		ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}})
	if err != nil {
		t.Fatal(err)
	}
	return li.ID
}

// liveCriteria is the line item's criteria as the emulator holds them, deleted ones left out, as
// "TYPE value" strings.
func liveCriteria(emu *emulator.Server, lineItemID string) []string {
	var out []string
	for _, c := range emu.TargetingCriteria(emulator.DemoAccountID, lineItemID) {
		if !c.Deleted {
			out = append(out, c.TargetingType+" "+c.TargetingValue)
		}
	}
	return out
}

// A line item's targeting through every endpoint: a value from the locations catalogue plugs into a
// criterion as it is; a batch deletes and creates together; lists and reads see what the emulator
// holds.
func TestEmulatorLineItemTargeting(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID
	li := seedLineItem(t, emu)

	kw, err := c.LineItemTargeting.Create(ctx, newSession(t), acc, adsapi.LineItemCriterionInput{LineItemID: li, TargetingType: "BROAD_KEYWORD", TargetingValue: "coffee"})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if kw.LineItemID != li || kw.TargetingValue != "coffee" || kw.Deleted {
		t.Errorf("created = %+v", kw)
	}
	locs, err := c.Targeting.Locations(ctx, adsapi.TargetingQuery{Q: "Los Angeles", CountryCode: "US", Limit: 1})
	if err != nil || len(locs.Items) != 1 {
		t.Fatalf("Locations = %+v, %v", locs, err)
	}
	loc := locs.Items[0]
	got, err := c.LineItemTargeting.Batch(ctx, newSession(t), acc, li, []adsapi.TargetingOperation{
		adsapi.DeleteCriterion(kw.ID),
		adsapi.CreateCriterion(adsapi.LineItemCriterionInput{TargetingType: loc.TargetingType, TargetingValue: string(loc.TargetingValue)}),
		adsapi.CreateCriterion(adsapi.LineItemCriterionInput{TargetingType: "BROAD_KEYWORD", TargetingValue: "tea", OperatorType: "NE"}),
	})
	if err != nil {
		t.Fatalf("Batch: %v", err)
	}
	if !got[0].Deleted || got[1].TargetingType != "LOCATION" || got[1].Name != loc.Name || got[2].OperatorType != "NE" {
		t.Errorf("batch = %+v %+v %+v", got[0], got[1], got[2])
	}
	if n := emu.Count(http.MethodPost, demoTargetingBatchPath); n != 1 {
		t.Errorf("batch POSTs = %d, want 1", n)
	}
	if live := strings.Join(liveCriteria(emu, li), ", "); live != "LOCATION "+string(loc.TargetingValue)+", BROAD_KEYWORD tea" {
		t.Errorf("the emulator holds %s", live)
	}

	listed, err := c.LineItemTargeting.List(ctx, acc, adsapi.LineItemTargetingListOptions{LineItemIDs: []string{li}})
	if err != nil || len(listed) != 2 {
		t.Fatalf("List = %+v, %v", listed, err)
	}
	all, err := c.LineItemTargeting.List(ctx, acc, adsapi.LineItemTargetingListOptions{LineItemIDs: []string{li}, ListOptions: adsapi.ListOptions{WithDeleted: true}})
	if err != nil || len(all) != 3 {
		t.Errorf("List with deleted = %d criteria, %v; want 3", len(all), err)
	}
	read, err := c.LineItemTargeting.Get(ctx, acc, kw.ID, "")
	if err != nil || !read.Deleted {
		t.Errorf("Get of the deleted keyword = %+v, %v; want it with Deleted", read, err)
	}
	gone, err := c.LineItemTargeting.Delete(ctx, acc, got[2].ID)
	if err != nil || !gone.Deleted {
		t.Errorf("Delete = %+v, %v", gone, err)
	}
	assertNoAuthFailures(t, emu)
}

// A batch the emulator refuses because of one item applies nothing, and its error names the item.
func TestEmulatorTargetingBatchRefused(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	li := seedLineItem(t, emu)
	_, err := c.LineItemTargeting.Batch(testCtx(t), newSession(t), emulator.DemoAccountID, li, []adsapi.TargetingOperation{
		adsapi.CreateCriterion(adsapi.LineItemCriterionInput{TargetingType: "BROAD_KEYWORD", TargetingValue: "coffee"}),
		adsapi.CreateCriterion(adsapi.LineItemCriterionInput{TargetingType: "NO_SUCH_TYPE", TargetingValue: "x"}),
	})
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest || len(apiErr.Errors) == 0 || apiErr.Errors[0].Operation != 2 {
		t.Fatalf("err = %v, want the emulator's refusal naming the second item", err)
	}
	if !strings.Contains(err.Error(), `operation 2 (create NO_SUCH_TYPE "x")`) {
		t.Errorf("err = %q, want it to name the operation at fault", err)
	}
	if live := liveCriteria(emu, li); len(live) != 0 {
		t.Errorf("the emulator holds %v after a refused batch, want nothing", live)
	}
}

// A batch whose answer is dropped after the emulator applied it is reconciled without being sent
// again, and Apply sends 1,000 keywords in two batches.
func TestEmulatorTargetingBatchLostAndApply(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	li := seedLineItem(t, emu)
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoTargetingBatchPath, DropResponse: true})
	ops := make([]adsapi.TargetingOperation, 1000)
	for i := range ops {
		ops[i] = adsapi.CreateCriterion(adsapi.LineItemCriterionInput{TargetingType: "BROAD_KEYWORD", TargetingValue: fmt.Sprintf("kw%04d", i)})
	}
	// A listing serves the looks for half the shortest wait between looks (batchCandidates). Every lost
	// create is found at its first look, so no wait is spent: waits ten times the real ones keep the
	// listing fresh for all 500 looks however slowly a loaded machine runs them, and the count below
	// measures the sharing, not the machine.
	adsapi.SetRelooks(c, 10*time.Second, 20*time.Second)
	got, err := c.LineItemTargeting.Apply(testCtx(t), newSession(t), emulator.DemoAccountID, li, ops)
	if err != nil {
		t.Fatalf("Apply: %v", err)
	}
	if got[0].TargetingValue != "kw0000" || got[999].TargetingValue != "kw0999" {
		t.Errorf("results run from %+v to %+v", got[0], got[999])
	}
	if n := emu.Count(http.MethodPost, demoTargetingBatchPath); n != 2 {
		t.Errorf("batch POSTs = %d, want 2: the lost one is not sent again", n)
	}
	// Each of the 500 lost creates is looked for; one listing of the line item serves them all.
	if n := emu.Count(http.MethodGet, "/12/accounts/"+emulator.DemoAccountID+"/targeting_criteria"); n > 5 {
		t.Errorf("the looks for the lost batch read the line item's criteria %d times, want a few", n)
	}
	if n := len(liveCriteria(emu, li)); n != 1000 {
		t.Errorf("the emulator holds %d criteria, want 1000", n)
	}
}
