package adsapi

import (
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// recordedDir holds response bodies recorded from the real service; its README names their sources.
const recordedDir = "testdata/recorded"

// fixtureServer answers every request with the recorded body of file.
func fixtureServer(t *testing.T, file string) *recorder {
	t.Helper()
	body, err := os.ReadFile(filepath.Join(recordedDir, file))
	if err != nil {
		t.Fatalf("reading fixture: %v", err)
	}
	return newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, string(body))
	})
}

func TestFixtureCrystalCards(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "crystal-ads-sdk/accounts/cards.json")
	c := newTestClient(t, rec.srv.URL, nil)
	cards, err := c.Cards.List(ctxTimeout(t, 5*time.Second), "18ce54d4x5t", CardListOptions{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(cards) != 5 || rec.count() != 1 {
		t.Fatalf("got %d cards in %d requests, want 5 in 1 (next_cursor null)", len(cards), rec.count())
	}

	web := cards[0]
	if web.ID != "1489088310542660002" || web.CardURI != "card://1489088310542660002" || web.CardType != "IMAGE_WEBSITE" ||
		web.Name != "IMAGE_WEBSITE card" || web.CreatedAt != "2022-02-22T08:35:10Z" || web.Deleted {
		t.Errorf("card 0 = %+v", web)
	}
	if len(web.Components) != 2 || web.Components[0].Type != "MEDIA" || web.Components[0].MediaKey != "3_908573900237180932" {
		t.Fatalf("card 0 components = %+v", web.Components)
	}
	meta := web.Components[0].MediaMetadata["3_908573900237180932"]
	if meta.Type != "IMAGE" || meta.URL != "https://pbs.twimg.com/1.png" || meta.Width != 800 || meta.Height != 800 {
		t.Errorf("card 0 media metadata = %+v", meta)
	}
	details := web.Components[1]
	if details.Type != "DETAILS" || details.Title != "Twitter Developers" ||
		details.Destination == nil || *details.Destination != (Destination{Type: "WEBSITE", URL: "https://developer.twitter.com"}) {
		t.Errorf("card 0 details = %+v", details)
	}

	swipe := cards[1].Components[0]
	if swipe.Type != "SWIPEABLE_MEDIA" || len(swipe.MediaKeys) != 2 || swipe.MediaKeys[1] != "3_9085739002371809322" {
		t.Errorf("card 1 swipeable = %+v", swipe)
	}

	multi := cards[2]
	if multi.CardType != "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE" || multi.Components != nil || len(multi.Slides) != 3 {
		t.Fatalf("card 2 = %+v, want 3 slides and no components", multi)
	}
	if s := multi.Slides[1]; len(s) != 2 || s[0].MediaKey != "3_9085739002371809343" ||
		s[1].Title != "Twitter" || s[1].Destination.URL != "https://twitter.com" {
		t.Errorf("card 2 slide 1 = %+v", s)
	}

	button := cards[3].Components[1]
	if button.Type != "BUTTON" || button.Label == nil || *button.Label != (Label{Type: "ENUM", Value: "INSTALL"}) ||
		button.Destination == nil ||
		*button.Destination != (Destination{Type: "APP", CountryCode: "JP", IOSAppStoreIdentifier: "123783545"}) {
		t.Errorf("card 3 button = %+v", button)
	}
	if cards[3].Components[0].MediaMetadata["3_908573900237180951"].Width != 1024 {
		t.Errorf("card 3 media width = %+v", cards[3].Components[0].MediaMetadata)
	}

	play := cards[4].Components[1].Destination
	if play == nil || *play != (Destination{Type: "APP", CountryCode: "US", GooglePlayAppID: "com.twitter.android",
		GooglePlayDeepLink: "twitter://user?screen_name=apimctestface"}) {
		t.Errorf("card 4 destination = %+v", play)
	}
	if md := cards[4].Components[0].MediaMetadata; len(md) != 2 {
		t.Errorf("card 4 media metadata = %+v, want the two (empty) entries", md)
	}
	// The recording has no media_keys for this carousel: they come from media_metadata, in its order.
	if keys := cards[4].Components[0].MediaKeys; len(keys) != 2 || keys[0] != "3_1073727809120419840" || keys[1] != "3_1075096386931052545" {
		t.Errorf("card 4 media keys = %v", keys)
	}
}

func TestFixtureCrystalCardsAllLegacy(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "crystal-ads-sdk/accounts/cards_all.json")
	c := newTestClient(t, rec.srv.URL, nil)
	cards, err := c.Cards.List(ctxTimeout(t, 5*time.Second), "18ce54d4x5t", CardListOptions{
		CardURIs: []string{"card://1044294149527166979", "card://1044301099031658496"}, IncludeLegacyCards: true,
	})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(cards) != 2 {
		t.Fatalf("got %d cards, want 2", len(cards))
	}
	if cards[0].ID != "692xn" || cards[0].CardType != "IMAGE_APP_DOWNLOAD" || cards[0].Name != "Twitter App" ||
		cards[0].CardURI != "card://1044294149527166979" {
		t.Errorf("card 0 = %+v", cards[0])
	}
	if cards[1].ID != "6933h" || cards[1].CardType != "VIDEO_WEBSITE" || cards[1].UpdatedAt != "2018-09-24T19:02:38Z" {
		t.Errorf("card 1 = %+v", cards[1])
	}
}

func TestFixtureCrystalPollCards(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "crystal-ads-sdk/accounts/cards_poll.json")
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	polls, err := c.PollCards.List(ctx, "18ce54d4x5t", PollCardListOptions{CardIDs: []string{"57i77"}})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(polls) != 1 {
		t.Fatalf("got %d poll cards, want 1", len(polls))
	}
	// The same body answers a single GET: data as an array of one.
	one, err := c.PollCards.Get(ctx, "18ce54d4x5t", "57i77")
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	for _, p := range []PollCard{polls[0], *one} {
		want := PollCard{
			ID: "57i77", Name: "best coast poll", CardURI: "card://950590850777497601", CardType: "VIDEO_POLLS",
			FirstChoice: "East", SecondChoice: "West",
			DurationInMinutes: wire.FlexInt{Value: 10080, Valid: true},
			StartTime:         "2018-01-09T04:51:34Z", EndTime: "2018-01-16T04:51:34Z",
			CreatedAt: "2018-01-09T04:51:34Z", UpdatedAt: "2018-01-09T04:51:34Z",
			VideoURL:               "https://video.twimg.com/amplify_video/vmap/950589518557540353.vmap",
			VideoHLSURL:            "https://video.twimg.com/amplify_video/950589518557540353/vid/1280x720/BRkAhPxFoBREIaFA.mp4",
			VideoPosterURL:         "https://pbs.twimg.com/amplify_video_thumb/950589518557540353/img/nZ1vX_MXYqmvbsXP.jpg",
			VideoWidth:             wire.FlexInt{Value: 16, Valid: true},
			VideoHeight:            wire.FlexInt{Value: 9, Valid: true},
			VideoPosterWidth:       wire.FlexInt{Value: 16, Valid: true},
			VideoPosterHeight:      wire.FlexInt{Value: 9, Valid: true},
			ContentDurationSeconds: wire.FlexInt{Value: 8, Valid: true},
		}
		if p != want {
			t.Errorf("poll card = %+v\nwant      %+v", p, want)
		}
	}
}

func TestFixturePythonCardsAll(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "python-ads-sdk/cards_all.json")
	c := newTestClient(t, rec.srv.URL, nil)
	cards, err := c.Cards.List(ctxTimeout(t, 5*time.Second), "2iqph", CardListOptions{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(cards) != 25 {
		t.Fatalf("got %d cards, want the 25 of the recording", len(cards))
	}
	first, last := cards[0], cards[len(cards)-1]
	if first.ID != "1340029888649076737" || first.Name != "website carousel" || first.CardType != "VIDEO_WEBSITE" {
		t.Errorf("first = %+v", first)
	}
	if last.ID != "1503831318555086849" || last.Components[1].Destination.URL != "http://twitter.com/login" {
		t.Errorf("last = %+v", last)
	}
	for _, card := range cards {
		if len(card.Components) != 2 || card.Components[0].MediaKey != "13_794652834998325248" {
			t.Fatalf("card %s components = %+v", card.ID, card.Components)
		}
		md := card.Components[0].MediaMetadata["13_794652834998325248"]
		if md.Type != "VIDEO" || md.Width != 640 || md.Height != 360 || md.VideoDuration != 7967 || md.VideoAspectRatio != "16:9" {
			t.Fatalf("card %s media metadata = %+v", card.ID, md)
		}
	}
}

func TestFixturePythonCardsLoad(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "python-ads-sdk/cards_load.json")
	c := newTestClient(t, rec.srv.URL, nil)
	card, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "2iqph", "1503831318555086849")
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	if card.ID != "1503831318555086849" || card.Name != "my new card" || card.CardURI != "card://1503831318555086849" ||
		card.CreatedAt != "2022-03-15T20:31:40Z" || card.Deleted {
		t.Errorf("card = %+v", card)
	}
	if len(card.Components) != 2 || card.Components[0].MediaKey != "13_794652834998325248" ||
		card.Components[1].Title != "Twitter" || card.Components[1].Destination.Type != "WEBSITE" {
		t.Errorf("components = %+v", card.Components)
	}
}
