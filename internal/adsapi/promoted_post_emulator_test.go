package adsapi_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

const demoPromotedPostsPath = "/12/accounts/" + emulator.DemoAccountID + "/promoted_posts"

// seedPosts publishes one post of each author and returns their ids.
func seedPosts(t *testing.T, emu *emulator.Server, authors ...string) []string {
	t.Helper()
	ids := make([]string, len(authors))
	for i, a := range authors {
		id, err := emu.SeedPost(a, "post by "+a, time.Now().Add(-time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		ids[i] = id
	}
	return ids
}

// Promoted posts through every endpoint: two of the demo user's posts and one of its REPOSTS_ONLY
// promotable user (which the service promotes as a repost of its own) in one request; read one by one
// and by line item; one detached.
func TestEmulatorPromotedPosts(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID
	li := seedLineItem(t, emu)
	posts := seedPosts(t, emu, emulator.DemoUserID, emulator.DemoUserID, emulator.DemoRepostsOnlyUserID)

	got, err := c.PromotedPosts.Create(ctx, newSession(t), acc, li, posts)
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if len(got) != 3 || got[0].PostID != posts[0] || got[1].PostID != posts[1] || got[0].LineItemID != li || got[0].EntityStatus != "ACTIVE" {
		t.Fatalf("results = %+v %+v %+v", got[0], got[1], got[2])
	}
	if got[2].PostID == posts[2] || got[2].PostID == "" {
		t.Errorf("the REPOSTS_ONLY user's post was promoted as %q, want the service's own repost", got[2].PostID)
	}
	if n := emu.Count(http.MethodPost, demoPromotedPostsPath); n != 1 {
		t.Errorf("POSTs = %d, want 1", n)
	}

	listed, err := c.PromotedPosts.List(ctx, acc, adsapi.PromotedPostListOptions{LineItemIDs: []string{li}})
	if err != nil || len(listed) != 3 {
		t.Fatalf("List = %+v, %v", listed, err)
	}
	one, err := c.PromotedPosts.Get(ctx, acc, got[1].ID)
	if err != nil || one.PostID != posts[1] || one.Deleted {
		t.Errorf("Get = %+v, %v", one, err)
	}
	detached, err := c.PromotedPosts.Delete(ctx, acc, got[0].ID)
	if err != nil || !detached.Deleted {
		t.Fatalf("Delete = %+v, %v", detached, err)
	}
	// Read again, the detached one comes back with Deleted (the single GET asks with_deleted).
	again, err := c.PromotedPosts.Get(ctx, acc, got[0].ID)
	if err != nil || !again.Deleted {
		t.Errorf("Get after delete = %+v, %v; want it with Deleted", again, err)
	}
	live := slices.DeleteFunc(emu.PromotedPosts(acc), func(p emulator.PromotedPost) bool { return p.Deleted })
	if len(live) != 2 {
		t.Errorf("the emulator holds %d live promoted posts, want 2", len(live))
	}
	assertNoAuthFailures(t, emu)
}

// A create of two posts whose answer is dropped adopts both promoted posts, reported in its session,
// without a second request.
func TestEmulatorPromotedPostsLostCreate(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	li := seedLineItem(t, emu)
	posts := seedPosts(t, emu, emulator.DemoUserID, emulator.DemoUserID)
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoPromotedPostsPath, DropResponse: true})
	cs := openSession(t)
	got, err := c.PromotedPosts.Create(testCtx(t), cs.Session(), emulator.DemoAccountID, li, posts)
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if got[0].PostID != posts[0] || got[1].PostID != posts[1] {
		t.Errorf("results = %+v %+v", got[0], got[1])
	}
	if n := emu.Count(http.MethodPost, demoPromotedPostsPath); n != 1 {
		t.Errorf("POSTs = %d, want 1", n)
	}
	if n := len(emu.PromotedPosts(emulator.DemoAccountID)); n != 2 {
		t.Errorf("the emulator holds %d promoted posts, want 2", n)
	}
	if a := cs.End().Adoptions; len(a) != 2 {
		t.Errorf("adoptions = %+v, want both", a)
	}
}
