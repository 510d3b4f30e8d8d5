package adsapi_test

import (
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

func TestEmulatorAppEventProviderConfigurations(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID

	created, err := c.AppEventProviderConfigurations.Create(ctx, newSession(t), acc, "adv-1")
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if created.ProviderName != emulator.DemoAppEventProviderName || created.ProviderAdvertiserIdentifier != "adv-1" || created.Deleted {
		t.Errorf("created = %+v", created)
	}
	_, err = c.AppEventProviderConfigurations.Create(ctx, newSession(t), acc, "adv-2")
	if e := wantAPIError(t, err, http.StatusBadRequest, "APP_EVENT_PROVIDER_CONFIGURATION_ALREADY_EXISTS"); !strings.Contains(e.Message, created.ID) {
		t.Errorf("refusal %q does not name %s", e.Message, created.ID)
	}
	got, err := c.AppEventProviderConfigurations.Get(ctx, acc, created.ID)
	if err != nil || *got != *created {
		t.Errorf("Get = %+v, %v; want %+v", got, err, created)
	}
	if _, err := c.AppEventProviderConfigurations.Delete(ctx, acc, created.ID); err != nil {
		t.Fatal(err)
	}
	// Get sends with_deleted, so a deleted configuration is read, not lost.
	got, err = c.AppEventProviderConfigurations.Get(ctx, acc, created.ID)
	if err != nil || !got.Deleted {
		t.Errorf("Get after delete = %+v, %v", got, err)
	}
	live, err := c.AppEventProviderConfigurations.List(ctx, acc, adsapi.AppEventProviderConfigurationListOptions{})
	if err != nil || len(live) != 0 {
		t.Errorf("live list = %+v, %v", live, err)
	}
	all, err := c.AppEventProviderConfigurations.List(ctx, acc, adsapi.AppEventProviderConfigurationListOptions{
		IDs: []string{created.ID}, ListOptions: adsapi.ListOptions{WithDeleted: true},
	})
	if err != nil || len(all) != 1 || !all[0].Deleted {
		t.Errorf("with_deleted list = %+v, %v", all, err)
	}
	if _, err := c.AppEventProviderConfigurations.Get(ctx, acc, "404"); !transport.IsNotFound(err) {
		t.Errorf("Get of a missing one = %v", err)
	}
	assertNoAuthFailures(t, emu)
}

func TestEmulatorScheduledFeeds(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	catalog := emulator.DemoProductCatalogID

	created, err := c.ScheduledFeeds.Create(ctx, newSession(t), catalog, adsapi.ScheduledFeedInput{
		FeedURL: "https://example.com/p.csv", FeedFormat: "CSV", Frequency: "HOURLY", Repeat: "6", StartTime: "07:15", TimeZone: "Europe/Paris",
	})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if created.Repeat != "6" || created.ProductCatalogID != catalog || !strings.HasSuffix(created.CreatedAt, "Z") || len(created.CreatedAt) != len("2022-08-31T03:44:26.000Z") {
		t.Errorf("created = %+v", created)
	}
	daily, empty := "DAILY", ""
	updated, err := c.ScheduledFeeds.Update(ctx, catalog, created.ID, adsapi.ScheduledFeedUpdate{Frequency: &daily, Repeat: &empty})
	if err != nil || updated.Repeat != "" || updated.Frequency != "DAILY" || updated.TimeZone != "Europe/Paris" {
		t.Fatalf("Update = %+v, %v", updated, err)
	}
	got, err := c.ScheduledFeeds.Get(ctx, catalog, created.ID)
	if err != nil || *got != *updated {
		t.Errorf("Get = %+v, %v; want %+v", got, err, updated)
	}
	_, err = c.ScheduledFeeds.Create(ctx, newSession(t), catalog, adsapi.ScheduledFeedInput{
		FeedURL: "https://example.com/q.csv", FeedFormat: "CSV", Frequency: "DAILY", StartTime: "07:15", TimeZone: "UTC",
	})
	_ = wantAPIError(t, err, http.StatusBadRequest, "SCHEDULED_FEED_ALREADY_EXISTS")
	_, err = c.ScheduledFeeds.List(ctx, emulator.OtherProductCatalogID, adsapi.ScheduledFeedListOptions{})
	_ = wantAPIError(t, err, http.StatusForbidden, "UNAUTHORIZED_CLIENT_APPLICATION")

	if _, err := c.ScheduledFeeds.Delete(ctx, catalog, created.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := c.ScheduledFeeds.Get(ctx, catalog, created.ID); !transport.IsNotFound(err) {
		t.Errorf("Get after delete = %v", err)
	}
	assertNoAuthFailures(t, emu)
}

func TestEmulatorPromotableUsers(t *testing.T) {
	t.Parallel()
	_, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	users, err := c.PromotableUsers.List(ctx, emulator.DemoAccountID, adsapi.PromotableUserListOptions{})
	if err != nil || len(users) != 2 {
		t.Fatalf("List = %+v, %v", users, err)
	}
	full, err := c.PromotableUsers.Full(ctx, emulator.DemoAccountID)
	if err != nil || full.UserID != emulator.DemoUserID || full.ID != emulator.DemoPromotableUserID {
		t.Errorf("Full = %+v, %v", full, err)
	}
	one, err := c.PromotableUsers.Get(ctx, emulator.DemoAccountID, emulator.DemoRepostsOnlyPromotableUserID)
	if err != nil || one.PromotableUserType != adsapi.PromotableUserRepostsOnly || one.UserID != emulator.DemoRepostsOnlyUserID {
		t.Errorf("Get = %+v, %v", one, err)
	}
	if _, err := c.PromotableUsers.Get(ctx, emulator.DemoAccountID, "nobody"); !transport.IsNotFound(err) {
		t.Errorf("Get of a missing one = %v", err)
	}
}

func TestEmulatorSandboxFeatures(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.SandboxAdsURL = url + "/sandbox" })
	ctx := testCtx(t)
	acc := emulator.DemoSandboxAccountID

	keys, err := c.Features.Add(ctx, acc, []string{"DR_TAP", "BRAND_TPN"})
	if err != nil || !reflect.DeepEqual(keys, []string{"DR_TAP", "BRAND_TPN"}) {
		t.Fatalf("Add = %v, %v", keys, err)
	}
	keys, err = c.Features.Remove(ctx, acc, []string{"DR_TAP"})
	if err != nil || !reflect.DeepEqual(keys, []string{"BRAND_TPN"}) {
		t.Fatalf("Remove = %v, %v", keys, err)
	}
	for _, sandbox := range []bool{false, true} {
		got, err := c.Features.List(ctx, acc, adsapi.FeatureListOptions{Sandbox: sandbox})
		if err != nil || !reflect.DeepEqual(got, []string{"BRAND_TPN"}) {
			t.Errorf("List (sandbox %v) = %v, %v", sandbox, got, err)
		}
	}
	filtered, err := c.Features.List(ctx, emulator.DemoAccountID, adsapi.FeatureListOptions{FeatureKeys: []string{"REACH_FREQUENCY_CAP"}})
	if err != nil || !reflect.DeepEqual(filtered, []string{"REACH_FREQUENCY_CAP"}) {
		t.Errorf("filtered List = %v, %v", filtered, err)
	}
	if n := emu.Count(http.MethodPost, "/sandbox/12/accounts/"+acc+"/features"); n != 1 {
		t.Errorf("%d POSTs reached the sandbox address, want 1", n)
	}

	// A client whose sandbox address is the production one meets the service's refusal.
	misconfigured := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.SandboxAdsURL = url })
	_, err = misconfigured.Features.Add(ctx, acc, []string{"DR_TAP"})
	_ = wantAPIError(t, err, http.StatusForbidden, "ACTION_NOT_ALLOWED")
	assertNoAuthFailures(t, emu)
}
