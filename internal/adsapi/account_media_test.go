package adsapi

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The list's filters are sent comma-joined and refused past 200 values before any request; a lone Get
// sends the single GET with with_deleted.
func TestAccountMediaRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, `{"data":[{"id":"am1","creative_type":"PREROLL"}],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	if _, err := c.AccountMedia.List(ctx, "acc1", AccountMediaListOptions{AccountMediaIDs: []string{"am1", "am2"}, CreativeTypes: []string{"PREROLL", "BANNER"},
		ListOptions: ListOptions{WithDeleted: true, SortBy: "created_at-desc"}}); err != nil {
		t.Fatal(err)
	}
	list := rec.requests()[0]
	if q := parseQuery(t, list.RawQuery); list.Path != "/12/accounts/acc1/account_media" || q.Get("account_media_ids") != "am1,am2" ||
		q.Get("creative_types") != "PREROLL,BANNER" || q.Get("with_deleted") != "true" || q.Get("sort_by") != "created_at-desc" || q.Get("count") != "1000" {
		t.Errorf("list query = %v", q)
	}
	for _, opt := range []AccountMediaListOptions{{AccountMediaIDs: make([]string, 201)}, {CreativeTypes: make([]string, 201)}} {
		if _, err := c.AccountMedia.List(ctx, "acc1", opt); err == nil || rec.count() != 1 {
			t.Errorf("201 values = %v after %d requests, want refused before any request", err, rec.count())
		}
	}
	if _, err := c.AccountMedia.Get(ctx, "acc1", "am1"); err != nil {
		t.Fatal(err)
	}
	if get := rec.requests()[1]; get.Method != http.MethodGet || get.Path != "/12/accounts/acc1/account_media/am1" || get.RawQuery != "with_deleted=true" {
		t.Errorf("lone get %s %s?%s", get.Method, get.Path, get.RawQuery)
	}
}

// The example answers of endpoints 43 and 44 through their methods, and that of endpoint 45, which the
// client does not call (the provider never deletes account media), through the decoder.
func TestSpecExamplesAccountMedia(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	c, _ := trackingTagExample(t, "43_account_media_list.json")
	list, err := c.AccountMedia.List(ctx, "18ce54d4x5t", AccountMediaListOptions{AccountMediaIDs: []string{"3wpx"}})
	video := AccountMedia{ID: "3wpx", CreativeType: "PREROLL", VideoID: "13_771791717175468032", CreatedAt: "2016-09-02T19:27:52Z", UpdatedAt: "2016-09-02T19:27:52Z"}
	if err != nil || len(list) != 1 || list[0] != video {
		t.Errorf("43: %+v, %v", list, err)
	}
	image := AccountMedia{ID: "2pnfd", CreativeType: "INTERSTITIAL_LANDSCAPE_TABLET",
		MediaURL:  "https://pbs.twimg.com/ad_img/890749735862026242/Up07zMym?format=jpg&name=orig",
		CreatedAt: "2017-07-28T01:44:41Z", UpdatedAt: "2017-07-28T01:44:41Z"}
	c, _ = trackingTagExample(t, "44_account_media_get.json")
	if got, err := c.AccountMedia.Get(ctx, "18ce54d4x5t", "2pnfd"); err != nil || *got != image {
		t.Errorf("44: %+v, %v", got, err)
	}
	deleted, err := decodeOne[AccountMedia](trackingTagAnswer(t, "45_account_media_delete.json", "DELETE", "/12/accounts/18ce54d4x5t/account_media/2pnfd"), "2pnfd")
	image.UpdatedAt, image.Deleted = "2017-08-25T17:16:26Z", true
	if err != nil || *deleted != image {
		t.Errorf("45: %+v, %v", deleted, err)
	}
}

// The client libraries' media_key stands for video_id where an answer carries no video_id (Gap 3), and
// version 1's extra fields are ignored; a video_id wins over a media_key.
func TestAccountMediaMediaKey(t *testing.T) {
	t.Parallel()
	for body, want := range map[string]string{
		`{"id":"3wpx","media_key":"13_1","vast_url":null,"account_id":"acc","data_type":"account_media","creative_type":"PREROLL"}`: "13_1",
		`{"id":"3wpx","video_id":"13_2","media_key":"13_1","creative_type":"PREROLL"}`:                                              "13_2",
		`{"id":"3wpx","video_id":null,"creative_type":"BANNER"}`:                                                                    "",
	} {
		got, err := decodeOne[AccountMedia](&envelope{Data: []byte(body)}, "3wpx")
		if err != nil || got.VideoID != want {
			t.Errorf("%s: %+v, %v; want video_id %q", body, got, err, want)
		}
	}
}

// Account media against the emulator: an AMPLIFY_VIDEO and an image of a display size added to the
// library are listed with their types, the filters keep what they name, and a refresh reads by id.
func TestEmulatorAccountMedia(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	ctx := ctxTimeout(t, 20*time.Second)
	acc := batchTestAccount
	if _, err := emu.SeedMediaLibrary(acc,
		emulator.Media{Key: "13_771791717175468032", Type: emulator.MediaVideo, Category: "AMPLIFY_VIDEO", URL: "https://video.twimg.com/amplify_video/1/v.mp4"},
		emulator.Media{Key: "3_890749735862026242", Type: emulator.MediaImage, URL: "https://pbs.twimg.com/media/x.jpg", Width: 300, Height: 250},
	); err != nil {
		t.Fatal(err)
	}
	all, err := c.AccountMedia.List(ctx, acc, AccountMediaListOptions{})
	if err != nil || len(all) != 2 {
		t.Fatalf("List = %+v, %v", all, err)
	}
	types := []string{all[0].CreativeType, all[1].CreativeType}
	slices.Sort(types)
	if types[0] != "MEDIUM_RECTANGLE" || types[1] != "PREROLL" {
		t.Errorf("creative types %v, want MEDIUM_RECTANGLE and PREROLL", types)
	}
	videos, err := c.AccountMedia.List(ctx, acc, AccountMediaListOptions{CreativeTypes: []string{"PREROLL"}})
	if err != nil || len(videos) != 1 || videos[0].VideoID != "13_771791717175468032" || videos[0].MediaURL != "" {
		t.Errorf("PREROLL media = %+v, %v", videos, err)
	}

	deleted, err := emu.SeedAccountMedia(acc, emulator.AccountMedia{CreativeType: "BANNER", MediaURL: "https://pbs.twimg.com/b.jpg", Deleted: true})
	if err != nil {
		t.Fatal(err)
	}
	checkBatchedReads(t, emu, c.AccountMedia.batcher(2*time.Second, 2*time.Second), c.AccountMedia.getOne,
		[]string{all[0].ID, all[1].ID, deleted.ID, "nosuch"}, "/12/accounts/"+acc+"/account_media")
	if _, err := c.AccountMedia.Get(ctx, acc, "nosuch"); !transport.IsNotFound(err) {
		t.Errorf("Get of an unknown id = %v, want not found", err)
	}
}
