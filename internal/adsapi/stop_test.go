package adsapi_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

func TestStoppedCreateThatSentNothingIsNotSent(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx, cs := creates.Begin(testCtx(t), time.Minute, nil)
	defer cs.End()
	cs.Stop()
	_, err := c.Cards.Create(ctx, cs.Session(), emulator.DemoAccountID, websiteCard("never", emulator.DemoImageKey, "https://a.example"))
	if !errors.Is(err, creates.ErrStopped) {
		t.Fatalf("Create after the stop: err = %v, want ErrStopped", err)
	}
	if adsapi.MayHaveActed(err) {
		t.Errorf("adsapi.MayHaveActed(%v) = true: a write refused before it went out did nothing", err)
	}
	if n := emu.Count(http.MethodPost, demoCardsPath); n != 0 {
		t.Errorf("POSTs = %d, want 0", n)
	}
	// Reads still go out: a stopped create needs them to find what it made.
	if _, err := c.Cards.List(ctx, emulator.DemoAccountID, adsapi.CardListOptions{}); err != nil {
		t.Errorf("List after the stop: %v", err)
	}
}

// A create whose request reached the service before the stop finishes, and the create's later
// writes go out too: what it began is carried through.
func TestStoppedCreateThatWasSentFinishes(t *testing.T) {
	t.Parallel()
	emu := emulator.New(emulator.Options{})
	arrived := make(chan struct{}, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			select {
			case arrived <- struct{}{}:
			default:
			}
		}
		emu.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, Latency: 300 * time.Millisecond})
	c := newDemoClient(t, srv.URL, nil)
	ctx, cs := creates.Begin(testCtx(t), time.Minute, nil)
	defer cs.End()

	type result struct {
		card *adsapi.Card
		err  error
	}
	done := make(chan result, 1)
	go func() {
		card, err := c.Cards.Create(ctx, cs.Session(), emulator.DemoAccountID, websiteCard("sent", emulator.DemoImageKey, "https://a.example"))
		done <- result{card, err}
	}()
	<-arrived
	cs.Stop()
	r := <-done
	if r.err != nil {
		t.Fatalf("Create whose request went out before the stop: %v", r.err)
	}
	if _, ok := emu.Card(emulator.DemoAccountID, r.card.ID); !ok {
		t.Fatalf("the service does not hold the card %s the create answered", r.card.ID)
	}
	if _, err := c.Cards.Update(ctx, emulator.DemoAccountID, r.card.ID, websiteCard("renamed", emulator.DemoImageKey, "https://a.example")); err != nil {
		t.Errorf("a further write of a create that went out: %v", err)
	}
}

func TestStopGraceCoversAnAttemptAndALookup(t *testing.T) {
	t.Parallel()
	c := newDemoClient(t, "http://127.0.0.1:1", func(cfg *adsapi.Config) { cfg.Transport.RequestTimeout = 5 * time.Second })
	// Three request timeouts (the attempt, the wait before looking, the list) and the waits
	// between looks, which newDemoClient shortens to 20 ms each.
	if got, want := c.StopGrace(), 15*time.Second+40*time.Millisecond; got != want {
		t.Errorf("StopGrace() = %s, want %s", got, want)
	}
}
