package adsapi

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// doubleClick is the impression tag of the spec's examples, whose ";" and "/" a query must encode.
const doubleClick = "https://ad.doubleclick.net/ddm/trackimp/N1234.2061500TWITTER-OFFICIAL/B9156151.125630439;dc_trk_aid=1355;dc_trk_cid=8675309"

func TestTrackingTagRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			writeJSON(w, 200, `{"data":[{"id":"t1","line_item_id":"li1"}],"next_cursor":null}`)
			return
		}
		writeJSON(w, 200, fmt.Sprintf(`{"data":{"id":"t1","line_item_id":"li1","tracking_tag_type":"CLICK_TRACKER","tracking_tag_url":%q,"created_at":%q}}`,
			r.URL.Query().Get("tracking_tag_url"), createdNow()))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	got, err := c.TrackingTags.Create(ctx, newSession(t), "acc1", TrackingTagInput{LineItemID: "li1", TrackingTagType: "CLICK_TRACKER", TrackingTagURL: doubleClick})
	if err != nil || got.TrackingTagURL != doubleClick {
		t.Fatalf("Create = %+v, %v", got, err)
	}
	post := rec.requests()[0]
	q := parseQuery(t, post.RawQuery)
	if post.Method != http.MethodPost || post.Path != "/12/accounts/acc1/tracking_tags" || len(q) != 3 ||
		q.Get("line_item_id") != "li1" || q.Get("tracking_tag_type") != "CLICK_TRACKER" || q.Get("tracking_tag_url") != doubleClick {
		t.Errorf("create %s %s query %v", post.Method, post.Path, q)
	}
	// The URL travels percent-encoded, ";" and "/" included (the spec's endpoint 23).
	if strings.ContainsAny(strings.SplitN(post.RawQuery, "tracking_tag_url=", 2)[1], ";/:") {
		t.Errorf("the URL is not percent-encoded in the query: %s", post.RawQuery)
	}

	if _, err := c.TrackingTags.Update(ctx, "acc1", "t1", "https://example.com/new?a=1"); err != nil {
		t.Fatal(err)
	}
	put := rec.requests()[1]
	if q := parseQuery(t, put.RawQuery); put.Method != http.MethodPut || put.Path != "/12/accounts/acc1/tracking_tags/t1" ||
		len(q) != 1 || q.Get("tracking_tag_url") != "https://example.com/new?a=1" {
		t.Errorf("update %s %s query %v: the PUT takes tracking_tag_url alone", put.Method, put.Path, q)
	}

	if _, err := c.TrackingTags.List(ctx, "acc1", TrackingTagListOptions{LineItemIDs: []string{"li1", "li2"}, TrackingTagIDs: []string{"t1"},
		ListOptions: ListOptions{WithDeleted: true}}); err != nil {
		t.Fatal(err)
	}
	list := rec.requests()[2]
	if q := parseQuery(t, list.RawQuery); q.Get("line_item_ids") != "li1,li2" || q.Get("tracking_tag_ids") != "t1" || q.Get("with_deleted") != "true" || q.Get("count") != "1000" {
		t.Errorf("list query = %v", q)
	}
	if _, err := c.TrackingTags.List(ctx, "acc1", TrackingTagListOptions{LineItemIDs: make([]string, 201)}); err == nil || rec.count() != 3 {
		t.Errorf("201 line item ids = %v after %d requests, want refused before any request", err, rec.count())
	}
	if _, err := c.TrackingTags.Delete(ctx, "acc1", "t1"); err != nil {
		t.Fatal(err)
	}
	if del := rec.requests()[3]; del.Method != http.MethodDelete || del.Path != "/12/accounts/acc1/tracking_tags/t1" || del.RawQuery != "" {
		t.Errorf("delete %s %s?%s", del.Method, del.Path, del.RawQuery)
	}
	if n := rec.count(); n != 4 {
		t.Errorf("%d requests, want 4", n)
	}
}

// trackingTagExample is the spec's example answer of endpoint file, copied verbatim into
// testdata/audiences-and-measurement from section 3.2 of audiences-and-measurement.md.
func trackingTagExample(t *testing.T, file string) (*Client, *recorder) {
	t.Helper()
	body, err := os.ReadFile(filepath.Join("testdata", "audiences-and-measurement", file))
	if err != nil {
		t.Fatal(err)
	}
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, string(body)) })
	return newTestClient(t, rec.srv.URL, nil), rec
}

// The example answers of endpoints 21 to 25, each through its method; the create's, dated 2019, through
// its decoder and the create spec's Missing, since the create engine believes no answer of another day.
func TestSpecExamplesTrackingTags(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	tag3m82 := TrackingTag{ID: "3m82", LineItemID: "fdwcl", TrackingTagType: "IMPRESSION_TAG", TrackingTagURL: doubleClick,
		CreatedAt: "2019-06-26T17:04:26Z", UpdatedAt: "2019-06-26T17:04:26Z"}
	tag555j := TrackingTag{ID: "555j", LineItemID: "72v2x", TrackingTagType: "IMPRESSION_TAG",
		TrackingTagURL: "https://ad.doubleclick.net/ddm/trackimp/N6344.2061500TWITTER-OFFICIAL/B23028778.279118262;dc_trk_aid=473354132;dc_trk_cid=119658253",
		CreatedAt:      "2020-08-13T23:02:03Z", UpdatedAt: "2020-08-13T23:02:03Z"}

	c, _ := trackingTagExample(t, "21_tracking_tags_list.json")
	list, err := c.TrackingTags.List(ctx, "18ce54d4x5t", TrackingTagListOptions{TrackingTagIDs: []string{"3m82"}})
	if err != nil || len(list) != 1 || list[0] != tag3m82 {
		t.Errorf("21: %+v, %v", list, err)
	}
	c, _ = trackingTagExample(t, "22_tracking_tag_get.json")
	if got, err := c.TrackingTags.Get(ctx, "18ce54d4x5t", "555j"); err != nil || *got != tag555j {
		t.Errorf("22: %+v, %v", got, err)
	}

	created, err := decodeOne[TrackingTag](trackingTagAnswer(t, "23_tracking_tag_create.json", "POST", "/12/accounts/18ce54d4x5t/tracking_tags"), "")
	if err != nil || *created != tag3m82 {
		t.Fatalf("23: %+v, %v", created, err)
	}
	spec := (&TrackingTagsService{}).createSpec("18ce54d4x5t", TrackingTagInput{LineItemID: "fdwcl", TrackingTagType: "IMPRESSION_TAG", TrackingTagURL: doubleClick})
	if missing := spec.Missing(created); len(missing) != 0 {
		t.Errorf("23: the create answer lacks %v, which the create engine requires", missing)
	}
	if spec.KeyOf(created) != spec.Sent {
		t.Errorf("23: the answer's key %s is not the key sent %s: a lost create would not find it", spec.KeyOf(created), spec.Sent)
	}

	c, _ = trackingTagExample(t, "24_tracking_tag_update.json")
	updated, err := c.TrackingTags.Update(ctx, "18ce54d4x5t", "3m82", doubleClick)
	if want := tag3m82; err != nil || updated.UpdatedAt != "2022-01-26T17:04:26Z" || updated.CreatedAt != want.CreatedAt || updated.TrackingTagURL != doubleClick {
		t.Errorf("24: %+v, %v", updated, err)
	}
	c, _ = trackingTagExample(t, "25_tracking_tag_delete.json")
	deleted, err := c.TrackingTags.Delete(ctx, "18ce54d4x5t", "555j")
	if want := tag555j; err != nil || !deleted.Deleted || deleted.UpdatedAt != "2021-08-29T17:12:58Z" || deleted.LineItemID != want.LineItemID {
		t.Errorf("25: %+v, %v", deleted, err)
	}
}

// trackingTagAnswer decodes the envelope of an example as the answer of method path.
func trackingTagAnswer(t *testing.T, file, method, path string) *envelope {
	t.Helper()
	body, err := os.ReadFile(filepath.Join("testdata", "audiences-and-measurement", file))
	if err != nil {
		t.Fatal(err)
	}
	env, err := decodeEnvelope(&transport.Answer{Method: method, Path: path, Status: 200, Body: body})
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return env
}

// The ruby SDK's recorded single read (endpoint 22), the only recorded tracking tag.
func TestFixtureRubyTrackingTagsLoad(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "ruby-ads-sdk/tracking_tags_load.json")
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.TrackingTags.Get(ctxTimeout(t, 5*time.Second), "18ce54uhdu0", "7035")
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	if want := (TrackingTag{ID: "7035", LineItemID: "dmbc0", TrackingTagType: "IMPRESSION_TAG", TrackingTagURL: doubleClick,
		CreatedAt: "2021-11-16T00:12:26Z", UpdatedAt: "2021-11-16T00:12:26Z"}); *got != want {
		t.Errorf("tracking tag = %+v, want %+v", *got, want)
	}
	if r := rec.requests()[0]; r.Path != "/12/accounts/18ce54uhdu0/tracking_tags/7035" || parseQuery(t, r.RawQuery).Get("with_deleted") != "true" {
		t.Errorf("request %s?%s", r.Path, r.RawQuery)
	}
}
