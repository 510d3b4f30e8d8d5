package emulator

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"
)

func mediaLibraryPathOf(account string) string { return "/12/accounts/" + account + "/media_library" }

// The spec's two example items (endpoints 32 and 33), as a test seeds them.
var (
	specLibraryImage = Media{Key: "3_908573900237180928", Type: MediaImage, Posted: true,
		URL: "https://pbs.twimg.com/media/DJvnJf_UEAAXnzC.jpg", FileName: "coffee https://t.co/4tcPU9XUon",
		CreatedAt: time.Date(2017, 9, 15, 6, 11, 12, 0, time.UTC), UpdatedAt: time.Date(2017, 11, 16, 6, 0, 1, 0, time.UTC)}
	specLibraryVideo = Media{Key: "13_909110614026444802", Type: MediaVideo, Posted: true, Width: 1280, Height: 720,
		URL:            "https://video.twimg.com/amplify_video/909110614026444802/vid/1280x720/mfahmfkKVjjk1nGm.mp4",
		PosterURL:      "https://pbs.twimg.com/amplify_video_thumb/909110614026444802/img/QZUNoaiCia0UFNrw.jpg",
		DurationMillis: 39973, FileName: "buildings https://t.co/xFdzrHM5QG", Title: "buildings",
		CreatedAt: time.Date(2017, 9, 16, 17, 43, 55, 0, time.UTC), UpdatedAt: time.Date(2017, 9, 27, 13, 4, 0, 0, time.UTC)}
)

// The spec's example answers come back whole from items seeded with their values; the recorded
// answer has the same fields (posted for the service's tweeted).
func TestMediaLibraryAnswersTheSpecExamples(t *testing.T) {
	f := newFixture(t, Options{})
	if _, err := f.srv.SeedMediaLibrary(OtherAccountID, specLibraryImage, specLibraryVideo); err != nil {
		t.Fatal(err)
	}
	res := f.do(apiCall{method: "GET", path: mediaLibraryPathOf(OtherAccountID), query: url.Values{"media_type": {"IMAGE"}},
		creds: &otherCreds})
	res.wantStatus(t, http.StatusOK)
	var image map[string]any
	for _, it := range res.list(t) {
		if it["media_key"] == specLibraryImage.Key {
			image = it
		}
	}
	wantImage := map[string]any{"posted": true, "name": nil, "file_name": "coffee https://t.co/4tcPU9XUon",
		"media_url": "https://pbs.twimg.com/media/DJvnJf_UEAAXnzC.jpg", "media_category": "POST_IMAGE",
		"media_key": "3_908573900237180928", "created_at": "2017-09-15T06:11:12Z",
		"media_status": "TRANSCODE_COMPLETED", "media_type": "IMAGE",
		"updated_at": "2017-11-16T06:00:01Z", "deleted": false}
	if !reflect.DeepEqual(image, wantImage) {
		t.Errorf("image = %v\nwant    %v", image, wantImage)
	}

	res = f.do(apiCall{method: "GET", path: mediaLibraryPathOf(OtherAccountID) + "/" + specLibraryVideo.Key, creds: &otherCreds})
	res.wantStatus(t, http.StatusOK)
	wantVideo := map[string]any{"posted": true, "duration": float64(39973), "name": nil,
		"file_name": "buildings https://t.co/xFdzrHM5QG", "description": nil,
		"media_url":        "https://video.twimg.com/amplify_video/909110614026444802/vid/1280x720/mfahmfkKVjjk1nGm.mp4",
		"media_category":   "AMPLIFY_VIDEO",
		"poster_media_url": "https://pbs.twimg.com/amplify_video_thumb/909110614026444802/img/QZUNoaiCia0UFNrw.jpg",
		"poster_media_key": "3_909110614026444802", "media_key": "13_909110614026444802",
		"created_at": "2017-09-16T17:43:55Z", "media_status": "TRANSCODE_COMPLETED",
		"title": "buildings", "media_type": "VIDEO", "aspect_ratio": "16:9",
		"updated_at": "2017-09-27T13:04:00Z", "deleted": false}
	if got := res.object(t); !reflect.DeepEqual(got, wantVideo) {
		t.Errorf("video = %v\nwant    %v", got, wantVideo)
	}
	wantEcho := map[string]any{"account_id": OtherAccountID, "media_key": specLibraryVideo.Key}
	if got := res.echoOf(t); !reflect.DeepEqual(got, wantEcho) {
		t.Errorf("request.params = %v, want %v", got, wantEcho)
	}

	// The recorded item is the same video, recorded before the service added media_category.
	recorded := readRecorded(t, "extra/media_library.json")
	item := recorded["data"].([]any)[0].(map[string]any)
	item["media_category"] = "AMPLIFY_VIDEO"
	if !reflect.DeepEqual(item, wantVideo) {
		t.Errorf("recorded item in the spec's spelling = %v\nthe emulator's       %v", item, wantVideo)
	}
	res = f.do(apiCall{method: "GET", path: mediaLibraryPathOf(OtherAccountID), query: url.Values{"count": {"1"}, "media_type": {"VIDEO"}},
		creds: &otherCreds})
	res.wantStatus(t, http.StatusOK)
	sameKeys(t, "media library list", res.body, recorded)
	if want := map[string]any{"account_id": OtherAccountID, "count": float64(1), "media_type": "VIDEO"}; !reflect.DeepEqual(res.echoOf(t), want) {
		t.Errorf("request.params = %v, want %v (count as a number, as recorded)", res.echoOf(t), want)
	}
}

// A GIF is answered with GIF as its type, a ratio and poster fields but no duration.
func TestMediaLibraryGIF(t *testing.T) {
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "GET", path: mediaLibraryPathOf(DemoAccountID) + "/" + DemoGIFKey})
	res.wantStatus(t, http.StatusOK)
	got := res.object(t)
	want := map[string]any{"media_key": DemoGIFKey, "media_type": "GIF", "media_category": "POST_GIF",
		"media_status": "TRANSCODE_COMPLETED", "media_url": "https://video.twimg.com/tweet_video/demo.mp4",
		"name": nil, "file_name": nil, "title": nil, "description": nil, "aspect_ratio": "16:9",
		"poster_media_key": nil, "poster_media_url": nil, "posted": false, "deleted": false,
		"created_at": formatTime(seededAt), "updated_at": formatTime(seededAt)}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("GIF = %v\nwant  %v", got, want)
	}
}

func TestMediaLibraryFilters(t *testing.T) {
	f := newFixture(t, Options{})
	if _, err := f.srv.SeedMediaLibrary(DemoAccountID,
		Media{Key: "3_1", Type: MediaImage, Name: "Spring Sale banner"},
		Media{Key: "3_2", Type: MediaImage, FileName: "sale.png", Description: "For the SPRING launch"},
		Media{Key: "13_3", Type: MediaVideo, Title: "Autumn sale"},
	); err != nil {
		t.Fatal(err)
	}
	keys := func(query url.Values) []string {
		t.Helper()
		res := f.do(apiCall{method: "GET", path: mediaLibraryPathOf(DemoAccountID), query: query})
		res.wantStatus(t, http.StatusOK)
		var out []string
		for _, it := range res.list(t) {
			out = append(out, it["media_key"].(string))
		}
		return out
	}
	// Seeded at start (oldest), then the three above, in creation order.
	if got, want := keys(url.Values{"media_type": {"VIDEO"}}), []string{DemoVideoKey, DemoVideo2Key, "13_3"}; !reflect.DeepEqual(got, want) {
		t.Errorf("media_type=VIDEO: %v, want %v", got, want)
	}
	if got := keys(url.Values{"media_type": {"GIF"}}); !reflect.DeepEqual(got, []string{DemoGIFKey}) {
		t.Errorf("media_type=GIF: %v", got)
	}
	for q, want := range map[string][]string{
		"spring":        {"3_1", "3_2"}, // in a name, and in a description in other case
		"sale spring":   {"3_1", "3_2"}, // every term, each in any of the four fields
		"SALE":          {"3_1", "3_2", "13_3"},
		"autumn spring": nil,
		"sale.png":      {"3_2"},
	} {
		if got := keys(url.Values{"q": {q}}); !reflect.DeepEqual(got, want) {
			t.Errorf("q=%q: %v, want %v", q, got, want)
		}
	}
	if got := keys(url.Values{"q": {strings.Repeat("ß", 255)}}); got != nil {
		t.Errorf("q of 255 characters matched %v", got)
	}
	for _, tc := range []struct {
		query url.Values
		param string
	}{
		{url.Values{"media_type": {"ANIMATED_GIF"}}, "media_type"},
		{url.Values{"q": {""}}, "q"},
		{url.Values{"q": {strings.Repeat("ß", 256)}}, "q"},
		{url.Values{"count": {"0"}}, "count"},
		{url.Values{"count": {"51"}}, "count"},
		{url.Values{"cursor": {"c-1"}}, "cursor"},
		{url.Values{"with_deleted": {"true"}}, "with_deleted"},
	} {
		f.do(apiCall{method: "GET", path: mediaLibraryPathOf(DemoAccountID), query: tc.query}).
			wantError(t, http.StatusBadRequest, codeInvalidParameter, tc.param)
	}
}

// Pages hold 20 items by default and up to 50; following the cursor reads every item once.
func TestMediaLibraryPaging(t *testing.T) {
	f := newFixture(t, Options{})
	var items []Media
	for i := range 60 {
		items = append(items, Media{Key: fmt.Sprintf("3_%d", 500+i), Type: MediaImage})
	}
	if _, err := f.srv.SeedMediaLibrary(DemoAccountID, items...); err != nil {
		t.Fatal(err)
	}
	const total = 66 // the six seeded at start and the sixty above
	for count, wantPages := range map[string]int{"": 4, "50": 2, "7": 10} {
		q := url.Values{}
		if count != "" {
			q.Set("count", count)
		}
		seen := map[string]bool{}
		pages := 0
		for {
			res := f.do(apiCall{method: "GET", path: mediaLibraryPathOf(DemoAccountID), query: q})
			res.wantStatus(t, http.StatusOK)
			pages++
			for _, it := range res.list(t) {
				key := it["media_key"].(string)
				if seen[key] {
					t.Fatalf("count=%s: %s listed twice", count, key)
				}
				seen[key] = true
			}
			next, _ := res.body["next_cursor"].(string)
			if next == "" {
				break
			}
			q.Set("cursor", next)
		}
		if len(seen) != total || pages != wantPages {
			t.Errorf("count=%q: %d items in %d pages, want %d in %d", count, len(seen), pages, total, wantPages)
		}
	}
}

func TestMediaLibraryOwnership(t *testing.T) {
	f := newFixture(t, Options{})
	f.do(apiCall{method: "GET", path: mediaLibraryPathOf(DemoAccountID) + "/3_404"}).
		wantError(t, http.StatusNotFound, codeMediaNotFound, "")
	// Another account's item is not in this library.
	f.do(apiCall{method: "GET", path: mediaLibraryPathOf(DemoAccountID) + "/" + OtherImageKey}).
		wantError(t, http.StatusNotFound, codeMediaNotFound, "")
	f.do(apiCall{method: "GET", path: mediaLibraryPathOf(OtherAccountID)}).
		wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
	if _, err := f.srv.SeedMediaLibrary(DemoAccountID, Media{Key: DemoImageKey, Type: MediaImage}); !errors.Is(err, ErrConflict) {
		t.Errorf("seeding a key the library holds: %v, want ErrConflict", err)
	}
}
