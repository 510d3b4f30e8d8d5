package adsapi

import (
	"net/http"
	"reflect"
	"strconv"
	"testing"
	"time"
)

func TestFeatureWritesGoToTheSandboxAddress(t *testing.T) {
	t.Parallel()
	prod := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data_type":"features","data":["A"]}`)
	})
	sandbox := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data_type":"features","data":[]}`)
	})
	c := newTestClient(t, prod.srv.URL, func(cfg *Config) { cfg.SandboxAdsURL = sandbox.srv.URL })
	ctx := ctxTimeout(t, 5*time.Second)

	keys, err := c.Features.Add(ctx, "gq180y", []string{"DR_TAP", "AGE_TARGETING"})
	if err != nil || keys == nil || len(keys) != 0 {
		t.Fatalf("Add = %#v, %v; want an empty, non-nil list from data []", keys, err)
	}
	if _, err := c.Features.Remove(ctx, "gq180y", []string{"DR_TAP"}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Features.List(ctx, "gq180y", FeatureListOptions{Sandbox: true, FeatureKeys: []string{"DR_TAP", "BRAND_TPN"}}); err != nil {
		t.Fatal(err)
	}
	got, err := c.Features.List(ctx, "gq180y", FeatureListOptions{})
	if err != nil || !reflect.DeepEqual(got, []string{"A"}) {
		t.Fatalf("production List = %v, %v", got, err)
	}

	seen := sandbox.requests()
	if len(seen) != 3 || prod.count() != 1 {
		t.Fatalf("sandbox saw %d requests, production %d; want 3 and 1", len(seen), prod.count())
	}
	for i, want := range []struct{ method, keys string }{{"POST", "DR_TAP,AGE_TARGETING"}, {"DELETE", "DR_TAP"}, {"GET", "DR_TAP,BRAND_TPN"}} {
		q := parseQuery(t, seen[i].RawQuery)
		if seen[i].Method != want.method || seen[i].Path != "/12/accounts/gq180y/features" || q.Get("feature_keys") != want.keys {
			t.Errorf("sandbox request %d = %s %s?%s", i, seen[i].Method, seen[i].Path, seen[i].RawQuery)
		}
	}
	if _, err := c.Features.Add(ctx, "gq180y", nil); err == nil || len(sandbox.requests()) != 3 {
		t.Errorf("Add of no keys = %v, want an error before any request", err)
	}
}

func TestAccountListQueries(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	if _, err := c.AppEventProviderConfigurations.List(ctx, "acc1", AppEventProviderConfigurationListOptions{
		IDs: []string{"1", "2"}, ListOptions: ListOptions{SortBy: "created_at-desc", WithDeleted: true},
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.PromotableUsers.List(ctx, "acc1", PromotableUserListOptions{PromotableUserIDs: []string{"x"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.PromotableUsers.Full(ctx, "acc1"); err == nil {
		t.Error("Full of an account listing no FULL user succeeded")
	}
	seen := rec.requests()
	aepc := parseQuery(t, seen[0].RawQuery)
	if seen[0].Path != "/11/accounts/acc1/app_event_provider_configurations" || aepc.Get("ids") != "1,2" ||
		aepc.Get("sort_by") != "created_at-desc" || aepc.Get("with_deleted") != "true" || aepc.Get("count") != "1000" {
		t.Errorf("configuration list %s?%s", seen[0].Path, seen[0].RawQuery)
	}
	pu := parseQuery(t, seen[1].RawQuery)
	if seen[1].Path != "/12/accounts/acc1/promotable_users" || pu.Get("promotable_user_ids") != "x" || pu.Get("count") != "1000" || len(pu) != 2 {
		t.Errorf("promotable user list %s?%s", seen[1].Path, seen[1].RawQuery)
	}
}

func TestSandboxKeepsItsOwnRateLimitWindow(t *testing.T) {
	t.Parallel()
	spent := func(_ int, w http.ResponseWriter, _ *http.Request) {
		// The last request of a window that resets in a minute.
		writeJSON(w, 200, `{"data":[]}`, "x-rate-limit-remaining", "0",
			"x-rate-limit-reset", strconv.FormatInt(time.Now().Add(time.Minute).Unix(), 10))
	}
	prod := newRecorder(t, spent)
	sandbox := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, `{"data":[]}`) })
	c := newTestClient(t, prod.srv.URL, func(cfg *Config) { cfg.SandboxAdsURL = sandbox.srv.URL })
	ctx := ctxTimeout(t, 5*time.Second)
	if _, err := c.Features.List(ctx, "gq180y", FeatureListOptions{}); err != nil {
		t.Fatal(err)
	}
	// The same endpoint on the sandbox address is not held by production's spent window.
	if _, err := c.Features.List(ctx, "gq180y", FeatureListOptions{Sandbox: true}); err != nil {
		t.Fatalf("sandbox List was held or failed: %v", err)
	}
	if sandbox.count() != 1 {
		t.Errorf("sandbox saw %d requests, want 1", sandbox.count())
	}
}
