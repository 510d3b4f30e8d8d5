package adsapi_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// Round trips of the audiences and measurement services against the emulator.

func TestEmulatorWebEventTags(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID

	_, err := c.WebEventTags.Create(ctx, newSession(t), acc, adsapi.WebEventTagInput{Name: "late", Type: "PURCHASE", ClickWindow: 7, ViewThroughWindow: 14})
	if e := wantAPIError(t, err, http.StatusBadRequest, "INVALID_PARAMETER"); e.Parameter != "view_through_window" {
		t.Errorf("refusal names %q, want view_through_window", e.Parameter)
	}
	created, err := c.WebEventTags.Create(ctx, newSession(t), acc, adsapi.WebEventTagInput{Name: "buyers", Type: "PURCHASE", ClickWindow: 30, ViewThroughWindow: 1, RetargetingEnabled: true})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if created.Status != "UNVERIFIED" || created.LastTrackedAt != "" || created.WebsiteTagID == "" || created.EmbedCode == "" ||
		!created.RetargetingEnabled || created.ClickWindow.Value != 30 || created.CreatedAt != "" {
		t.Errorf("created = %+v", created)
	}
	got, err := c.WebEventTags.Get(ctx, acc, created.ID)
	if err != nil || *got != *created {
		t.Errorf("Get = %+v, %v; want %+v", got, err, created)
	}
	if err := emu.TrackWebEventTag(acc, created.ID, time.Date(2021, 5, 22, 17, 0, 4, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	if got, err = c.WebEventTags.Get(ctx, acc, created.ID); err != nil || got.Status != "TRACKING" || got.LastTrackedAt != "2021-05-22T17:00:04Z" {
		t.Errorf("Get after events = %+v, %v", got, err)
	}
	one := int64(1)
	updated, err := c.WebEventTags.Update(ctx, acc, created.ID, adsapi.WebEventTagUpdate{ClickWindow: &one, ViewThroughWindow: &one})
	if err != nil || updated.ClickWindow.Value != 1 || updated.ViewThroughWindow.Value != 1 || updated.Name != "buyers" || updated.EmbedCode != created.EmbedCode {
		t.Errorf("Update = %+v, %v", updated, err)
	}
	deleted, err := c.WebEventTags.Delete(ctx, acc, created.ID)
	if err != nil || !deleted.Deleted {
		t.Fatalf("Delete = %+v, %v", deleted, err)
	}
	// Get sends with_deleted, so a deleted tag is read, not lost.
	if got, err = c.WebEventTags.Get(ctx, acc, created.ID); err != nil || !got.Deleted {
		t.Errorf("Get after delete = %+v, %v", got, err)
	}
	if _, err := c.WebEventTags.Delete(ctx, acc, created.ID); !transport.IsNotFound(err) {
		t.Errorf("a second Delete = %v, want not found", err)
	}
	live, err := c.WebEventTags.List(ctx, acc, adsapi.WebEventTagListOptions{})
	if err != nil || len(live) != 0 {
		t.Errorf("live list = %+v, %v", live, err)
	}
	all, err := c.WebEventTags.List(ctx, acc, adsapi.WebEventTagListOptions{WebEventTagIDs: []string{created.ID}, ListOptions: adsapi.ListOptions{WithDeleted: true}})
	if err != nil || len(all) != 1 || !all[0].Deleted {
		t.Errorf("with_deleted list = %+v, %v", all, err)
	}
	if _, err := c.WebEventTags.Get(ctx, acc, "nosuchtag"); !transport.IsNotFound(err) {
		t.Errorf("Get of a missing tag = %v", err)
	}
	assertNoAuthFailures(t, emu)
}

// A create answered with another tag, identical but there before (the WrongID fault), is not believed:
// the listing before the send knew that tag, so the one the create made is found and adopted, with no
// second POST.
func TestEmulatorWebEventTagCreateAnsweredWithAnOlderTag(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	acc := emulator.DemoAccountID
	in := adsapi.WebEventTagInput{Name: "same", Type: "SEARCH", ClickWindow: 14, ViewThroughWindow: 1}
	old, err := c.WebEventTags.Create(testCtx(t), newSession(t), acc, in)
	if err != nil {
		t.Fatal(err)
	}
	path := "/12/accounts/" + acc + "/web_event_tags"
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: path, WrongID: true})
	emu.ResetRequests()
	made, err := c.WebEventTags.Create(testCtx(t), newSession(t), acc, in)
	if err != nil || made.ID == old.ID {
		t.Fatalf("create = %+v, %v; want the new tag, not %s, which was there before", made, err, old.ID)
	}
	if n := emu.Count(http.MethodPost, path); n != 1 {
		t.Errorf("POSTs = %d, want 1", n)
	}
	if ids := emu.WebEventTagIDs(acc); len(ids) != 2 {
		t.Errorf("the service holds %v, want the two tags", ids)
	}
}

// The estimate of criteria the emulator's catalogue holds, as its package documentation computes it (a
// keyword and an age: a tenth of 300,000,000, then a tenth of that; max a tenth above min), and a criterion
// the service refuses, named by its parameter.
func TestEmulatorAudienceEstimate(t *testing.T) {
	t.Parallel()
	_, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	got, err := c.AudienceEstimate.Estimate(ctx, emulator.DemoAccountID, []adsapi.EstimateCriterion{
		{TargetingType: "BROAD_KEYWORD", TargetingValue: "nba"}, {TargetingType: "AGE", TargetingValue: "AGE_OVER_18", OperatorType: "EQ"}})
	if err != nil || *got != (adsapi.AudienceSize{Min: 3_000_000, Max: 3_300_000}) {
		t.Errorf("Estimate = %+v, %v", got, err)
	}
	_, err = c.AudienceEstimate.Estimate(ctx, emulator.DemoAccountID, []adsapi.EstimateCriterion{
		{TargetingType: "BROAD_KEYWORD", TargetingValue: "nba"}, {TargetingType: "AGE", TargetingValue: "AGE_18_TO_99"}})
	if e := wantAPIError(t, err, http.StatusBadRequest, "INVALID_PARAMETER"); e.Parameter != "targeting_value" {
		t.Errorf("refusal names %q, want targeting_value", e.Parameter)
	}
}

// The demo user's permissions, before and after the emulator's hook gives it another role.
func TestEmulatorAuthenticatedUserAccess(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	got, err := c.AdsAccounts.AuthenticatedUserAccess(ctx, emulator.DemoAccountID)
	if err != nil || got.UserID != emulator.DemoUserID || !slices.Equal(got.Permissions, []string{"ACCOUNT_ADMIN", "POST_COMPOSER"}) {
		t.Errorf("AuthenticatedUserAccess = %+v, %v", got, err)
	}
	if err := emu.SetUserPermissions(emulator.DemoUserID, emulator.DemoAccountID, emulator.PermissionCampaignAnalyst); err != nil {
		t.Fatal(err)
	}
	if got, err = c.AdsAccounts.AuthenticatedUserAccess(ctx, emulator.DemoAccountID); err != nil || !slices.Equal(got.Permissions, []string{"CAMPAIGN_ANALYST"}) {
		t.Errorf("after SetUserPermissions = %+v, %v", got, err)
	}
}
