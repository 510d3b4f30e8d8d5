package emulator

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
)

// timelineIDs are the ids of the posts the v2 timeline of userID shows.
func (f *fixture) timelineIDs(userID string) []string {
	f.t.Helper()
	res := f.do(apiCall{method: "GET", path: "/2/users/" + userID + "/posts", auth: bearer(DemoBearerToken)})
	res.wantStatus(f.t, http.StatusOK)
	var ids []string
	for _, p := range res.list(f.t) {
		ids = append(ids, p["id"].(string))
	}
	return ids
}

// A post is published when its minute comes on the emulator's clock, not before, at its scheduled
// time whenever the emulator is next asked; an organic post joins its author's timeline, a
// promoted-only one does not.
func TestScheduledPostPublishesOnTime(t *testing.T) {
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	at := "2018-05-11T05:09:00Z" // an hour ahead of the clock, cut to the minute
	organic := f.schedule(url.Values{"scheduled_at": {at}, "text": {"organic"}, "nullcast": {"false"}, "media_keys": {DemoImageKey}})
	promoted := f.schedule(url.Values{"scheduled_at": {at}, "text": {"promoted only"}})
	get := func(p map[string]any) map[string]any {
		t.Helper()
		res := f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID) + "/" + p["id"].(string)})
		res.wantStatus(t, http.StatusOK)
		return res.object(t)
	}

	clock.Advance(59*time.Minute + 6*time.Second) // 05:08:59
	if got := get(organic); got["scheduled_status"] != "SCHEDULED" || got["post_id"] != nil || got["completed_at"] != nil {
		t.Fatalf("a second early: %v", got)
	}
	if m, _ := f.srv.MediaLibraryItem(DemoAccountID, DemoImageKey); m.Posted {
		t.Fatal("the image is posted before its post is published")
	}

	clock.Advance(time.Second)
	var postIDs []string
	for _, p := range []map[string]any{organic, promoted} {
		got := get(p)
		postID, _ := got["post_id"].(string)
		if got["scheduled_status"] != "SUCCESS" || !decimalIDPattern.MatchString(postID) ||
			got["completed_at"] != at || got["updated_at"] != at {
			t.Errorf("at its time: %v", got)
		}
		postIDs = append(postIDs, postID)
	}
	if postIDs[0] == postIDs[1] {
		t.Errorf("two publications made one post %s", postIDs[0])
	}
	timeline := f.timelineIDs(DemoUserID)
	if !slices.Contains(timeline, postIDs[0]) || slices.Contains(timeline, postIDs[1]) {
		t.Errorf("timeline %v: want the organic post %s and not the promoted-only %s", timeline, postIDs[0], postIDs[1])
	}
	if m, _ := f.srv.MediaLibraryItem(DemoAccountID, DemoImageKey); !m.Posted {
		t.Error("the image of the published post is not marked posted")
	}

	// Asking again publishes nothing twice.
	clock.Advance(time.Hour)
	if got := get(organic); got["post_id"] != postIDs[0] || got["completed_at"] != at {
		t.Errorf("an hour later: %v", got)
	}
	if n := strings.Count(strings.Join(f.timelineIDs(DemoUserID), ","), postIDs[0]); n != 1 {
		t.Errorf("the organic post is %d times in the timeline", n)
	}
}

// The checks of an ordinary post run at publication: a post that fails them is FAILED and nothing
// is published.
func TestScheduledPostPublicationChecks(t *testing.T) {
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	live := f.createCard(imageWebsiteCard("stays"))
	gone := f.createCard(imageWebsiteCard("deleted before publication"))
	five := strings.Join([]string{DemoImageKey, DemoImage2Key, DemoSquareImageKey, DemoImageKey, DemoImage2Key}, ",")
	tests := []struct {
		name   string
		params url.Values
		want   string
	}{
		{"an image and a GIF", url.Values{"media_keys": {DemoImageKey + "," + DemoGIFKey}}, "FAILED"},
		{"an image and a video", url.Values{"media_keys": {DemoImageKey + "," + DemoVideoKey}}, "FAILED"},
		{"two videos", url.Values{"media_keys": {DemoVideoKey + "," + DemoVideo2Key}}, "FAILED"},
		{"five images", url.Values{"media_keys": {five}}, "FAILED"},
		{"media not in the library", url.Values{"media_keys": {"3_404"}}, "FAILED"},
		{"another account's media", url.Values{"media_keys": {OtherImageKey}}, "FAILED"},
		{"a card deleted meanwhile", url.Values{"text": {"x"}, "card_uri": {gone["card_uri"].(string)}}, "FAILED"},
		{"a card that never was", url.Values{"text": {"x"}, "card_uri": {"card://1"}}, "FAILED"},
		{"four images", url.Values{"media_keys": {strings.Join(strings.Split(five, ",")[:4], ",")}}, "SUCCESS"},
		{"a GIF", url.Values{"media_keys": {DemoGIFKey}}, "SUCCESS"},
		{"a video", url.Values{"media_keys": {DemoVideoKey}}, "SUCCESS"},
		{"a live card", url.Values{"text": {"x"}, "card_uri": {live["card_uri"].(string)}}, "SUCCESS"},
	}
	ids := make([]string, len(tests))
	for i, tc := range tests {
		tc.params.Set("scheduled_at", "2018-05-11T05:00:00Z")
		ids[i] = f.schedule(tc.params)["id"].(string)
	}
	if err := f.srv.DeleteCard(DemoAccountID, gone["id"].(string)); err != nil {
		t.Fatal(err)
	}
	clock.Advance(time.Hour)
	for i, tc := range tests {
		p, ok := f.srv.ScheduledPost(DemoAccountID, ids[i])
		switch {
		case !ok:
			t.Errorf("%s: the post is gone", tc.name)
		case p.Status != tc.want:
			t.Errorf("%s: %s, want %s", tc.name, p.Status, tc.want)
		case tc.want == "FAILED" && (p.PostID != "" || !p.CompletedAt.IsZero()):
			t.Errorf("%s: failed but published %s at %v", tc.name, p.PostID, p.CompletedAt)
		case tc.want == "SUCCESS" && p.PostID == "":
			t.Errorf("%s: published without a post id", tc.name)
		}
	}
	if m, _ := f.srv.MediaLibraryItem(DemoAccountID, DemoVideo2Key); m.Posted {
		t.Error("a failed post marked its media posted")
	}
}

// A test moves a post through the hooks: moved to the past, it is published at once; a failed post
// deleted through the API is gone.
func TestScheduledPostMovedByHook(t *testing.T) {
	f := newFixture(t, Options{})
	p := f.schedule(url.Values{"scheduled_at": {"2018-06-01T00:00:00Z"}, "text": {"moved"}})
	id := p["id"].(string)
	if err := f.srv.EditScheduledPost(DemoAccountID, id, func(p *ScheduledPost) { p.ScheduledAt = fixedNow.Add(-time.Hour) }); err != nil {
		t.Fatal(err)
	}
	got, _ := f.srv.ScheduledPost(DemoAccountID, id)
	if got.Status != ScheduledPostSuccess || got.PostID == "" || !got.CompletedAt.Equal(fixedNow.Add(-time.Hour)) {
		t.Errorf("moved to the past: %+v", got)
	}
	res := f.do(apiCall{method: "DELETE", path: scheduledPostsPathOf(DemoAccountID) + "/" + id})
	res.wantStatus(t, http.StatusOK)
	if obj := res.object(t); obj["scheduled_status"] != "DELETED" || obj["post_id"] != got.PostID {
		t.Errorf("delete of a published post answered %v", obj)
	}
}
