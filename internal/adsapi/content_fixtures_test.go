package adsapi

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// recordedBody reads a recorded body of testdata/recorded.
func recordedBody(t *testing.T, file string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(recordedDir, file))
	if err != nil {
		t.Fatalf("reading fixture: %v", err)
	}
	return string(b)
}

// uploadClient is a test client whose upload_url is srvURL, with the polls' waits recorded instead of slept.
func uploadClient(t *testing.T, srvURL string, slept *[]time.Duration) *Client {
	t.Helper()
	c := newTestClient(t, srvURL, func(cfg *Config) { cfg.UploadURL = srvURL })
	SetMediaPollSleep(c, func(_ context.Context, d time.Duration) error {
		*slept = append(*slept, d)
		return nil
	})
	return c
}

// TestFixtureMediaStatusSequence: the recorded FINALIZE (pending, check after 5s), STATUS in progress
// (check after 10s) and STATUS succeeded answers, in that order: Wait polls three times, waiting what
// each answer asks.
func TestFixtureMediaStatusSequence(t *testing.T) {
	t.Parallel()
	bodies := []string{
		recordedBody(t, "twitter-ruby/chunk_upload_finalize_pending.json"),
		recordedBody(t, "twitter-ruby/chunk_upload_status_pending.json"),
		recordedBody(t, "twitter-ruby/chunk_upload_status_succeeded.json"),
	}
	rec := newRecorder(t, func(n int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, bodies[min(n, 2)]) })
	var slept []time.Duration
	st, err := uploadClient(t, rec.srv.URL, &slept).MediaStatus.Wait(ctxTimeout(t, 5*time.Second), "710511363345354753", 10*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if rec.count() != 3 || len(slept) != 2 || slept[0] != 5*time.Second || slept[1] != 10*time.Second {
		t.Fatalf("%d requests, waits %v; want 3 requests, waits [5s 10s]", rec.count(), slept)
	}
	for _, r := range rec.requests() {
		if r.Method != http.MethodGet || r.Path != "/1.1/media/upload.json" || r.RawQuery != "command=STATUS&media_id=710511363345354753" {
			t.Errorf("request %s %s?%s", r.Method, r.Path, r.RawQuery)
		}
		if !strings.HasPrefix(r.Header.Get("Authorization"), "Bearer "+testOAuth2Token) {
			t.Errorf("STATUS sent without the OAuth 2.0 user token, which the client prefers")
		}
	}
	if st.State() != MediaStateSucceeded || *st.ProgressPercent() != 100 || *st.ExpiresAfterSecs != 3593 ||
		st.Video == nil || st.Video.VideoType != "video/mp4" || st.MediaIDString != "710511363345354753" || st.MediaID != "710511363345354753" {
		t.Errorf("status = %+v", st)
	}
}

func TestFixtureMediaStatusInProgress(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "twitter-ruby/chunk_upload_status_pending.json")
	var slept []time.Duration
	st, err := uploadClient(t, rec.srv.URL, &slept).MediaStatus.Get(ctxTimeout(t, 5*time.Second), "710511363345354753")
	if err != nil {
		t.Fatal(err)
	}
	if st.State() != MediaStateInProgress || st.Final() || *st.ProgressPercent() != 8 || *st.ProcessingInfo.CheckAfterSecs != 10 || *st.ExpiresAfterSecs != 3595 {
		t.Errorf("status = %+v, info %+v", st, st.ProcessingInfo)
	}
}

func TestFixtureMediaStatusFailed(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "twitter-ruby/chunk_upload_status_failed.json")
	var slept []time.Duration
	st, err := uploadClient(t, rec.srv.URL, &slept).MediaStatus.Wait(ctxTimeout(t, 5*time.Second), "710511363345354753", time.Minute)
	var failed *MediaProcessingError
	if !errors.As(err, &failed) {
		t.Fatalf("err = %v, want *MediaProcessingError", err)
	}
	if failed.Code != 1 || failed.Name != "InvalidMedia" || failed.Message != "Unsupported video format" || failed.MediaID != "710511363345354753" {
		t.Errorf("failure = %+v", failed)
	}
	if st == nil || st.State() != MediaStateFailed || *st.ProgressPercent() != 12 || st.ExpiresAfterSecs != nil || rec.count() != 1 || len(slept) != 0 {
		t.Errorf("status %+v after %d requests and waits %v", st, rec.count(), slept)
	}
	if !strings.Contains(err.Error(), "code 1 InvalidMedia: Unsupported video format") {
		t.Errorf("error %q", err)
	}
}

// TestFixtureMediaUploadCassette decodes the STATUS-shaped answers of a recorded chunked upload: INIT and
// FINALIZE carry the media ids without processing_info, so the media needs no processing (succeeded);
// FINALIZE adds the video type. The empty APPEND answers are not STATUS answers.
func TestFixtureMediaUploadCassette(t *testing.T) {
	t.Parallel()
	var exchanges []struct {
		Request  struct{ Body string }
		Response struct {
			Status int
			Body   json.RawMessage
		}
	}
	if err := json.Unmarshal([]byte(recordedBody(t, "tweepy/testmediauploadmp4.json")), &exchanges); err != nil {
		t.Fatal(err)
	}
	decoded := 0
	for _, ex := range exchanges {
		if len(ex.Response.Body) == 0 || ex.Response.Body[0] != '{' {
			continue
		}
		body := string(ex.Response.Body)
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, body) })
		var slept []time.Duration
		st, err := uploadClient(t, rec.srv.URL, &slept).MediaStatus.Wait(ctxTimeout(t, 5*time.Second), "1349803915521482754", time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if st.MediaID != "1349803915521482754" || st.MediaIDString != "1349803915521482754" || st.State() != MediaStateSucceeded ||
			*st.ExpiresAfterSecs != 86400 || rec.count() != 1 {
			t.Errorf("%s: status %+v", ex.Request.Body, st)
		}
		if strings.HasPrefix(ex.Request.Body, "command=FINALIZE") && (st.Video == nil || st.Video.VideoType != "video/mp4" || *st.Size != 1577963) {
			t.Errorf("FINALIZE: video %+v, size %v", st.Video, st.Size)
		}
		decoded++
	}
	if decoded != 2 {
		t.Errorf("decoded %d answers, want INIT and FINALIZE", decoded)
	}
}

func TestMediaWaitTimesOut(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "twitter-ruby/chunk_upload_finalize_pending.json")
	var slept []time.Duration
	st, err := uploadClient(t, rec.srv.URL, &slept).MediaStatus.Wait(ctxTimeout(t, 5*time.Second), "710511363345354753", 12*time.Second)
	var timeout *MediaWaitTimeoutError
	if !errors.As(err, &timeout) || st == nil || st.State() != MediaStatePending {
		t.Fatalf("err = %v, status %+v; want *MediaWaitTimeoutError with the pending status", err, st)
	}
	if rec.count() != 3 || len(slept) != 2 {
		t.Errorf("%d requests, waits %v; want 3 requests and two waits of 5s within 12s", rec.count(), slept)
	}
	if !strings.Contains(err.Error(), "still pending after waiting 12s") {
		t.Errorf("error %q", err)
	}
}

func TestFixtureTrendLocations(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "twitter-ruby/locations.json")
	got, err := newTestClient(t, rec.srv.URL, nil).Trends.Available(ctxTimeout(t, 5*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	want := TrendLocation{WOEID: 23424803, Name: "Ireland", Country: "Ireland", CountryCode: "IE",
		PlaceType: TrendPlaceType{Code: 12, Name: "Country"}, URL: "http://where.yahooapis.com/v1/place/23424803"}
	if len(got) != 1 || got[0] != want {
		t.Errorf("locations = %+v, want [%+v]", got, want)
	}
	if r := rec.requests()[0]; r.Path != "/1.1/trends/available.json" || r.RawQuery != "" {
		t.Errorf("request %s?%s", r.Path, r.RawQuery)
	}
}

// TestCollectionAnswersOfTheRealService: the real service names the post tweet_id in changes and tweet in
// entries, with numbers where the spec has strings; both decode.
func TestCollectionAnswersOfTheRealService(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			writeJSON(w, 200, `{"objects":{},"response":{"errors":[{"change":{"op":"add","tweet_id":390897780949925889},"reason":"duplicate"}]}}`)
			return
		}
		writeJSON(w, 200, `{"objects":{"tweets":{}},"response":{"timeline_id":"custom-1","timeline":[{"tweet":{"id":"390897780949925889","sort_index":"7"}}],"position":{"max_position":"7","min_position":"7","was_truncated":false}}}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	failures, err := c.Collections.Curate(ctxTimeout(t, 5*time.Second), "custom-1", []CollectionChange{{Op: CollectionOpAdd, PostID: "390897780949925889"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(failures) != 1 || failures[0] != (CollectionChangeFailure{Reason: "duplicate", Change: CollectionChange{Op: "add", PostID: "390897780949925889"}}) {
		t.Errorf("failures = %+v", failures)
	}
	if body := rec.requests()[0].Body; body != `{"id":"custom-1","changes":[{"op":"add","post_id":"390897780949925889"}]}` {
		t.Errorf("body = %s", body)
	}
	entries, err := c.Collections.Entries(ctxTimeout(t, 5*time.Second), "custom-1")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0] != (CollectionEntry{PostID: "390897780949925889", SortIndex: "7"}) {
		t.Errorf("entries = %+v", entries)
	}
	if q := rec.requests()[1].RawQuery; q != "count=200&id=custom-1" {
		t.Errorf("query = %s", q)
	}
}
