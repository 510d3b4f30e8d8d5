package adsapi_test

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

const demoScheduledPostsPath = "/12/accounts/" + emulator.DemoAccountID + "/scheduled_posts"

// newMovableEmulator is an emulator whose clock runs with the wall clock, ahead by what the returned
// value holds: a test moves it to reach a scheduled time, while creates still fall within their
// request's window.
func newMovableEmulator(t *testing.T) (*emulator.Server, string, *atomic.Int64) {
	t.Helper()
	var ahead atomic.Int64
	emu := emulator.New(emulator.Options{Now: func() time.Time { return time.Now().Add(time.Duration(ahead.Load())) }})
	srv := httptest.NewServer(emu)
	t.Cleanup(srv.Close)
	return emu, srv.URL, &ahead
}

// A scheduled post through every endpoint: scheduled with an offset and seconds, kept in UTC at the
// minute; changed while it waits (its media removed); published when the clock reaches its time; a
// second one deleted for good.
func TestEmulatorScheduledPosts(t *testing.T) {
	t.Parallel()
	emu, url, ahead := newMovableEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID
	at := time.Now().Add(2 * time.Hour).In(time.FixedZone("PST", -8*3600))

	created, err := c.ScheduledPosts.Create(ctx, newSession(t), acc, adsapi.ScheduledPostInput{
		ScheduledAt: at.Format("2006-01-02T15:04:05-07:00"), Text: "spring is here", MediaKeys: []string{emulator.DemoImageKey},
	})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if want := at.UTC().Truncate(time.Minute).Format(time.RFC3339); created.ScheduledAt != want || created.ScheduledStatus != "SCHEDULED" ||
		created.UserID != emulator.DemoUserID || !created.Nullcast || created.PostID != "" {
		t.Errorf("created = %+v, want scheduled at %s", created, want)
	}

	name := "launch"
	updated, err := c.ScheduledPosts.Update(ctx, acc, created.ID, adsapi.ScheduledPostUpdate{Name: &name, MediaKeys: []string{}})
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	if updated.Name != "launch" || len(updated.MediaKeys) != 0 || updated.Text != "spring is here" {
		t.Errorf("updated = %+v", updated)
	}
	list, err := c.ScheduledPosts.List(ctx, acc, adsapi.ScheduledPostListOptions{UserID: emulator.DemoUserID})
	if err != nil || !slices.ContainsFunc(list, func(p adsapi.ScheduledPost) bool { return p.ID == created.ID }) {
		t.Errorf("List = %+v, %v; want the post", list, err)
	}

	other, err := c.ScheduledPosts.Create(ctx, newSession(t), acc, adsapi.ScheduledPostInput{ScheduledAt: time.Now().Add(5 * time.Hour).Format(time.RFC3339), Text: "later"})
	if err != nil {
		t.Fatalf("second Create: %v", err)
	}
	deleted, err := c.ScheduledPosts.Delete(ctx, acc, other.ID)
	if err != nil || deleted.ScheduledStatus != "DELETED" {
		t.Errorf("Delete = %+v, %v", deleted, err)
	}
	if _, err := c.ScheduledPosts.Get(ctx, acc, other.ID); !transport.IsNotFound(err) {
		t.Errorf("Get after delete = %v, want not found", err)
	}

	// The emulator's clock reaches the first post's time, once the creates are done: their answers must
	// fall within their request's window on that clock.
	ahead.Store(int64(3 * time.Hour))
	published, err := c.ScheduledPosts.Get(ctx, acc, created.ID)
	if err != nil || published.ScheduledStatus != "SUCCESS" || published.PostID == "" || published.CompletedAt == "" {
		t.Errorf("after its time = %+v, %v; want it published", published, err)
	}
	assertNoAuthFailures(t, emu)
}

// A scheduled post whose create answer is dropped is adopted, not scheduled twice.
func TestEmulatorScheduledPostLostCreate(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoScheduledPostsPath, DropResponse: true})
	c := newDemoClient(t, url, nil)
	p, err := c.ScheduledPosts.Create(testCtx(t), newSession(t), emulator.DemoAccountID, adsapi.ScheduledPostInput{
		ScheduledAt: time.Now().Add(time.Hour).Format(time.RFC3339), Text: "once"})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if ids := emu.ScheduledPostIDs(emulator.DemoAccountID); len(ids) != 1 || ids[0] != p.ID {
		t.Errorf("the emulator holds %v, want exactly the adopted %s", ids, p.ID)
	}
	if n := emu.Count(http.MethodPost, demoScheduledPostsPath); n != 1 {
		t.Errorf("POSTs = %d, want 1", n)
	}
}
