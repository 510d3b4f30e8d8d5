package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The batched reads against the emulator: concurrent reads become ceil(N/200) list requests
// whose answers are, read by read, what the single GET answers.

const batchTestAccount = emulator.DemoAccountID

func newBatchEmulator(t *testing.T) (*emulator.Server, *Client) {
	t.Helper()
	emu := emulator.New(emulator.Options{})
	srv := httptest.NewServer(emu)
	t.Cleanup(srv.Close)
	c := newTestClient(t, srv.URL, func(cfg *Config) {
		cfg.Transport.ConsumerKey, cfg.Transport.ConsumerSecret = emulator.DemoConsumerKey, emulator.DemoConsumerSecret
		cfg.Transport.AccessToken, cfg.Transport.AccessTokenSecret = emulator.DemoAccessToken, emulator.DemoAccessTokenSecret
	})
	return emu, c
}

// readResult is one read's answer.
type readResult[T any] struct {
	item *T
	err  error
}

// checkBatchedReads reads ids one by one with single (the single GET), then all at once
// through a batcher with a window long enough for every read to join, and checks that the
// batched reads sent ceil(len(ids)/200) requests, all to listPath, and answered each read as
// the single GET did: the same entity or, where the GET answered not found, a *NotListedError
// that names listPath and the id. No read is answered with an *Error: nothing asked for it.
func checkBatchedReads[T any](t *testing.T, emu *emulator.Server, b *batcher[T],
	single func(context.Context, string, string) (*T, error), ids []string, listPath string,
) {
	t.Helper()
	ctx := ctxTimeout(t, 30*time.Second)
	want := map[string]readResult[T]{}
	for _, id := range ids {
		item, err := single(ctx, batchTestAccount, id)
		want[id] = readResult[T]{item, err}
	}

	emu.ResetRequests()
	got := make([]readResult[T], len(ids))
	var wg sync.WaitGroup
	for i, id := range ids {
		wg.Go(func() {
			item, err := b.get(ctx, batchTestAccount, id)
			got[i] = readResult[T]{item, err}
		})
	}
	wg.Wait()

	reqs := emu.Requests()
	if wantReqs := (len(ids) + batchMaxIDs - 1) / batchMaxIDs; len(reqs) != wantReqs {
		t.Errorf("%d concurrent reads sent %d requests, want %d", len(ids), len(reqs), wantReqs)
	}
	for _, r := range reqs {
		if r.Method != http.MethodGet || r.Path != listPath || r.Status != http.StatusOK {
			t.Errorf("request %s %s?%s answered %d, want a GET %s answered 200", r.Method, r.Path, r.Query, r.Status, listPath)
		}
	}
	for i, id := range ids {
		w, g := want[id], got[i]
		switch {
		case w.err != nil:
			if g.err == nil {
				t.Errorf("%s: batched read = %+v, want the single GET's error %v", id, *g.item, w.err)
				continue
			}
			var nl *transport.NotListedError
			if !transport.IsNotFound(w.err) || !transport.IsNotFound(g.err) || !errors.As(g.err, &nl) || nl.ID != id || nl.Path != listPath {
				t.Errorf("%s: batched read error %v, want a not-listed error of %s (the single GET answered %v)", id, g.err, listPath, w.err)
			}
			if ge := (*transport.Error)(nil); errors.As(g.err, &ge) {
				t.Errorf("%s: batched read answered %v as if the service had answered a GET that was not sent", id, g.err)
			}
		case g.err != nil:
			t.Errorf("%s: batched read error %v, want %+v", id, g.err, *w.item)
		case !reflect.DeepEqual(*g.item, *w.item):
			t.Errorf("%s: batched read\n %+v\nwant the single GET's\n %+v", id, *g.item, *w.item)
		}
	}
}

func TestBatchedCardReads(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	var ids []string
	for i := range 410 {
		card, err := emu.SeedCard(batchTestAccount, emulator.Card{
			Name:     fmt.Sprintf("card %d", i),
			CardType: "IMAGE_WEBSITE",
			Components: []emulator.Component{
				{Type: "MEDIA", MediaKey: "3_1073727809120419840"},
				{Type: "DETAILS", Title: "Title", Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
			},
		})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, card.ID)
	}
	legacy, err := emu.SeedCard(batchTestAccount, emulator.Card{Name: "legacy", CardType: "IMAGE_APP_DOWNLOAD", Legacy: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := emu.DeleteCard(batchTestAccount, ids[3]); err != nil {
		t.Fatal(err)
	}
	if err := emu.EditCard(batchTestAccount, ids[5], func(c *emulator.Card) { c.Name = "renamed" }); err != nil {
		t.Fatal(err)
	}
	// Missing: never created, and one asked twice.
	ids = append(ids, legacy.ID, "1", "999999999999", "999999999999", ids[7])
	checkBatchedReads(t, emu, c.Cards.batcher(2*time.Second, 2*time.Second), c.Cards.getOne, ids, "/12/accounts/"+batchTestAccount+"/cards")
}

func TestBatchedPollCardReads(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	var ids []string
	for i := range 30 {
		p, err := emu.SeedPollCard(batchTestAccount, emulator.PollCard{
			Name: fmt.Sprintf("poll %d", i), FirstChoice: "yes", SecondChoice: "no", DurationInMinutes: 60,
			Deleted: i == 4,
		})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	if err := emu.DeletePollCard(batchTestAccount, ids[6]); err != nil {
		t.Fatal(err)
	}
	ids = append(ids, "zzzzzzz")
	checkBatchedReads(t, emu, c.PollCards.batcher(2*time.Second, 2*time.Second), c.PollCards.getOne, ids, "/12/accounts/"+batchTestAccount+"/cards/poll")
}

func TestBatchedPromotableUserReads(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	var ids []string
	for i := range 6 {
		p, err := emu.SeedPromotableUser(batchTestAccount, emulator.PromotableUser{UserID: fmt.Sprint(1000 + i), Deleted: i == 2})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	ids = append(ids, "zzzzzzz")
	checkBatchedReads(t, emu, c.PromotableUsers.batcher(2*time.Second, 2*time.Second), c.PromotableUsers.getOne, ids, "/12/accounts/"+batchTestAccount+"/promotable_users")
}

func TestBatchedAppEventProviderReads(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	var ids []string
	for i := range 4 {
		p, err := emu.SeedAppEventProviderConfiguration(batchTestAccount, emulator.AppEventProviderConfiguration{
			ProviderAdvertiserID: fmt.Sprint(500 + i), Deleted: i > 0,
		})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	ids = append(ids, "123456789")
	checkBatchedReads(t, emu, c.AppEventProviderConfigurations.batcher(2*time.Second, 2*time.Second),
		c.AppEventProviderConfigurations.getOne, ids, "/11/accounts/"+batchTestAccount+"/app_event_provider_configurations")
}

func TestBatchedWebEventTagReads(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	var ids []string
	for i := range 4 {
		w, err := emu.SeedWebEventTag(batchTestAccount, emulator.WebEventTag{
			Name: fmt.Sprint("tag ", i), Type: "PURCHASE", ClickWindow: 30, ViewThroughWindow: 1, Deleted: i > 1,
		})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, w.ID)
	}
	ids = append(ids, "nosuchtag")
	checkBatchedReads(t, emu, c.WebEventTags.batcher(2*time.Second, 2*time.Second),
		c.WebEventTags.getOne, ids, "/12/accounts/"+batchTestAccount+"/web_event_tags")
}

// TestLoneGetIsOneRequest checks that a read nobody joins costs one request: the single GET.
func TestLoneGetIsOneRequest(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	card, err := emu.SeedCard(batchTestAccount, emulator.Card{Name: "lone", CardType: "IMAGE_APP_DOWNLOAD"})
	if err != nil {
		t.Fatal(err)
	}
	ctx := ctxTimeout(t, 10*time.Second)
	for _, id := range []string{card.ID, "999999999999", "1,2"} {
		emu.ResetRequests()
		got, err := c.Cards.Get(ctx, batchTestAccount, id)
		if id == card.ID && (err != nil || got.ID != card.ID) {
			t.Errorf("Get(%s) = %+v, %v", id, got, err)
		}
		if id != card.ID && !transport.IsNotFound(err) {
			t.Errorf("Get(%s) error = %v, want not found", id, err)
		}
		reqs := emu.Requests()
		if len(reqs) != 1 || !strings.HasSuffix(reqs[0].Path, "/cards/"+id) {
			t.Errorf("Get(%s) sent %+v, want one single GET", id, reqs)
		}
	}
}

// TestConcurrentGetsShareRequests checks the public Get: concurrent reads of one account
// share list requests (how many depends on timing: fewer than the reads), and each gets its card.
func TestConcurrentGetsShareRequests(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	var ids []string
	for i := range 40 {
		card, err := emu.SeedCard(batchTestAccount, emulator.Card{Name: fmt.Sprint("card ", i), CardType: "IMAGE_APP_DOWNLOAD"})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, card.ID)
	}
	emu.ResetRequests()
	ctx := ctxTimeout(t, 10*time.Second)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for _, id := range ids {
		wg.Go(func() {
			<-start
			got, err := c.Cards.Get(ctx, batchTestAccount, id)
			if err != nil || got.ID != id {
				t.Errorf("Get(%s) = %+v, %v", id, got, err)
			}
		})
	}
	close(start)
	wg.Wait()
	if n := len(emu.Requests()); n >= len(ids) {
		t.Errorf("%d concurrent Gets sent %d requests, want fewer", len(ids), n)
	}
}

// TestBatchGiveUp checks that reads whose context ends leave the batch, and that the last
// one to leave ends the request with its own error.
func TestBatchGiveUp(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	b := c.Cards.batcher(time.Hour, time.Hour)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := b.get(ctx, batchTestAccount, "123")
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want the context's deadline", err)
	}
	if n := len(emu.Requests()); n != 0 {
		t.Errorf("%d requests sent for a batch everyone left", n)
	}
	// A later read opens a new batch.
	b.idle, b.window = time.Millisecond, time.Millisecond
	if _, err := b.get(ctxTimeout(t, 5*time.Second), batchTestAccount, "123"); !transport.IsNotFound(err) {
		t.Errorf("later read: %v, want not found", err)
	}
}
