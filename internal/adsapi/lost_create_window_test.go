package adsapi_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// A create that reaches the service after the client stopped waiting is found, not made a second time:
// the lookup waits as long as the request could still land (one attempt timeout) before it lists.
func TestLateCreateIsAdoptedNotSentTwice(t *testing.T) {
	t.Parallel()
	emu := emulator.New(emulator.Options{})
	var mu sync.Mutex
	var gets []time.Time
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			mu.Lock()
			gets = append(gets, time.Now())
			mu.Unlock()
		}
		emu.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	url := srv.URL
	const timeout = 400 * time.Millisecond
	// Carried out 1.6 timeouts after it arrived: after the client gave up, before twice its timeout.
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, Latency: timeout * 8 / 5})
	c := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.RequestTimeout = timeout; cfg.Transport.MaxRetries = 0 })
	ctx, cs := creates.Begin(testCtx(t), time.Minute, nil)
	sent := time.Now()
	card, err := c.Cards.Create(ctx, cs.Session(), emulator.DemoAccountID, websiteCard("late", emulator.DemoImageKey, "https://a.example"))
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	cards := liveCards(t, c)
	if len(cards) != 1 || cards[0].ID != card.ID {
		t.Fatalf("the service holds %d cards, want exactly the adopted %s", len(cards), card.ID)
	}
	if n := emu.Count(http.MethodPost, demoCardsPath); n != 1 {
		t.Errorf("POSTs = %d, want 1: the late create landed, so it must not be sent again", n)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(gets) == 0 || gets[0].Sub(sent) < 2*timeout {
		t.Errorf("lookups at %v after the create was sent; want the first once it could no longer land (%s)", gets, 2*timeout)
	}
	got := cs.End().Adoptions
	var connErr *transport.ConnectionError
	if len(got) != 1 || got[0].Kind != "card" || got[0].ID != card.ID || !errors.As(got[0].Cause, &connErr) || !connErr.Timeout {
		t.Errorf("adoptions = %+v, want the card, adopted after a timeout", got)
	}
}

// An identical object made before the request was sent is not what it made, whatever it holds: the create
// is sent again, and that object is left alone.
func TestIdenticalObjectOutsideTheWindowIsNotAdopted(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	in := websiteCard("older", emulator.DemoImageKey, "https://a.example")
	older, err := emu.SeedCard(emulator.DemoAccountID, emulator.Card{Name: in.Name, CreatedAt: time.Now().Add(-time.Minute),
		Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: emulator.DemoImageKey},
			{Type: "DETAILS", Title: "Read more", Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://a.example"}},
		}})
	if err != nil {
		t.Fatal(err)
	}
	// A 500 that did nothing: only the older card is identical.
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, Status: http.StatusInternalServerError})
	c := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.MaxRetries = 0 })
	card, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, in)
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if card.ID == older.ID {
		t.Fatalf("adopted %s, made a minute before the create was sent", older.ID)
	}
	if n := emu.Count(http.MethodPost, demoCardsPath); n != 2 {
		t.Errorf("POSTs = %d, want 2: the failed one, then the create sent again", n)
	}
}

// Another client creating in the same account at the same time is positive evidence against adopting: an
// identical card made meanwhile may be its. The create fails with the candidates and names the other
// client's work; nothing is adopted and nothing is sent again.
func TestNeighbourAtWorkPreventsAdoption(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	in := websiteCard("shared", emulator.DemoImageKey, "https://a.example")
	neighbour := newDemoClient(t, url, nil)
	twin, err := neighbour.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, in)
	if err != nil {
		t.Fatal(err)
	}
	other, err := neighbour.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, websiteCard("another", emulator.DemoImageKey, "https://b.example"))
	if err != nil {
		t.Fatal(err)
	}
	// A gateway answers 502 without passing the create on: this client made nothing.
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, Status: http.StatusBadGateway})
	c := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.MaxRetries = 0 })
	ctx, cs := creates.Begin(testCtx(t), time.Minute, nil)
	posts := emu.Count(http.MethodPost, demoCardsPath)
	_, err = c.Cards.Create(ctx, cs.Session(), emulator.DemoAccountID, in)
	var amb *creates.AmbiguousCreateError
	if !errors.As(err, &amb) {
		t.Fatalf("err = %v, want *AmbiguousCreateError", err)
	}
	if !slices.Equal(amb.IDs, []string{twin.ID}) || !slices.Equal(amb.Others, []string{other.ID}) {
		t.Errorf("candidates %v, others %v; want [%s] and [%s]", amb.IDs, amb.Others, twin.ID, other.ID)
	}
	if got := cs.End().Adoptions; len(got) != 0 {
		t.Errorf("adopted %+v", got)
	}
	if n := emu.Count(http.MethodPost, demoCardsPath) - posts; n != 1 {
		t.Errorf("POSTs = %d, want 1: with candidates about, the create must not be sent again", n)
	}
	if !adsapi.MayHaveActed(err) {
		t.Error("the create may still have acted as far as the caller knows")
	}
}

// The client's own cards, made just before, are not another writer's: a create whose answer is lost
// among them adopts what it made.
func TestOwnCreatesAreNoNeighbour(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	for _, name := range []string{"first", "second", "third"} {
		if _, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, websiteCard(name, emulator.DemoImageKey, "https://a.example")); err != nil {
			t.Fatal(err)
		}
	}
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, DropResponse: true})
	card, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, websiteCard("fourth", emulator.DemoImageKey, "https://a.example"))
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if cards := liveCards(t, c); len(cards) != 4 || !slices.ContainsFunc(cards, func(x adsapi.Card) bool { return x.ID == card.ID }) {
		t.Errorf("the service holds %d cards, want 4 with the adopted %s", len(cards), card.ID)
	}
}

// A create answered with another object (the one made before it, here this client's own) does not take
// that object: the answer is treated as lost, and the card the create made is found and adopted.
func TestCreateAnsweredWithAnotherObjectIsReconciled(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	first, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, websiteCard("first", emulator.DemoImageKey, "https://a.example"))
	if err != nil {
		t.Fatal(err)
	}
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, WrongID: true})
	second, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, websiteCard("second", emulator.DemoImageKey, "https://b.example"))
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if second.ID == first.ID || second.Name != "second" {
		t.Fatalf("the second create took %s (%q), want its own card", second.ID, second.Name)
	}
	if n := emu.Count(http.MethodPost, demoCardsPath); n != 2 {
		t.Errorf("POSTs = %d, want 2: the second create acted, so it is not sent again", n)
	}
	if cards := liveCards(t, c); len(cards) != 2 {
		t.Errorf("the service holds %d cards, want 2", len(cards))
	}
}

// A normal create of every kind is believed from its own answer: one request, no lookup, after the
// listing of its scope for a kind whose answers carry no created_at.
func TestNormalCreatesCostOneRequest(t *testing.T) {
	t.Parallel()
	for _, k := range createKinds() {
		t.Run(k.name, func(t *testing.T) {
			t.Parallel()
			emu, url := newEmulator(t)
			c := newDemoClient(t, url, nil)
			if _, err := k.run(t, emu, c); err != nil {
				t.Fatal(err)
			}
			reqs := emu.Requests()
			if k.listsFirst && len(reqs) == 2 && reqs[0].Method == http.MethodGet && reqs[0].Path == k.path {
				reqs = reqs[1:]
			}
			if len(reqs) != 1 || reqs[0].Method != http.MethodPost {
				t.Errorf("requests = %+v, want the POST alone (after one list of the scope: %t)", emu.Requests(), k.listsFirst)
			}
		})
	}
}
