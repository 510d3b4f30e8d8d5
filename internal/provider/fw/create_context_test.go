package fw

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

const demoCardsPath = "/12/accounts/" + emulator.DemoAccountID + "/cards"

func demoClient(t *testing.T) (*emulator.Server, *adsapi.Client) {
	t.Helper()
	emu := emulator.New(emulator.Options{})
	srv := httptest.NewServer(emu)
	t.Cleanup(srv.Close)
	c, err := adsapi.NewClient(adsapi.Config{
		AdsURL: srv.URL, APIURL: srv.URL, UploadURL: srv.URL,
		ConsumerKey: emulator.DemoConsumerKey, ConsumerSecret: emulator.DemoConsumerSecret,
		AccessToken: emulator.DemoAccessToken, AccessTokenSecret: emulator.DemoAccessTokenSecret,
		UserAgent: "terraform-provider-adsapi/test", RequestTimeout: 5 * time.Second,
	})
	if err != nil {
		t.Fatal(err)
	}
	return emu, c
}

func demoCard(name string) adsapi.CardInput {
	return adsapi.CardInput{Name: name, Components: []adsapi.Component{
		{Type: "MEDIA", MediaKey: emulator.DemoImageKey},
		{Type: "DETAILS", Title: "Read more", Destination: &adsapi.Destination{Type: "WEBSITE", URL: "https://a.example"}},
	}}
}

// TestAdoptionIsAWarning: a create whose answer was lost and that adopted what it made says so in a
// warning that names the object, its import id, the lost answer and the way back.
func TestAdoptionIsAWarning(t *testing.T) {
	emu, c := demoClient(t)
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, DropResponse: true})
	ctx, creation := StartCreate(t.Context(), c)
	creation.ImportPrefix = emulator.DemoAccountID + "/"
	card, err := c.Cards.Create(ctx, emulator.DemoAccountID, demoCard("adopted"))
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	var diags diag.Diagnostics
	creation.Finish(&diags)
	if diags.ErrorsCount() != 0 || diags.WarningsCount() != 1 {
		t.Fatalf("diagnostics = %v, want exactly one warning", diags)
	}
	w := diags.Warnings()[0]
	if w.Summary() != "Adopted an existing card" {
		t.Errorf("summary = %q", w.Summary())
	}
	for _, want := range []string{
		"adopted the card " + card.ID + ":",
		"POST " + demoCardsPath,
		"terraform state rm",
		"import id " + emulator.DemoAccountID + "/" + card.ID + " ",
	} {
		if !strings.Contains(w.Detail(), want) {
			t.Errorf("detail lacks %q:\n%s", want, w.Detail())
		}
	}
}

// TestCreationOutlivesTheStop: the stop that ends the request's context does not end the create's;
// a create that had sent nothing sends nothing; Finish releases the context.
func TestCreationOutlivesTheStop(t *testing.T) {
	emu, c := demoClient(t)
	parent, stop := context.WithCancel(t.Context())
	ctx, creation := StartCreate(parent, c)
	stop()
	deadline := time.Now().Add(5 * time.Second)
	for {
		creation.mu.Lock()
		stopped := creation.stopped
		creation.mu.Unlock()
		if stopped {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the stop was not noticed within 5s")
		}
		time.Sleep(time.Millisecond)
	}
	if ctx.Err() != nil {
		t.Fatalf("the create's context ended with the request's: %v", ctx.Err())
	}
	_, err := c.Cards.Create(ctx, emulator.DemoAccountID, demoCard("never"))
	if !errors.Is(err, adsapi.ErrStopped) {
		t.Errorf("Create after the stop: err = %v, want ErrStopped", err)
	}
	if n := emu.Count(http.MethodPost, demoCardsPath); n != 0 {
		t.Errorf("POSTs = %d, want 0", n)
	}
	var diags diag.Diagnostics
	creation.Finish(&diags)
	if ctx.Err() == nil {
		t.Error("Finish left the create's context running")
	}
	if len(diags) != 0 {
		t.Errorf("diagnostics = %v, want none", diags)
	}
}

// TestCreationIsCutShortAfterTheGrace: a create sent before the stop has the grace to finish and no
// more; one that outlasts it ends with an error that names the stop and the bound.
func TestCreationIsCutShortAfterTheGrace(t *testing.T) {
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
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, Latency: 1500 * time.Millisecond})
	c, err := adsapi.NewClient(adsapi.Config{
		AdsURL: srv.URL, APIURL: srv.URL, UploadURL: srv.URL,
		ConsumerKey: emulator.DemoConsumerKey, ConsumerSecret: emulator.DemoConsumerSecret,
		AccessToken: emulator.DemoAccessToken, AccessTokenSecret: emulator.DemoAccessTokenSecret,
		UserAgent: "terraform-provider-adsapi/test", RequestTimeout: 10 * time.Second,
	})
	if err != nil {
		t.Fatal(err)
	}
	parent, stop := context.WithCancel(t.Context())
	ctx, creation := StartCreate(parent, c)
	creation.grace = 200 * time.Millisecond // the client's own grace would make this test last 37 s
	var diags diag.Diagnostics
	done := make(chan struct{})
	start := time.Now()
	go func() {
		defer close(done)
		if _, err := c.Cards.Create(ctx, emulator.DemoAccountID, demoCard("slow")); err != nil {
			AddCreateError(&diags, "Unable to create card", "card", "slow", emulator.DemoAccountID+"/", err)
		}
	}()
	<-arrived
	stop()
	<-done
	if took := time.Since(start); took > time.Second {
		t.Errorf("the create ended %s after it began: the grace of 200ms did not bound it", took)
	}
	creation.Finish(&diags)
	var summaries []string
	for _, d := range diags.Errors() {
		summaries = append(summaries, d.Summary())
	}
	if !slices.Equal(summaries, []string{"Unable to create card", "Create cut short by the stop"}) {
		t.Fatalf("errors = %v, want the create's and the stop's", summaries)
	}
	if !strings.Contains(diags.Errors()[1].Detail(), "200ms") {
		t.Errorf("the stop's error does not name the bound: %s", diags.Errors()[1].Detail())
	}
}
