package adsapi_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// Tracking tags through every endpoint against the emulator: a DoubleClick URL (";" and "/" in it)
// comes back as sent, the URL changes in place, a refresh of several tags reads them by id, and a
// detached tag reads as deleted.
func TestEmulatorTrackingTags(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID
	li := seedLineItem(t, emu)
	const imp = "https://ad.doubleclick.net/ddm/trackimp/N1234.2061500TWITTER-OFFICIAL/B9156151.125630439;dc_trk_aid=1355;dc_trk_cid=8675309"

	made, err := c.TrackingTags.Create(ctx, newSession(t), acc, adsapi.TrackingTagInput{LineItemID: li, TrackingTagType: "IMPRESSION_TAG", TrackingTagURL: imp})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	stored, ok := emu.TrackingTag(acc, made.ID)
	if !ok || stored.TrackingTagURL != imp || made.TrackingTagURL != imp || made.LineItemID != li || made.TrackingTagType != "IMPRESSION_TAG" {
		t.Fatalf("made %+v, stored %+v", made, stored)
	}
	click, err := c.TrackingTags.Create(ctx, newSession(t), acc, adsapi.TrackingTagInput{LineItemID: li, TrackingTagType: "CLICK_TRACKER", TrackingTagURL: "https://example.com/c?x=1&y=2"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.TrackingTags.Create(ctx, newSession(t), acc, adsapi.TrackingTagInput{LineItemID: "nosuch", TrackingTagType: "CLICK_TRACKER", TrackingTagURL: "https://example.com/c"})
	if !transport.IsNotFound(err) {
		t.Errorf("a tag of an unknown line item = %v, want LINE_ITEM_NOT_FOUND", err)
	}

	updated, err := c.TrackingTags.Update(ctx, acc, click.ID, "https://example.com/c;v=2")
	if err != nil || updated.ID != click.ID || updated.TrackingTagURL != "https://example.com/c;v=2" || updated.TrackingTagType != "CLICK_TRACKER" {
		t.Fatalf("Update = %+v, %v", updated, err)
	}
	if _, err := c.TrackingTags.Delete(ctx, acc, made.ID); err != nil {
		t.Fatal(err)
	}
	if got, err := c.TrackingTags.Get(ctx, acc, made.ID); err != nil || !got.Deleted {
		t.Errorf("Get of the detached tag = %+v, %v", got, err)
	}
	live, err := c.TrackingTags.List(ctx, acc, adsapi.TrackingTagListOptions{LineItemIDs: []string{li}})
	if err != nil || len(live) != 1 || live[0].ID != click.ID {
		t.Errorf("live tags of the line item = %+v, %v", live, err)
	}
	if _, err := c.TrackingTags.Get(ctx, acc, "nosuch"); !transport.IsNotFound(err) {
		t.Errorf("Get of an unknown tag = %v, want not found", err)
	}
}
