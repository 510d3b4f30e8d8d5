package adsapi_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// A limit stops the read as soon as it is reached and says whether the service had more.
func TestEmulatorTargetingLimit(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)

	got, err := c.Targeting.Locations(ctx, adsapi.TargetingQuery{Limit: 1500})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Items) != 1500 || !got.Truncated {
		t.Errorf("got %d items, truncated %v; want 1500, true", len(got.Items), got.Truncated)
	}
	if n := emu.Count("GET", "/12/targeting_criteria/locations"); n != 2 {
		t.Errorf("%d requests, want 2 pages of 1000", n)
	}

	// A limit of exactly the catalogue's size reads it all and is not truncated.
	emu.ResetRequests()
	all, err := c.Targeting.Interests(ctx, adsapi.TargetingQuery{Q: "books and literature/"})
	if err != nil {
		t.Fatal(err)
	}
	exact, err := c.Targeting.Interests(ctx, adsapi.TargetingQuery{Q: "books and literature/", Limit: len(all.Items)})
	if err != nil {
		t.Fatal(err)
	}
	if all.Truncated || exact.Truncated || len(exact.Items) != len(all.Items) || len(all.Items) == 0 {
		t.Errorf("whole read %d (truncated %v), exact limit %d (truncated %v)", len(all.Items), all.Truncated, len(exact.Items), exact.Truncated)
	}

	// TV show values are JSON numbers on the wire and strings here.
	shows, err := c.Targeting.TVShows(ctx, adsapi.TargetingQuery{Locale: "en-US", Q: "newswatch"})
	if err != nil {
		t.Fatal(err)
	}
	if len(shows.Items) != 1 || shows.Items[0].TargetingValue != "10027243420" {
		t.Errorf("shows = %+v", shows.Items)
	}

	// A parameter of another catalogue is refused before any request.
	emu.ResetRequests()
	if _, err := c.Targeting.Devices(ctx, adsapi.TargetingQuery{Locale: "en-US"}); err == nil || !strings.Contains(err.Error(), "locale") {
		t.Errorf("err = %v, want the foreign parameter named", err)
	}
	if n := len(emu.Requests()); n != 0 {
		t.Errorf("%d requests for a refused query", n)
	}
}

type warnLog struct {
	mu    sync.Mutex
	lines []string
}

func (l *warnLog) Debug(context.Context, string, map[string]any) {}
func (l *warnLog) Trace(context.Context, string, map[string]any) {}
func (l *warnLog) Warn(_ context.Context, msg string, _ map[string]any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, msg)
}

// The catalogues share the category's window: once one answer says it is spent, a read of another
// catalogue waits for the reset instead of drawing a 429, and says so at WARN.
func TestEmulatorTargetingWaitsForTheCategoryWindow(t *testing.T) {
	t.Parallel()
	emu := emulator.New(emulator.Options{TargetingLimit: 1, ReadWindow: 2 * time.Second})
	srv := httptest.NewServer(emu)
	t.Cleanup(srv.Close)
	log := &warnLog{}
	c := newDemoClient(t, srv.URL, func(cfg *adsapi.Config) { cfg.Transport.Logger = log })
	ctx := testCtx(t)

	if _, err := c.Targeting.Platforms(ctx, adsapi.TargetingQuery{}); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := c.Targeting.Devices(ctx, adsapi.TargetingQuery{}); err != nil {
		t.Fatal(err)
	}
	if waited := time.Since(start); waited < time.Second {
		t.Errorf("the second catalogue was read after %s, before the window reset", waited)
	}
	for _, r := range emu.Requests() {
		if r.Status == 429 {
			t.Errorf("%s drew a 429: the client did not hold it", r.Path)
		}
	}
	log.mu.Lock()
	defer log.mu.Unlock()
	if len(log.lines) != 1 || !strings.Contains(log.lines[0], "rate-limit window spent") {
		t.Errorf("WARN lines = %q, want one about the spent window", log.lines)
	}
}
