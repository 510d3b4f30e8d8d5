package activity_test

import (
	"fmt"
	"regexp"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const streamDS = "data.adsapi_activity_stream.test"

// streamEnv is an emulator whose demo app follows the demo user's new followers and has two of them.
func streamEnv(t *testing.T) *acctest.Env {
	env := acctest.NewEnv(t)
	env.Srv.SeedActivitySubscription(emulator.ActivitySubscription{EventType: "follow.follow", UserID: emulator.DemoUserID, Direction: "inbound", Tag: "followers"})
	env.Srv.RecordFollow(emulator.OtherUserID, emulator.DemoUserID)
	env.Srv.RecordFollow(emulator.DevelopersUserID, emulator.DemoUserID)
	env.Srv.RecordFollow(emulator.DemoUserID, emulator.PlatformUserID) // outbound: not delivered
	return env
}

// TestAccActivityStream_maxItems: the read ends as soon as max_items activities arrived.
func TestAccActivityStream_maxItems(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := streamEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.CoreConfig(`
data "adsapi_activity_stream" "test" {
  backfill_minutes = 5
  max_items        = 1
  wait             = "1m"
}
output "follower" {
  value = jsondecode(data.adsapi_activity_stream.test.activities[0].payload_json).source.id
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("ended"), knownvalue.StringExact("max_items")),
				statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("activities"), knownvalue.ListSizeExact(1)),
				statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("activities").AtSliceIndex(0).AtMapKey("event_type"), knownvalue.StringExact("follow.follow")),
				statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("activities").AtSliceIndex(0).AtMapKey("tag"), knownvalue.StringExact("followers")),
				statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("activities").AtSliceIndex(0).AtMapKey("event_uuid"), knownvalue.StringRegexp(regexp.MustCompile(`^[0-9]{1,19}$`))),
				statecheck.ExpectKnownOutputValue("follower", knownvalue.StringExact(emulator.OtherUserID)),
			},
		}},
	})
}

// TestAccActivityStream_waitEndsWithFewer: fewer activities than max_items exist, so wait ends the read; an
// activity recorded meanwhile is not lost to the next read.
func TestAccActivityStream_waitEndsWithFewer(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := streamEnv(t)
	start := time.Now()
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.CoreConfig(`
data "adsapi_activity_stream" "test" {
  backfill_minutes = 5
  max_items        = 10
  wait             = "1s"
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("ended"), knownvalue.StringExact("wait")),
				statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("activities"), knownvalue.ListSizeExact(2)),
				statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("activities").AtSliceIndex(1).AtMapKey("payload_json"),
					knownvalue.StringRegexp(regexp.MustCompile(`"source":\{[^}]*"id":"`+emulator.DevelopersUserID+`"`))),
			},
		}},
	})
	if d := time.Since(start); d < time.Second {
		t.Errorf("the test took %s: the wait of 1s cannot have ended the read", d)
	}
}

// TestAccActivityStream_serverEnds: end_time has passed, so the service sends what matches and ends.
func TestAccActivityStream_serverEnds(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := streamEnv(t)
	from := time.Now().UTC().Add(-time.Hour).Format(time.RFC3339)
	to := time.Now().UTC().Add(time.Second).Format(time.RFC3339)
	time.Sleep(1100 * time.Millisecond)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.CoreConfig(fmt.Sprintf(`
data "adsapi_activity_stream" "test" {
  start_time = %q
  end_time   = %q
  wait       = "1m"
}
`, from, to)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("ended"), knownvalue.StringExact("server")),
				statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("activities"), knownvalue.ListSizeExact(2)),
			},
		}},
	})
}

func TestAccActivityStream_invalid(t *testing.T) {
	env := acctest.NewEnv(t)
	ds := func(body string) string { return `data "adsapi_activity_stream" "test" {` + "\n" + body + "\n}" }
	t.Parallel()
	env.ExpectCoreRulesFail([]acctest.Rule{
		{Config: ds(`backfill_minutes = 6`), Want: `backfill_minutes.*must be between 0 and 5`},
		{Config: ds(`start_time = "2024-01-02T03:04:05+01:00"`), Want: `start_time must be an RFC 3339 date-time in UTC`},
		{Config: ds(`end_time = "yesterday"`), Want: `end_time must be an RFC 3339 date-time in UTC`},
		{Config: ds(`max_items = 0`), Want: `max_items.*must be at least 1`},
		{Config: ds(`wait = "forever"`), Want: `wait must be a duration`},
		{Config: ds(`wait = "1h"`), Want: `wait must be a duration.*at most 10m0s`},
	}, resource.TestStep{Config: noBearer(env) + `data "adsapi_activity_stream" "test" {}`, PlanOnly: true,
		ExpectError: acctest.ExpectError(`Missing credentials.*app-only bearer credentials are incomplete: bearer_token`)})
	env.ExpectNoRequests()
}
