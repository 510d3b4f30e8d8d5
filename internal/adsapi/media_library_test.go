package adsapi

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// The real service's spellings decode through the spec's rename table: tweeted is posted, TWEET_* media
// categories are POST_*; the spec's own spellings stay as they are.
func TestMediaLibraryItemDecodesRenames(t *testing.T) {
	t.Parallel()
	var items []MediaLibraryItem
	body := `[{"media_key":"3_1","tweeted":true,"media_category":"TWEET_IMAGE","duration":null},
		{"media_key":"16_2","posted":false,"tweeted":true,"media_category":"POST_GIF"},
		{"media_key":"13_3","media_category":"AMPLIFY_VIDEO","duration":39973}]`
	if err := json.Unmarshal([]byte(body), &items); err != nil {
		t.Fatal(err)
	}
	if !items[0].Posted || items[0].MediaCategory != "POST_IMAGE" || items[0].Duration.Valid {
		t.Errorf("item 0 = %+v", items[0])
	}
	if items[1].Posted || items[1].MediaCategory != "POST_GIF" {
		t.Errorf("item 1 = %+v, want posted false as sent (posted wins over tweeted)", items[1])
	}
	if items[2].MediaCategory != "AMPLIFY_VIDEO" || items[2].Duration != (wire.FlexInt{Value: 39973, Valid: true}) {
		t.Errorf("item 2 = %+v", items[2])
	}
}

func TestMediaLibraryRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/12/accounts/acc1/media_library" {
			writeJSON(w, 200, `{"data":[{"media_key":"3_1","media_type":"IMAGE"}],"next_cursor":null}`)
			return
		}
		writeJSON(w, 200, `{"data":{"media_key":"13_909110614026444802","media_type":"VIDEO"}}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	list, err := c.MediaLibrary.List(ctx, "acc1", MediaLibraryListOptions{MediaType: "IMAGE", Q: "coffee"})
	if err != nil || len(list) != 1 || list[0].MediaKey != "3_1" {
		t.Fatalf("List = %+v, %v", list, err)
	}
	if q := parseQuery(t, rec.requests()[0].RawQuery); q.Get("media_type") != "IMAGE" || q.Get("q") != "coffee" || q.Get("count") != "50" || len(q) != 3 {
		t.Errorf("list sent %v", q)
	}
	item, err := c.MediaLibrary.Get(ctx, "acc1", "13_909110614026444802")
	if err != nil || item.MediaType != "VIDEO" {
		t.Fatalf("Get = %+v, %v", item, err)
	}
	if p := rec.requests()[1].Path; p != "/12/accounts/acc1/media_library/13_909110614026444802" {
		t.Errorf("Get sent %s", p)
	}
	if _, err := c.MediaLibrary.Get(ctx, "acc1", "3_1"); err == nil {
		t.Error("Get of 3_1 answered with 13_909110614026444802 was believed")
	}
	if _, err := c.MediaLibrary.List(ctx, "acc1", MediaLibraryListOptions{ListOptions: ListOptions{WithDeleted: true}}); err == nil {
		t.Error("a list with with_deleted was sent; the endpoint takes none")
	}
	if rec.count() != 3 {
		t.Errorf("%d requests, want 3", rec.count())
	}
}
