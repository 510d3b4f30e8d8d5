package posts_test

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

var mediaLibraryPath = "/12/accounts/" + acctest.Account + "/media_library"

// seedWinterMedia stores 52 items named "Winter NN" in the demo account's library, created a minute apart
// (their order in the library): every fourth a video, the others images. It returns their keys in that
// order, and the videos' keys.
func seedWinterMedia(env *acctest.Env) (keys, videos []string) {
	env.T.Helper()
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	items := make([]emulator.Media, 0, 52)
	for i := range 52 {
		m := emulator.Media{
			Key: fmt.Sprintf("3_77000000000000%04d", i), Type: emulator.MediaImage, Name: fmt.Sprintf("Winter %02d", i),
			URL: fmt.Sprintf("https://example.com/winter-%02d.jpg", i), Width: 1200, Height: 628,
			CreatedAt: start.Add(time.Duration(i) * time.Minute),
		}
		if i%4 == 3 {
			m.Key, m.Type = fmt.Sprintf("13_77000000000000%04d", i), emulator.MediaVideo
			m.URL, m.PosterURL, m.Width, m.Height = fmt.Sprintf("https://example.com/winter-%02d.mp4", i), "https://example.com/poster.jpg", 1280, 720
			m.DurationMillis, m.Title = 15000, "Snow"
			videos = append(videos, m.Key)
		}
		keys = append(keys, m.Key)
		items = append(items, m)
	}
	if _, err := env.Srv.SeedMediaLibrary(acctest.Account, items...); err != nil {
		env.T.Fatal(err)
	}
	return keys, videos
}

// TestAccMediaLibraryDataSource: every page is read (50 items each, the most the endpoint takes), the
// filters reach the service, items come in the service's order, and what does not apply to an item's type
// is null.
func TestAccMediaLibraryDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	keys, videos := seedWinterMedia(env)
	checks := func(keys []string) knownvalue.Check {
		c := make([]knownvalue.Check, len(keys))
		for i, k := range keys {
			c[i] = knownvalue.StringExact(k)
		}
		return knownvalue.ListExact(c)
	}
	const winter, winterVideos = "data.adsapi_media_library.winter", "data.adsapi_media_library.winter_videos"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config: env.Config(`
data "adsapi_media_library" "winter" {
  q = "WINTER"
}
data "adsapi_media_library" "winter_videos" {
  media_type = "VIDEO"
  q          = "winter"
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(winter, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				statecheck.ExpectKnownValue(winter, tfjsonpath.New("media_keys"), checks(keys)),
				statecheck.ExpectKnownValue(winter, tfjsonpath.New("items"), knownvalue.ListSizeExact(len(keys))),
				statecheck.ExpectKnownValue(winterVideos, tfjsonpath.New("media_keys"), checks(videos)),
				statecheck.ExpectKnownValue(winter, tfjsonpath.New("items").AtSliceIndex(0), knownvalue.ObjectExact(map[string]knownvalue.Check{
					"media_key": knownvalue.StringExact(keys[0]), "media_type": knownvalue.StringExact("IMAGE"),
					"media_category": knownvalue.StringExact("POST_IMAGE"), "media_status": knownvalue.StringExact("TRANSCODE_COMPLETED"),
					"media_url": knownvalue.StringExact("https://example.com/winter-00.jpg"), "name": knownvalue.StringExact("Winter 00"),
					"file_name": knownvalue.Null(), "title": knownvalue.Null(), "description": knownvalue.Null(),
					"poster_media_key": knownvalue.Null(), "poster_media_url": knownvalue.Null(), "aspect_ratio": knownvalue.Null(),
					"duration": knownvalue.Null(), "posted": knownvalue.Bool(false),
					"created_at": knownvalue.StringExact("2026-01-01T00:00:00Z"), "updated_at": knownvalue.StringRegexp(timestamp),
				})),
				statecheck.ExpectKnownValue(winterVideos, tfjsonpath.New("items").AtSliceIndex(0), knownvalue.ObjectPartial(map[string]knownvalue.Check{
					"media_key": knownvalue.StringExact(videos[0]), "media_type": knownvalue.StringExact("VIDEO"),
					"title": knownvalue.StringExact("Snow"), "aspect_ratio": knownvalue.StringExact("16:9"),
					"duration": knownvalue.Int64Exact(15000), "poster_media_url": knownvalue.StringExact("https://example.com/poster.jpg"),
				})),
				// 52 items: two pages of 50 for the first, one page for the 13 videos
				env.ExpectListReads(mediaLibraryPath, "count", 50, 3),
				env.ExpectCount("GET", mediaLibraryPath+"/", 0),
			},
		}},
	})
}

// TestAccMediaLibraryDataSource_badFilters: each filter rule fails at plan on its attribute, with no request.
func TestAccMediaLibraryDataSource_badFilters(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct{ args, want string }{
		{`media_type = "ANIMATED_GIF"`, `media_type value must be one of: \["GIF" "IMAGE" "VIDEO"\]`},
		{`q = ""`, `Attribute q must be between 1 and 255 characters, got: 0`},
		{fmt.Sprintf(`q = "%0256d"`, 0), `Attribute q must be between 1 and 255 characters, got: 256`},
		{`account_id = "not/an/account"`, `account_id must be an ads account id`},
	}
	rules := make([]acctest.Rule, 0, len(cases))
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: fmt.Sprintf("data \"adsapi_media_library\" \"bad\" {\n  %s\n}\n", c.args), Want: c.want})
	}
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}
