package adsapi

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The requests of every method: the create's three parameters in the query, an update sending only the
// fields it is given, the list's filters refused past 200 ids before any request.
func TestPrerollCallToActionRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			writeJSON(w, 200, `{"data":[{"id":"p1","line_item_id":"li1"}],"next_cursor":null}`)
			return
		}
		writeJSON(w, 200, fmt.Sprintf(`{"data":{"id":"p1","line_item_id":"li1","call_to_action":"SHOP","call_to_action_url":"https://example.com/s?a=1&b=2","created_at":%q,"deleted":%t}}`,
			createdNow(), r.Method == http.MethodDelete))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	const ctaURL = "https://example.com/s?a=1&b=2"
	got, err := c.PrerollCallToActions.Create(ctx, newSession(t), "acc1", PrerollCallToActionInput{LineItemID: "li1", CallToAction: "SHOP", CallToActionURL: ctaURL})
	if err != nil || got.ID != "p1" || got.CallToActionURL != ctaURL {
		t.Fatalf("Create = %+v, %v", got, err)
	}
	post := rec.requests()[0]
	if q := parseQuery(t, post.RawQuery); post.Method != http.MethodPost || post.Path != "/12/accounts/acc1/preroll_call_to_actions" || len(q) != 3 ||
		q.Get("line_item_id") != "li1" || q.Get("call_to_action") != "SHOP" || q.Get("call_to_action_url") != ctaURL {
		t.Errorf("create %s %s query %v", post.Method, post.Path, q)
	}

	watchNow, newURL := "WATCH_NOW", "https://example.com/w"
	for i, tc := range []struct {
		in   PrerollCallToActionUpdate
		want map[string]string
	}{
		{PrerollCallToActionUpdate{CallToAction: &watchNow}, map[string]string{"call_to_action": watchNow}},
		{PrerollCallToActionUpdate{CallToActionURL: &newURL}, map[string]string{"call_to_action_url": newURL}},
		{PrerollCallToActionUpdate{CallToAction: &watchNow, CallToActionURL: &newURL}, map[string]string{"call_to_action": watchNow, "call_to_action_url": newURL}},
	} {
		if _, err := c.PrerollCallToActions.Update(ctx, "acc1", "p1", tc.in); err != nil {
			t.Fatal(err)
		}
		put := rec.requests()[1+i]
		q := parseQuery(t, put.RawQuery)
		if put.Method != http.MethodPut || put.Path != "/12/accounts/acc1/preroll_call_to_actions/p1" || len(q) != len(tc.want) {
			t.Errorf("update %d: %s %s query %v, want only %v", i, put.Method, put.Path, q, tc.want)
		}
		for k, v := range tc.want {
			if q.Get(k) != v {
				t.Errorf("update %d: %s = %q, want %q", i, k, q.Get(k), v)
			}
		}
	}

	if _, err := c.PrerollCallToActions.List(ctx, "acc1", PrerollCallToActionListOptions{LineItemIDs: []string{"li1", "li2"}, PrerollCallToActionIDs: []string{"p1"},
		ListOptions: ListOptions{WithDeleted: true, SortBy: "created_at-desc"}}); err != nil {
		t.Fatal(err)
	}
	list := rec.requests()[4]
	if q := parseQuery(t, list.RawQuery); list.Path != "/12/accounts/acc1/preroll_call_to_actions" || q.Get("line_item_ids") != "li1,li2" ||
		q.Get("preroll_call_to_action_ids") != "p1" || q.Get("with_deleted") != "true" || q.Get("sort_by") != "created_at-desc" || q.Get("count") != "1000" {
		t.Errorf("list %s query %v", list.Path, q)
	}
	for _, opt := range []PrerollCallToActionListOptions{{LineItemIDs: make([]string, 201)}, {PrerollCallToActionIDs: make([]string, 201)}} {
		if _, err := c.PrerollCallToActions.List(ctx, "acc1", opt); err == nil || rec.count() != 5 {
			t.Errorf("201 ids = %v after %d requests, want refused before any request", err, rec.count())
		}
	}

	if _, err := c.PrerollCallToActions.Get(ctx, "acc1", "p1"); err != nil {
		t.Fatal(err)
	}
	if get := rec.requests()[5]; get.Method != http.MethodGet || get.Path != "/12/accounts/acc1/preroll_call_to_actions/p1" || get.RawQuery != "with_deleted=true" {
		t.Errorf("lone get %s %s?%s", get.Method, get.Path, get.RawQuery)
	}
	if _, err := c.PrerollCallToActions.Delete(ctx, "acc1", "p1"); err != nil {
		t.Fatal(err)
	}
	if del := rec.requests()[6]; del.Method != http.MethodDelete || del.Path != "/12/accounts/acc1/preroll_call_to_actions/p1" || del.RawQuery != "" {
		t.Errorf("delete %s %s?%s", del.Method, del.Path, del.RawQuery)
	}
	if n := rec.count(); n != 7 {
		t.Errorf("%d requests, want 7", n)
	}
}

// The example answers of endpoints 38 to 42, each through its method; the create's, dated 2017, through
// its decoder and the create spec's Missing, since the create engine believes no answer of another day.
func TestSpecExamplesPrerollCallToActions(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	example := PrerollCallToAction{ID: "8f0", LineItemID: "8v53k", CallToAction: "VISIT_SITE", CallToActionURL: "https://www.twitter.com",
		CreatedAt: "2017-07-07T19:28:40Z", UpdatedAt: "2017-07-07T19:28:40Z"}

	c, _ := trackingTagExample(t, "38_preroll_call_to_actions_list.json")
	list, err := c.PrerollCallToActions.List(ctx, "18ce54d4x5t", PrerollCallToActionListOptions{LineItemIDs: []string{"8v53k"}})
	if err != nil || len(list) != 1 || list[0] != example {
		t.Errorf("38: %+v, %v", list, err)
	}
	c, _ = trackingTagExample(t, "39_preroll_call_to_action_get.json")
	if got, err := c.PrerollCallToActions.Get(ctx, "18ce54d4x5t", "8f0"); err != nil || *got != example {
		t.Errorf("39: %+v, %v", got, err)
	}

	created, err := decodeOne[PrerollCallToAction](trackingTagAnswer(t, "40_preroll_call_to_action_create.json", "POST", "/12/accounts/18ce54d4x5t/preroll_call_to_actions"), "")
	if err != nil || *created != example {
		t.Fatalf("40: %+v, %v", created, err)
	}
	spec := (&PrerollCallToActionsService{}).createSpec("18ce54d4x5t", PrerollCallToActionInput{LineItemID: "8v53k", CallToAction: "VISIT_SITE", CallToActionURL: "https://www.twitter.com"})
	if missing := spec.Missing(created); len(missing) != 0 {
		t.Errorf("40: the create answer lacks %v, which the create engine requires", missing)
	}
	if spec.KeyOf(created) != spec.Sent {
		t.Errorf("40: the answer's key %s is not the key sent %s: a lost create would not find it", spec.KeyOf(created), spec.Sent)
	}
	// An answer without one of them proves nothing of the create.
	for field, blank := range map[string]func(*PrerollCallToAction){
		"line_item_id":       func(p *PrerollCallToAction) { p.LineItemID = "" },
		"call_to_action":     func(p *PrerollCallToAction) { p.CallToAction = "" },
		"call_to_action_url": func(p *PrerollCallToAction) { p.CallToActionURL = "" },
		"created_at":         func(p *PrerollCallToAction) { p.CreatedAt = "" },
	} {
		short := *created
		blank(&short)
		if missing := spec.Missing(&short); len(missing) != 1 || missing[0] != field {
			t.Errorf("40 without %s: Missing = %v", field, missing)
		}
	}

	c, _ = trackingTagExample(t, "41_preroll_call_to_action_update.json")
	watchNow := "WATCH_NOW"
	updated, err := c.PrerollCallToActions.Update(ctx, "18ce54d4x5t", "8f0", PrerollCallToActionUpdate{CallToAction: &watchNow})
	if err != nil || updated.CallToAction != watchNow || updated.CallToActionURL != example.CallToActionURL ||
		updated.UpdatedAt != "2017-09-09T05:51:26Z" || updated.CreatedAt != example.CreatedAt {
		t.Errorf("41: %+v, %v", updated, err)
	}
	c, _ = trackingTagExample(t, "42_preroll_call_to_action_delete.json")
	deleted, err := c.PrerollCallToActions.Delete(ctx, "18ce54d4x5t", "8f0")
	if err != nil || !deleted.Deleted || deleted.UpdatedAt != "2017-08-30T06:08:21Z" || deleted.LineItemID != example.LineItemID {
		t.Errorf("42: %+v, %v", deleted, err)
	}
}

// seedPrerollLineItem seeds a campaign of the demo account's funding instrument with one PREROLL_VIEWS
// line item, as the pre-roll guide makes them (product_type MEDIA, categories), and returns its id.
func seedPrerollLineItem(t *testing.T, emu *emulator.Server) string {
	t.Helper()
	camp, err := emu.SeedCampaign(batchTestAccount, emulator.Campaign{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: "pre-roll"})
	if err != nil {
		t.Fatal(err)
	}
	li, err := emu.SeedLineItem(batchTestAccount, emulator.LineItem{CampaignID: camp.ID, Objective: "PREROLL_VIEWS", ProductType: "MEDIA",
		Placements: []string{"ALL_ON_TWITTER"}, Categories: []string{"IAB1"}})
	if err != nil {
		t.Fatal(err)
	}
	return li.ID
}

// Pre-roll calls to action through every endpoint against the emulator: a URL with a query comes back
// as sent, an update changes only what it names, a line item takes one live call to action and only
// when it is a PREROLL_VIEWS one, and a removed call to action reads as deleted.
func TestEmulatorPrerollCallToActions(t *testing.T) {
	t.Parallel()
	emu, c := newBatchEmulator(t)
	ctx := ctxTimeout(t, 20*time.Second)
	acc := batchTestAccount
	li := seedPrerollLineItem(t, emu)
	const ctaURL = "https://example.com/watch?v=1&t=2"

	made, err := c.PrerollCallToActions.Create(ctx, newSession(t), acc, PrerollCallToActionInput{LineItemID: li, CallToAction: "VISIT_SITE", CallToActionURL: ctaURL})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	stored, ok := emu.PrerollCallToAction(acc, made.ID)
	if !ok || stored.CallToActionURL != ctaURL || stored.CallToAction != "VISIT_SITE" || made.CallToActionURL != ctaURL || made.LineItemID != li {
		t.Fatalf("made %+v, stored %+v", made, stored)
	}

	var apiErr *transport.Error
	_, err = c.PrerollCallToActions.Create(ctx, newSession(t), acc, PrerollCallToActionInput{LineItemID: li, CallToAction: "SHOP", CallToActionURL: "https://example.com/s"})
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest || apiErr.Parameter != "line_item_id" || !strings.Contains(apiErr.Message, made.ID) {
		t.Errorf("a second call to action of the line item = %v, want 400 on line_item_id naming %s", err, made.ID)
	}
	camp, err := emu.SeedCampaign(acc, emulator.Campaign{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: "engagements"})
	if err != nil {
		t.Fatal(err)
	}
	engagements, err := emu.SeedLineItem(acc, emulator.LineItem{CampaignID: camp.ID, Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.PrerollCallToActions.Create(ctx, newSession(t), acc, PrerollCallToActionInput{LineItemID: engagements.ID, CallToAction: "SHOP", CallToActionURL: "https://example.com/s"})
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest || apiErr.Parameter != "line_item_id" {
		t.Errorf("an ENGAGEMENTS line item = %v, want 400 on line_item_id", err)
	}

	newURL := "https://example.com/watch?v=2"
	updated, err := c.PrerollCallToActions.Update(ctx, acc, made.ID, PrerollCallToActionUpdate{CallToActionURL: &newURL})
	if err != nil || updated.ID != made.ID || updated.CallToActionURL != newURL || updated.CallToAction != "VISIT_SITE" {
		t.Fatalf("Update of the URL = %+v, %v", updated, err)
	}
	if stored, _ := emu.PrerollCallToAction(acc, made.ID); stored.CallToActionURL != newURL || stored.CallToAction != "VISIT_SITE" {
		t.Errorf("stored after the update: %+v", stored)
	}

	// A refresh of several reads them by id, as the single GETs would have answered (a deleted one
	// and an unknown id included).
	var ids []string
	for i, cta := range []string{"SHOP", "GO_TO", "SEE_MORE"} {
		p, err := emu.SeedPrerollCallToAction(acc, emulator.PrerollCallToAction{LineItemID: seedPrerollLineItem(t, emu), CallToAction: cta,
			CallToActionURL: "https://example.com/" + cta, Deleted: i == 1})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	checkBatchedReads(t, emu, c.PrerollCallToActions.batcher(2*time.Second, 2*time.Second), c.PrerollCallToActions.getOne,
		append(ids, made.ID, "nosuch"), "/12/accounts/"+acc+"/preroll_call_to_actions")

	if _, err := c.PrerollCallToActions.Delete(ctx, acc, made.ID); err != nil {
		t.Fatal(err)
	}
	if got, err := c.PrerollCallToActions.Get(ctx, acc, made.ID); err != nil || !got.Deleted {
		t.Errorf("Get of the removed call to action = %+v, %v", got, err)
	}
	if live, err := c.PrerollCallToActions.List(ctx, acc, PrerollCallToActionListOptions{LineItemIDs: []string{li}}); err != nil || len(live) != 0 {
		t.Errorf("live calls to action of the line item = %+v, %v", live, err)
	}
	if _, err := c.PrerollCallToActions.Get(ctx, acc, "nosuch"); !transport.IsNotFound(err) {
		t.Errorf("Get of an unknown id = %v, want not found", err)
	}
}
