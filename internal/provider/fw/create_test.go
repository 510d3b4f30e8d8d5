package fw

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

const demoCardsPath = "/12/accounts/" + emulator.DemoAccountID + "/cards"

func demoClient(t *testing.T) (*emulator.Server, *adsapi.Client) {
	t.Helper()
	emu := emulator.New(emulator.Options{})
	srv := httptest.NewServer(emu)
	t.Cleanup(srv.Close)
	c, err := adsapi.NewClient(adsapi.Config{
		AdsURL:    srv.URL,
		APIURL:    srv.URL,
		UploadURL: srv.URL,
		Transport: transport.Config{
			ConsumerKey:       acctarget.BlockCredentials().ConsumerKey,
			ConsumerSecret:    acctarget.BlockCredentials().ConsumerSecret,
			AccessToken:       acctarget.BlockCredentials().AccessToken,
			AccessTokenSecret: acctarget.BlockCredentials().AccessTokenSecret,
			UserAgent:         "terraform-provider-adsapi/test",
			RequestTimeout:    5 * time.Second,
		},
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

// TestEachAdoptionIsAWarningOfItsOwn: creates whose answers were lost and that adopted what they made
// each say so in a warning whose summary names the object (Terraform folds warnings that share a
// summary into one), and whose detail gives the lost answer, the import id and the way back.
func TestEachAdoptionIsAWarningOfItsOwn(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	emu, c := demoClient(t)
	emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: demoCardsPath, DropResponse: true, Times: 2})
	var diags diag.Diagnostics
	var ids []string
	Create(t.Context(), c, &diags, func(ctx context.Context, creation *Creation) {
		creation.ImportPrefix = emulator.DemoAccountID + "/"
		for _, name := range []string{"tf-acc-test-adopted one", "tf-acc-test-adopted two"} {
			card, err := c.Cards.Create(ctx, creation.Session(), emulator.DemoAccountID, demoCard(name))
			if err != nil {
				t.Fatalf("Create %q: %v", name, err)
			}
			ids = append(ids, card.ID)
		}
	})
	if diags.ErrorsCount() != 0 || diags.WarningsCount() != 2 {
		t.Fatalf("diagnostics = %v, want exactly two warnings", diags)
	}
	for i, w := range diags.Warnings() {
		importID := emulator.DemoAccountID + "/" + ids[i]
		if want := "Adopted the existing card " + importID; w.Summary() != want {
			t.Errorf("summary = %q, want %q", w.Summary(), want)
		}
		for _, want := range []string{"adopted the card " + ids[i] + ":", "POST " + demoCardsPath, "terraform state rm",
			"import id " + importID + " "} {
			if !strings.Contains(w.Detail(), want) {
				t.Errorf("detail lacks %q:\n%s", want, w.Detail())
			}
		}
	}
}

// TestCreateOutlivesTheStop: the stop that ends the request's context does not end the session's; a
// create that had sent nothing sends nothing, and Create's end releases the session's context.
func TestCreateOutlivesTheStop(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	emu, c := demoClient(t)
	parent, stop := context.WithCancel(t.Context())
	var diags diag.Diagnostics
	var sessionCtx context.Context
	Create(parent, c, &diags, func(ctx context.Context, creation *Creation) {
		sessionCtx = ctx
		stop()
		creation.opened.Stop() // what the watcher of parent does too, in its own goroutine: here without waiting for it
		if ctx.Err() != nil {
			t.Fatalf("the create's context ended with the request's: %v", ctx.Err())
		}
		_, err := c.Cards.Create(ctx, creation.Session(), emulator.DemoAccountID, demoCard("tf-acc-test-never"))
		if !errors.Is(err, creates.ErrStopped) {
			t.Errorf("Create after the stop: err = %v, want ErrStopped", err)
		}
	})
	if n := emu.Count(http.MethodPost, demoCardsPath); n != 0 {
		t.Errorf("POSTs = %d, want 0", n)
	}
	if sessionCtx.Err() == nil {
		t.Error("the end of Create left the session's context running")
	}
	if len(diags) != 0 {
		t.Errorf("diagnostics = %v, want none", diags)
	}
}

// TestCutShortCreateNamesTheStopAndItsBound: a create that outlasted the grace and failed gets a
// second error that names the stop and the bound; one that did not fail gets none.
func TestCutShortCreateNamesTheStopAndItsBound(t *testing.T) {
	var diags diag.Diagnostics
	reportCreation(&diags, "", creates.Report{CutShort: true}, 200*time.Millisecond)
	if len(diags) != 0 {
		t.Errorf("diagnostics of a create that did not fail = %v, want none", diags)
	}
	diags.AddError("Unable to create card", "cancelled")
	reportCreation(&diags, "", creates.Report{CutShort: true}, 200*time.Millisecond)
	if diags.ErrorsCount() != 2 || diags.Errors()[1].Summary() != "Create cut short by the stop" {
		t.Fatalf("errors = %v, want the create's and the stop's", diags.Errors())
	}
	if !strings.Contains(diags.Errors()[1].Detail(), "200ms") {
		t.Errorf("the stop's error does not name the bound: %s", diags.Errors()[1].Detail())
	}
}

// TestAdoptionWarningsTakeTheResourcesWording: each adoption is a warning of its own, worded by the
// resource's import-id form, or by its holder's when the object has no import id of its own.
func TestAdoptionWarningsTakeTheResourcesWording(t *testing.T) {
	report := creates.Report{Adoptions: []creates.Adoption{{Kind: "card", ID: "1"}, {Kind: "card", ID: "2"}}}
	var diags diag.Diagnostics
	reportCreation(&diags, "acct/", report, time.Second)
	if len(diags) != 2 || diags[0].Summary() != "Adopted the existing card acct/1" || diags[1].Summary() != "Adopted the existing card acct/2" {
		t.Fatalf("warnings = %v, want one per adoption naming its import id", diags)
	}
	diags = nil
	held := creates.Adoption{Kind: "targeting criterion", ID: "3", Holder: &creates.Holder{LineItemID: "li", ImportID: "acct/li"}}
	reportCreation(&diags, "acct/", creates.Report{Adoptions: []creates.Adoption{held}}, time.Second)
	if len(diags) != 1 || diags[0].Summary() != "Adopted the existing targeting criterion 3 of line item li" ||
		!strings.Contains(diags[0].Detail(), "(import id acct/li)") {
		t.Fatalf("warnings = %v, want the holder's wording", diags)
	}
}
