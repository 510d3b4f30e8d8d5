package adsapi_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// The client against the emulator, which is written from the spec independently of the
// client and verifies OAuth 1.0a signatures itself: every call below that succeeds was
// signed correctly (GET with query, POST with a JSON body, POST with query parameters,
// PUT and DELETE); a bad signature answers 401.

func newEmulator(t *testing.T) (*emulator.Server, string) {
	t.Helper()
	emu := emulator.New(emulator.Options{})
	srv := httptest.NewServer(emu)
	t.Cleanup(srv.Close)
	return emu, srv.URL
}

func newDemoClient(t *testing.T, url string, tweak func(*adsapi.Config)) *adsapi.Client {
	t.Helper()
	cfg := adsapi.Config{
		AdsURL:    url,
		APIURL:    url,
		UploadURL: url,
		Transport: transport.Config{
			BearerToken:       emulator.DemoBearerToken,
			OAuth2AccessToken: emulator.DemoOAuth2Token,
			ConsumerKey:       emulator.DemoConsumerKey,
			ConsumerSecret:    emulator.DemoConsumerSecret,
			AccessToken:       emulator.DemoAccessToken,
			AccessTokenSecret: emulator.DemoAccessTokenSecret,
			UserAgent:         "terraform-provider-adsapi/test",
			MaxRetries:        2,
			RetryWaitMin:      10 * time.Millisecond,
			RetryWaitMax:      50 * time.Millisecond,
		},
	}
	if tweak != nil {
		tweak(&cfg)
	}
	c, err := adsapi.NewClient(cfg)
	if err != nil {
		t.Fatalf("NewClient: %v", err)
	}
	adsapi.SetRelooks(c, 20*time.Millisecond, 20*time.Millisecond)
	return c
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func websiteCard(name, mediaKey, url string) adsapi.CardInput {
	return adsapi.CardInput{Name: name, Components: []adsapi.Component{
		{Type: "MEDIA", MediaKey: mediaKey},
		{Type: "DETAILS", Title: "Read more", Destination: &adsapi.Destination{Type: "WEBSITE", URL: url}},
	}}
}

// assertNoAuthFailures checks the emulator's log: no request of the test was refused 401.
func assertNoAuthFailures(t *testing.T, emu *emulator.Server) {
	t.Helper()
	for _, r := range emu.Requests() {
		if r.Status == http.StatusUnauthorized {
			t.Errorf("%s %s?%s was refused 401: signature not accepted", r.Method, r.Path, r.Query)
		}
	}
}

func TestEmulatorCardsCRUD(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID

	created, err := c.Cards.Create(ctx, newSession(t), acc, websiteCard("summer sale", emulator.DemoSquareImageKey, "https://example.com/sale"))
	if err != nil {
		t.Fatalf("Create (POST, JSON body): %v", err)
	}
	if created.ID == "" || created.CardURI != "card://"+created.ID || created.CardType != "IMAGE_WEBSITE" || created.Deleted {
		t.Errorf("created = %+v", created)
	}
	if len(created.Components) != 2 || created.Components[0].MediaKey != emulator.DemoSquareImageKey ||
		created.Components[1].Destination.URL != "https://example.com/sale" {
		t.Errorf("created components = %+v", created.Components)
	}
	if md := created.Components[0].MediaMetadata[emulator.DemoSquareImageKey]; md.Width != 800 || md.Height != 800 {
		t.Errorf("media metadata = %+v, want the 800x800 image", created.Components[0].MediaMetadata)
	}

	got, err := c.Cards.Get(ctx, acc, created.ID)
	if err != nil {
		t.Fatalf("Get (GET with query): %v", err)
	}
	if got.ID != created.ID || got.Name != "summer sale" {
		t.Errorf("got = %+v", got)
	}

	list, err := c.Cards.List(ctx, acc, adsapi.CardListOptions{Q: "summer", CardTypes: []string{"IMAGE_WEBSITE"}, ListOptions: adsapi.ListOptions{SortBy: "created_at-desc"}})
	if err != nil {
		t.Fatalf("List (GET with query): %v", err)
	}
	if len(list) != 1 || list[0].ID != created.ID {
		t.Errorf("list = %+v, want the one card", list)
	}

	updated, err := c.Cards.Update(ctx, acc, created.ID, adsapi.CardInput{
		Name: "winter sale",
		Components: []adsapi.Component{
			{Type: "MEDIA", MediaKey: emulator.DemoImageKey},
			{Type: "BUTTON", Label: &adsapi.Label{Type: "ENUM", Value: "INSTALL"},
				Destination: &adsapi.Destination{Type: "APP", CountryCode: "US", GooglePlayAppID: "com.example.app"}},
		},
	})
	if err != nil {
		t.Fatalf("Update (PUT, JSON body): %v", err)
	}
	if updated.Name != "winter sale" || updated.Components[1].Label.Value != "INSTALL" ||
		updated.Components[1].Destination.GooglePlayAppID != "com.example.app" {
		t.Errorf("updated = %+v", updated)
	}

	deleted, err := c.Cards.Delete(ctx, acc, created.ID)
	if err != nil {
		t.Fatalf("Delete (DELETE): %v", err)
	}
	if !deleted.Deleted {
		t.Errorf("deleted = %+v, want deleted true", deleted)
	}
	// Get asks with_deleted, so the soft-deleted card comes back marked.
	if again, err := c.Cards.Get(ctx, acc, created.ID); err != nil || !again.Deleted {
		t.Errorf("Get after delete = %+v, %v; want the card with deleted true", again, err)
	}
	if live, err := c.Cards.List(ctx, acc, adsapi.CardListOptions{}); err != nil || len(live) != 0 {
		t.Errorf("List = %v, %v; want no live card", live, err)
	}
	if all, err := c.Cards.List(ctx, acc, adsapi.CardListOptions{ListOptions: adsapi.ListOptions{WithDeleted: true}}); err != nil || len(all) != 1 {
		t.Errorf("List with deleted = %v, %v; want the deleted card", all, err)
	}
	assertNoAuthFailures(t, emu)
}

func TestEmulatorCardSlides(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	slide := func(key, url string) []adsapi.Component {
		return websiteCard("", key, url).Components
	}
	card, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, adsapi.CardInput{
		Name:   "carousel",
		Slides: [][]adsapi.Component{slide(emulator.DemoImageKey, "https://a.example"), slide(emulator.DemoImage2Key, "https://b.example")},
	})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if len(card.Slides) != 2 || card.Slides[1][0].MediaKey != emulator.DemoImage2Key || card.Components != nil {
		t.Errorf("card = %+v", card)
	}
	assertNoAuthFailures(t, emu)
}

func TestEmulatorPollCardsCRUD(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID

	created, err := c.PollCards.Create(ctx, newSession(t), acc, adsapi.PollCardInput{
		Name: "best coast, really?", DurationInMinutes: 10080,
		FirstChoice: "East", SecondChoice: "West", ThirdChoice: "Neither & both",
		MediaKey: emulator.DemoImageKey,
	})
	if err != nil {
		t.Fatalf("Create (POST, query parameters): %v", err)
	}
	if created.ID == "" || created.DurationInMinutes != (wire.FlexInt{Value: 10080, Valid: true}) ||
		created.ThirdChoice != "Neither & both" || created.CardType != "IMAGE_POLLS" {
		t.Errorf("created = %+v", created)
	}
	// The demo image is 1200x628; an image poll describes it as image and its display size.
	if created.Image != "https://pbs.twimg.com/media/"+emulator.DemoImageKey+".jpg" ||
		created.ImageDisplayWidth != (wire.FlexInt{Value: 1200, Valid: true}) ||
		created.ImageDisplayHeight != (wire.FlexInt{Value: 628, Valid: true}) || created.VideoURL != "" {
		t.Errorf("created image = %q %+v x %+v (video %q)", created.Image, created.ImageDisplayWidth, created.ImageDisplayHeight, created.VideoURL)
	}

	got, err := c.PollCards.Get(ctx, acc, created.ID)
	if err != nil || got.Name != "best coast, really?" {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	list, err := c.PollCards.List(ctx, acc, adsapi.PollCardListOptions{CardIDs: []string{created.ID}, Q: "best"})
	if err != nil || len(list) != 1 || list[0].ID != created.ID {
		t.Fatalf("List = %+v, %v", list, err)
	}

	if _, err := c.PollCards.Delete(ctx, acc, created.ID); err != nil {
		t.Fatalf("Delete (DELETE): %v", err)
	}
	_, err = c.PollCards.Get(ctx, acc, created.ID)
	if !transport.IsNotFound(err) {
		t.Errorf("Get after the permanent delete: err = %v, want not found", err)
	}
	assertNoAuthFailures(t, emu)
}

func TestEmulatorRefusesWrongSignature(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.AccessTokenSecret = "not-the-secret" })
	_, err := c.Cards.List(testCtx(t), emulator.DemoAccountID, adsapi.CardListOptions{})
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusUnauthorized || apiErr.Code != "UNAUTHORIZED_ACCESS" {
		t.Fatalf("err = %v, want 401 UNAUTHORIZED_ACCESS", err)
	}
	if n := emu.Count("", "/12/"); n != 1 {
		t.Errorf("requests = %d, want 1 (a 401 is not retried)", n)
	}
}

func TestEmulatorOtherAccountIsForbiddenNotMissing(t *testing.T) {
	t.Parallel()
	_, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	_, err := c.Cards.List(testCtx(t), emulator.OtherAccountID, adsapi.CardListOptions{})
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusForbidden || apiErr.Code != "UNAUTHORIZED_CLIENT_APPLICATION" {
		t.Fatalf("err = %v, want 403 UNAUTHORIZED_CLIENT_APPLICATION", err)
	}
	if transport.IsNotFound(err) {
		t.Error("a foreign account is not a missing entity")
	}
}

func TestEmulatorCardValidationError(t *testing.T) {
	t.Parallel()
	_, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	_, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, websiteCard(strings.Repeat("n", 81), emulator.DemoImageKey, "https://a.example"))
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest || apiErr.Parameter != "name" {
		t.Fatalf("err = %v, want a 400 naming the parameter name", err)
	}
}

func TestEmulatorPaginationFollowsCursor(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	const total = 205 // more than the largest card page of 200
	for i := range total {
		if _, err := emu.SeedCard(emulator.DemoAccountID, emulator.Card{
			Name:       fmt.Sprintf("card %03d", i),
			Components: []emulator.Component{{Type: "MEDIA", MediaKey: emulator.DemoImageKey}},
		}); err != nil {
			t.Fatal(err)
		}
	}
	c := newDemoClient(t, url, nil)
	cards, err := c.Cards.List(testCtx(t), emulator.DemoAccountID, adsapi.CardListOptions{ListOptions: adsapi.ListOptions{SortBy: "name-asc"}})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(cards) != total || cards[0].Name != "card 000" || cards[total-1].Name != "card 204" {
		t.Fatalf("got %d cards, want all %d in name order", len(cards), total)
	}
	if n := emu.Count(http.MethodGet, "/12/accounts/"+emulator.DemoAccountID+"/cards"); n != 2 {
		t.Errorf("pages = %d, want 2 with count=200", n)
	}
}

// A poll create whose answer is dropped is not repeated: the service acted, and the client adopts the
// poll it made.
func TestEmulatorDroppedCreateIsNotRepeated(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	path := "/12/accounts/" + emulator.DemoAccountID + "/cards/poll"
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: path, DropResponse: true})
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	poll, err := c.PollCards.Create(ctx, newSession(t), emulator.DemoAccountID, adsapi.PollCardInput{
		Name: "p", DurationInMinutes: 60, FirstChoice: "a", SecondChoice: "b", MediaKey: emulator.DemoImageKey,
	})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if n := emu.Count(http.MethodPost, path); n != 1 {
		t.Errorf("POSTs = %d, want 1: the service acted, a retry would create a second poll", n)
	}
	polls, err := c.PollCards.List(ctx, emulator.DemoAccountID, adsapi.PollCardListOptions{})
	if err != nil || len(polls) != 1 || polls[0].ID != poll.ID {
		t.Errorf("poll cards = %d, %v; want exactly the one committed, adopted", len(polls), err)
	}
}

func TestEmulatorTransientFaultsAreRetried(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	path := "/12/accounts/" + emulator.DemoAccountID + "/cards"
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: path, Status: http.StatusServiceUnavailable})
	emu.InjectFault(emulator.Fault{Method: http.MethodGet, PathPrefix: path, Status: http.StatusTooManyRequests, ResetAfter: time.Second})
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	card, err := c.Cards.Create(ctx, newSession(t), emulator.DemoAccountID, websiteCard("retried", emulator.DemoImageKey, "https://a.example"))
	if err != nil {
		t.Fatalf("Create after a 503: %v", err)
	}
	if n := emu.Count(http.MethodPost, path); n != 2 {
		t.Errorf("POSTs = %d, want 2 (the 503, then the create)", n)
	}
	if _, err := c.Cards.Get(ctx, emulator.DemoAccountID, card.ID); err != nil {
		t.Fatalf("Get after a 429: %v", err)
	}
	if n := emu.Count(http.MethodGet, path); n != 2 {
		t.Errorf("GETs = %d, want 2 (the 429, then the read)", n)
	}
	assertNoAuthFailures(t, emu)
}

// newSession begins a create session that the test's end closes.
func newSession(t testing.TB) creates.Session {
	return openSession(t).Session()
}

// openSession begins a create session that the test's end closes, for a test that reads its report.
func openSession(t testing.TB) creates.Opened {
	_, s := creates.Begin(context.Background(), time.Minute, nil)
	t.Cleanup(func() { s.End() })
	return s
}
