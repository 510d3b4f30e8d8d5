package emulator

import (
	"net/http"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"
)

// poll builds create parameters from a valid text poll with changes; an empty value removes
// the parameter.
func poll(changes map[string]string) url.Values {
	v := textPoll("rules")
	for k, val := range changes {
		if val == "" {
			v.Del(k)
		} else {
			v.Set(k, val)
		}
	}
	return v
}

func TestPollCardCreateRules(t *testing.T) {
	f := newFixture(t, Options{})
	if err := f.srv.AddMedia(DemoAccountID, Media{Key: "3_700", Type: MediaImage, URL: "https://pbs.twimg.com/media/3_700.jpg", Width: 700, Height: 366}); err != nil {
		t.Fatal(err)
	}
	if err := f.srv.AddMedia(DemoAccountID, Media{Key: "3_1930", Type: MediaImage, URL: "https://pbs.twimg.com/media/3_1930.jpg", Width: 1930, Height: 1000}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		params url.Values
		code   string
		param  string
	}{
		{"name missing", poll(map[string]string{"name": ""}), codeMissingParameter, "name"},
		{"duration missing", poll(map[string]string{"duration_in_minutes": ""}), codeMissingParameter, "duration_in_minutes"},
		{"duration under 5", poll(map[string]string{"duration_in_minutes": "4"}), codeInvalidParameter, "duration_in_minutes"},
		{"duration over 10080", poll(map[string]string{"duration_in_minutes": "10081"}), codeInvalidParameter, "duration_in_minutes"},
		{"duration not an integer", poll(map[string]string{"duration_in_minutes": "60.5"}), codeInvalidParameter, "duration_in_minutes"},
		{"first_choice missing", poll(map[string]string{"first_choice": ""}), codeMissingParameter, "first_choice"},
		{"second_choice missing", poll(map[string]string{"second_choice": ""}), codeMissingParameter, "second_choice"},
		{"third_choice without second", poll(map[string]string{"second_choice": "", "third_choice": "Maybe"}), codeMissingParameter, "second_choice"},
		{"fourth_choice without third", poll(map[string]string{"fourth_choice": "Never"}), codeInclusiveParameters, "fourth_choice"},
		{"first_choice over 25 characters", poll(map[string]string{"first_choice": strings.Repeat("a", 26)}), codeInvalidParameter, "first_choice"},
		{"third_choice over 25 characters", poll(map[string]string{"third_choice": strings.Repeat("ü", 26)}), codeInvalidParameter, "third_choice"},
		{"media not in the library", poll(map[string]string{"media_key": "3_404"}), codeInvalidMedia, "media_key"},
		{"media of another account", poll(map[string]string{"media_key": OtherImageKey}), codeInvalidMedia, "media_key"},
		{"animated GIF", poll(map[string]string{"media_key": DemoGIFKey}), codeInvalidMedia, "media_key"},
		{"square image", poll(map[string]string{"media_key": DemoSquareImageKey}), codeInvalidMedia, "media_key"},
		{"image narrower than 800 px", poll(map[string]string{"media_key": "3_700"}), codeInvalidMedia, "media_key"},
		{"image ratio 1.93", poll(map[string]string{"media_key": "3_1930"}), codeInvalidMedia, "media_key"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), query: tc.params}).
				wantError(t, http.StatusBadRequest, tc.code, tc.param)
		})
	}
	if n := len(f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID)}).list(t)); n != 0 {
		t.Fatalf("refused creates left %d poll cards", n)
	}

	t.Run("media polls need PROMOTED_MEDIA_POLLS", func(t *testing.T) {
		call := apiCall{method: "POST", path: pollCardsPathOf(OtherAccountID), creds: &otherCreds, query: poll(map[string]string{"media_key": OtherImageKey})}
		f.do(call).wantError(t, http.StatusBadRequest, codeFeatureNotAvailable, "media_key")
		if err := f.srv.AddAccountFeatures(OtherAccountID, FeaturePromotedMediaPolls); err != nil {
			t.Fatal(err)
		}
		res := f.do(call)
		res.wantStatus(t, http.StatusCreated)
		if got := res.object(t)["card_type"]; got != PollTypeImage {
			t.Fatalf("card_type = %v, want %s", got, PollTypeImage)
		}
	})

	t.Run("edges are accepted", func(t *testing.T) {
		if err := f.srv.AddMedia(DemoAccountID, Media{Key: "3_1920", Type: MediaImage, URL: "https://pbs.twimg.com/media/3_1920.jpg", Width: 1920, Height: 1000}); err != nil {
			t.Fatal(err)
		}
		for _, p := range []url.Values{
			poll(map[string]string{"duration_in_minutes": "5"}),
			poll(map[string]string{"duration_in_minutes": "10080"}),
			poll(map[string]string{"first_choice": strings.Repeat("a", 25), "third_choice": strings.Repeat("ü", 25), "fourth_choice": "d"}),
			poll(map[string]string{"media_key": "3_1920"}),
			poll(map[string]string{"media_key": DemoVideoKey}),
		} {
			f.do(apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), query: p}).wantStatus(t, http.StatusCreated)
		}
	})
}

func TestPollCardShapes(t *testing.T) {
	f := newFixture(t, Options{})

	t.Run("text poll with four choices from a form body", func(t *testing.T) {
		res := f.do(apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), form: url.Values{
			"name": {"Best coast"}, "duration_in_minutes": {"10080"},
			"first_choice": {"East"}, "second_choice": {"West"}, "third_choice": {"North"}, "fourth_choice": {"South"},
		}})
		res.wantStatus(t, http.StatusCreated)
		got := res.object(t)
		id, _ := got["id"].(string)
		if !regexp.MustCompile(`^[0-9a-z]{4,8}$`).MatchString(id) {
			t.Errorf("id = %q, want a short base-36 id", id)
		}
		if uri, _ := got["card_uri"].(string); !regexp.MustCompile(`^card://[1-9][0-9]{15,}$`).MatchString(uri) {
			t.Errorf("card_uri = %q, want card:// and a large decimal id", uri)
		}
		want := map[string]any{
			"name": "Best coast", "card_type": "TEXT_POLLS", "duration_in_minutes": "10080",
			"first_choice": "East", "second_choice": "West", "third_choice": "North", "fourth_choice": "South",
			"start_time": "2018-05-11T04:09:53Z", "end_time": "2018-05-18T04:09:53Z",
			"created_at": "2018-05-11T04:09:53Z", "updated_at": "2018-05-11T04:09:53Z", "deleted": false,
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s = %#v, want %#v", k, got[k], v)
			}
		}
		for _, k := range []string{"media_key", "video_url", "image", "image_display_width"} {
			if _, ok := got[k]; ok {
				t.Errorf("text poll carries %s", k)
			}
		}
	})

	t.Run("two-choice poll leaves the others out", func(t *testing.T) {
		got := f.createPoll(textPoll("two"))
		for _, k := range []string{"third_choice", "fourth_choice"} {
			if _, ok := got[k]; ok {
				t.Errorf("%s present: %v", k, got[k])
			}
		}
		if got["end_time"] != "2018-05-11T05:09:53Z" {
			t.Errorf("end_time = %v, want start + 60 minutes", got["end_time"])
		}
	})

	t.Run("video poll answers the video as strings, its sizes as aspect numbers", func(t *testing.T) {
		p := textPoll("video")
		p.Set("media_key", DemoVideoKey)
		got := f.createPoll(p)
		want := map[string]any{
			"card_type":        "VIDEO_POLLS",
			"video_url":        "https://video.twimg.com/amplify_video/vmap/950589518557540353.vmap",
			"video_hls_url":    "https://video.twimg.com/amplify_video/950589518557540353/pl/playlist.m3u8",
			"video_poster_url": "https://pbs.twimg.com/amplify_video_thumb/950589518557540353/img/poster.jpg",
			// The demo video and its poster are 1280x720: 16:9, as the recorded video poll answers.
			"video_width":              "16",
			"video_height":             "9",
			"video_poster_width":       "16",
			"video_poster_height":      "9",
			"content_duration_seconds": "8",
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s = %#v, want %#v", k, got[k], v)
			}
		}
		if _, ok := got["media_key"]; ok {
			t.Errorf("media_key is write-only but came back")
		}
	})

	t.Run("image poll", func(t *testing.T) {
		p := textPoll("image")
		p.Set("media_key", DemoImageKey)
		got := f.createPoll(p)
		// The demo image is 1200x628 px.
		want := map[string]any{"card_type": "IMAGE_POLLS", "image": "https://pbs.twimg.com/media/" + DemoImageKey + ".jpg", "image_display_width": "1200", "image_display_height": "628"}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s = %#v, want %#v", k, got[k], v)
			}
		}
		for _, k := range []string{"image_url", "media_key", "video_url"} {
			if _, ok := got[k]; ok {
				t.Errorf("image poll carries %s", k)
			}
		}
	})
}

func TestPollCardListGetDelete(t *testing.T) {
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	var ids []string
	for _, n := range []string{"Coffee", "tea", "Cocoa"} {
		ids = append(ids, f.createPoll(textPoll(n))["id"].(string))
		clock.Advance(time.Minute)
	}
	gone, err := f.srv.SeedPollCard(DemoAccountID, PollCard{Name: "Old poll", FirstChoice: "a", SecondChoice: "b", DurationInMinutes: 5, Deleted: true})
	if err != nil {
		t.Fatal(err)
	}

	list := func(t *testing.T, q url.Values) *result {
		t.Helper()
		res := f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID), query: q})
		res.wantStatus(t, http.StatusOK)
		return res
	}
	idsOf := func(t *testing.T, res *result) []string {
		var out []string
		for _, p := range res.list(t) {
			out = append(out, p["id"].(string))
		}
		return out
	}

	filters := []struct {
		name  string
		query url.Values
		want  []string
	}{
		{"all in creation order", nil, ids},
		{"card_ids", url.Values{"card_ids": {ids[2] + "," + ids[0]}}, []string{ids[0], ids[2]}},
		{"q", url.Values{"q": {"co"}}, []string{ids[0], ids[2]}},
		{"sort_by name-desc", url.Values{"sort_by": {"name-desc"}}, []string{ids[1], ids[0], ids[2]}},
		{"with_deleted shows seeded deleted cards", url.Values{"with_deleted": {"true"}, "q": {"old"}}, []string{gone.ID}},
		{"count of 1000 is allowed", url.Values{"count": {"1000"}}, ids},
	}
	for _, tc := range filters {
		t.Run(tc.name, func(t *testing.T) {
			if got := idsOf(t, list(t, tc.query)); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("ids = %v, want %v", got, tc.want)
			}
		})
	}

	t.Run("with_total_count counts every match", func(t *testing.T) {
		res := list(t, url.Values{"with_total_count": {"true"}, "count": {"1"}})
		if res.body["total_count"] != 3.0 {
			t.Fatalf("total_count = %v, want 3", res.body["total_count"])
		}
		if len(res.list(t)) != 1 || res.body["next_cursor"] == nil {
			t.Fatalf("want one item and a next_cursor: %s", res.raw)
		}
		if _, ok := list(t, nil).body["total_count"]; ok {
			t.Fatalf("total_count present without with_total_count")
		}
	})

	t.Run("pages", func(t *testing.T) {
		first := list(t, url.Values{"count": {"2"}})
		cursor, _ := first.body["next_cursor"].(string)
		second := list(t, url.Values{"count": {"2"}, "cursor": {cursor}})
		got := append(idsOf(t, first), idsOf(t, second)...)
		if !reflect.DeepEqual(got, ids) || second.body["next_cursor"] != nil {
			t.Fatalf("paged ids = %v (last cursor %v), want %v and null", got, second.body["next_cursor"], ids)
		}
	})

	invalid := []struct {
		name  string
		query url.Values
		code  string
		param string
	}{
		{"count 0", url.Values{"count": {"0"}}, codeInvalidParameter, "count"},
		{"count 1001", url.Values{"count": {"1001"}}, codeInvalidParameter, "count"},
		{"cursor with with_total_count", url.Values{"with_total_count": {"true"}, "cursor": {encodeCursor(1)}}, codeExclusiveParameters, "cursor"},
		{"card_ids over 200", url.Values{"card_ids": {strings.Repeat("a,", 201)}}, codeInvalidParameter, "card_ids"},
		{"with_total_count not boolean", url.Values{"with_total_count": {"TRUE"}}, codeInvalidParameter, "with_total_count"},
	}
	for _, tc := range invalid {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID), query: tc.query}).
				wantError(t, http.StatusBadRequest, tc.code, tc.param)
		})
	}

	t.Run("get answers the poll card", func(t *testing.T) {
		res := f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID) + "/" + ids[1]})
		res.wantStatus(t, http.StatusOK)
		if got := res.object(t); got["id"] != ids[1] || got["name"] != "tea" {
			t.Fatalf("get = %v", got)
		}
	})

	t.Run("delete is permanent", func(t *testing.T) {
		path := pollCardsPathOf(DemoAccountID) + "/" + ids[1]
		res := f.do(apiCall{method: "DELETE", path: path})
		res.wantStatus(t, http.StatusOK)
		if got := res.object(t); got["deleted"] != true || got["id"] != ids[1] {
			t.Fatalf("delete answered %v, want the card with deleted true", got)
		}
		f.do(apiCall{method: "GET", path: path}).wantError(t, http.StatusNotFound, codeNotFound, "")
		f.do(apiCall{method: "GET", path: path, query: url.Values{"with_deleted": {"true"}}}).wantError(t, http.StatusNotFound, codeNotFound, "")
		f.do(apiCall{method: "DELETE", path: path}).wantError(t, http.StatusNotFound, codeNotFound, "")
		if got := idsOf(t, list(t, url.Values{"with_deleted": {"true"}, "q": {"tea"}})); got != nil {
			t.Fatalf("with_deleted still lists %v", got)
		}
		if _, ok := f.srv.PollCard(DemoAccountID, ids[1]); ok {
			t.Fatalf("PollCard still finds the deleted card")
		}
	})
}

// aspect reduces a size to its aspect numbers, whatever the orientation; an unknown size stays as it is.
func TestAspect(t *testing.T) {
	for _, tt := range []struct {
		w, h int
		ws   string
		hs   string
	}{{1280, 720, "16", "9"}, {1080, 1920, "9", "16"}, {1200, 628, "300", "157"}, {800, 800, "1", "1"}, {0, 0, "0", "0"}} {
		if w, h := aspect(tt.w, tt.h); w != tt.ws || h != tt.hs {
			t.Errorf("aspect(%d, %d) = %s, %s; want %s, %s", tt.w, tt.h, w, h, tt.ws, tt.hs)
		}
	}
}
