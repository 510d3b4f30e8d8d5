package adsapi

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

const streamPath = "/2/activity/stream"

// streamEmulator is an emulator whose demo app follows the demo user's new followers, and has one,
// and a client of it with the demo app's bearer token, logging to logger.
func streamEmulator(t *testing.T, logger transport.Logger) (*emulator.Server, *Client) {
	t.Helper()
	emu := emulator.New(emulator.Options{})
	srv := httptest.NewServer(emu)
	t.Cleanup(srv.Close)
	emu.SeedActivitySubscription(emulator.ActivitySubscription{EventType: "follow.follow", UserID: emulator.DemoUserID, Direction: "inbound"})
	emu.RecordFollow(emulator.OtherUserID, emulator.DemoUserID)
	return emu, newTestClient(t, srv.URL, func(cfg *Config) {
		cfg.Transport.BearerToken = emulator.DemoBearerToken
		cfg.Transport.MaxRetries = 2
		cfg.Transport.Logger = logger
	})
}

// On the wire with the emulator, which checks the bearer token itself: a 503 and a 429 before the
// stream opens are retried by the loop, and the stream then delivers.
func TestEmulatorStreamOpensThroughFaults(t *testing.T) {
	t.Parallel()
	emu, c := streamEmulator(t, nil)
	emu.InjectFault(emulator.Fault{Method: http.MethodGet, PathPrefix: streamPath, Status: http.StatusServiceUnavailable})
	emu.InjectFault(emulator.Fault{Method: http.MethodGet, PathPrefix: streamPath, Status: http.StatusTooManyRequests, ResetAfter: time.Second})
	five := 5
	got, err := c.ActivityStream.Read(ctxTimeout(t, 20*time.Second), ActivityStreamOptions{BackfillMinutes: &five, MaxItems: 1, Wait: 10 * time.Second})
	if err != nil || len(got.Activities) != 1 || got.Ended != StreamEndedMaxItems {
		t.Fatalf("Read = %+v, %v; want the follow after the faults", got, err)
	}
	statuses := []int{}
	for _, r := range emu.Requests() {
		if r.Path == streamPath {
			statuses = append(statuses, r.Status)
		}
	}
	if len(statuses) != 3 || statuses[0] != http.StatusServiceUnavailable || statuses[1] != http.StatusTooManyRequests || statuses[2] != http.StatusOK {
		t.Errorf("stream answers %v, want the 503, the 429, then the stream", statuses)
	}
}

// A third stream of the app while two are open is refused with a 429 whose window has room: the
// loop retries it after backoffs instead of waiting for the window's reset, 15 minutes away, and
// gives the refusal, which names the limit, once its retries are spent.
func TestEmulatorThirdStreamIsRefused(t *testing.T) {
	t.Parallel()
	opened := &openedStreams{ch: make(chan struct{}, 2)}
	_, c := streamEmulator(t, opened)
	ctx, cancel := context.WithCancel(ctxTimeout(t, 20*time.Second))
	var held sync.WaitGroup
	t.Cleanup(func() {
		cancel()
		held.Wait()
	})
	for range 2 {
		held.Go(func() {
			// Without a backfill nothing arrives: the stream stays open until the test ends.
			_, _ = c.ActivityStream.Read(ctx, ActivityStreamOptions{Wait: 15 * time.Second})
		})
	}
	for range 2 {
		select {
		case <-opened.ch:
		case <-time.After(5 * time.Second):
			t.Fatal("the two streams did not open")
		}
	}
	start := time.Now()
	_, err := c.ActivityStream.Read(ctxTimeout(t, 20*time.Second), ActivityStreamOptions{Wait: 10 * time.Second})
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusTooManyRequests || !strings.Contains(err.Error(), "2 open activity streams") {
		t.Fatalf("third Read: %v, want the 429 naming the limit", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("third Read took %s: the window's reset was waited for", d)
	}
}

// openedStreams is a Logger that signals each stream's answer of 200, which the loop logs as soon
// as the stream opens.
type openedStreams struct {
	ch chan struct{}
}

func (*openedStreams) Trace(context.Context, string, map[string]any) {}
func (*openedStreams) Warn(context.Context, string, map[string]any)  {}

func (o *openedStreams) Debug(_ context.Context, msg string, f map[string]any) {
	if msg == "request" && f["path"] == streamPath && f["status"] == http.StatusOK {
		o.ch <- struct{}{}
	}
}
