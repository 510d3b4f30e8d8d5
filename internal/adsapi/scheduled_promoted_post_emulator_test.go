package adsapi_test

import (
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// Scheduled promoted posts through every endpoint against the emulator: the 64-bit scheduled post id
// comes back as sent and post_id empty until publication, a post no longer SCHEDULED is refused on
// scheduled_post_id, a refresh reads by id, and a detached association reads as deleted.
func TestEmulatorScheduledPromotedPosts(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID
	li := seedLineItem(t, emu)
	post, err := emu.SeedScheduledPost(acc, emulator.ScheduledPost{ID: "18446744073709551615", Text: "soon", ScheduledAt: time.Now().Add(24 * time.Hour)})
	if err != nil {
		t.Fatal(err)
	}

	made, err := c.ScheduledPromotedPosts.Create(ctx, newSession(t), acc, adsapi.ScheduledPromotedPostInput{LineItemID: li, ScheduledPostID: post.ID})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	stored, ok := emu.ScheduledPromotedPost(acc, made.ID)
	if !ok || stored.ScheduledPostID != post.ID || made.ScheduledPostID != post.ID || made.LineItemID != li || made.PostID != "" {
		t.Fatalf("made %+v, stored %+v", made, stored)
	}
	if err := emu.EditScheduledPost(acc, post.ID, func(p *emulator.ScheduledPost) { p.Status = emulator.ScheduledPostFailed }); err != nil {
		t.Fatal(err)
	}
	_, err = c.ScheduledPromotedPosts.Create(ctx, newSession(t), acc, adsapi.ScheduledPromotedPostInput{LineItemID: li, ScheduledPostID: post.ID})
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest || apiErr.Code != "INVALID_PARAMETER" || apiErr.Parameter != "scheduled_post_id" {
		t.Errorf("a FAILED scheduled post = %v, want 400 INVALID_PARAMETER on scheduled_post_id", err)
	}
	if got, err := c.ScheduledPromotedPosts.Get(ctx, acc, made.ID); err != nil || *got != *made {
		t.Errorf("Get = %+v, %v, want %+v", got, err, made)
	}
	if _, err := c.ScheduledPromotedPosts.Delete(ctx, acc, made.ID); err != nil {
		t.Fatal(err)
	}
	if got, err := c.ScheduledPromotedPosts.Get(ctx, acc, made.ID); err != nil || !got.Deleted {
		t.Errorf("Get of the detached one = %+v, %v", got, err)
	}
	if live, err := c.ScheduledPromotedPosts.List(ctx, acc, adsapi.ScheduledPromotedPostListOptions{LineItemIDs: []string{li}}); err != nil || len(live) != 0 {
		t.Errorf("live associations of the line item = %+v, %v", live, err)
	}
	if _, err := c.ScheduledPromotedPosts.Get(ctx, acc, "nosuch"); !transport.IsNotFound(err) {
		t.Errorf("Get of an unknown id = %v, want not found", err)
	}
}
