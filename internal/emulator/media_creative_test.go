package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"reflect"
	"testing"
	"time"
)

func mediaCreativesPathOf(account string) string {
	return "/12/accounts/" + account + "/media_creatives"
}

// objectiveLineItem seeds a campaign and, in it, a line item of the objective with id (a new id when id
// is empty); it returns the line item's and the campaign's ids.
func (f *fixture) objectiveLineItem(id, objective string) (string, string) {
	f.t.Helper()
	cp, err := f.srv.SeedCampaign(DemoAccountID, Campaign{FundingInstrumentID: DemoFundingInstrumentID, Name: objective})
	if err != nil {
		f.t.Fatal(err)
	}
	li, err := f.srv.SeedLineItem(DemoAccountID, LineItem{ID: id, CampaignID: cp.ID, Objective: objective,
		ProductType: "MEDIA", Placements: []string{"ALL_ON_TWITTER"}, Categories: []string{"IAB1"}})
	if err != nil {
		f.t.Fatal(err)
	}
	return li.ID, cp.ID
}

// accountMedia seeds account media of the creative type with id (a new id when id is empty).
func (f *fixture) accountMedia(id, creativeType string) string {
	f.t.Helper()
	m, err := f.srv.SeedAccountMedia(DemoAccountID, AccountMedia{ID: id, CreativeType: creativeType, MediaURL: "https://pbs.twimg.com/ad_img/1/x.jpg"})
	if err != nil {
		f.t.Fatal(err)
	}
	return m.ID
}

// attachMedia creates a media creative from pairs of parameter names and values.
func (f *fixture) attachMedia(kv ...string) *result {
	f.t.Helper()
	q := url.Values{}
	setPairs(q, kv)
	return f.do(apiCall{method: "POST", path: mediaCreativesPathOf(DemoAccountID), query: q})
}

// The examples of endpoints 30 to 33 are answered as the spec shows them, but for the id and the
// create's times (the spec reads its create example as a shape): the creative type copied from the
// account media, a soft delete, no PUT.
func TestMediaCreativeSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2017, 7, 5, 6, 0, 42, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	li, _ := f.objectiveLineItem("8v7jo", objectiveWebsiteClicks)
	am := f.accountMedia("10miy", "INTERSTITIAL_LANDSCAPE_TABLET")
	data := `{"line_item_id": "8v7jo", "landing_url": "https://dev.twitter.com",
	  "creative_type": "INTERSTITIAL_LANDSCAPE_TABLET", "id": "1bzq3", "entity_status": "ACTIVE",
	  "created_at": "2017-07-05T06:00:42Z", "account_media_id": "10miy",
	  "updated_at": "2017-07-05T06:00:42Z", "approval_status": "ACCEPTED", "deleted": false}`
	base := mediaCreativesPathOf(DemoAccountID)

	res := f.attachMedia("line_item_id", li, "account_media_id", am, "landing_url", "https://dev.twitter.com")
	res.wantStatus(t, http.StatusCreated)
	created, want := res.object(t), decodeExample(t, data)
	wantSameShape(t, "create", created, want)
	want["id"] = created["id"]
	wantFields(t, "create", created, want)
	id := created["id"].(string)
	wantEcho := map[string]any{"line_item_id": li, "account_media_id": am, "landing_url": "https://dev.twitter.com", "account_id": DemoAccountID}
	if got := res.echoOf(t); !reflect.DeepEqual(got, wantEcho) {
		t.Errorf("create echo = %v, want %v", got, wantEcho)
	}

	res = f.do(apiCall{method: "GET", path: base, query: url.Values{"media_creative_ids": {id}}})
	if items := res.list(t); len(items) != 1 || !reflect.DeepEqual(items[0], created) || res.body["next_cursor"] != nil {
		t.Errorf("list = %s", res.raw)
	}
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"media_creative_ids": []any{id}, "account_id": DemoAccountID}) {
		t.Errorf("list echo = %v", got)
	}
	res = f.do(apiCall{method: "GET", path: base + "/" + id})
	if !reflect.DeepEqual(res.object(t), created) || !reflect.DeepEqual(res.echoOf(t), map[string]any{"media_creative_id": id, "account_id": DemoAccountID}) {
		t.Errorf("get = %s", res.raw)
	}

	f.do(apiCall{method: "PUT", path: base + "/" + id, query: url.Values{"landing_url": {"https://example.com"}}}).
		wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")

	clock.now = time.Date(2021, 4, 16, 21, 2, 55, 0, time.UTC)
	res = f.do(apiCall{method: "DELETE", path: base + "/" + id})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["deleted"] != true || got["updated_at"] != "2021-04-16T21:02:55Z" || got["created_at"] != created["created_at"] {
		t.Errorf("delete = %v", got)
	}
	for _, method := range []string{"GET", "DELETE"} {
		f.do(apiCall{method: method, path: base + "/" + id}).wantError(t, http.StatusNotFound, codeMediaCreativeNotFound, "media_creative_id")
	}
	if got := f.do(apiCall{method: "GET", path: base + "/" + id, query: url.Values{"with_deleted": {"true"}}}).object(t); got["deleted"] != true {
		t.Errorf("with_deleted read = %v", got)
	}
}

// Every rule of endpoint 32 with its code and parameter, and the emulator's picks where the spec shows
// none: WEBSITE_CLICKS needs a landing_url, a PREROLL video keeps one, attaching twice makes two.
func TestMediaCreativeRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	clicks, _ := f.objectiveLineItem("", objectiveWebsiteClicks)
	preroll, _ := f.objectiveLineItem("", objectivePrerollViews)
	image, video := f.accountMedia("", "MEDIUM_RECTANGLE"), f.accountMedia("", "PREROLL")

	f.attachMedia("line_item_id", clicks).wantError(t, http.StatusBadRequest, codeMissingParameter, "account_media_id")
	f.attachMedia("account_media_id", image).wantError(t, http.StatusBadRequest, codeMissingParameter, "line_item_id")
	f.attachMedia("line_item_id", "nosuch", "account_media_id", image).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	f.attachMedia("line_item_id", clicks, "account_media_id", "nosuch").wantError(t, http.StatusNotFound, codeAccountMediaNotFound, "account_media_id")
	f.attachMedia("line_item_id", clicks, "account_media_id", image).wantError(t, http.StatusBadRequest, codeMissingParameter, "landing_url")
	f.attachMedia("line_item_id", clicks, "account_media_id", image, "landing_url", " ").wantError(t, http.StatusBadRequest, codeMissingParameter, "landing_url")
	f.attachMedia("line_item_id", preroll, "account_media_id", video, "creative_type", "BANNER").wantError(t, http.StatusBadRequest, codeInvalidParameter, "creative_type")
	if got := f.srv.MediaCreativeIDs(DemoAccountID); len(got) != 0 {
		t.Fatalf("a refused create attached %v", got)
	}

	res := f.attachMedia("line_item_id", clicks, "account_media_id", image, "landing_url", "https://example.com/spring")
	res.wantStatus(t, http.StatusCreated)
	if got := res.object(t); got["creative_type"] != "MEDIUM_RECTANGLE" || got["landing_url"] != "https://example.com/spring" {
		t.Errorf("display image on WEBSITE_CLICKS = %v", got)
	}
	res = f.attachMedia("line_item_id", preroll, "account_media_id", video)
	res.wantStatus(t, http.StatusCreated)
	first := res.object(t)
	if first["creative_type"] != "PREROLL" || first["landing_url"] != nil {
		t.Errorf("pre-roll video without a landing_url = %v, want PREROLL and a null landing_url", first)
	}
	res = f.attachMedia("line_item_id", preroll, "account_media_id", video, "landing_url", "https://example.com/v")
	res.wantStatus(t, http.StatusCreated)
	if second := res.object(t); second["id"] == first["id"] || second["landing_url"] != "https://example.com/v" {
		t.Errorf("the same video attached again = %v, want a second media creative keeping its landing_url", second)
	}

	if err := f.srv.DeleteAccountMedia(DemoAccountID, image); err != nil {
		t.Fatal(err)
	}
	f.attachMedia("line_item_id", clicks, "account_media_id", image, "landing_url", "https://example.com").
		wantError(t, http.StatusNotFound, codeAccountMediaNotFound, "account_media_id")
	if err := f.srv.DeleteLineItem(DemoAccountID, preroll); err != nil {
		t.Fatal(err)
	}
	f.attachMedia("line_item_id", preroll, "account_media_id", video).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	if got := f.srv.MediaCreativeIDs(DemoAccountID); len(got) != 3 {
		t.Errorf("deleting the account media and the line item changed the media creatives: %v, want three live", got)
	}
}

// Lists filter by line item, campaign and id, sort, page and show deleted ones on request.
func TestMediaCreativeList(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	one, campaign := f.objectiveLineItem("", objectivePrerollViews)
	two, _ := f.objectiveLineItem("", objectivePrerollViews)
	video, banner := f.accountMedia("", "PREROLL"), f.accountMedia("", "BANNER")
	var ids []string
	for _, p := range []struct{ li, am string }{{one, video}, {one, banner}, {two, video}} {
		ids = append(ids, f.attachMedia("line_item_id", p.li, "account_media_id", p.am).object(t)["id"].(string))
	}
	base := mediaCreativesPathOf(DemoAccountID)
	list := func(q url.Values) []string { return ids2(f.do(apiCall{method: "GET", path: base, query: q}).list(t)) }
	if got := list(url.Values{"line_item_ids": {two + "," + one}}); !reflect.DeepEqual(got, ids) {
		t.Errorf("line_item_ids = %v, want %v", got, ids)
	}
	if got := list(url.Values{"campaign_id": {campaign}}); !reflect.DeepEqual(got, ids[:2]) {
		t.Errorf("campaign_id = %v, want %v", got, ids[:2])
	}
	if got := list(url.Values{"campaign_id": {"nosuch"}}); len(got) != 0 {
		t.Errorf("an unknown campaign = %v, want none", got)
	}
	if got := list(url.Values{"media_creative_ids": {ids[2] + "," + ids[1]}, "sort_by": {"creative_type-desc"}}); !reflect.DeepEqual(got, []string{ids[2], ids[1]}) {
		t.Errorf("by id, creative_type descending = %v", got)
	}
	res := f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"2"}, "with_total_count": {"true"}}})
	if got := ids2(res.list(t)); !reflect.DeepEqual(got, ids[:2]) || res.body["total_count"] != float64(3) || res.body["next_cursor"] == nil {
		t.Fatalf("first page = %s", res.raw)
	}
	f.do(apiCall{method: "DELETE", path: base + "/" + ids[0]}).wantStatus(t, http.StatusOK)
	if got := list(nil); !reflect.DeepEqual(got, ids[1:]) {
		t.Errorf("live = %v", got)
	}
	if got := list(url.Values{"with_deleted": {"true"}}); !reflect.DeepEqual(got, ids) {
		t.Errorf("with_deleted = %v", got)
	}
	f.do(apiCall{method: "GET", path: base, query: url.Values{"sort_by": {"landing_url-asc"}}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "sort_by")
}

// Writes spend from the campaign-management write window; the hooks read, edit, delete and seed.
func TestMediaCreativeWindowAndHooks(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{WriteLimit: 1})
	li, _ := f.objectiveLineItem("", objectivePrerollViews)
	video := f.accountMedia("", "PREROLL")
	f.attachMedia("line_item_id", li, "account_media_id", video).wantStatus(t, http.StatusCreated)
	f.attachMedia("line_item_id", li, "account_media_id", video).wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")

	for _, m := range []MediaCreative{{LineItemID: "nosuch", AccountMediaID: video}, {LineItemID: li, AccountMediaID: "nosuch"}} {
		if _, err := f.srv.SeedMediaCreative(DemoAccountID, m); !errors.Is(err, ErrNotFound) {
			t.Errorf("seeding %+v = %v, want ErrNotFound", m, err)
		}
	}
	seeded, err := f.srv.SeedMediaCreative(DemoAccountID, MediaCreative{ID: "1bzq3", LineItemID: li, AccountMediaID: video})
	if err != nil || seeded.CreativeType != "PREROLL" || seeded.EntityStatus != "ACTIVE" || seeded.ApprovalStatus != "ACCEPTED" || seeded.CreatedAt.IsZero() {
		t.Fatalf("seed = %+v, %v", seeded, err)
	}
	if err := f.srv.EditMediaCreative(DemoAccountID, "1bzq3", func(m *MediaCreative) { m.LandingURL = "https://example.com/x" }); err != nil {
		t.Fatal(err)
	}
	if got, _ := f.srv.MediaCreative(DemoAccountID, "1bzq3"); got.LandingURL != "https://example.com/x" || got.LineItemID != li {
		t.Errorf("after edit: %+v", got)
	}
	if got := f.srv.MediaCreativeIDs(DemoAccountID); len(got) != 2 {
		t.Errorf("ids = %v, want the created and the seeded one", got)
	}
	if err := f.srv.DeleteMediaCreative(DemoAccountID, "1bzq3"); err != nil {
		t.Fatal(err)
	}
	if got, ok := f.srv.MediaCreative(DemoAccountID, "1bzq3"); !ok || !got.Deleted {
		t.Errorf("after the out-of-band delete: %+v, %t", got, ok)
	}
	if err := f.srv.DeleteMediaCreative(DemoAccountID, "1bzq3"); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete = %v, want ErrNotFound", err)
	}
}
