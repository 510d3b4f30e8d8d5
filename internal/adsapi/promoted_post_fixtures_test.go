package adsapi

import (
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// Recorded answers of the promoted post and media library endpoints. They carry the real service's
// spelling (tweet_id, tweeted, data_type promoted_tweet), which the decoders read through the spec's
// rename table.

func TestFixturePythonPromotedTweetsAll(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "python-ads-sdk/promoted_tweets_all.json")
	c := newTestClient(t, rec.srv.URL, nil)
	posts, err := c.PromotedPosts.List(ctxTimeout(t, 5*time.Second), "2iqph", PromotedPostListOptions{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(posts) != 20 || rec.count() != 1 {
		t.Fatalf("got %d promoted posts in %d requests, want the 20 of the recording in 1", len(posts), rec.count())
	}
	first, last := posts[0], posts[19]
	if first != (PromotedPost{ID: "6thl4", LineItemID: "2b7xw", PostID: "585127452231467008", EntityStatus: "ACTIVE", ApprovalStatus: "ACCEPTED",
		CreatedAt: "2015-04-11T20:50:25Z", UpdatedAt: "2015-04-11T20:50:25Z"}) {
		t.Errorf("first = %+v", first)
	}
	if last.ID != "70dbj" || last.LineItemID != "2dw80" || last.PostID != "591337582350376961" || last.Deleted {
		t.Errorf("last = %+v", last)
	}
	for _, p := range posts {
		if p.PostID == "" || p.CreatedAt == "" {
			t.Errorf("promoted post %s lacks its post id or creation time: %+v", p.ID, p)
		}
	}
}

func TestFixturePythonPromotedTweetsLoad(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "python-ads-sdk/promoted_tweets_load.json")
	c := newTestClient(t, rec.srv.URL, nil)
	p, err := c.PromotedPosts.Get(ctxTimeout(t, 5*time.Second), "2iqph", "6thl4")
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	if p.ID != "6thl4" || p.PostID != "585127452231467008" || p.LineItemID != "2b7xw" || p.EntityStatus != "ACTIVE" || p.Deleted {
		t.Errorf("promoted post = %+v", p)
	}
}

// The recorded create answer (tweet_ids echoed as numbers, total_count beside data) decodes, matches the
// post sent, and carries everything the create engine requires of a promoted post.
func TestFixturePythonPromotedTweetsAttach(t *testing.T) {
	t.Parallel()
	env, err := decodeEnvelope(&transport.Answer{Method: "POST", Path: "/12/accounts/2iqph/promoted_posts", Status: 200,
		Body: []byte(recordedBody(t, "python-ads-sdk/promoted_tweets_attach.json"))})
	if err != nil {
		t.Fatal(err)
	}
	posts, err := decodeList[PromotedPost](env)
	if err != nil {
		t.Fatal(err)
	}
	matched := matchPromotedPosts([]string{"585127452231467008"}, posts, map[string]string{})
	if len(matched) != 1 || matched[0].ID != "6thl4" || matched[0].PostID != "585127452231467008" {
		t.Fatalf("matched = %+v", matched)
	}
	spec := (&PromotedPostsService{}).createSpec("2iqph", "2b7xw", "585127452231467008", nil)
	if missing := spec.Missing(matched[0]); len(missing) != 0 {
		t.Errorf("the recorded answer lacks %v", missing)
	}
}

func TestFixtureCrystalMediaLibrary(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "crystal-ads-sdk/extra/media_library.json")
	c := newTestClient(t, rec.srv.URL, nil)
	// The recording's next_cursor is c-1 and every request gets the same page: one item is asked for.
	items, err := c.MediaLibrary.List(ctxTimeout(t, 5*time.Second), "18ce54d4x5t", MediaLibraryListOptions{ListOptions: ListOptions{Limit: 1}})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(items) != 1 || rec.count() != 1 {
		t.Fatalf("got %d items in %d requests, want 1 in 1", len(items), rec.count())
	}
	want := MediaLibraryItem{
		MediaKey: "13_909110614026444802", MediaType: "VIDEO", MediaStatus: "TRANSCODE_COMPLETED", Posted: true,
		MediaURL:       "https://video.twimg.com/amplify_video/909110614026444802/vid/1280x720/mfahmfkKVjjk1nGm.mp4",
		FileName:       "buildings https://t.co/xFdzrHM5QG",
		PosterMediaKey: "3_909110614026444802",
		PosterMediaURL: "https://pbs.twimg.com/amplify_video_thumb/909110614026444802/img/QZUNoaiCia0UFNrw.jpg",
		Title:          "buildings", AspectRatio: "16:9", Duration: wire.FlexInt{Value: 39973, Valid: true},
		CreatedAt: "2017-09-16T17:43:55Z", UpdatedAt: "2017-09-27T13:04:00Z",
	}
	if items[0] != want {
		t.Errorf("item = %+v\nwant   %+v", items[0], want)
	}
}
