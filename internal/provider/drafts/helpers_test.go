package drafts_test

import (
	"fmt"
	"net/url"
	"regexp"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// Promotable users and media of the emulator's demo account.
const (
	demoUser    = "756201191646691328" // FULL
	repostsUser = "783214"             // REPOSTS_ONLY
	image       = "3_1073727809120419840"
	image2      = "3_1075096386931052545"
	video       = "13_950589518557540353"
	animatedGIF = "16_1034567890123456789"
)

// draftsPrefix holds the account, which a remote run chooses.
var draftsPrefix = "/12/accounts/" + acctest.Account + "/draft_posts"

// timestamp is the service's timestamp form.
var timestamp = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`)

// seedCardURI stores a website card in the emulator and returns its card_uri, for drafts that attach one.
func seedCardURI(env *acctest.Env, name string) string {
	env.T.Helper()
	card, err := env.Srv.SeedCard(acctest.Account, emulator.Card{
		Name: name,
		Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: image},
			{Type: "DETAILS", Title: name, Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
		},
	})
	if err != nil {
		env.T.Fatal(err)
	}
	return card.CardURI
}

// storedDraft returns the draft as the emulator holds it.
func storedDraft(env *acctest.Env, id string) (emulator.DraftPost, error) {
	d, ok := env.Srv.DraftPost(acctest.Account, id)
	if !ok {
		return d, fmt.Errorf("draft post %s is not at the service", id)
	}
	return d, nil
}

// writeParams returns the parameters of the only write of a method since the last reset.
func writeParams(env *acctest.Env, method string) (url.Values, error) {
	var found []emulator.Request
	for _, r := range env.Requests() {
		if r.Method == method {
			found = append(found, r)
		}
	}
	if len(found) != 1 {
		return nil, fmt.Errorf("want exactly one %s, got %d: %s", method, len(found), env.LogString())
	}
	return url.ParseQuery(found[0].Query)
}
