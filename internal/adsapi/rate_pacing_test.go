package adsapi

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestConcurrentWritesNeverHit429 runs more concurrent writes than a write window holds,
// creates and deletes of cards and poll cards alike (one category, one window at the
// service): the client paces them by the rate-limit headers, so none is answered 429, and
// waits for a reset however long the attempt timeout.
func TestConcurrentWritesNeverHit429(t *testing.T) {
	t.Parallel()
	const limit, window = 6, time.Second
	emu := emulator.New(emulator.Options{WriteLimit: limit, WriteWindow: window})
	srv := httptest.NewServer(emu)
	t.Cleanup(srv.Close)
	c := newTestClient(t, srv.URL, func(cfg *Config) {
		cfg.Transport.ConsumerKey, cfg.Transport.ConsumerSecret = emulator.DemoConsumerKey, emulator.DemoConsumerSecret
		cfg.Transport.AccessToken, cfg.Transport.AccessTokenSecret = emulator.DemoAccessToken, emulator.DemoAccessTokenSecret
		// Shorter than the window: waiting for a reset is no part of an attempt.
		cfg.Transport.RequestTimeout = 500 * time.Millisecond
		cfg.Transport.ResetMargin = 50 * time.Millisecond
	})
	ctx := ctxTimeout(t, 30*time.Second)

	in := CardInput{Name: "paced", Components: []Component{
		{Type: "MEDIA", MediaKey: "3_1073727809120419840"},
		{Type: "DETAILS", Title: "t", Destination: &Destination{Type: "WEBSITE", URL: "https://example.com"}},
	}}
	var wg sync.WaitGroup
	for i := range 10 {
		wg.Go(func() {
			if i%3 == 0 {
				p, err := c.PollCards.Create(ctx, newSession(t), batchTestAccount, PollCardInput{
					Name: fmt.Sprint("poll ", i), FirstChoice: "a", SecondChoice: "b", DurationInMinutes: 60,
				})
				if err != nil {
					t.Errorf("poll card create: %v", err)
					return
				}
				if _, err := c.PollCards.Delete(ctx, batchTestAccount, p.ID); err != nil {
					t.Errorf("poll card delete: %v", err)
				}
				return
			}
			card, err := c.Cards.Create(ctx, newSession(t), batchTestAccount, in)
			if err != nil {
				t.Errorf("create: %v", err)
				return
			}
			if _, err := c.Cards.Delete(ctx, batchTestAccount, card.ID); err != nil {
				t.Errorf("delete: %v", err)
			}
		})
	}
	wg.Wait()

	writes, throttled := 0, 0
	for _, r := range emu.Requests() {
		if r.Method != http.MethodGet {
			writes++
		}
		if r.Status == http.StatusTooManyRequests {
			throttled++
		}
	}
	if writes != 20 || throttled != 0 {
		t.Errorf("%d writes, %d answered 429; want 20 and none: %+v", writes, throttled, emu.Requests())
	}
}
