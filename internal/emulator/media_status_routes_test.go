package emulator

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"
)

func TestMediaStatusCourse(t *testing.T) {
	t.Parallel()
	now := fixedNow
	f := newFixture(t, Options{Now: func() time.Time { return now }})
	if err := f.srv.AddUploadedMedia(UploadedMedia{ID: "5", Course: MediaProcessingSucceeds, Pending: time.Second, InProgress: 4 * time.Second, VideoType: "video/mp4"}); err != nil {
		t.Fatal(err)
	}
	if err := f.srv.AddUploadedMedia(UploadedMedia{ID: "6", Course: MediaProcessingFails, InProgress: 2 * time.Second}); err != nil {
		t.Fatal(err)
	}
	status := func(id string) map[string]any {
		t.Helper()
		r := f.do(apiCall{method: "GET", path: "/1.1/media/upload.json", query: url.Values{"command": {"STATUS"}, "media_id": {id}}})
		r.wantStatus(t, http.StatusOK)
		return r.body
	}
	info := func(b map[string]any) string {
		raw, _ := json.Marshal(b["processing_info"])
		return string(raw)
	}
	if got := info(status("5")); got != `{"check_after_secs":1,"state":"pending"}` {
		t.Errorf("at upload: %s", got)
	}
	now = now.Add(3 * time.Second)
	if got := info(status("5")); got != `{"check_after_secs":1,"progress_percent":50,"state":"in_progress"}` {
		t.Errorf("after 3s: %s", got)
	}
	now = now.Add(2 * time.Second)
	done := status("5")
	if got := info(done); got != `{"progress_percent":100,"state":"succeeded"}` {
		t.Errorf("after 5s: %s", got)
	}
	if v, _ := done["video"].(map[string]any); v["video_type"] != "video/mp4" || done["media_id_string"] != "5" || done["expires_after_secs"] != float64(86395) {
		t.Errorf("succeeded answer = %v", done)
	}
	if got := info(status("6")); got != `{"error":{"code":1,"message":"Unsupported video format","name":"InvalidMedia"},"state":"failed"}` {
		t.Errorf("failed: %s", got)
	}
	// no processing needed: no processing_info at all
	if b := status(DemoUploadedImageMediaID); b["processing_info"] != nil || b["expires_after_secs"] == nil {
		t.Errorf("image: %v", b)
	}
}

func TestMediaStatusRefusals(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	get := func(q url.Values, c apiCall) *result {
		c.method, c.path, c.query = "GET", "/1.1/media/upload.json", q
		return f.do(c)
	}
	want11Error(t, get(url.Values{"command": {"status"}, "media_id": {DemoUploadedImageMediaID}}, apiCall{}), http.StatusBadRequest, v11CodeInvalidParameter)
	want11Error(t, get(url.Values{"media_id": {DemoUploadedImageMediaID}}, apiCall{}), http.StatusBadRequest, v11CodeMissingParameter)
	want11Error(t, get(url.Values{"command": {"STATUS"}, "media_id": {"12"}}, apiCall{}), http.StatusNotFound, v11CodeNotFound)
	// the media of another user answers as an unknown one
	want11Error(t, get(url.Values{"command": {"STATUS"}, "media_id": {DemoUploadedImageMediaID}}, apiCall{creds: &otherCreds}), http.StatusNotFound, v11CodeNotFound)
	if r := get(url.Values{"command": {"STATUS"}, "media_id": {DemoUploadedImageMediaID}}, apiCall{auth: bearer(DemoBearerToken)}); r.status != http.StatusUnauthorized {
		t.Errorf("app-only STATUS: status %d, want 401", r.status)
	}
	get(url.Values{"command": {"STATUS"}, "media_id": {DemoUploadedImageMediaID}}, apiCall{auth: bearer(DemoOAuth2Token)}).wantStatus(t, http.StatusOK)
}
