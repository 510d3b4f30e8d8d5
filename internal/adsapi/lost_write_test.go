package adsapi_test

import (
	"net/http"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// An update whose answer is lost is sent again, and the second PUT is the same change as the first: the
// body is the whole desired state, so the card ends as asked, whichever of the two took effect.
func TestLostUpdateIsTheSameChangeAgain(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	card, err := c.Cards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, websiteCard("before", emulator.DemoImageKey, "https://a.example"))
	if err != nil {
		t.Fatal(err)
	}
	emu.InjectFault(emulator.Fault{Method: http.MethodPut, PathPrefix: demoCardsPath, DropResponse: true})
	want := websiteCard("after", emulator.DemoImageKey, "https://b.example")
	got, err := c.Cards.Update(testCtx(t), emulator.DemoAccountID, card.ID, want)
	if err != nil {
		t.Fatalf("Update after a lost answer: %v", err)
	}
	if got.Name != "after" || got.Components[1].Destination.URL != "https://b.example" {
		t.Errorf("card after the update = %+v, want the change asked for", got)
	}
	if n := emu.Count(http.MethodPut, demoCardsPath); n != 2 {
		t.Errorf("PUTs = %d, want 2", n)
	}
}

// A delete whose answer is lost is sent again; the repetition finds the card already gone, which the
// client reports as not found (the provider's "already gone" success), never as a second deletion.
func TestLostDeleteEndsNotFound(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	poll, err := c.PollCards.Create(testCtx(t), newSession(t), emulator.DemoAccountID, adsapi.PollCardInput{Name: "gone", DurationInMinutes: 60, FirstChoice: "a", SecondChoice: "b"})
	if err != nil {
		t.Fatal(err)
	}
	path := "/12/accounts/" + emulator.DemoAccountID + "/cards/poll"
	emu.InjectFault(emulator.Fault{Method: http.MethodDelete, PathPrefix: path, DropResponse: true})
	_, err = c.PollCards.Delete(testCtx(t), emulator.DemoAccountID, poll.ID)
	if !transport.IsNotFound(err) {
		t.Fatalf("Delete after a lost answer = %v, want not found (the first DELETE took effect)", err)
	}
	if ids := emu.PollCardIDs(emulator.DemoAccountID); len(ids) != 0 {
		t.Errorf("poll cards left: %v", ids)
	}
}
