package adsapi

import (
	"errors"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The requests of every method: the create's parameters in the query, the landing URL only when given
// and percent-encoded; the list's filters, refused past 200 ids before any request.
func TestMediaCreativeRequests(t *testing.T) {
	t.Parallel()
	const landing = "https://example.com/spring?a=1&b=2;c"
	// Each create answers an id of its own: the engine takes no object twice.
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			writeJSON(w, 200, `{"data":[{"id":"m1","line_item_id":"li1"}],"next_cursor":null}`)
			return
		}
		id := "m1"
		if r.Method == http.MethodPost {
			id = fmt.Sprintf("new%d", n)
		}
		landing := r.URL.Query().Get("landing_url")
		writeJSON(w, 200, fmt.Sprintf(`{"data":{"id":%q,"line_item_id":"li1","account_media_id":"am1","landing_url":%q,"created_at":%q,"deleted":%t}}`,
			id, landing, createdNow(), r.Method == http.MethodDelete))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	got, err := c.MediaCreatives.Create(ctx, newSession(t), "acc1", MediaCreativeInput{LineItemID: "li1", AccountMediaID: "am1", LandingURL: landing})
	if err != nil || got.LandingURL != landing {
		t.Fatalf("Create = %+v, %v", got, err)
	}
	post := rec.requests()[0]
	if q := parseQuery(t, post.RawQuery); post.Method != http.MethodPost || post.Path != "/12/accounts/acc1/media_creatives" || len(q) != 3 ||
		q.Get("line_item_id") != "li1" || q.Get("account_media_id") != "am1" || q.Get("landing_url") != landing {
		t.Errorf("create %s %s?%s", post.Method, post.Path, post.RawQuery)
	}
	if _, err := c.MediaCreatives.Create(ctx, newSession(t), "acc1", MediaCreativeInput{LineItemID: "li1", AccountMediaID: "am1"}); err != nil {
		t.Fatal(err)
	}
	if q := parseQuery(t, rec.requests()[1].RawQuery); len(q) != 2 || q.Has("landing_url") {
		t.Errorf("a create without a landing URL sent %v", q)
	}

	if _, err := c.MediaCreatives.List(ctx, "acc1", MediaCreativeListOptions{CampaignID: "c1", LineItemIDs: []string{"li1", "li2"}, MediaCreativeIDs: []string{"m1"},
		ListOptions: ListOptions{WithDeleted: true}}); err != nil {
		t.Fatal(err)
	}
	list := rec.requests()[2]
	if q := parseQuery(t, list.RawQuery); list.Path != "/12/accounts/acc1/media_creatives" || q.Get("campaign_id") != "c1" || q.Get("line_item_ids") != "li1,li2" ||
		q.Get("media_creative_ids") != "m1" || q.Get("with_deleted") != "true" || q.Get("count") != "1000" {
		t.Errorf("list query = %v", q)
	}
	for _, opt := range []MediaCreativeListOptions{{LineItemIDs: make([]string, 201)}, {MediaCreativeIDs: make([]string, 201)}} {
		if _, err := c.MediaCreatives.List(ctx, "acc1", opt); err == nil || rec.count() != 3 {
			t.Errorf("201 ids = %v after %d requests, want refused before any request", err, rec.count())
		}
	}
	if _, err := c.MediaCreatives.Get(ctx, "acc1", "m1"); err != nil {
		t.Fatal(err)
	}
	if get := rec.requests()[3]; get.Path != "/12/accounts/acc1/media_creatives/m1" || get.RawQuery != "with_deleted=true" {
		t.Errorf("lone get %s?%s", get.Path, get.RawQuery)
	}
	if _, err := c.MediaCreatives.Delete(ctx, "acc1", "m1"); err != nil {
		t.Fatal(err)
	}
	if del := rec.requests()[4]; del.Method != http.MethodDelete || del.Path != "/12/accounts/acc1/media_creatives/m1" || del.RawQuery != "" {
		t.Errorf("delete %s %s?%s", del.Method, del.Path, del.RawQuery)
	}
	if n := rec.count(); n != 5 {
		t.Errorf("%d requests, want 5", n)
	}
}

// The example answers of endpoints 30 to 33, each through its method; the create's, which the spec reads
// as a shape (dated 2017), through its decoder and the create spec's Missing.
func TestSpecExamplesMediaCreatives(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	want := MediaCreative{ID: "1bzq3", LineItemID: "8v7jo", AccountMediaID: "10miy", LandingURL: "https://dev.twitter.com",
		CreativeType: "INTERSTITIAL_LANDSCAPE_TABLET", EntityStatus: "ACTIVE", ApprovalStatus: "ACCEPTED",
		CreatedAt: "2017-07-05T06:00:42Z", UpdatedAt: "2019-01-11T20:21:26Z"}

	c, _ := trackingTagExample(t, "30_media_creatives_list.json")
	list, err := c.MediaCreatives.List(ctx, "18ce54d4x5t", MediaCreativeListOptions{MediaCreativeIDs: []string{"1bzq3"}})
	if err != nil || len(list) != 1 || list[0] != want {
		t.Errorf("30: %+v, %v", list, err)
	}
	c, _ = trackingTagExample(t, "31_media_creative_get.json")
	if got, err := c.MediaCreatives.Get(ctx, "18ce54d4x5t", "1bzq3"); err != nil || *got != want {
		t.Errorf("31: %+v, %v", got, err)
	}

	created, err := decodeOne[MediaCreative](trackingTagAnswer(t, "32_media_creative_create.json", "POST", "/12/accounts/18ce54d4x5t/media_creatives"), "")
	if err != nil || *created != want {
		t.Fatalf("32: %+v, %v", created, err)
	}
	// The example's request sent no landing_url, yet its answer carries one (Gap 14): read as a shape, the
	// answer is believed when its key is the one sent with that URL.
	spec := (&MediaCreativesService{}).createSpec("18ce54d4x5t", MediaCreativeInput{LineItemID: "8v7jo", AccountMediaID: "10miy", LandingURL: "https://dev.twitter.com"})
	if missing := spec.Missing(created); len(missing) != 0 {
		t.Errorf("32: the create answer lacks %v, which the create engine requires", missing)
	}
	if spec.KeyOf(created) != spec.Sent {
		t.Errorf("32: the answer's key %s is not the key sent %s: a lost create would not find it", spec.KeyOf(created), spec.Sent)
	}
	for field, blank := range map[string]func(*MediaCreative){
		"line_item_id":     func(m *MediaCreative) { m.LineItemID = "" },
		"account_media_id": func(m *MediaCreative) { m.AccountMediaID = "" },
		"created_at":       func(m *MediaCreative) { m.CreatedAt = "" },
	} {
		short := *created
		blank(&short)
		if missing := spec.Missing(&short); len(missing) != 1 || missing[0] != field {
			t.Errorf("32 without %s: Missing = %v", field, missing)
		}
	}

	c, _ = trackingTagExample(t, "33_media_creative_delete.json")
	deleted, err := c.MediaCreatives.Delete(ctx, "18ce54d4x5t", "1bzq3")
	if err != nil || !deleted.Deleted || deleted.UpdatedAt != "2021-04-16T21:02:55Z" || deleted.AccountMediaID != want.AccountMediaID {
		t.Errorf("33: %+v, %v", deleted, err)
	}
}

// An older answer (version 8) carries serving_status and no creative_type: it decodes, and proves a
// create as well as a version 12 answer.
func TestMediaCreativeOlderAnswer(t *testing.T) {
	t.Parallel()
	env := &envelope{Data: []byte(`{"line_item_id":"8v7jo","landing_url":null,"id":"1bzq3","entity_status":"ACTIVE","serving_status":"ACTIVE",
		"created_at":"2017-07-05T06:00:42Z","account_media_id":"10miy","updated_at":"2017-07-05T06:00:42Z","approval_status":"ACCEPTED","deleted":false}`)}
	got, err := decodeOne[MediaCreative](env, "")
	if err != nil || got.CreativeType != "" || got.LandingURL != "" || got.AccountMediaID != "10miy" {
		t.Fatalf("decoded %+v, %v", got, err)
	}
	spec := (&MediaCreativesService{}).createSpec("acc", MediaCreativeInput{LineItemID: "8v7jo", AccountMediaID: "10miy"})
	if missing := spec.Missing(got); len(missing) != 0 || spec.KeyOf(got) != spec.Sent {
		t.Errorf("Missing = %v, key %s, sent %s", missing, spec.KeyOf(got), spec.Sent)
	}
}

// Media creatives through every endpoint against the emulator: the creative type comes from the account
// media, a WEBSITE_CLICKS line item needs a landing URL, a refresh reads by id, and a detached media
// creative reads as deleted.
func TestEmulatorMediaCreatives(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	ctx := ctxTimeout(t, 20*time.Second)
	acc := batchTestAccount
	li := seedPrerollLineItem(t, emu)
	video, err := emu.SeedAccountMedia(acc, emulator.AccountMedia{CreativeType: "PREROLL", VideoID: emulator.DemoVideoKey})
	if err != nil {
		t.Fatal(err)
	}

	made, err := c.MediaCreatives.Create(ctx, newSession(t), acc, MediaCreativeInput{LineItemID: li, AccountMediaID: video.ID})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if stored, ok := emu.MediaCreative(acc, made.ID); !ok || made.CreativeType != "PREROLL" || made.LandingURL != "" || stored.AccountMediaID != video.ID {
		t.Fatalf("made %+v, stored %+v", made, stored)
	}
	camp, err := emu.SeedCampaign(acc, emulator.Campaign{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: "clicks"})
	if err != nil {
		t.Fatal(err)
	}
	clicks, err := emu.SeedLineItem(acc, emulator.LineItem{CampaignID: camp.ID, Objective: "WEBSITE_CLICKS", ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}})
	if err != nil {
		t.Fatal(err)
	}
	var apiErr *transport.Error
	_, err = c.MediaCreatives.Create(ctx, newSession(t), acc, MediaCreativeInput{LineItemID: clicks.ID, AccountMediaID: video.ID})
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest || apiErr.Code != "MISSING_PARAMETER" || apiErr.Parameter != "landing_url" {
		t.Errorf("a WEBSITE_CLICKS line item without a landing URL = %v, want 400 MISSING_PARAMETER on landing_url", err)
	}
	_, err = c.MediaCreatives.Create(ctx, newSession(t), acc, MediaCreativeInput{LineItemID: li, AccountMediaID: "nosuch"})
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusNotFound || apiErr.Code != "ACCOUNT_MEDIA_NOT_FOUND" {
		t.Errorf("unknown account media = %v, want 404 ACCOUNT_MEDIA_NOT_FOUND", err)
	}

	var ids []string
	for i := range 3 {
		m, err := emu.SeedMediaCreative(acc, emulator.MediaCreative{LineItemID: li, AccountMediaID: video.ID, Deleted: i == 1})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, m.ID)
	}
	checkBatchedReads(t, emu, c.MediaCreatives.batcher(2*time.Second, 2*time.Second), c.MediaCreatives.getOne,
		append(ids, made.ID, "nosuch"), "/12/accounts/"+acc+"/media_creatives")

	if _, err := c.MediaCreatives.Delete(ctx, acc, made.ID); err != nil {
		t.Fatal(err)
	}
	if got, err := c.MediaCreatives.Get(ctx, acc, made.ID); err != nil || !got.Deleted {
		t.Errorf("Get of the detached media creative = %+v, %v", got, err)
	}
	if live, err := c.MediaCreatives.List(ctx, acc, MediaCreativeListOptions{CampaignID: camp.ID}); err != nil || len(live) != 0 {
		t.Errorf("media creatives of the clicks campaign = %+v, %v", live, err)
	}
	if _, err := c.MediaCreatives.Get(ctx, acc, "nosuch"); !transport.IsNotFound(err) {
		t.Errorf("Get of an unknown id = %v, want not found", err)
	}
}
