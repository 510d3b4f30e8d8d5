package adsapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// tagBody is a tag as the service writes it, with the given id and name.
func tagBody(id, name string) string {
	return `{"id":"` + id + `","name":"` + name + `","type":"SIGN_UP","click_window":7,"view_through_window":0,"retargeting_enabled":false,` +
		`"embed_code":"<script></script>","website_tag_id":"w1","status":"UNVERIFIED","last_tracked_at":null,"deleted":false}`
}

func TestWebEventTagRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		switch {
		case r.Method == http.MethodGet && strings.HasSuffix(r.URL.Path, "/web_event_tags"):
			writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
		case r.Method == http.MethodPost:
			writeJSON(w, 201, `{"data":`+tagBody("t1", r.URL.Query().Get("name"))+`}`)
		default:
			writeJSON(w, 200, `{"data":`+tagBody("t1", "renamed")+`}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)

	// A create lists the account's tags, then sends all five parameters, zero values included.
	if _, err := c.WebEventTags.Create(ctx, newSession(t), "acc1", WebEventTagInput{Name: "web event tag", Type: "SIGN_UP", ClickWindow: 7}); err != nil {
		t.Fatal(err)
	}
	before, post := rec.requests()[0], rec.requests()[1]
	if before.Method != http.MethodGet || before.Path != "/12/accounts/acc1/web_event_tags" || parseQuery(t, before.RawQuery).Get("count") != "1000" {
		t.Errorf("before the create: %s %s?%s, want the list at the largest page", before.Method, before.Path, before.RawQuery)
	}
	q := parseQuery(t, post.RawQuery)
	if post.Method != http.MethodPost || post.Path != "/12/accounts/acc1/web_event_tags" || q.Get("name") != "web event tag" ||
		q.Get("type") != "SIGN_UP" || q.Get("click_window") != "7" || q.Get("view_through_window") != "0" ||
		q.Get("retargeting_enabled") != "false" || len(q) != 5 || post.Body != "" {
		t.Errorf("create %s %s?%s body %q", post.Method, post.Path, post.RawQuery, post.Body)
	}
	if !strings.Contains(post.RawQuery, "name=web+event+tag") && !strings.Contains(post.RawQuery, "name=web%20event%20tag") {
		t.Errorf("the name's spaces are not encoded: %s", post.RawQuery)
	}

	// An update sends what it names and nothing else, a zero window included.
	off, name := int64(0), "renamed"
	if _, err := c.WebEventTags.Update(ctx, "acc1", "t1", WebEventTagUpdate{Name: &name, ViewThroughWindow: &off}); err != nil {
		t.Fatal(err)
	}
	put := rec.requests()[2]
	if q := parseQuery(t, put.RawQuery); put.Method != http.MethodPut || put.Path != "/12/accounts/acc1/web_event_tags/t1" ||
		q.Get("name") != "renamed" || q.Get("view_through_window") != "0" || len(q) != 2 {
		t.Errorf("update %s %s?%s", put.Method, put.Path, put.RawQuery)
	}
	if _, err := c.WebEventTags.Delete(ctx, "acc1", "t1"); err != nil {
		t.Fatal(err)
	}
	if del := rec.requests()[3]; del.Method != http.MethodDelete || del.Path != "/12/accounts/acc1/web_event_tags/t1" || del.RawQuery != "" {
		t.Errorf("delete %s %s?%s", del.Method, del.Path, del.RawQuery)
	}
	// A lone Get is the single GET, with_deleted so that a tag deleted elsewhere reads as deleted.
	if _, err := c.WebEventTags.Get(ctx, "acc1", "t1"); err != nil {
		t.Fatal(err)
	}
	if get := rec.requests()[4]; get.Path != "/12/accounts/acc1/web_event_tags/t1" || get.RawQuery != "with_deleted=true" {
		t.Errorf("get %s?%s", get.Path, get.RawQuery)
	}
	if _, err := c.WebEventTags.List(ctx, "acc1", WebEventTagListOptions{WebEventTagIDs: []string{"a", "b"}, ListOptions: ListOptions{WithDeleted: true}}); err != nil {
		t.Fatal(err)
	}
	if q := parseQuery(t, rec.requests()[5].RawQuery); q.Get("web_event_tag_ids") != "a,b" || q.Get("with_deleted") != "true" {
		t.Errorf("list query = %v", q)
	}
	sent := rec.count()
	if _, err := c.WebEventTags.List(ctx, "acc1", WebEventTagListOptions{WebEventTagIDs: make([]string, 201)}); err == nil || rec.count() != sent {
		t.Errorf("a list of 201 ids = %v after %d requests more, want it refused before any", err, rec.count()-sent)
	}
}

// A create whose account cannot be listed first is not sent, and says so: without that listing a lost
// answer could not be told from a tag that was there before.
func TestWebEventTagCreateNotSentWhenTheListFails(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 403, `{"errors":[{"code":"UNAUTHORIZED_CLIENT_APPLICATION","message":"no"}]}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	_, err := c.WebEventTags.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", WebEventTagInput{Name: "n", Type: "SEARCH", ClickWindow: 1})
	if !errors.Is(err, creates.ErrNotSent) || MayHaveActed(err) {
		t.Errorf("err = %v, want ErrNotSent, which MayHaveActed knows sent nothing", err)
	}
	for _, r := range rec.requests() {
		if r.Method != http.MethodGet {
			t.Errorf("sent %s %s after the list failed", r.Method, r.Path)
		}
	}
}

// Answers are decoded loosely: the ads UI's windows, numbers as strings, created_at and updated_at when
// present; a tag without its windows or website tag id is no create's answer.
func TestWebEventTagDecoding(t *testing.T) {
	t.Parallel()
	var tags []WebEventTag
	body := `[{"id":"a","click_window":90,"view_through_window":"60","last_tracked_at":null,"created_at":"2021-05-22T17:00:04Z","updated_at":"2021-05-23T17:00:04Z"},
		{"id":"b","last_tracked_at":"2021-05-22T17:00:04Z","status":"SOME_NEW_STATUS"}]`
	if err := json.Unmarshal([]byte(body), &tags); err != nil {
		t.Fatal(err)
	}
	if a := tags[0]; a.ClickWindow != (wire.FlexInt{Value: 90, Valid: true}) || a.ViewThroughWindow != (wire.FlexInt{Value: 60, Valid: true}) ||
		a.LastTrackedAt != "" || a.CreatedAt != "2021-05-22T17:00:04Z" || a.UpdatedAt != "2021-05-23T17:00:04Z" {
		t.Errorf("a = %+v", a)
	}
	if b := tags[1]; b.ClickWindow.Valid || b.LastTrackedAt != "2021-05-22T17:00:04Z" || b.Status != "SOME_NEW_STATUS" {
		t.Errorf("b = %+v", b)
	}
	spec := (&WebEventTagsService{}).createSpec("acc1", WebEventTagInput{})
	want := []string{"click_window", "name", "type", "view_through_window", "website_tag_id"}
	if got := spec.Missing(&tags[1]); !reflect.DeepEqual(got, want) {
		t.Errorf("Missing = %v, want %v", got, want)
	}
}

// The spec's example answers of endpoints 1 to 5 (testdata/audiences-and-measurement), each decoded
// through the method of its endpoint; the create answer, which the create engine would judge against
// the listing before it, through the decoder Create uses and the create spec's Missing.
func TestSpecExamplesWebEventTags(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	serve := func(file string) *Client {
		b, err := os.ReadFile(filepath.Join("testdata/audiences-and-measurement", file))
		if err != nil {
			t.Fatal(err)
		}
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, string(b)) })
		return newTestClient(t, rec.srv.URL, nil)
	}
	// The tag of the examples: o3bk1, reporting to ny3od.
	tag := func(typ, status, lastTracked string, deleted bool) WebEventTag {
		return WebEventTag{ID: "o3bk1", Name: "web event tag", Type: typ, ClickWindow: wire.FlexInt{Value: 7, Valid: true},
			ViewThroughWindow: wire.FlexInt{Value: 7, Valid: true}, WebsiteTagID: "ny3od", Status: status, LastTrackedAt: lastTracked, Deleted: deleted}
	}
	// readForm and writeForm are how the examples begin the embed code: plain HTML in the reads, the
	// mangled form in the writes. Either is kept as sent.
	const readForm, writeForm = `<script src="//platform.twitter.com/oct.js" type="text/javascript">`, `<script src='"//platform.twitter.com/oct.js"'`
	check := func(name string, got *WebEventTag, err error, want WebEventTag, form string) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		code := got.EmbedCode
		got.EmbedCode = ""
		if *got != want || !strings.HasPrefix(code, form) || !strings.Contains(code, "trackPid('ny3od',") {
			t.Errorf("%s = %+v with embed_code %q\nwant %+v, embed_code beginning %q", name, *got, code, want, form)
		}
	}

	list, err := serve("01_web_event_tags_list.json").WebEventTags.List(ctx, "18ce54d4x5t", WebEventTagListOptions{WebEventTagIDs: []string{"o3bk1"}})
	if err != nil || len(list) != 1 {
		t.Fatalf("1: %+v, %v", list, err)
	}
	check("1", &list[0], nil, tag("DOWNLOAD", "TRACKING", "2021-05-22T17:00:04Z", false), readForm)

	got, err := serve("02_web_event_tag_get.json").WebEventTags.Get(ctx, "18ce54d4x5t", "o3bk1")
	check("2", got, err, tag("DOWNLOAD", "TRACKING", "2021-05-22T17:00:04Z", false), readForm)

	env, err := decodeEnvelope(&transport.Answer{Method: http.MethodPost, Path: "/12/accounts/18ce54d4x5t/web_event_tags", Status: 200,
		Body: mustRead(t, "testdata/audiences-and-measurement/03_web_event_tag_create.json")})
	if err != nil {
		t.Fatal(err)
	}
	made, err := decodeOne[WebEventTag](env, "")
	check("3", made, err, tag("SITE_VISIT", "UNVERIFIED", "", false), writeForm)
	in := WebEventTagInput{Name: "web event tag", Type: "SITE_VISIT", ClickWindow: 7, ViewThroughWindow: 7}
	spec := (&WebEventTagsService{}).createSpec("18ce54d4x5t", in)
	if missing := spec.Missing(made); len(missing) != 0 || spec.KeyOf(made) != spec.Sent {
		t.Errorf("3: the create answer lacks %v, or its key %s is not what was sent, %s", missing, spec.KeyOf(made), spec.Sent)
	}

	download := "DOWNLOAD"
	updated, err := serve("04_web_event_tag_update.json").WebEventTags.Update(ctx, "18ce54d4x5t", "o3bk1", WebEventTagUpdate{Type: &download})
	check("4", updated, err, tag("DOWNLOAD", "UNVERIFIED", "2021-05-22T17:00:04Z", false), writeForm)

	deleted, err := serve("05_web_event_tag_delete.json").WebEventTags.Delete(ctx, "18ce54d4x5t", "o3bk1")
	check("5", deleted, err, tag("DOWNLOAD", "UNVERIFIED", "2021-05-22T17:00:04Z", true), writeForm)
}

func mustRead(t *testing.T, file string) []byte {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
