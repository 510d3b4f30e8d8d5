package emulator

import (
	"errors"
	"net/http"
	"testing"
	"time"
)

func TestOutOfBandCards(t *testing.T) {
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	created := f.createCard(imageWebsiteCard("original"))
	id := created["id"].(string)
	path := cardsPathOf(DemoAccountID) + "/" + id

	t.Run("EditCard drifts the card", func(t *testing.T) {
		clock.Advance(time.Hour)
		err := f.srv.EditCard(DemoAccountID, id, func(c *Card) {
			c.Name = "edited in the UI"
			c.Components[1].Destination.URL = "https://drifted.example"
			c.ID = "attempt-to-change-the-id"
		})
		if err != nil {
			t.Fatal(err)
		}
		got := f.do(apiCall{method: "GET", path: path}).list(t)[0]
		dest := got["components"].([]any)[1].(map[string]any)["destination"].(map[string]any)
		if got["name"] != "edited in the UI" || dest["url"] != "https://drifted.example" || got["id"] != id {
			t.Fatalf("after EditCard: %v", got)
		}
		if got["updated_at"] != "2018-05-11T05:09:53Z" {
			t.Fatalf("updated_at = %v, want the clock's now", got["updated_at"])
		}
	})

	t.Run("Card returns a copy", func(t *testing.T) {
		c, ok := f.srv.Card(DemoAccountID, id)
		if !ok {
			t.Fatal("card not found")
		}
		c.Components[0].MediaKey = "changed"
		again, _ := f.srv.Card(DemoAccountID, id)
		if again.Components[0].MediaKey != DemoImageKey {
			t.Fatalf("changing the copy changed the stored card")
		}
	})

	t.Run("DeleteCard soft-deletes", func(t *testing.T) {
		if err := f.srv.DeleteCard(DemoAccountID, id); err != nil {
			t.Fatal(err)
		}
		f.do(apiCall{method: "GET", path: path}).wantError(t, http.StatusNotFound, codeNotFound, "")
		if c, ok := f.srv.Card(DemoAccountID, id); !ok || !c.Deleted {
			t.Fatalf("Card() = %+v, %v; want it deleted", c, ok)
		}
		if err := f.srv.DeleteCard(DemoAccountID, id); !errors.Is(err, ErrNotFound) {
			t.Fatalf("second DeleteCard = %v, want ErrNotFound", err)
		}
	})

	t.Run("missing things", func(t *testing.T) {
		if err := f.srv.EditCard(DemoAccountID, "404", func(*Card) {}); !errors.Is(err, ErrNotFound) {
			t.Errorf("EditCard on a missing card = %v, want ErrNotFound", err)
		}
		if err := f.srv.AddMedia("nope", Media{Key: "3_1"}); !errors.Is(err, ErrNotFound) {
			t.Errorf("AddMedia on a missing account = %v, want ErrNotFound", err)
		}
		if _, ok := f.srv.Card(OtherAccountID, id); ok {
			t.Errorf("Card found in the wrong account")
		}
	})

	t.Run("SeedCard fills blanks and derives the type", func(t *testing.T) {
		seeded, err := f.srv.SeedCard(DemoAccountID, Card{
			Name:       "seeded",
			Components: []Component{{Type: ComponentMedia, MediaKey: DemoVideoKey}, {Type: ComponentButton, Label: &Label{Type: "ENUM", Value: "PLAY"}, Destination: &Destination{Type: DestinationApp, CountryCode: "US", IOSAppStoreIdentifier: "1"}}},
		})
		if err != nil {
			t.Fatal(err)
		}
		if seeded.CardType != "VIDEO_APP" || seeded.CardURI != "card://"+seeded.ID || !seeded.CreatedAt.Equal(clock.Now()) {
			t.Fatalf("seeded = %+v", seeded)
		}
		got := f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID) + "/" + seeded.ID}).list(t)[0]
		if got["card_type"] != "VIDEO_APP" {
			t.Fatalf("served seeded card = %v", got)
		}
		if _, err := f.srv.SeedCard(DemoAccountID, Card{ID: seeded.ID}); !errors.Is(err, ErrConflict) {
			t.Fatalf("seeding a taken id = %v, want ErrConflict", err)
		}
	})
}

func TestOutOfBandPollCards(t *testing.T) {
	f := newFixture(t, Options{})
	seeded, err := f.srv.SeedPollCard(DemoAccountID, PollCard{
		Name: "seeded", FirstChoice: "a", SecondChoice: "b", DurationInMinutes: 30, MediaKey: DemoVideoKey,
	})
	if err != nil {
		t.Fatal(err)
	}
	if seeded.CardType != PollTypeVideo || !seeded.EndTime.Equal(fixedNow.Add(30*time.Minute)) {
		t.Fatalf("seeded = %+v", seeded)
	}
	path := pollCardsPathOf(DemoAccountID) + "/" + seeded.ID
	got := f.do(apiCall{method: "GET", path: path}).object(t)
	if got["video_url"] == nil || got["duration_in_minutes"] != "30" {
		t.Fatalf("served seeded poll = %v", got)
	}
	if p, ok := f.srv.PollCard(DemoAccountID, seeded.ID); !ok || p.Name != "seeded" {
		t.Fatalf("PollCard() = %+v, %v", p, ok)
	}
	if err := f.srv.DeletePollCard(DemoAccountID, seeded.ID); err != nil {
		t.Fatal(err)
	}
	f.do(apiCall{method: "GET", path: path}).wantError(t, http.StatusNotFound, codeNotFound, "")
	if err := f.srv.DeletePollCard(DemoAccountID, seeded.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("second DeletePollCard = %v, want ErrNotFound", err)
	}
}
