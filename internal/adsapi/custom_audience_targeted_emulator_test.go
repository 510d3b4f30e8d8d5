package adsapi_test

import (
	"net/http"
	"reflect"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// seedTargeting seeds a campaign of the demo account and one line item of it with status (ACTIVE when
// empty) that targets audience, and returns the campaign's and line item's ids.
func seedTargeting(t *testing.T, emu *emulator.Server, campaignName, audience, status string) (campaign, lineItem string) {
	t.Helper()
	cp, err := emu.SeedCampaign(emulator.DemoAccountID, emulator.Campaign{Name: campaignName, FundingInstrumentID: emulator.DemoFundingInstrumentID})
	if err != nil {
		t.Fatal(err)
	}
	li, err := emu.SeedLineItem(emulator.DemoAccountID, emulator.LineItem{CampaignID: cp.ID, EntityStatus: status,
		Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := emu.AddTargetingCriterion(emulator.DemoAccountID, emulator.TargetingCriterion{LineItemID: li.ID,
		TargetingType: "CUSTOM_AUDIENCE", TargetingValue: audience}); err != nil {
		t.Fatal(err)
	}
	return cp.ID, li.ID
}

// Who targets an audience, against the emulator: the servable line items by default, the paused ones too
// with IncludeNotServable, every page of a list longer than one, and an unknown audience not found.
func TestEmulatorCustomAudienceTargeted(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	audience, err := emu.SeedCustomAudience(emulator.DemoAccountID, emulator.CustomAudience{Name: "buyers"})
	if err != nil {
		t.Fatal(err)
	}

	running, active := seedTargeting(t, emu, "running", audience.ID, "")
	stopped, paused := seedTargeting(t, emu, "stopped", audience.ID, "PAUSED")
	got, err := c.CustomAudiences.Targeted(ctx, acc, audience.ID, adsapi.CustomAudienceTargetedOptions{})
	want := []adsapi.TargetedCampaign{{CampaignID: running, CampaignName: "running", LineItems: []adsapi.TargetedLineItem{{ID: active, Servable: true}}}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Targeted = %+v, %v; want %+v", got, err, want)
	}
	got, err = c.CustomAudiences.Targeted(ctx, acc, audience.ID, adsapi.CustomAudienceTargetedOptions{IncludeNotServable: true})
	want = append(want, adsapi.TargetedCampaign{CampaignID: stopped, CampaignName: "stopped", LineItems: []adsapi.TargetedLineItem{{ID: paused}}})
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Targeted with IncludeNotServable = %+v, %v; want %+v", got, err, want)
	}

	// The emulator's pages hold 200 campaigns: 201 take two.
	popular, err := emu.SeedCustomAudience(emulator.DemoAccountID, emulator.CustomAudience{Name: "popular"})
	if err != nil {
		t.Fatal(err)
	}
	campaigns := map[string]bool{}
	for range 201 {
		cp, _ := seedTargeting(t, emu, "many", popular.ID, "")
		campaigns[cp] = true
	}
	emu.ResetRequests()
	got, err = c.CustomAudiences.Targeted(ctx, acc, popular.ID, adsapi.CustomAudienceTargetedOptions{})
	if err != nil || len(got) != len(campaigns) {
		t.Fatalf("Targeted of 201 campaigns = %d campaigns, %v", len(got), err)
	}
	for _, e := range got {
		if !campaigns[e.CampaignID] || len(e.LineItems) != 1 {
			t.Errorf("entry %+v is not one of the seeded campaigns with its line item", e)
		}
		delete(campaigns, e.CampaignID)
	}
	if n := emu.Count(http.MethodGet, "/12/accounts/"+acc+"/custom_audiences/"+popular.ID+"/targeted"); n != 2 {
		t.Errorf("%d requests, want the two pages", n)
	}

	_, err = c.CustomAudiences.Targeted(ctx, acc, "nosuch", adsapi.CustomAudienceTargetedOptions{})
	if e := wantAPIError(t, err, http.StatusNotFound, "TAILORED_AUDIENCE_NOT_FOUND"); !transport.IsNotFound(e) {
		t.Errorf("an unknown audience = %v, want not found", err)
	}
}
