package content_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const (
	mediaRes   = "data.adsapi_media_status.test"
	statusPath = "/1.1/media/upload.json"
)

// pollClock is an emulator clock that moves one second after every STATUS answer, as much as the
// provider then sleeps (check_after_secs is 1): the media's course no longer depends on how fast the
// machine is, so the number of polls is exact.
type pollClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *pollClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *pollClock) tick() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(time.Second)
}

// newPollEnv is an emulator on a pollClock, holding the given media.
func newPollEnv(t *testing.T, media ...emulator.UploadedMedia) *acctest.Env {
	t.Helper()
	clk := &pollClock{now: time.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC)}
	srv := emulator.New(emulator.Options{Now: clk.Now})
	for _, m := range media {
		if err := srv.AddUploadedMedia(m); err != nil {
			t.Fatal(err)
		}
	}
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		srv.ServeHTTP(w, r)
		if r.URL.Path == statusPath {
			clk.tick()
		}
	}))
	t.Cleanup(ts.Close)
	return &acctest.Env{T: t, Srv: srv, URL: ts.URL}
}

func mediaConfig(id string, extra string) string {
	return fmt.Sprintf(`
data "adsapi_media_status" "test" {
  media_id = %q
%s}
`, id, extra)
}

// polls asserts, between plan and apply, how many STATUS requests the plan's read sent.
func polls(env *acctest.Env, want int) plancheck.PlanCheck {
	return acctest.EmulatorPlanCheck(func() error {
		if got := env.Count("GET", statusPath); got != want {
			return fmt.Errorf("STATUS requests = %d, want %d: %s", got, want, env.LogString())
		}
		return nil
	})
}

func mediaStep(env *acctest.Env, config string, wantPolls int, checks ...statecheck.StateCheck) resource.TestStep {
	return resource.TestStep{
		PreConfig:         env.ResetRequests,
		Config:            env.CoreConfig(config),
		ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{polls(env, wantPolls)}},
		ConfigStateChecks: checks,
	}
}

func attr(name string, check knownvalue.Check) statecheck.StateCheck {
	return statecheck.ExpectKnownValue(mediaRes, tfjsonpath.New(name), check)
}

func TestAccMediaStatus(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	env := newPollEnv(t,
		// pending 1s, in progress 1s: polled at 0s (pending), 1s (in progress) and 2s (succeeded)
		emulator.UploadedMedia{ID: "201", Course: emulator.MediaProcessingSucceeds, Pending: time.Second, InProgress: time.Second, VideoType: "video/mp4"},
		emulator.UploadedMedia{ID: "202", Course: emulator.MediaProcessingSucceeds, Pending: time.Hour, CheckAfterSecs: 7},
		emulator.UploadedMedia{ID: "203", Course: emulator.MediaProcessingFails,
			Error: emulator.MediaProcessingError{Code: 3, Name: "InvalidMedia", Message: "Video too long"}},
	)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			mediaStep(env, mediaConfig("201", ""), 3,
				attr("state", knownvalue.StringExact("succeeded")),
				attr("progress_percent", knownvalue.Int64Exact(100)),
				attr("video_type", knownvalue.StringExact("video/mp4")),
				attr("expires_after_secs", knownvalue.Int64Exact(86400-2)),
				attr("check_after_secs", knownvalue.Null()),
				attr("error", knownvalue.Null()),
				attr("wait", knownvalue.Bool(true)),
				attr("timeout", knownvalue.StringExact("10m")),
			),
			// needs no processing: no processing_info, one request
			mediaStep(env, mediaConfig(emulator.DemoUploadedImageMediaID, ""), 1,
				attr("state", knownvalue.StringExact("succeeded")),
				attr("progress_percent", knownvalue.Int64Exact(100)),
				attr("video_type", knownvalue.Null()),
				attr("expires_after_secs", knownvalue.NotNull()),
			),
			// wait = false: one request, whatever the state
			mediaStep(env, mediaConfig("202", "  wait = false\n"), 1,
				attr("state", knownvalue.StringExact("pending")),
				attr("check_after_secs", knownvalue.Int64Exact(7)),
				attr("progress_percent", knownvalue.Null()),
				attr("wait", knownvalue.Bool(false)),
			),
			mediaStep(env, mediaConfig("203", "  wait = false\n"), 1,
				attr("state", knownvalue.StringExact("failed")),
				attr("expires_after_secs", knownvalue.Null()),
				attr("error", knownvalue.ObjectExact(map[string]knownvalue.Check{
					"code": knownvalue.Int64Exact(3), "name": knownvalue.StringExact("InvalidMedia"), "message": knownvalue.StringExact("Video too long"),
				})),
			),
		},
	})
}

// TestAccMediaStatus_failed: waiting on media whose processing fails ends in an error with the service's
// code, name and message.
func TestAccMediaStatus_failed(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	env := newPollEnv(t, emulator.UploadedMedia{ID: "204", Course: emulator.MediaProcessingFails, InProgress: time.Second})
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.CoreConfig(mediaConfig("204", "")),
			ExpectError: acctest.ExpectError(`Media processing failed.*could not process media 204: error code 1, InvalidMedia: Unsupported video format`),
		}},
	})
	// in progress at 0s, failed at 1s
	if got := env.Count("GET", statusPath); got != 2 {
		t.Errorf("STATUS requests = %d, want 2", got)
	}
}

// TestAccMediaStatus_timeout: processing that outlasts timeout fails the read, naming the state.
func TestAccMediaStatus_timeout(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	env := newPollEnv(t, emulator.UploadedMedia{ID: "205", Course: emulator.MediaProcessingSucceeds, InProgress: time.Hour})
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.CoreConfig(mediaConfig("205", "  timeout = \"2s\"\n")),
			ExpectError: acctest.ExpectError(`Media processing not finished.*media 205 is still in_progress after waiting 2s`),
		}},
	})
	// polled at 0s, 1s and 2s; a third wait would pass the timeout
	if got := env.Count("GET", statusPath); got != 3 {
		t.Errorf("STATUS requests = %d, want 3", got)
	}
}

func TestAccMediaStatus_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	step := func(config, want string) resource.TestStep {
		return resource.TestStep{Config: config, PlanOnly: true, ExpectError: acctest.ExpectError(want)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			step(env.CoreConfig(mediaConfig("13_950589518557540353", "")), `media_id.*must be a media id: 1 to 19 digits`),
			step(env.CoreConfig(mediaConfig("201", "  timeout = \"soon\"\n")), `Invalid duration.*timeout must be a duration.*more than 0`),
			step(env.CoreConfig(mediaConfig("201", "  timeout = \"0s\"\n")), `timeout must be a duration.*more than 0`),
			// user context only: the app-only bearer token is not enough
			step(bearerOnly(env)+mediaConfig(emulator.DemoUploadedImageMediaID, ""),
				`Missing credentials.*OAuth 2.0 user: set oauth2_access_token.*OAuth 1.0a user context: set consumer_key`),
		},
	})
	env.ExpectNoRequests()
}
