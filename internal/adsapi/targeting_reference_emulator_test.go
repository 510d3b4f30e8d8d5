package adsapi_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// The emulator answers the reference's casing of os_type (iOS, Android) on devices and platform versions;
// the client reads it as sent, and sends an os_type query in the parameter's capitals whatever the casing
// it was given.
func TestEmulatorTargetingOSTypeCasing(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)

	for name, read := range map[string]func() (*adsapi.TargetingList, error){
		"devices": func() (*adsapi.TargetingList, error) { return c.Targeting.Devices(ctx, adsapi.TargetingQuery{}) },
		"platform_versions": func() (*adsapi.TargetingList, error) {
			return c.Targeting.PlatformVersions(ctx, adsapi.TargetingQuery{})
		},
	} {
		got, err := read()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		seen := map[string]bool{}
		for _, it := range got.Items {
			seen[it.OS()] = true
		}
		if !reflect.DeepEqual(seen, map[string]bool{"iOS": true, "Android": true}) {
			t.Errorf("%s: operating systems %v, want iOS and Android", name, seen)
		}
	}

	emu.ResetRequests()
	cats, err := c.Targeting.AppStoreCategories(ctx, adsapi.TargetingQuery{OSType: "iOS"})
	if err != nil {
		t.Fatalf("app store categories with os_type iOS: %v", err)
	}
	if len(cats.Items) == 0 {
		t.Fatal("no iOS app store categories")
	}
	for _, it := range cats.Items {
		if it.OSType != "IOS" {
			t.Errorf("category %q has os_type %q, want IOS", it.Name, it.OSType)
		}
	}
	if reqs := emu.Requests(); len(reqs) != 1 || !strings.Contains(reqs[0].Query, "os_type=IOS") {
		t.Errorf("requests %+v, want one with os_type=IOS", reqs)
	}
}

// TV shows carry genre and the locales of their market.
func TestEmulatorTargetingTVShowDetails(t *testing.T) {
	t.Parallel()
	_, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	got, err := c.Targeting.TVShows(testCtx(t), adsapi.TargetingQuery{Locale: "ja-JP", Q: "show 0001"})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Items) != 1 {
		t.Fatalf("shows = %+v, want one", got.Items)
	}
	show := got.Items[0]
	if show.Genre == "" || !reflect.DeepEqual(show.Locales, []adsapi.TVLocale{{Language: "ja", Country: "JP"}}) {
		t.Errorf("show %q: genre %q, locales %+v; want a genre and ja/JP", show.Name, show.Genre, show.Locales)
	}
}
