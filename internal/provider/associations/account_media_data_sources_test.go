package associations_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccAccountMediaDataSources: media added to the library become account media, which the single data
// source reads by id (deleted or not) and the plural one lists by creative type and by id, in the
// service's order, deleted ones only with with_deleted.
func TestAccAccountMediaDataSources(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	if _, err := env.Srv.SeedMediaLibrary(acctest.Account,
		emulator.Media{Key: "13_771791717175468032", Type: emulator.MediaVideo, Category: "AMPLIFY_VIDEO", URL: "https://video.twimg.com/amplify_video/1/v.mp4"},
		emulator.Media{Key: "3_890749735862026242", Type: emulator.MediaImage, URL: "https://pbs.twimg.com/media/b.jpg", Width: 728, Height: 90},
	); err != nil {
		t.Fatal(err)
	}
	ids := env.Srv.AccountMediaIDs(acctest.Account)
	if len(ids) != 2 {
		t.Fatalf("account media of the library: %v", ids)
	}
	video, _ := env.Srv.AccountMedia(acctest.Account, ids[0])
	banner, _ := env.Srv.AccountMedia(acctest.Account, ids[1])
	if video.CreativeType != "PREROLL" {
		video, banner = banner, video
	}
	gone, err := env.Srv.SeedAccountMedia(acctest.Account, emulator.AccountMedia{CreativeType: "MEDIUM_RECTANGLE", MediaURL: "https://pbs.twimg.com/g.jpg", Deleted: true})
	if err != nil {
		t.Fatal(err)
	}
	const one, items = "data.adsapi_account_media.", "data.adsapi_account_media_items."
	list := tfjsonpath.New("account_media_items")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
data "adsapi_account_media" "video" { id = "` + video.ID + `" }
data "adsapi_account_media" "gone" { id = "` + gone.ID + `" }
data "adsapi_account_media_items" "videos" { creative_types = ["PREROLL"] }
data "adsapi_account_media_items" "all" { with_deleted = true }
data "adsapi_account_media_items" "by_id" { account_media_ids = ["` + banner.ID + `", "` + gone.ID + `"] }
`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(one+"video", tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				statecheck.ExpectKnownValue(one+"video", tfjsonpath.New("creative_type"), knownvalue.StringExact("PREROLL")),
				statecheck.ExpectKnownValue(one+"video", tfjsonpath.New("video_id"), knownvalue.StringExact("13_771791717175468032")),
				statecheck.ExpectKnownValue(one+"video", tfjsonpath.New("media_url"), knownvalue.Null()),
				statecheck.ExpectKnownValue(one+"gone", tfjsonpath.New("deleted"), knownvalue.Bool(true)),
				statecheck.ExpectKnownValue(one+"gone", tfjsonpath.New("video_id"), knownvalue.Null()),
				statecheck.ExpectKnownValue(items+"videos", list, knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(video.ID), "deleted": knownvalue.Bool(false)}),
				})),
				statecheck.ExpectKnownValue(items+"all", list, knownvalue.ListExact([]knownvalue.Check{
					acctest.ObjectWithID(ids[0]), acctest.ObjectWithID(ids[1]), acctest.ObjectWithID(gone.ID),
				})),
				// deleted media named by id are still left out without with_deleted
				statecheck.ExpectKnownValue(items+"by_id", list, knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"id": knownvalue.StringExact(banner.ID), "creative_type": knownvalue.StringExact("BANNER_TABLET"),
						"media_url": knownvalue.StringExact("https://pbs.twimg.com/media/b.jpg"),
					}),
				})),
			},
		}},
	})
}

// TestAccAccountMediaDataSources_refused: a creative type outside the nine fails at plan, naming it,
// before any request; an id the account does not hold fails the read with the service's answer.
func TestAccAccountMediaDataSources_refused(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig:   env.ResetRequests,
				Config:      env.Config(`data "adsapi_account_media_items" "x" { creative_types = ["PREROLL", "VIDEO"] }`),
				ExpectError: acctest.ExpectError(`(?s)creative_types\[1\].*value must be one of.*"VAST_PREROLL"\], got: "VIDEO"`),
			},
			{
				PreConfig:   env.ExpectNoRequests,
				Config:      env.Config(`data "adsapi_account_media" "x" { id = "zzzz" }`),
				ExpectError: acctest.ExpectError(`Unable to read account media.*ACCOUNT_MEDIA_NOT_FOUND`),
			},
		},
	})
}
