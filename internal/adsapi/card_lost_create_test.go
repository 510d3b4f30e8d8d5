package adsapi_test

import (
	"errors"
	"net/http"
	"sync"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

const demoCardsPath = "/12/accounts/" + emulator.DemoAccountID + "/cards"

// liveCards lists the account's cards as the service holds them.
func liveCards(t *testing.T, c *adsapi.Client) []adsapi.Card {
	t.Helper()
	cards, err := c.Cards.List(testCtx(t), emulator.DemoAccountID, adsapi.CardListOptions{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	return cards
}

func TestCardCreateAdoptsWhatALostAnswerMade(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, DropResponse: true})
	c := newDemoClient(t, url, nil)
	card, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, websiteCard("adopted", emulator.DemoImageKey, "https://a.example"))
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	cards := liveCards(t, c)
	if len(cards) != 1 || cards[0].ID != card.ID {
		t.Fatalf("service holds %d cards, want exactly the adopted %s", len(cards), card.ID)
	}
	if n := emu.Count(http.MethodPost, demoCardsPath); n != 1 {
		t.Errorf("POSTs = %d, want 1: the service acted, so the create is not sent again", n)
	}
}

func TestCardCreateIsSentAgainWhenTheLostAnswerMadeNothing(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	// A 500 may come after the service acted; this one did nothing.
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, Status: http.StatusInternalServerError})
	c := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.MaxRetries = 0 })
	card, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, websiteCard("resent", emulator.DemoImageKey, "https://a.example"))
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if cards := liveCards(t, c); len(cards) != 1 || cards[0].ID != card.ID {
		t.Fatalf("service holds %d cards, want exactly %s", len(cards), card.ID)
	}
	if n := emu.Count(http.MethodPost, demoCardsPath); n != 2 {
		t.Errorf("POSTs = %d, want 2: the failed one, then the create sent again", n)
	}
}

func TestCardCreateReportsSeveralCandidates(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	in := websiteCard("twin", emulator.DemoImageKey, "https://a.example")
	// Another client (another pipeline, a person) made two identical cards a moment ago.
	other := newDemoClient(t, url, nil)
	for range 2 {
		if _, err := other.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, in); err != nil {
			t.Fatal(err)
		}
	}
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, DropResponse: true})
	_, err := newDemoClient(t, url, nil).Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, in)
	var amb *creates.AmbiguousCreateError
	if !errors.As(err, &amb) {
		t.Fatalf("err = %v, want *AmbiguousCreateError", err)
	}
	if amb.Kind != "card" || len(amb.IDs) != 3 {
		t.Errorf("ambiguity = %+v, want the 3 identical cards", amb)
	}
	if !adsapi.MayHaveActed(err) {
		t.Error("an ambiguous create must still say the service may have acted")
	}
}

// Two identical creates whose answers are both lost adopt one card each, never the same one.
func TestIdenticalLostCreatesAdoptDifferentCards(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, DropResponse: true, Times: 2})
	c := newDemoClient(t, url, nil)
	in := websiteCard("same", emulator.DemoImageKey, "https://a.example")
	ids := make([]string, 2)
	var wg sync.WaitGroup
	for i := range ids {
		wg.Go(func() {
			card, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, in)
			if err != nil {
				t.Errorf("Create %d: %v", i, err)
				return
			}
			ids[i] = card.ID
		})
	}
	wg.Wait()
	if ids[0] == "" || ids[0] == ids[1] {
		t.Fatalf("adopted %v, want two different cards", ids)
	}
	if cards := liveCards(t, c); len(cards) != 2 {
		t.Errorf("service holds %d cards, want 2", len(cards))
	}
}
