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

func scheduledPostsPathOf(account string) string {
	return "/12/accounts/" + account + "/scheduled_posts"
}

// schedule makes a scheduled post of the demo account through the API and returns its answer.
func (f *fixture) schedule(params url.Values) map[string]any {
	f.t.Helper()
	res := f.do(apiCall{method: "POST", path: scheduledPostsPathOf(DemoAccountID), query: params})
	res.wantStatus(f.t, http.StatusCreated)
	return res.object(f.t)
}

// The spec's examples of endpoints 27 to 31, replayed on a clock at the example's creation time:
// each answer is the example's, and each echo carries what the spec shows (no account_id;
// as_user_id and a deleted scheduled_post_id as JSON numbers).
func TestScheduledPostSpecExamples(t *testing.T) {
	created := time.Date(2017, 10, 9, 17, 16, 24, 0, time.UTC)
	clock := &testClock{now: created}
	f := newFixture(t, Options{Now: clock.Now})
	if _, err := f.srv.SeedMediaLibrary(DemoAccountID, Media{Key: "3_917438348871983104", Type: MediaImage}); err != nil {
		t.Fatal(err)
	}
	res := f.do(apiCall{method: "POST", path: scheduledPostsPathOf(DemoAccountID), query: url.Values{
		"media_keys": {"3_917438348871983104"}, "scheduled_at": {"2018-01-01"}, "as_user_id": {DemoUserID}}})
	res.wantStatus(t, http.StatusCreated)
	got := res.object(t)
	id, _ := got["id"].(string)
	want := map[string]any{"name": nil, "completed_at": nil, "text": "", "user_id": DemoUserID,
		"scheduled_status": "SCHEDULED", "id": id, "nullcast": true,
		"created_at": "2017-10-09T17:16:24Z", "scheduled_at": "2018-01-01T00:00:00Z",
		"card_uri": nil, "updated_at": "2017-10-09T17:16:24Z", "post_id": nil,
		"media_keys": []any{"3_917438348871983104"}}
	if !reflect.DeepEqual(got, want) || !decimalIDPattern.MatchString(id) {
		t.Fatalf("created = %v\nwant      %v", got, want)
	}
	if !strings.Contains(string(res.raw), `"as_user_id":`+DemoUserID) {
		t.Errorf("as_user_id is not echoed as a JSON number: %s", res.raw)
	}
	if echo := res.echoOf(t); len(echo) != 3 || !reflect.DeepEqual(echo["media_keys"], []any{"3_917438348871983104"}) ||
		echo["scheduled_at"] != "2018-01-01T00:00:00Z" {
		t.Errorf("request.params = %v, want media_keys as an array, scheduled_at as used, as_user_id and no account_id", echo)
	}

	res = f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID) + "/" + id})
	res.wantStatus(t, http.StatusOK)
	if !reflect.DeepEqual(res.object(t), want) || !reflect.DeepEqual(res.echoOf(t), map[string]any{"scheduled_post_id": id}) {
		t.Errorf("GET = %v, echo %v", res.object(t), res.echoOf(t))
	}

	clock.Advance(time.Hour)
	res = f.do(apiCall{method: "PUT", path: scheduledPostsPathOf(DemoAccountID) + "/" + id, query: url.Values{"text": {"winter solstice"}}})
	res.wantStatus(t, http.StatusOK)
	want["text"], want["updated_at"] = "winter solstice", "2017-10-09T18:16:24Z"
	if !reflect.DeepEqual(res.object(t), want) || !reflect.DeepEqual(res.echoOf(t), map[string]any{"scheduled_post_id": id, "text": "winter solstice"}) {
		t.Errorf("PUT = %v, echo %v", res.object(t), res.echoOf(t))
	}

	res = f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID), query: url.Values{"count": {"1"}}})
	res.wantStatus(t, http.StatusOK)
	if items := res.list(t); len(items) != 1 || !reflect.DeepEqual(items[0], want) {
		t.Errorf("list = %v", items)
	}
	if !reflect.DeepEqual(res.echoOf(t), map[string]any{"count": float64(1)}) || res.body["next_cursor"] != nil {
		t.Errorf("list echo %v, next_cursor %v", res.echoOf(t), res.body["next_cursor"])
	}

	res = f.do(apiCall{method: "DELETE", path: scheduledPostsPathOf(DemoAccountID) + "/" + id})
	res.wantStatus(t, http.StatusOK)
	want["scheduled_status"] = "DELETED"
	if !reflect.DeepEqual(res.object(t), want) || !strings.Contains(string(res.raw), `"scheduled_post_id":`+id) {
		t.Errorf("DELETE = %s", res.raw)
	}
	f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID) + "/" + id}).wantError(t, http.StatusNotFound, codeNotFound, "")
	f.do(apiCall{method: "DELETE", path: scheduledPostsPathOf(DemoAccountID) + "/" + id}).wantError(t, http.StatusNotFound, codeNotFound, "")
	if ids := f.srv.ScheduledPostIDs(DemoAccountID); len(ids) != 0 {
		t.Errorf("after the delete the account holds %v", ids)
	}
}

func TestScheduledPostCreateRules(t *testing.T) {
	f := newFixture(t, Options{})
	later := fixedNow.Add(24 * time.Hour).Format(time.RFC3339)
	yearAhead := fixedNow.Add(365 * 24 * time.Hour)
	tests := []struct {
		name   string
		params url.Values
		code   string
		param  string
	}{
		{"scheduled_at missing", url.Values{"text": {"x"}}, codeMissingParameter, "scheduled_at"},
		{"scheduled_at not a time", url.Values{"text": {"x"}, "scheduled_at": {"tomorrow"}}, codeInvalidParameter, "scheduled_at"},
		{"scheduled_at over a year ahead", url.Values{"text": {"x"}, "scheduled_at": {yearAhead.Add(time.Minute).Format(time.RFC3339)}}, codeInvalidParameter, "scheduled_at"},
		{"blank", url.Values{"scheduled_at": {later}}, codePostCannotBeBlank, "text"},
		{"blank text", url.Values{"scheduled_at": {later}, "text": {"  "}, "media_keys": {""}}, codePostCannotBeBlank, "text"},
		{"name over 80", url.Values{"scheduled_at": {later}, "text": {"x"}, "name": {strings.Repeat("é", 81)}}, codeInvalidParameter, "name"},
		{"nullcast not a boolean", url.Values{"scheduled_at": {later}, "text": {"x"}, "nullcast": {"1"}}, codeInvalidParameter, "nullcast"},
		{"card_uri malformed", url.Values{"scheduled_at": {later}, "text": {"x"}, "card_uri": {"card:/1"}}, codeInvalidParameter, "card_uri"},
		{"media key malformed", url.Values{"scheduled_at": {later}, "media_keys": {DemoImageKey + ",image"}}, codeInvalidParameter, "media_keys"},
		{"as_user_id not a user id", url.Values{"scheduled_at": {later}, "text": {"x"}, "as_user_id": {"adsapi_demo"}}, codeInvalidParameter, "as_user_id"},
		{"as_user_id not promotable", url.Values{"scheduled_at": {later}, "text": {"x"}, "as_user_id": {OtherUserID}}, codeInvalidParameter, "as_user_id"},
		{"organic post of a reposts-only user", url.Values{"scheduled_at": {later}, "text": {"x"}, "as_user_id": {DemoRepostsOnlyUserID}, "nullcast": {"false"}}, codeInvalidParameter, "nullcast"},
		{"unknown parameter", url.Values{"scheduled_at": {later}, "text": {"x"}, "status": {"SCHEDULED"}}, codeInvalidParameter, "status"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "POST", path: scheduledPostsPathOf(DemoAccountID), query: tc.params}).wantError(t, http.StatusBadRequest, tc.code, tc.param)
		})
	}
	if ids := f.srv.ScheduledPostIDs(DemoAccountID); len(ids) != 0 {
		t.Fatalf("refused creates left %v", ids)
	}

	t.Run("edges are accepted", func(t *testing.T) {
		exact := f.schedule(url.Values{"scheduled_at": {yearAhead.Format(time.RFC3339)}, "text": {"a year ahead"}})
		if exact["scheduled_at"] != "2019-05-11T04:09:00Z" {
			t.Errorf("scheduled_at = %v, want a year ahead cut to the minute", exact["scheduled_at"])
		}
		named := f.schedule(url.Values{"scheduled_at": {later}, "text": {"x"}, "name": {strings.Repeat("é", 80)}})
		if named["name"] != strings.Repeat("é", 80) {
			t.Errorf("name = %v", named["name"])
		}
		// The checks of an ordinary post wait for publication: media that would fail it, a card
		// that does not exist, and a reposts-only user's promoted-only post are all accepted now.
		f.schedule(url.Values{"scheduled_at": {later}, "media_keys": {DemoImageKey + "," + DemoGIFKey}})
		f.schedule(url.Values{"scheduled_at": {later}, "text": {"x"}, "card_uri": {"card://1"}})
		repost := f.schedule(url.Values{"scheduled_at": {later}, "text": {"x"}, "as_user_id": {DemoRepostsOnlyUserID}})
		if repost["user_id"] != DemoRepostsOnlyUserID || repost["nullcast"] != true {
			t.Errorf("post as the reposts-only user = %v", repost)
		}
	})
}

// scheduled_at takes any offset and a date alone, and keeps the minute.
func TestScheduledPostTimes(t *testing.T) {
	f := newFixture(t, Options{})
	for in, want := range map[string]string{
		"2018-06-01T10:15:42+02:00": "2018-06-01T08:15:00Z",
		"2018-06-01T10:15:59+0200":  "2018-06-01T08:15:00Z",
		"2018-06-01T01:15:00-08":    "2018-06-01T09:15:00Z",
		"2018-06-01T10:15:00.9Z":    "2018-06-01T10:15:00Z",
		"2018-06-02":                "2018-06-02T00:00:00Z",
	} {
		if got := f.schedule(url.Values{"scheduled_at": {in}, "text": {in}}); got["scheduled_at"] != want {
			t.Errorf("scheduled_at=%s answered %v, want %s", in, got["scheduled_at"], want)
		}
	}
}

// At most 30 posts of one user fall in one quarter hour of the clock; a post of another user, or in
// the next quarter, still fits, and an update cannot move a post into a full window.
func TestScheduledPostWindowLimit(t *testing.T) {
	f := newFixture(t, Options{})
	slot := time.Date(2018, 6, 1, 10, 15, 0, 0, time.UTC)
	for i := range 30 {
		f.schedule(url.Values{"scheduled_at": {slot.Add(time.Duration(i%15) * time.Minute).Format(time.RFC3339)}, "text": {"x"}})
	}
	f.do(apiCall{method: "POST", path: scheduledPostsPathOf(DemoAccountID),
		query: url.Values{"scheduled_at": {"2018-06-01T10:29:00Z"}, "text": {"one too many"}}}).
		wantError(t, http.StatusBadRequest, codeScheduledPostLimitExceeded, "scheduled_at")
	next := f.schedule(url.Values{"scheduled_at": {"2018-06-01T10:30:00Z"}, "text": {"next window"}})
	f.schedule(url.Values{"scheduled_at": {"2018-06-01T10:20:00Z"}, "text": {"x"}, "as_user_id": {DemoRepostsOnlyUserID}})
	f.do(apiCall{method: "PUT", path: scheduledPostsPathOf(DemoAccountID) + "/" + next["id"].(string),
		query: url.Values{"scheduled_at": {"2018-06-01T10:16:00Z"}}}).
		wantError(t, http.StatusBadRequest, codeScheduledPostLimitExceeded, "scheduled_at")
	// Moving within its own window is no new post in it.
	res := f.do(apiCall{method: "PUT", path: scheduledPostsPathOf(DemoAccountID) + "/" + next["id"].(string),
		query: url.Values{"scheduled_at": {"2018-06-01T10:44:00Z"}}})
	res.wantStatus(t, http.StatusOK)
}

func TestScheduledPostUpdate(t *testing.T) {
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	card := f.createCard(imageWebsiteCard("for a scheduled post"))
	p := f.schedule(url.Values{"scheduled_at": {"2018-05-12T00:00:00Z"}, "text": {"hello"}, "name": {"first"},
		"card_uri": {card["card_uri"].(string)}, "media_keys": {DemoImageKey}})
	path := scheduledPostsPathOf(DemoAccountID) + "/" + p["id"].(string)

	clock.Advance(time.Minute)
	res := f.do(apiCall{method: "PUT", path: path, query: url.Values{"card_uri": {""}, "media_keys": {""}, "nullcast": {"false"},
		"scheduled_at": {"2018-05-12T06:30:10+01:00"}}})
	res.wantStatus(t, http.StatusOK)
	got := res.object(t)
	if got["card_uri"] != nil || !reflect.DeepEqual(got["media_keys"], []any{}) || got["nullcast"] != false ||
		got["scheduled_at"] != "2018-05-12T05:30:00Z" || got["text"] != "hello" || got["name"] != "first" ||
		got["updated_at"] != "2018-05-11T04:10:53Z" || got["created_at"] != "2018-05-11T04:09:53Z" {
		t.Errorf("updated = %v", got)
	}
	// A refused update changes nothing.
	f.do(apiCall{method: "PUT", path: path, query: url.Values{"text": {""}, "name": {"second"}}}).
		wantError(t, http.StatusBadRequest, codePostCannotBeBlank, "text")
	f.do(apiCall{method: "PUT", path: path, query: url.Values{"as_user_id": {DemoUserID}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "as_user_id")
	if stored, _ := f.srv.ScheduledPost(DemoAccountID, p["id"].(string)); stored.Name != "first" || stored.Text != "hello" {
		t.Errorf("after refused updates: %+v", stored)
	}

	// Once published, a post cannot change, not even between nullcast and organic.
	clock.Advance(26 * time.Hour)
	f.do(apiCall{method: "PUT", path: path, query: url.Values{"nullcast": {"true"}}}).
		wantError(t, http.StatusForbidden, codeActionNotAllowed, "")
	f.do(apiCall{method: "PUT", path: scheduledPostsPathOf(DemoAccountID) + "/1", query: url.Values{"text": {"x"}}}).
		wantError(t, http.StatusNotFound, codeNotFound, "")
}

// The list shows one user's posts, the FULL promotable user's by default, published or not.
func TestScheduledPostList(t *testing.T) {
	f := newFixture(t, Options{})
	var mine []string
	for range 5 {
		mine = append(mine, f.schedule(url.Values{"scheduled_at": {"2018-06-01T00:00:00Z"}, "text": {"x"}})["id"].(string))
	}
	theirs := f.schedule(url.Values{"scheduled_at": {"2018-06-01T00:00:00Z"}, "text": {"x"}, "as_user_id": {DemoRepostsOnlyUserID}})
	ids := func(query url.Values) []string {
		t.Helper()
		var out []string
		for {
			res := f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID), query: query})
			res.wantStatus(t, http.StatusOK)
			for _, it := range res.list(t) {
				out = append(out, it["id"].(string))
			}
			next, _ := res.body["next_cursor"].(string)
			if next == "" {
				return out
			}
			query.Set("cursor", next)
		}
	}
	if got := ids(url.Values{"count": {"2"}}); !reflect.DeepEqual(got, mine) {
		t.Errorf("list by pages of 2 = %v, want %v", got, mine)
	}
	if got := ids(url.Values{"user_id": {DemoRepostsOnlyUserID}}); !reflect.DeepEqual(got, []string{theirs["id"].(string)}) {
		t.Errorf("user_id=%s: %v", DemoRepostsOnlyUserID, got)
	}
	if got := ids(url.Values{"user_id": {OtherUserID}}); got != nil {
		t.Errorf("user_id of a user with no posts here: %v", got)
	}
	for _, q := range []url.Values{{"count": {"0"}}, {"count": {"201"}}, {"user_id": {"me"}}, {"with_deleted": {"true"}}} {
		res := f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID), query: q})
		if res.status != http.StatusBadRequest {
			t.Errorf("%v: status %d, want 400", q, res.status)
		}
	}
	f.do(apiCall{method: "GET", path: scheduledPostsPathOf(OtherAccountID)}).
		wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
	f.do(apiCall{method: "GET", path: scheduledPostsPathOf(OtherAccountID) + "/" + mine[0], creds: &otherCreds}).
		wantError(t, http.StatusNotFound, codeNotFound, "")
}

func TestScheduledPostHooks(t *testing.T) {
	f := newFixture(t, Options{})
	seeded, err := f.srv.SeedScheduledPost(DemoAccountID, ScheduledPost{Text: "seeded", ScheduledAt: fixedNow.Add(90 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if seeded.UserID != DemoUserID || seeded.Status != ScheduledPostScheduled || !seeded.ScheduledAt.Equal(time.Date(2018, 5, 11, 4, 11, 0, 0, time.UTC)) {
		t.Errorf("seeded = %+v", seeded)
	}
	if _, err := f.srv.SeedScheduledPost(DemoAccountID, ScheduledPost{ID: seeded.ID, Text: "again"}); !errors.Is(err, ErrConflict) {
		t.Errorf("seeding a taken id: %v, want ErrConflict", err)
	}
	if err := f.srv.EditScheduledPost(DemoAccountID, seeded.ID, func(p *ScheduledPost) { p.Text = "drifted" }); err != nil {
		t.Fatal(err)
	}
	res := f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID) + "/" + seeded.ID})
	res.wantStatus(t, http.StatusOK)
	if res.object(t)["text"] != "drifted" {
		t.Errorf("after an out-of-band edit: %v", res.object(t))
	}
	if err := f.srv.DeleteScheduledPost(DemoAccountID, seeded.ID); err != nil {
		t.Fatal(err)
	}
	if err := f.srv.DeleteScheduledPost(DemoAccountID, seeded.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("second out-of-band delete: %v, want ErrNotFound", err)
	}
	if err := f.srv.EditScheduledPost(DemoAccountID, seeded.ID, func(*ScheduledPost) {}); !errors.Is(err, ErrNotFound) {
		t.Errorf("edit of a deleted post: %v, want ErrNotFound", err)
	}
	f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID) + "/" + seeded.ID}).wantError(t, http.StatusNotFound, codeNotFound, "")
}

// Under ListLag a new scheduled post is missing from the list but shown by its GET; a WrongID
// fault answers another post of the account.
func TestScheduledPostListLagAndWrongID(t *testing.T) {
	t.Parallel()
	const lag = 300 * time.Millisecond
	f := newFixture(t, Options{ListLag: lag})
	first := f.schedule(url.Values{"scheduled_at": {"2018-06-01T00:00:00Z"}, "text": {"first"}})["id"].(string)
	listed := func() []string {
		t.Helper()
		return ids(f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID)}).list(t))
	}
	if got := listed(); len(got) != 0 {
		t.Fatalf("the list shows %v within the lag", got)
	}
	f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID) + "/" + first}).wantStatus(t, http.StatusOK)
	time.Sleep(lag)
	if got := listed(); !reflect.DeepEqual(got, []string{first}) {
		t.Fatalf("after the lag the list shows %v", got)
	}
	second := f.schedule(url.Values{"scheduled_at": {"2018-06-01T00:00:00Z"}, "text": {"second"}})["id"].(string)
	f.srv.InjectFault(Fault{Method: "GET", PathPrefix: scheduledPostsPathOf(DemoAccountID) + "/", WrongID: true})
	res := f.do(apiCall{method: "GET", path: scheduledPostsPathOf(DemoAccountID) + "/" + second})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t)["id"]; got != first {
		t.Errorf("a WrongID answer about %s named %v, want %s", second, got, first)
	}
}
