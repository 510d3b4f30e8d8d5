package adsapi_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestCollectionCurateInBatches: 250 additions go in three requests of at most 100, and the entries read
// back page by page (200 per page) hold every post once.
func TestCollectionCurateInBatches(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	const id = "custom-77"
	if err := srv.AddCollection(id, emulator.DemoUserID); err != nil {
		t.Fatal(err)
	}
	changes := make([]adsapi.CollectionChange, 250)
	ids := make([]string, 250)
	for i := range changes {
		ids[i] = fmt.Sprintf("18%017d", i)
		changes[i] = adsapi.CollectionChange{Op: adsapi.CollectionOpAdd, PostID: ids[i]}
	}
	srv.AddCollectablePosts(emulator.DemoUserID, ids...)
	c := newDemoClient(t, url, nil)
	failures, err := c.Collections.Curate(testCtx(t), id, changes)
	if err != nil || len(failures) != 0 {
		t.Fatalf("Curate: %v, failures %+v", err, failures)
	}
	if n := srv.Count("POST", "/1.1/collections/entries/curate.json"); n != 3 {
		t.Errorf("curate requests = %d, want 3", n)
	}
	entries, err := c.Collections.Entries(testCtx(t), id)
	if err != nil {
		t.Fatal(err)
	}
	if n := srv.Count("GET", "/1.1/collections/entries.json"); n != 2 {
		t.Errorf("entries requests = %d, want 2", n)
	}
	seen := map[string]bool{}
	for _, e := range entries {
		seen[e.PostID] = true
	}
	if len(entries) != 250 || len(seen) != 250 || entries[0].PostID != ids[249] || entries[249].PostID != ids[0] {
		t.Errorf("%d entries (%d distinct), first %v", len(entries), len(seen), entries[0])
	}
}

func TestCollectionCurateFailuresAndOwnership(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	failures, err := c.Collections.Curate(testCtx(t), emulator.DemoCollectionID, []adsapi.CollectionChange{
		{Op: adsapi.CollectionOpAdd, PostID: emulator.DemoCollectionPostIDs[0]},
		{Op: adsapi.CollectionOpAdd, PostID: "404"},
		{Op: adsapi.CollectionOpAdd, PostID: "1373001119480344583"},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []adsapi.CollectionChangeFailure{
		{Reason: adsapi.CollectionReasonDuplicate, Change: adsapi.CollectionChange{Op: "add", PostID: emulator.DemoCollectionPostIDs[0]}},
		{Reason: adsapi.CollectionReasonNotFound, Change: adsapi.CollectionChange{Op: "add", PostID: "404"}},
	}
	if fmt.Sprint(failures) != fmt.Sprint(want) {
		t.Errorf("failures = %+v, want %+v", failures, want)
	}
	if got, _ := srv.Collection(emulator.DemoCollectionID); len(got) != 3 {
		t.Errorf("entries = %v", got)
	}
	// another user's curate is refused with the 1.1 error format, decoded as *Error with the numeric code
	other := newDemoClient(t, url, func(cfg *adsapi.Config) {
		cfg.Transport.OAuth2AccessToken = emulator.OtherOAuth2Token
	})
	_, err = other.Collections.Curate(testCtx(t), emulator.DemoCollectionID, []adsapi.CollectionChange{{Op: "remove", PostID: emulator.PinnedPostID}})
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusForbidden || apiErr.Code != "200" || apiErr.Message == "" {
		t.Errorf("err = %v, want 403 with code 200", err)
	}
	_, err = c.Collections.Entries(testCtx(t), "custom-1")
	if !transport.IsNotFound(err) {
		t.Errorf("entries of an unknown collection: %v, want not found", err)
	}
}

func TestCollectionCurateNeedsUserContext(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	c := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.OAuth2AccessToken, cfg.Transport.ConsumerKey = "", "" })
	_, err := c.Collections.Curate(testCtx(t), emulator.DemoCollectionID, []adsapi.CollectionChange{{Op: "add", PostID: "1"}})
	var mc *transport.MissingCredentialsError
	if !errors.As(err, &mc) || mc.Scheme != transport.OAuth2User.String() || len(mc.Alternatives) != 1 {
		t.Errorf("err = %v, want missing OAuth 2.0 or OAuth 1.0a", err)
	}
	if n := srv.Count("", ""); n != 0 {
		t.Errorf("requests = %d, want none", n)
	}
	// the app-only bearer token reads entries and trend locations
	if _, err := c.Collections.Entries(testCtx(t), emulator.DemoCollectionID); err != nil {
		t.Errorf("entries with app-only auth: %v", err)
	}
	locations, err := c.Trends.Available(testCtx(t))
	if err != nil || len(locations) != len(emulator.TrendLocations) || locations[0].Name != "Worldwide" || locations[0].CountryCode != "" {
		t.Errorf("trend locations: %v, %+v", err, locations)
	}
}

// clock is an emulator clock that the client's polls move forward instead of sleeping.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) sleep(_ context.Context, d time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	return nil
}

// TestMediaWaitOnTheEmulatorClock: a video pending 2s then in progress 3s succeeds after five polls one
// second apart; a failing one ends with the service's error.
func TestMediaWaitOnTheEmulatorClock(t *testing.T) {
	t.Parallel()
	clk := &clock{now: time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)}
	srv := emulator.New(emulator.Options{Now: clk.Now})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	for _, m := range []emulator.UploadedMedia{
		{ID: "101", Course: emulator.MediaProcessingSucceeds, Pending: 2 * time.Second, InProgress: 3 * time.Second, VideoType: "video/mp4"},
		{ID: "102", Course: emulator.MediaProcessingFails, Pending: time.Second, InProgress: time.Second,
			Error: emulator.MediaProcessingError{Code: 3, Name: "InvalidMedia", Message: "Video too long"}},
	} {
		if err := srv.AddUploadedMedia(m); err != nil {
			t.Fatal(err)
		}
	}
	c := newDemoClient(t, ts.URL, nil)
	adsapi.SetMediaPollSleep(c, clk.sleep)
	st, err := c.MediaStatus.Wait(testCtx(t), "101", time.Minute)
	if err != nil || st.State() != adsapi.MediaStateSucceeded || st.Video == nil || st.Video.VideoType != "video/mp4" {
		t.Fatalf("Wait: %v, %+v", err, st)
	}
	if n := srv.Count("GET", "/1.1/media/upload.json"); n != 6 {
		t.Errorf("polls = %d, want 6 (at 0s to 5s)", n)
	}
	_, err = c.MediaStatus.Wait(testCtx(t), "102", time.Minute)
	var failed *adsapi.MediaProcessingError
	if !errors.As(err, &failed) || failed.Code != 3 || failed.Message != "Video too long" {
		t.Errorf("err = %v, want the service's failure", err)
	}
	// with a timeout shorter than the processing, Wait gives up with the last status
	if err := srv.AddUploadedMedia(emulator.UploadedMedia{ID: "103", Course: emulator.MediaProcessingSucceeds, InProgress: time.Hour}); err != nil {
		t.Fatal(err)
	}
	_, err = c.MediaStatus.Wait(testCtx(t), "103", 3*time.Second)
	var timeout *adsapi.MediaWaitTimeoutError
	if !errors.As(err, &timeout) || timeout.Last.State() != adsapi.MediaStateInProgress {
		t.Errorf("err = %v, want a timeout while in progress", err)
	}
	// the seeded image needs no processing: one request
	srv.ResetRequests()
	st, err = c.MediaStatus.Wait(testCtx(t), emulator.DemoUploadedImageMediaID, time.Minute)
	if err != nil || st.ProcessingInfo != nil || st.State() != adsapi.MediaStateSucceeded || srv.Count("", "") != 1 {
		t.Errorf("image: %v, %+v", err, st)
	}
}
