package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"
)

func accountMediaPathOf(account string) string {
	return "/12/accounts/" + account + "/account_media"
}

// amplifyVideo is a media library item uploaded as AMPLIFY_VIDEO (its address says so), with the key of
// the spec's example.
func amplifyVideo(key string) Media {
	m := seedVideo(key, 15)
	m.CreatedAt, m.UpdatedAt = time.Time{}, time.Time{}
	return m
}

// The examples of endpoints 43 to 45 are answered as the spec shows them, but for the id: an
// AMPLIFY_VIDEO added to the library becomes PREROLL account media under its media key, an image of a
// display size account media of its type; the DELETE is soft; there is no PUT.
func TestAccountMediaSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2016, 9, 2, 19, 27, 52, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	base := accountMediaPathOf(DemoAccountID)
	if err := f.srv.AddMedia(DemoAccountID, amplifyVideo("13_771791717175468032")); err != nil {
		t.Fatal(err)
	}
	ids := f.srv.AccountMediaIDs(DemoAccountID)
	if len(ids) != 1 {
		t.Fatalf("account media after adding a video = %v, want one", ids)
	}
	res := f.do(apiCall{method: "GET", path: base, query: url.Values{"account_media_ids": {ids[0]}}})
	items := res.list(t)
	if len(items) != 1 || res.body["next_cursor"] != nil {
		t.Fatalf("list = %s", res.raw)
	}
	want := decodeExample(t, `{"video_id": "13_771791717175468032", "media_url": null, "creative_type": "PREROLL",
	  "id": "3wpx", "created_at": "2016-09-02T19:27:52Z", "updated_at": "2016-09-02T19:27:52Z", "deleted": false}`)
	wantSameShape(t, "list", items[0], want)
	want["id"] = ids[0]
	wantFields(t, "list", items[0], want)
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"account_media_ids": []any{ids[0]}, "account_id": DemoAccountID}) {
		t.Errorf("list echo = %v", got)
	}

	clock.now = time.Date(2017, 7, 28, 1, 44, 41, 0, time.UTC)
	image := seedImage("3_890749735862026242", 1024, 768)
	image.CreatedAt, image.UpdatedAt = time.Time{}, time.Time{}
	if _, err := f.srv.SeedMediaLibrary(DemoAccountID, image); err != nil {
		t.Fatal(err)
	}
	var imageID string
	for _, id := range f.srv.AccountMediaIDs(DemoAccountID) {
		if id != ids[0] {
			imageID = id
		}
	}
	res = f.do(apiCall{method: "GET", path: base + "/" + imageID})
	got := res.object(t)
	want = decodeExample(t, `{"video_id": null,
	  "media_url": "https://pbs.twimg.com/ad_img/890749735862026242/Up07zMym?format=jpg&name=orig",
	  "creative_type": "INTERSTITIAL_LANDSCAPE_TABLET", "id": "2pnfd",
	  "created_at": "2017-07-28T01:44:41Z", "updated_at": "2017-07-28T01:44:41Z", "deleted": false}`)
	wantSameShape(t, "get", got, want)
	want["id"], want["media_url"] = imageID, image.URL
	wantFields(t, "get", got, want)
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"account_media_id": imageID, "account_id": DemoAccountID}) {
		t.Errorf("get echo = %v", got)
	}

	// The service makes account media itself: no POST, no PUT.
	for _, c := range []apiCall{{method: "POST", path: base}, {method: "PUT", path: base + "/" + imageID}} {
		f.do(c).wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")
	}

	clock.now = time.Date(2017, 8, 25, 17, 16, 26, 0, time.UTC)
	res = f.do(apiCall{method: "DELETE", path: base + "/" + imageID})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["deleted"] != true || got["updated_at"] != "2017-08-25T17:16:26Z" || got["created_at"] != "2017-07-28T01:44:41Z" {
		t.Errorf("delete = %v", got)
	}
	for _, method := range []string{"GET", "DELETE"} {
		f.do(apiCall{method: method, path: base + "/" + imageID}).wantError(t, http.StatusNotFound, codeAccountMediaNotFound, "account_media_id")
	}
	if got := f.do(apiCall{method: "GET", path: base + "/" + imageID, query: url.Values{"with_deleted": {"true"}}}).object(t); got["deleted"] != true {
		t.Errorf("with_deleted read = %v", got)
	}
	if got := ids2(f.do(apiCall{method: "GET", path: base}).list(t)); !reflect.DeepEqual(got, ids) {
		t.Errorf("list after the delete = %v, want the video alone %v", got, ids)
	}
}

// Which library items become account media, and of which type: the five display sizes of the spec,
// AMPLIFY_VIDEO videos, nothing else; an item replaced by AddMedia does not become account media again.
func TestAccountMediaFromTheLibrary(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	sizes := map[[2]int]string{
		{300, 250}: "MEDIUM_RECTANGLE", {728, 90}: "BANNER_TABLET", {480, 320}: "INTERSTITIAL_LANDSCAPE",
		{768, 1024}: "INTERSTITIAL_TABLET", {1024, 768}: "INTERSTITIAL_LANDSCAPE_TABLET",
	}
	wantTypes := map[string]string{} // media_url or video_id -> creative type
	var added []Media
	for size, typ := range sizes {
		m := seedImage("3_"+strings.Repeat("7", 3)+string(rune('0'+len(added))), size[0], size[1])
		added = append(added, m)
		wantTypes[m.URL] = typ
	}
	postVideo := seedVideo("13_200", 10)
	postVideo.URL = "https://video.twimg.com/ext_tw_video/200/pu/vid/1280x720/v.mp4"
	added = append(added, seedImage("3_100", 1200, 628), seedImage("3_101", 250, 300), postVideo,
		Media{Key: "16_100", Type: MediaAnimatedGIF, URL: "https://video.twimg.com/tweet_video/g.mp4", Width: 300, Height: 250})
	if _, err := f.srv.SeedMediaLibrary(DemoAccountID, added...); err != nil {
		t.Fatal(err)
	}
	if err := f.srv.AddMedia(DemoAccountID, amplifyVideo("13_300")); err != nil {
		t.Fatal(err)
	}
	wantTypes["13_300"] = "PREROLL"

	got := map[string]string{}
	for _, it := range f.do(apiCall{method: "GET", path: accountMediaPathOf(DemoAccountID)}).list(t) {
		key, _ := it["media_url"].(string)
		if v, ok := it["video_id"].(string); ok {
			key = v
		}
		got[key] = it["creative_type"].(string)
	}
	if !reflect.DeepEqual(got, wantTypes) {
		t.Errorf("account media by address or key = %v, want %v", got, wantTypes)
	}
	before := f.srv.AccountMediaIDs(DemoAccountID)
	if err := f.srv.AddMedia(DemoAccountID, amplifyVideo("13_300")); err != nil {
		t.Fatal(err)
	}
	if after := f.srv.AccountMediaIDs(DemoAccountID); !reflect.DeepEqual(after, before) {
		t.Errorf("replacing a library item made account media again: %v, before %v", after, before)
	}
}

// Lists filter by id and creative type (one of the nine), sort, page and show deleted media on request.
func TestAccountMediaList(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	var ids []string
	for _, m := range []AccountMedia{{CreativeType: "PREROLL", VideoID: "13_1"}, {CreativeType: "BANNER", MediaURL: "https://pbs.twimg.com/b.jpg"},
		{CreativeType: "INTERSTITIAL", MediaURL: "https://pbs.twimg.com/i.jpg"}} {
		seeded, err := f.srv.SeedAccountMedia(DemoAccountID, m)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, seeded.ID)
	}
	base := accountMediaPathOf(DemoAccountID)
	list := func(q url.Values) []string { return ids2(f.do(apiCall{method: "GET", path: base, query: q}).list(t)) }
	if got := list(url.Values{"creative_types": {"INTERSTITIAL,PREROLL"}}); !reflect.DeepEqual(got, []string{ids[0], ids[2]}) {
		t.Errorf("creative_types = %v, want %v", got, []string{ids[0], ids[2]})
	}
	if got := list(url.Values{"sort_by": {"creative_type-desc"}}); !reflect.DeepEqual(got, []string{ids[0], ids[2], ids[1]}) {
		t.Errorf("creative_type descending = %v", got)
	}
	if got := list(url.Values{"account_media_ids": {ids[1]}, "creative_types": {"PREROLL"}}); len(got) != 0 {
		t.Errorf("filters combined = %v, want none", got)
	}
	res := f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"2"}, "with_total_count": {"true"}}})
	if got := ids2(res.list(t)); !reflect.DeepEqual(got, ids[:2]) || res.body["total_count"] != float64(3) || res.body["next_cursor"] == nil {
		t.Fatalf("first page = %s", res.raw)
	}
	if err := f.srv.DeleteAccountMedia(DemoAccountID, ids[1]); err != nil {
		t.Fatal(err)
	}
	if got := list(nil); !reflect.DeepEqual(got, []string{ids[0], ids[2]}) {
		t.Errorf("live = %v", got)
	}
	if got := list(url.Values{"with_deleted": {"true"}}); !reflect.DeepEqual(got, ids) {
		t.Errorf("with_deleted = %v, want %v", got, ids)
	}
	f.do(apiCall{method: "GET", path: base, query: url.Values{"creative_types": {"PREROLL,VIDEO"}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "creative_types")
	f.do(apiCall{method: "GET", path: base, query: url.Values{"sort_by": {"video_id-asc"}}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "sort_by")
}

// The DELETE spends from the campaign-management write window; the hooks read, list, delete and seed.
func TestAccountMediaWindowAndHooks(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{WriteLimit: 1})
	if _, err := f.srv.SeedAccountMedia(DemoAccountID, AccountMedia{CreativeType: "VIDEO"}); err == nil {
		t.Error("seeding account media of an unknown creative type succeeded")
	}
	seeded, err := f.srv.SeedAccountMedia(DemoAccountID, AccountMedia{ID: "2pnfd", CreativeType: "VAST_PREROLL"})
	if err != nil || seeded.CreatedAt.IsZero() || seeded.AccountID != DemoAccountID {
		t.Fatalf("seed = %+v, %v", seeded, err)
	}
	other, err := f.srv.SeedAccountMedia(DemoAccountID, AccountMedia{CreativeType: "BANNER"})
	if err != nil {
		t.Fatal(err)
	}
	f.do(apiCall{method: "DELETE", path: accountMediaPathOf(DemoAccountID) + "/2pnfd"}).wantStatus(t, http.StatusOK)
	f.do(apiCall{method: "DELETE", path: accountMediaPathOf(DemoAccountID) + "/" + other.ID}).
		wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
	if got, ok := f.srv.AccountMedia(DemoAccountID, "2pnfd"); !ok || !got.Deleted {
		t.Errorf("after DELETE: %+v, %t", got, ok)
	}
	if err := f.srv.DeleteAccountMedia(DemoAccountID, other.ID); err != nil {
		t.Fatal(err)
	}
	if got := f.srv.AccountMediaIDs(DemoAccountID); len(got) != 0 {
		t.Errorf("ids = %v, want none live", got)
	}
	if err := f.srv.DeleteAccountMedia(DemoAccountID, other.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete = %v, want ErrNotFound", err)
	}
}
