package adsapi_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The media library lists by type and terms, 50 items a page, and reads one item by its key.
func TestEmulatorMediaLibrary(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID
	seeded := make([]emulator.Media, 60)
	for i := range seeded {
		seeded[i] = emulator.Media{Key: fmt.Sprintf("3_%d", 900000+i), Type: emulator.MediaImage, URL: "https://example.com/i.png",
			Width: 800, Height: 800, Name: fmt.Sprintf("harbour %d", i)}
	}
	if _, err := emu.SeedMediaLibrary(acc, seeded...); err != nil {
		t.Fatal(err)
	}
	emu.ResetRequests()
	found, err := c.MediaLibrary.List(ctx, acc, adsapi.MediaLibraryListOptions{MediaType: "IMAGE", Q: "harbour"})
	if err != nil || len(found) != 60 {
		t.Fatalf("List = %d items, %v; want the 60 seeded", len(found), err)
	}
	if n := emu.Count(http.MethodGet, "/12/accounts/"+acc+"/media_library"); n != 2 {
		t.Errorf("list requests = %d, want 2 pages of up to 50", n)
	}
	video, err := c.MediaLibrary.Get(ctx, acc, emulator.DemoVideoKey)
	if err != nil || video.MediaType != "VIDEO" || video.MediaKey != emulator.DemoVideoKey {
		t.Errorf("Get = %+v, %v", video, err)
	}
	if _, err := c.MediaLibrary.Get(ctx, acc, "3_1"); !transport.IsNotFound(err) {
		t.Errorf("Get of a key not in the library = %v, want not found", err)
	}
	assertNoAuthFailures(t, emu)
}
