package adsapi_test

import (
	"errors"
	"net/http"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// seededFollowersLineItemID is the line item seedFollowersLineItem seeds.
const seededFollowersLineItemID = "9bpb2"

// seedFollowersLineItem seeds a follower campaign of the demo account's funding instrument with one
// PROMOTED_ACCOUNT line item, seededFollowersLineItemID, and returns its id.
func seedFollowersLineItem(t *testing.T, emu *emulator.Server) string {
	t.Helper()
	camp, err := emu.SeedCampaign(emulator.DemoAccountID, emulator.Campaign{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: "followers"})
	if err != nil {
		t.Fatal(err)
	}
	li, err := emu.SeedLineItem(emulator.DemoAccountID, emulator.LineItem{ID: seededFollowersLineItemID, CampaignID: camp.ID, Objective: "FOLLOWERS",
		ProductType: "PROMOTED_ACCOUNT", Placements: []string{"ALL_ON_TWITTER"}})
	if err != nil {
		t.Fatal(err)
	}
	return li.ID
}

// Promoted accounts through every endpoint against the emulator: user_id comes back as the string
// sent, a line item of another product type is refused, a refresh reads by id, and a detached
// promoted account reads as deleted.
func TestEmulatorPromotedAccounts(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID
	li := seedFollowersLineItem(t, emu)

	made, err := c.PromotedAccounts.Create(ctx, newSession(t), acc, adsapi.PromotedAccountInput{LineItemID: li, UserID: emulator.DemoUserID})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	stored, ok := emu.PromotedAccount(acc, made.ID)
	if !ok || stored.UserID != emulator.DemoUserID || made.UserID != emulator.DemoUserID || made.LineItemID != li ||
		made.EntityStatus != "ACTIVE" || made.ApprovalStatus != "ACCEPTED" {
		t.Fatalf("made %+v, stored %+v", made, stored)
	}
	other, err := c.PromotedAccounts.Create(ctx, newSession(t), acc, adsapi.PromotedAccountInput{LineItemID: li, UserID: emulator.DemoRepostsOnlyUserID})
	if err != nil {
		t.Fatal(err)
	}
	posts := seedLineItem(t, emu)
	_, err = c.PromotedAccounts.Create(ctx, newSession(t), acc, adsapi.PromotedAccountInput{LineItemID: posts, UserID: emulator.DemoUserID})
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest || apiErr.Code != "INCOMPATIBLE_LINE_ITEM" || apiErr.Parameter != "line_item_id" {
		t.Errorf("a PROMOTED_POSTS line item = %v, want 400 INCOMPATIBLE_LINE_ITEM", err)
	}
	if _, err := c.PromotedAccounts.Delete(ctx, acc, made.ID); err != nil {
		t.Fatal(err)
	}
	if got, err := c.PromotedAccounts.Get(ctx, acc, made.ID); err != nil || !got.Deleted {
		t.Errorf("Get of the detached one = %+v, %v", got, err)
	}
	live, err := c.PromotedAccounts.List(ctx, acc, adsapi.PromotedAccountListOptions{LineItemIDs: []string{li}})
	if err != nil || len(live) != 1 || live[0].ID != other.ID {
		t.Errorf("live promoted accounts of the line item = %+v, %v", live, err)
	}
	if _, err := c.PromotedAccounts.Get(ctx, acc, "nosuch"); !transport.IsNotFound(err) {
		t.Errorf("Get of an unknown id = %v, want not found", err)
	}
}
