package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

func webEventTagsPathOf(account string) string { return "/12/accounts/" + account + "/web_event_tags" }

// webEventTag is a valid create; changes set parameters, an empty value removes one.
func webEventTag(changes map[string]string) url.Values {
	v := url.Values{"name": {"signups"}, "type": {"SIGN_UP"}, "click_window": {"14"}, "view_through_window": {"1"},
		"retargeting_enabled": {"true"}}
	for k, val := range changes {
		if val == "" {
			v.Del(k)
		} else {
			v.Set(k, val)
		}
	}
	return v
}

func TestWebEventTagCreateRules(t *testing.T) {
	f := newFixture(t, Options{})
	path := webEventTagsPathOf(DemoAccountID)
	for _, tc := range []struct {
		name        string
		p           url.Values
		code, param string
	}{
		{"name missing", webEventTag(map[string]string{"name": ""}), codeMissingParameter, "name"},
		{"name blank", webEventTag(map[string]string{"name": "  "}), codeMissingParameter, "name"},
		{"type missing", webEventTag(map[string]string{"type": ""}), codeMissingParameter, "type"},
		{"click_window missing", webEventTag(map[string]string{"click_window": ""}), codeMissingParameter, "click_window"},
		{"view_through_window missing", webEventTag(map[string]string{"view_through_window": ""}), codeMissingParameter, "view_through_window"},
		{"retargeting_enabled missing", webEventTag(map[string]string{"retargeting_enabled": ""}), codeMissingParameter, "retargeting_enabled"},
		{"type of the ads UI", webEventTag(map[string]string{"type": "PAGE_VIEW"}), codeInvalidParameter, "type"},
		{"type lower case", webEventTag(map[string]string{"type": "sign_up"}), codeInvalidParameter, "type"},
		{"click_window 60 of the ads UI", webEventTag(map[string]string{"click_window": "60"}), codeInvalidParameter, "click_window"},
		{"click_window 0", webEventTag(map[string]string{"click_window": "0", "view_through_window": "0"}), codeInvalidParameter, "click_window"},
		{"click_window not a number", webEventTag(map[string]string{"click_window": "week"}), codeInvalidParameter, "click_window"},
		{"view_through_window 90 of the ads UI", webEventTag(map[string]string{"view_through_window": "90"}), codeInvalidParameter, "view_through_window"},
		{"view_through_window 3", webEventTag(map[string]string{"view_through_window": "3"}), codeInvalidParameter, "view_through_window"},
		{"view_through_window above click_window", webEventTag(map[string]string{"click_window": "7", "view_through_window": "14"}), codeInvalidParameter, "view_through_window"},
		{"retargeting_enabled yes", webEventTag(map[string]string{"retargeting_enabled": "yes"}), codeInvalidParameter, "retargeting_enabled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "POST", path: path, query: tc.p}).wantError(t, http.StatusBadRequest, tc.code, tc.param)
		})
	}
	if n := len(f.do(apiCall{method: "GET", path: path}).list(t)); n != 0 {
		t.Fatalf("refused creates left %d tags", n)
	}
	// The edges of the lists, view-through off, and equal windows are accepted.
	for _, p := range []url.Values{
		webEventTag(map[string]string{"click_window": "1", "view_through_window": "0", "retargeting_enabled": "false"}),
		webEventTag(map[string]string{"click_window": "30", "view_through_window": "30", "type": "ADDED_PAYMENT_INFO"}),
	} {
		f.do(apiCall{method: "POST", path: path, query: p}).wantStatus(t, http.StatusCreated)
	}
}

func TestWebEventTagLifecycle(t *testing.T) {
	f := newFixture(t, Options{})
	base := webEventTagsPathOf(DemoAccountID)
	res := f.do(apiCall{method: "POST", path: base, query: webEventTag(map[string]string{"name": "web event tag", "click_window": "7", "view_through_window": "7", "retargeting_enabled": "false"})})
	res.wantStatus(t, http.StatusCreated)
	created := res.object(t)
	id, _ := created["id"].(string)
	site, _ := created["website_tag_id"].(string)
	if id == "" || site == "" || site == id || created["status"] != "UNVERIFIED" || created["deleted"] != false ||
		created["click_window"] != float64(7) || created["retargeting_enabled"] != false || created["type"] != "SIGN_UP" {
		t.Fatalf("created = %v", created)
	}
	if at, ok := created["last_tracked_at"]; !ok || at != nil {
		t.Errorf("a new tag's last_tracked_at = %v (present %t), want null", at, ok)
	}
	for _, absent := range []string{"created_at", "updated_at"} {
		if _, ok := created[absent]; ok {
			t.Errorf("the answer carries %s, which no example of the spec does", absent)
		}
	}
	if code, _ := created["embed_code"].(string); code != embedCode(site) || !strings.Contains(code, "trackPid('"+site+"'") {
		t.Errorf("embed_code = %q, want the snippet of website tag %s", code, site)
	}
	// request.params echoes the windows as integers and the flag as a boolean, as the spec's create answer does.
	params, _ := res.body["request"].(map[string]any)["params"].(map[string]any)
	if params["click_window"] != float64(7) || params["view_through_window"] != float64(7) || params["retargeting_enabled"] != false ||
		params["name"] != "web event tag" || params["account_id"] != DemoAccountID {
		t.Errorf("request.params = %v", params)
	}

	one := base + "/" + id
	if got := f.do(apiCall{method: "GET", path: one}).object(t); got["embed_code"] != created["embed_code"] || got["name"] != "web event tag" {
		t.Errorf("GET = %v", got)
	}
	// A PUT changes only what it names; the windows are checked against what the tag will hold.
	put := func(q url.Values) *result { return f.do(apiCall{method: "PUT", path: one, query: q}) }
	put(url.Values{"view_through_window": {"14"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "view_through_window")
	put(url.Values{"click_window": {"1"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "view_through_window")
	put(url.Values{"name": {""}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "name")
	put(url.Values{"type": {"SEARCH"}, "retargeting_enabled": {"maybe"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "retargeting_enabled")
	if err := f.srv.TrackWebEventTag(DemoAccountID, id, fixedNow.Add(90*time.Second)); err != nil {
		t.Fatal(err)
	}
	updated := put(url.Values{"type": {"DOWNLOAD"}, "click_window": {"30"}, "view_through_window": {"14"}}).object(t)
	if updated["type"] != "DOWNLOAD" || updated["name"] != "web event tag" || updated["click_window"] != float64(30) ||
		updated["view_through_window"] != float64(14) || updated["retargeting_enabled"] != false {
		t.Errorf("updated = %v; want the three fields changed and the rest kept (a refused PUT changes nothing)", updated)
	}
	if updated["status"] != "UNVERIFIED" || updated["last_tracked_at"] != "2018-05-11T04:11:23Z" {
		t.Errorf("after the PUT, status %v and last_tracked_at %v; want UNVERIFIED with the time kept, as the spec's PUT example", updated["status"], updated["last_tracked_at"])
	}

	del := f.do(apiCall{method: "DELETE", path: one})
	if obj := del.object(t); obj["deleted"] != true || obj["id"] != id {
		t.Fatalf("delete answer = %v", obj)
	}
	f.do(apiCall{method: "GET", path: one}).wantError(t, http.StatusNotFound, codeWebEventTagNotFound, "")
	f.do(apiCall{method: "DELETE", path: one}).wantError(t, http.StatusNotFound, codeWebEventTagNotFound, "")
	put(url.Values{"name": {"x"}}).wantError(t, http.StatusNotFound, codeWebEventTagNotFound, "")
	if obj := f.do(apiCall{method: "GET", path: one, query: url.Values{"with_deleted": {"true"}}}).object(t); obj["deleted"] != true {
		t.Errorf("with_deleted GET = %v", obj)
	}
	f.do(apiCall{method: "GET", path: base + "/nope"}).wantError(t, http.StatusNotFound, codeWebEventTagNotFound, "")
}

func TestWebEventTagList(t *testing.T) {
	f := newFixture(t, Options{})
	base := webEventTagsPathOf(DemoAccountID)
	var ids []string
	for _, name := range []string{"first", "second", "third"} {
		ids = append(ids, f.do(apiCall{method: "POST", path: base, query: webEventTag(map[string]string{"name": name})}).object(t)["id"].(string))
	}
	f.do(apiCall{method: "DELETE", path: base + "/" + ids[1]}).wantStatus(t, http.StatusOK)

	names := func(items []map[string]any) string {
		var out []string
		for _, it := range items {
			out = append(out, it["name"].(string))
		}
		return strings.Join(out, ",")
	}
	if got := names(f.do(apiCall{method: "GET", path: base}).list(t)); got != "first,third" {
		t.Errorf("live list = %s, want creation order without the deleted tag", got)
	}
	if got := names(f.do(apiCall{method: "GET", path: base, query: url.Values{"with_deleted": {"true"}, "sort_by": {"name-desc"}}}).list(t)); got != "third,second,first" {
		t.Errorf("with_deleted by name desc = %s", got)
	}
	byID := f.do(apiCall{method: "GET", path: base, query: url.Values{"web_event_tag_ids": {ids[1] + "," + ids[2]}, "with_deleted": {"true"}}})
	if got := names(byID.list(t)); got != "second,third" {
		t.Errorf("by id = %s", got)
	}
	if echo, _ := byID.body["request"].(map[string]any)["params"].(map[string]any)["web_event_tag_ids"].([]any); len(echo) != 2 {
		t.Errorf("web_event_tag_ids echoed as %v, want an array of two", echo)
	}
	page := f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"1"}}})
	if got := names(page.list(t)); got != "first" || page.body["next_cursor"] == nil {
		t.Fatalf("first page = %s, next_cursor %v", got, page.body["next_cursor"])
	}
	next := f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"1"}, "cursor": {page.body["next_cursor"].(string)}}})
	if got := names(next.list(t)); got != "third" || next.body["next_cursor"] != nil {
		t.Errorf("second page = %s, next_cursor %v", got, next.body["next_cursor"])
	}
	f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"1001"}}}).wantError(t, 400, codeInvalidParameter, "count")
	f.do(apiCall{method: "GET", path: base, query: url.Values{"web_event_tag_ids": {strings.Repeat("a,", 201)}}}).
		wantError(t, 400, codeInvalidParameter, "web_event_tag_ids")
	f.do(apiCall{method: "GET", path: base, query: url.Values{"q": {"fi"}}}).wantError(t, 400, codeInvalidParameter, "q")
	// Another user's account is not reachable (noAccountAccess).
	f.do(apiCall{method: "GET", path: webEventTagsPathOf(OtherAccountID)}).wantError(t, http.StatusNotFound, codeNotFound, "")
}

// The emulator's embed code is the spec's read example (endpoints 1 and 2) for its website tag id.
func TestWebEventTagEmbedCodeIsTheSpecsReadForm(t *testing.T) {
	const example = `<script src="//platform.twitter.com/oct.js" type="text/javascript"></script><script type="text/javascript">twttr.conversion.trackPid('ny3od',  { tw_sale_amount: 0, tw_order_quantity: 0 });</script><noscript><img height="1" width="1" style="display:none;" alt=""  src="https://analytics.twitter.com/i/adsct?txn_id=ny3od&amp;p_id=Twitter&amp;tw_sale_amount=0&amp;tw_order_quantity=0" /><img height="1" width="1" style="display:none;" alt=""  src="//t.co/i/adsct?txn_id=ny3od&amp;p_id=Twitter&amp;tw_sale_amount=0&amp;tw_order_quantity=0" /></noscript>`
	if got := embedCode("ny3od"); got != example {
		t.Errorf("embed code\n got %s\nwant %s", got, example)
	}
}

// Tag writes spend from the campaign-management write window, which every write of the audiences
// document shares.
func TestWebEventTagWritesShareTheCampaignWriteWindow(t *testing.T) {
	f := newFixture(t, Options{WriteLimit: 2})
	f.createCampaign(campaignParams())
	f.do(apiCall{method: "POST", path: webEventTagsPathOf(DemoAccountID), query: webEventTag(nil)}).wantStatus(t, http.StatusCreated)
	f.do(apiCall{method: "POST", path: webEventTagsPathOf(DemoAccountID), query: webEventTag(nil)}).
		wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
}

func TestWebEventTagHooks(t *testing.T) {
	f := newFixture(t, Options{})
	// A tag made in the ads UI may hold 60 days, which the API answers but does not take.
	seeded, err := f.srv.SeedWebEventTag(DemoAccountID, WebEventTag{Name: "from the UI", Type: "PURCHASE", ClickWindow: 60, ViewThroughWindow: 1})
	if err != nil {
		t.Fatal(err)
	}
	if seeded.Status != "UNVERIFIED" || seeded.WebsiteTagID == "" || !seeded.LastTrackedAt.IsZero() {
		t.Errorf("seeded = %+v", seeded)
	}
	one := webEventTagsPathOf(DemoAccountID) + "/" + seeded.ID
	if got := f.do(apiCall{method: "GET", path: one}).object(t); got["click_window"] != float64(60) {
		t.Errorf("GET of the UI's tag = %v", got)
	}
	// A rename leaves the windows alone, so it is taken; naming the 60 days is not.
	f.do(apiCall{method: "PUT", path: one, query: url.Values{"name": {"renamed"}}}).wantStatus(t, http.StatusOK)
	f.do(apiCall{method: "PUT", path: one, query: url.Values{"click_window": {"60"}}}).wantError(t, 400, codeInvalidParameter, "click_window")

	if err := f.srv.TrackWebEventTag(DemoAccountID, seeded.ID, fixedNow.Add(time.Hour+500*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	got := f.do(apiCall{method: "GET", path: one}).object(t)
	if got["status"] != "TRACKING" || got["last_tracked_at"] != "2018-05-11T05:09:53Z" {
		t.Errorf("after the snippet fired: status %v, last_tracked_at %v", got["status"], got["last_tracked_at"])
	}
	if err := f.srv.EditWebEventTag(DemoAccountID, seeded.ID, func(t *WebEventTag) { t.RetargetingEnabled = true }); err != nil {
		t.Fatal(err)
	}
	if got := f.do(apiCall{method: "GET", path: one}).object(t); got["retargeting_enabled"] != true {
		t.Errorf("after edit: %v", got)
	}
	if ids := f.srv.WebEventTagIDs(DemoAccountID); len(ids) != 1 || ids[0] != seeded.ID {
		t.Errorf("ids = %v", ids)
	}
	if err := f.srv.DeleteWebEventTag(DemoAccountID, seeded.ID); err != nil {
		t.Fatal(err)
	}
	if tag, ok := f.srv.WebEventTag(DemoAccountID, seeded.ID); !ok || !tag.Deleted || len(f.srv.WebEventTagIDs(DemoAccountID)) != 0 {
		t.Errorf("after the out-of-band delete: %+v (found %t)", tag, ok)
	}
	if err := f.srv.DeleteWebEventTag(DemoAccountID, seeded.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete = %v, want ErrNotFound", err)
	}
	if err := f.srv.TrackWebEventTag(DemoAccountID, "nope", fixedNow); !errors.Is(err, ErrNotFound) {
		t.Errorf("tracking an unknown tag = %v, want ErrNotFound", err)
	}
}
