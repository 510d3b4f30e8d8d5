package posts_test

import (
	"fmt"
	"net/url"
	"regexp"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// Users and media of the emulator's demo account.
const (
	demoUser    = emulator.DemoUserID            // the FULL promotable user
	repostsUser = emulator.DemoRepostsOnlyUserID // a REPOSTS_ONLY promotable user
	image       = emulator.DemoImageKey
	image2      = emulator.DemoImage2Key
	video       = emulator.DemoVideoKey
	gif         = emulator.DemoGIFKey
	postRes     = "adsapi_scheduled_post.test"
)

// postsPrefix holds the account, which a remote run chooses.
var postsPrefix = "/12/accounts/" + acctest.Account + "/scheduled_posts"

// timestamp is the service's timestamp form.
var timestamp = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`)

// daysAhead is a whole minute the given number of days from now, in UTC: a time a post may be scheduled at.
func daysAhead(days int) time.Time {
	return time.Now().UTC().AddDate(0, 0, days).Truncate(time.Minute)
}

// utc writes t as the service answers a time.
func utc(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// pacific writes t with the offset -08:00, as a configuration may.
func pacific(t time.Time) string {
	return t.In(time.FixedZone("PST", -8*3600)).Format(time.RFC3339)
}

// postConfig is a scheduled post with the given arguments in HCL.
func postConfig(args string) string {
	return fmt.Sprintf("\nresource \"adsapi_scheduled_post\" \"test\" {\n%s\n}\n", args)
}

// storedPost returns the scheduled post as the emulator holds it.
func storedPost(env *acctest.Env, id string) (emulator.ScheduledPost, error) {
	p, ok := env.Srv.ScheduledPost(acctest.Account, id)
	if !ok {
		return p, fmt.Errorf("scheduled post %s is not at the service", id)
	}
	return p, nil
}

// seedCardURI stores a website card in the emulator and returns its card_uri, for posts that attach one.
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

// publish lets the emulator's clock pass at, so that the service publishes (or fails) what is due, then
// moves the clock back to the real time for the creates that follow (see acctest.Clock).
func publish(env *acctest.Env, clock *acctest.Clock, at time.Time) {
	env.T.Helper()
	d := time.Until(at) + time.Minute
	clock.Move(d)
	defer clock.Move(-d)
	// Every hook first publishes what the clock has made due.
	env.Srv.ScheduledPostIDs(acctest.Account)
}
