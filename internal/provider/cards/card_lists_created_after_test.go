package cards_test

import (
	"fmt"
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

// Creation times around the created_after of these tests: a second before it, at it, and later.
var (
	madeBefore = time.Date(2025, time.June, 1, 11, 59, 59, 0, time.UTC)
	madeAt     = time.Date(2025, time.June, 1, 12, 0, 0, 0, time.UTC)
	madeLater  = time.Date(2025, time.June, 2, 8, 0, 0, 0, time.UTC)
)

// idsAre checks a list of objects by their ids, in order.
func idsAre(ids ...string) knownvalue.Check {
	checks := make([]knownvalue.Check, len(ids))
	for i, id := range ids {
		checks[i] = knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(id)})
	}
	return knownvalue.ListExact(checks)
}

func TestAccCardsCreatedAfter(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var ids []string
	for i, at := range []time.Time{madeBefore, madeAt, madeLater} {
		c, err := env.Srv.SeedCard(acctest.Account, emulator.Card{
			Name: fmt.Sprintf("Seeded %d", i), CreatedAt: at,
			Components: []emulator.Component{
				{Type: "MEDIA", MediaKey: wideImage},
				{Type: "DETAILS", Title: "Seeded", Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
			},
		})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, c.ID)
	}
	poll := func(at time.Time) string {
		p, err := env.Srv.SeedPollCard(acctest.Account, emulator.PollCard{
			Name: "Seeded poll", FirstChoice: "Yes", SecondChoice: "No", DurationInMinutes: 60, CreatedAt: at,
		})
		if err != nil {
			t.Fatal(err)
		}
		return p.ID
	}
	pollIDs := []string{poll(madeBefore), poll(madeAt), poll(madeLater)}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(`data "adsapi_cards" "new" { created_after = "2025-06-01 12:00:00" }`),
				ExpectError: acctest.ExpectError(`created_after.*must be an RFC 3339 timestamp.*got "2025-06-01 12:00:00"`),
			},
			{
				PreConfig: env.ExpectNoRequests,
				Config: env.Config(`
data "adsapi_cards" "new" {
  created_after = "2025-06-01T12:00:00Z"
  sort_by       = "created_at-asc"
}
# the same instant written with an offset
data "adsapi_cards" "offset" {
  created_after = "2025-06-01T14:00:00+02:00"
  sort_by       = "created_at-asc"
}
data "adsapi_cards" "all" {
  sort_by = "created_at-asc"
}
data "adsapi_poll_cards" "new" {
  created_after = "2025-06-01T12:00:00Z"
  sort_by       = "created_at-asc"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_cards.new", tfjsonpath.New("cards"), idsAre(ids[1], ids[2])),
					statecheck.ExpectKnownValue("data.adsapi_cards.offset", tfjsonpath.New("cards"), idsAre(ids[1], ids[2])),
					statecheck.ExpectKnownValue("data.adsapi_cards.all", tfjsonpath.New("cards"), idsAre(ids...)),
					statecheck.ExpectKnownValue("data.adsapi_poll_cards.new", tfjsonpath.New("poll_cards"), idsAre(pollIDs[1], pollIDs[2])),
				},
			},
		},
	})
}

func TestAccPollCardsCreatedAfterRefusedAtPlan(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(`data "adsapi_poll_cards" "new" { created_after = "yesterday" }`),
			ExpectError: acctest.ExpectError(`Invalid created_after.*Attribute created_after must be an RFC 3339 timestamp`),
		}},
	})
	env.ExpectNoRequests()
}
