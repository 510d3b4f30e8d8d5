package provider

import (
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// adoptionKind is one kind of object of the adoption test: how many to seed, how to seed the n-th, and the
// list block that finds them.
type adoptionKind struct {
	resource string
	count    int
	seed     func(srv *emulator.Server, n int) error
	// listPath is the list endpoint, whose requests the query is expected to send: pages of the largest size.
	listPath string
	pages    int
	// config is the list block's config block, when the list needs one.
	config string
}

func cardSeeds() []func(n int) emulator.Card {
	website := func(n int) emulator.Card {
		return emulator.Card{Name: fmt.Sprintf("website %d", n), Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: emulator.DemoImageKey},
			{Type: "DETAILS", Title: fmt.Sprintf("Offer %d", n), Destination: &emulator.Destination{Type: "WEBSITE", URL: fmt.Sprintf("https://example.com/%d", n)}},
		}}
	}
	app := func(n int) emulator.Card {
		return emulator.Card{Name: fmt.Sprintf("app %d", n), Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: emulator.DemoVideoKey},
			{Type: "BUTTON", Label: &emulator.Label{Type: "ENUM", Value: "INSTALL"}, Destination: &emulator.Destination{
				Type: "APP", CountryCode: "US", GooglePlayAppID: "com.example.app", IOSAppStoreIdentifier: "333903271",
			}},
		}}
	}
	carousel := func(n int) emulator.Card {
		return emulator.Card{Name: fmt.Sprintf("carousel %d", n), Components: []emulator.Component{
			{Type: "SWIPEABLE_MEDIA", MediaKeys: []string{emulator.DemoImageKey, emulator.DemoImage2Key}},
			{Type: "DETAILS", Title: "Swipe", Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com/swipe"}},
		}}
	}
	slides := func(n int) emulator.Card {
		slide := func(url string) []emulator.Component {
			return []emulator.Component{
				{Type: "MEDIA", MediaKey: emulator.DemoImageKey},
				{Type: "DETAILS", Title: "Slide", Destination: &emulator.Destination{Type: "WEBSITE", URL: url}},
			}
		}
		return emulator.Card{Name: fmt.Sprintf("slides %d", n), Slides: [][]emulator.Component{slide("https://example.com/a"), slide("https://example.com/b")}}
	}
	return []func(int) emulator.Card{website, app, carousel, slides}
}

// adoptionKinds are the mixed objects of an account to adopt: 1,000 in all. An account has one app event
// provider configuration at most, and a user one scheduled feed.
func adoptionKinds() []adoptionKind {
	account := emulator.DemoAccountID
	shapes := cardSeeds()
	return []adoptionKind{
		{
			resource: "adsapi_card", count: 600, listPath: "/12/accounts/" + account + "/cards", pages: 3,
			seed: func(srv *emulator.Server, n int) error {
				_, err := srv.SeedCard(account, shapes[n%len(shapes)](n))
				return err
			},
		},
		{
			resource: "adsapi_poll_card", count: 250, listPath: "/12/accounts/" + account + "/cards/poll", pages: 1,
			seed: func(srv *emulator.Server, n int) error {
				p := emulator.PollCard{Name: fmt.Sprintf("poll %d", n), FirstChoice: "Yes", SecondChoice: "No", DurationInMinutes: 60 * (1 + n%24)}
				if n%10 == 0 {
					p.MediaKey = emulator.DemoImageKey // a media poll: its generated configuration plans with a warning
				}
				if n%3 == 0 {
					p.ThirdChoice = "Maybe"
				}
				_, err := srv.SeedPollCard(account, p)
				return err
			},
		},
		{
			resource: "adsapi_draft_post", count: 128, listPath: "/12/accounts/" + account + "/draft_posts", pages: 1,
			seed: func(srv *emulator.Server, n int) error {
				d := emulator.DraftPost{UserID: emulator.DemoUserID, Text: fmt.Sprintf("draft %d", n), Nullcast: true}
				if n%2 == 0 {
					d.Name = fmt.Sprintf("draft %d", n)
				}
				if n%5 == 0 {
					d.MediaKeys = []string{emulator.DemoImageKey}
				}
				_, err := srv.SeedDraftPost(account, d)
				return err
			},
		},
		{
			// The windows take every value the API does, view-through off (0) included.
			resource: "adsapi_web_event_tag", count: 20, listPath: "/12/accounts/" + account + "/web_event_tags", pages: 1,
			seed: func(srv *emulator.Server, n int) error {
				windows := []int{1, 7, 14, 30}
				click := windows[n%len(windows)]
				_, err := srv.SeedWebEventTag(account, emulator.WebEventTag{Name: fmt.Sprintf("tag %d", n), Type: "PURCHASE",
					ClickWindow: click, ViewThroughWindow: []int{0, click}[n%2], RetargetingEnabled: n%3 == 0})
				return err
			},
		},
		{
			resource: "adsapi_app_event_provider_configuration", count: 1, pages: 1,
			listPath: "/11/accounts/" + account + "/app_event_provider_configurations",
			seed: func(srv *emulator.Server, _ int) error {
				_, err := srv.SeedAppEventProviderConfiguration(account, emulator.AppEventProviderConfiguration{ProviderAdvertiserID: "adv-1"})
				return err
			},
		},
		{
			resource: "adsapi_scheduled_feed", count: 1, pages: 1,
			listPath: "/12/product_catalogs/" + emulator.DemoProductCatalogID + "/scheduled_feeds",
			config:   fmt.Sprintf("  config {\n    product_catalog_id = %q\n  }\n", emulator.DemoProductCatalogID),
			seed: func(srv *emulator.Server, _ int) error {
				_, err := srv.SeedScheduledFeed(emulator.DemoProductCatalogID, emulator.ScheduledFeed{
					FeedURL: "https://example.com/products.csv", FeedFormat: "CSV", Frequency: "DAILY", StartTime: "01:00", TimeZone: "UTC",
				})
				return err
			},
		},
	}
}

// TestQueryAdoptsAnAccount adopts an account of 1,000 mixed objects as a user would on Terraform 1.14 and
// later: `terraform query -generate-config-out` writes a resource and an import block for each object; the
// next plan imports all of them and changes none, with the media polls' warning; after the apply, the plan is
// empty, and nothing was written to the service.
func TestQueryAdoptsAnAccount(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	run := newCLIRun(t)
	run.requireVersion(t, "1.14.0")
	srv := emulator.New(emulator.Options{NoRouteLimits: true, ReadLimit: 1 << 20, RequestLogLimit: 1 << 20})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)

	total, lists := 0, ""
	for _, k := range adoptionKinds() {
		for n := range k.count {
			if err := k.seed(srv, n); err != nil {
				t.Fatalf("seed %s %d: %v", k.resource, n, err)
			}
		}
		total += k.count
		lists += fmt.Sprintf("list %q \"all\" {\n  provider = adsapi\n  limit    = %d\n%s}\n", k.resource, k.count, k.config)
	}
	writeFile(t, filepath.Join(run.dir, "main.tf"), providerBlocks(ts.URL))
	writeFile(t, filepath.Join(run.dir, "adopt.tfquery.hcl"), lists)
	tf := func(args ...string) (string, error) { return run.in(t, run.dir, args...) }
	step := func(name string, args ...string) string {
		srv.ResetRequests()
		start := time.Now()
		out, err := tf(args...)
		if err != nil {
			t.Fatalf("terraform %s: %v\n%s", name, err, out)
		}
		t.Logf("%s: %d requests (%d writes) in %s", name, srv.Count("", "/"), writes(srv), time.Since(start).Round(time.Millisecond))
		return out
	}

	step("query", "query", "-no-color", "-generate-config-out=generated.tf")
	for _, k := range adoptionKinds() {
		if got := countPath(srv, "GET", k.listPath); got != k.pages {
			t.Errorf("the query listed %s with %d requests, want %d pages of the largest size", k.resource, got, k.pages)
		}
	}
	if got := srv.Count("", "/"); got != pagesOf(adoptionKinds()) {
		t.Errorf("the query sent %d requests, want only the list pages (%d)", got, pagesOf(adoptionKinds()))
	}
	generated, err := os.ReadFile(filepath.Join(run.dir, "generated.tf"))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range adoptionKinds() {
		blocks := len(regexp.MustCompile(`(?m)^resource "`+k.resource+`" `).FindAll(generated, -1))
		if blocks != k.count {
			t.Errorf("generated.tf has %d %s resource blocks, want %d", blocks, k.resource, k.count)
		}
	}

	out := step("plan", "plan", "-no-color", "-input=false")
	if want := fmt.Sprintf("Plan: %d to import, 0 to add, 0 to change, 0 to destroy.", total); !strings.Contains(out, want) {
		t.Fatalf("the plan of the generated configuration is not %q:\n%s", want, tail(out))
	}
	if !strings.Contains(out, "Media poll without media_key") {
		t.Errorf("the plan does not warn that media polls lack their media_key:\n%s", tail(out))
	}
	out = step("apply", "apply", "-no-color", "-input=false", "-auto-approve")
	if want := fmt.Sprintf("Resources: %d imported, 0 added, 0 changed, 0 destroyed.", total); !strings.Contains(out, want) {
		t.Fatalf("the apply is not %q:\n%s", want, tail(out))
	}
	srv.ResetRequests()
	if out, err := tf("plan", "-no-color", "-input=false", "-detailed-exitcode"); err != nil {
		t.Fatalf("the plan after the adoption is not empty (%v):\n%s", err, tail(out))
	}
	t.Logf("re-plan: %d requests", srv.Count("", "/"))
	if w := writes(srv); w != 0 {
		t.Errorf("the re-plan sent %d writes", w)
	}
}

// countPath counts the requests of a method to exactly path (Count takes a prefix, and the poll cards' list
// is under the cards' path).
func countPath(srv *emulator.Server, method, path string) int {
	n := 0
	for _, r := range srv.Requests() {
		if r.Method == method && r.Path == path {
			n++
		}
	}
	return n
}

func pagesOf(kinds []adoptionKind) int {
	n := 0
	for _, k := range kinds {
		n += k.pages
	}
	return n
}

func writes(srv *emulator.Server) int {
	return srv.Count("POST", "/") + srv.Count("PUT", "/") + srv.Count("PATCH", "/") + srv.Count("DELETE", "/")
}

// tail is the end of a long CLI output, where its summary and errors are.
func tail(out string) string {
	if len(out) > 4000 {
		return "..." + out[len(out)-4000:]
	}
	return out
}
