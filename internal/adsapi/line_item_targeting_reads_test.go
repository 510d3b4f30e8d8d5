package adsapi_test

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

const demoTargetingPath = "/12/accounts/" + emulator.DemoAccountID + "/targeting_criteria"

// seedTargetedLineItems seeds three line items of one campaign: the first holds two keywords, the
// second one, the third none.
func seedTargetedLineItems(t *testing.T, emu *emulator.Server) []string {
	t.Helper()
	camp, err := emu.SeedCampaign(emulator.DemoAccountID, emulator.Campaign{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: "held"})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i, keywords := range [][]string{{"coffee", "tea"}, {"cocoa"}, nil} {
		li, err := emu.SeedLineItem(emulator.DemoAccountID, emulator.LineItem{CampaignID: camp.ID, Name: ptr(fmt.Sprintf("li %d", i)),
			Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}})
		if err != nil {
			t.Fatal(err)
		}
		for _, kw := range keywords {
			if _, err := emu.AddTargetingCriterion(emulator.DemoAccountID, emulator.TargetingCriterion{LineItemID: li.ID,
				TargetingType: "BROAD_KEYWORD", TargetingValue: kw}); err != nil {
				t.Fatal(err)
			}
		}
		ids = append(ids, li.ID)
	}
	return ids
}

// heldConcurrently calls Held for each id at once and returns each call's keywords and error.
func heldConcurrently(c *adsapi.Client, t *testing.T, ids []string) ([][]string, []error) {
	got, errs := make([][]string, len(ids)), make([]error, len(ids))
	var wg sync.WaitGroup
	for i, id := range ids {
		wg.Go(func() {
			held, err := c.LineItemTargeting.Held(testCtx(t), emulator.DemoAccountID, id, "")
			errs[i] = err
			got[i] = []string{}
			for _, c := range held {
				got[i] = append(got[i], string(c.TargetingValue))
			}
			slices.Sort(got[i])
		})
	}
	wg.Wait()
	return got, errs
}

// TestHeldCriteriaShareListRequests: the targeting of line items refreshed at once is read with one
// list request naming them all, and each call gets its own line item's criteria, an empty list for one
// that holds none; a lone call lists its line item alone.
func TestHeldCriteriaShareListRequests(t *testing.T) {
	t.Parallel()
	emu, u := newEmulator(t)
	c := newDemoClient(t, u, nil)
	ids := seedTargetedLineItems(t, emu)

	emu.ResetRequests()
	got, errs := heldConcurrently(c, t, append(slices.Clone(ids), ids[0]))
	want := [][]string{{"coffee", "tea"}, {"cocoa"}, {}, {"coffee", "tea"}}
	for i := range want {
		if errs[i] != nil || !slices.Equal(got[i], want[i]) {
			t.Errorf("call %d: %v, %v; want %v", i, got[i], errs[i], want[i])
		}
	}
	reqs := emu.Requests()
	if len(reqs) != 1 || reqs[0].Path != demoTargetingPath {
		t.Fatalf("requests %v, want one list of the targeting", reqs)
	}
	q, _ := url.ParseQuery(reqs[0].Query)
	if asked := q.Get("line_item_ids"); asked == "" || len(slices.DeleteFunc(slices.Clone(ids), func(id string) bool {
		return slices.Contains(splitComma(asked), id)
	})) != 0 {
		t.Errorf("line_item_ids=%q, want the three line items", asked)
	}

	emu.ResetRequests()
	if held, err := c.LineItemTargeting.Held(testCtx(t), emulator.DemoAccountID, ids[1], ""); err != nil || len(held) != 1 {
		t.Fatalf("lone call: %v, %v; want cocoa", held, err)
	}
	if reqs := emu.Requests(); len(reqs) != 1 || reqs[0].Query != "count=1000&line_item_ids="+ids[1] {
		t.Errorf("lone call sent %v, want one list of its line item", reqs)
	}
}

// TestHeldCriteriaRefuseAForeignAnswer: a list answer holding a criterion of a line item no call asked for
// did not apply the filter, so it proves nothing about the line items asked for: every call of the batch
// fails, and none is told its line item holds nothing.
func TestHeldCriteriaRefuseAForeignAnswer(t *testing.T) {
	t.Parallel()
	emu, u := newEmulator(t)
	c := newDemoClient(t, u, nil)
	ids := seedTargetedLineItems(t, emu)
	emu.InjectFault(emulator.Fault{Method: http.MethodGet, PathPrefix: demoTargetingPath, Garble: true,
		Body: `{"data":[{"id":"x1","line_item_id":"zzzzz","targeting_type":"AGE","targeting_value":"AGE_OVER_18"}],"next_cursor":null}`})
	_, errs := heldConcurrently(c, t, ids[1:])
	for i, err := range errs {
		if err == nil {
			t.Errorf("call %d was believed", i)
		}
	}
}

func splitComma(s string) []string { return strings.Split(s, ",") }

func ptr[T any](v T) *T { return &v }
