package adsapi

import (
	"errors"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// The two campaigns of the spec's example of endpoint 16, which the recorded answers hold too.
func targetedExampleCampaigns() []TargetedCampaign {
	name := "test-line-item"
	return []TargetedCampaign{
		{CampaignID: "59hod", CampaignName: "test-campaign", LineItems: []TargetedLineItem{{ID: "5gzog", Name: &name, Servable: true}}},
		{CampaignID: "arja7", CampaignName: "Untitled campaign", LineItems: []TargetedLineItem{{ID: "bjw1q", Servable: true}}},
	}
}

// Targeted sends no count, which the endpoint does not list, and with_active only to depart from its
// default; it follows the cursor to the last page, and a campaign the pages cut in two comes back once
// with its line items in the order read.
func TestCustomAudienceTargetedRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, _ *http.Request) {
		switch n % 2 {
		case 0:
			writeJSON(w, 200, `{"next_cursor":"c2","data":[
			 {"campaign_id":"a","campaign_name":"A","line_items":[{"id":"l1","name":"one","servable":true}]}]}`)
		default:
			writeJSON(w, 200, `{"next_cursor":null,"data":[
			 {"campaign_id":"a","campaign_name":"A","line_items":[{"id":"l2","name":null,"servable":false}]},
			 {"campaign_id":"b","campaign_name":"B","line_items":[{"id":"l3","name":"three","servable":true}]}]}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	const targeted = "/12/accounts/acc1/custom_audiences/2906h/targeted"

	got, err := c.CustomAudiences.Targeted(ctx, "acc1", "2906h", CustomAudienceTargetedOptions{})
	if err != nil {
		t.Fatal(err)
	}
	one, three := "one", "three"
	want := []TargetedCampaign{
		{CampaignID: "a", CampaignName: "A", LineItems: []TargetedLineItem{{ID: "l1", Name: &one, Servable: true}, {ID: "l2"}}},
		{CampaignID: "b", CampaignName: "B", LineItems: []TargetedLineItem{{ID: "l3", Name: &three, Servable: true}}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Targeted = %+v, want %+v", got, want)
	}
	reqs := rec.requests()
	if len(reqs) != 2 || reqs[0].Method != http.MethodGet || reqs[0].Path != targeted || reqs[0].RawQuery != "" ||
		reqs[1].Path != targeted || reqs[1].RawQuery != "cursor=c2" {
		t.Errorf("requests = %+v, want the path without parameters, then its cursor alone", reqs)
	}

	if _, err := c.CustomAudiences.Targeted(ctx, "acc1", "2906h", CustomAudienceTargetedOptions{IncludeNotServable: true}); err != nil {
		t.Fatal(err)
	}
	reqs = rec.requests()
	if len(reqs) != 4 || reqs[2].RawQuery != "with_active=false" || reqs[3].RawQuery != "cursor=c2&with_active=false" {
		t.Errorf("requests with IncludeNotServable = %+v, want with_active=false on every page", reqs[2:])
	}
}

// An entry that does not name its campaign, or a line item without an id, makes the answer malformed.
func TestCustomAudienceTargetedMalformed(t *testing.T) {
	t.Parallel()
	for says, entry := range map[string]string{
		"has no campaign_id":                            `{"campaign_name":"A","line_items":[{"id":"l1","name":null,"servable":true}]}`,
		"of campaign a has a line item 0 without an id": `{"campaign_id":"a","campaign_name":"A","line_items":[{"name":"x","servable":true}]}`,
	} {
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
			writeJSON(w, 200, `{"next_cursor":null,"data":[`+entry+`]}`)
		})
		c := newTestClient(t, rec.srv.URL, nil)
		got, err := c.CustomAudiences.Targeted(ctxTimeout(t, 5*time.Second), "acc1", "2906h", CustomAudienceTargetedOptions{})
		var bad *transport.MalformedAnswerError
		if !errors.As(err, &bad) || !strings.Contains(err.Error(), says) {
			t.Errorf("Targeted = %+v, %v; want a *MalformedAnswerError saying the entry %s", got, err, says)
		}
	}
}

// The spec's example answer of endpoint 16 (repaired of its trailing comma), through Targeted.
func TestSpecExampleCustomAudienceTargeted(t *testing.T) {
	t.Parallel()
	c, rec := trackingTagExample(t, "16_custom_audience_targeted.json")
	got, err := c.CustomAudiences.Targeted(ctxTimeout(t, 5*time.Second), "18ce54d4x5t", "2906h", CustomAudienceTargetedOptions{})
	if err != nil || !reflect.DeepEqual(got, targetedExampleCampaigns()) || rec.count() != 1 {
		t.Errorf("16: %+v, %v after %d requests", got, err, rec.count())
	}
}

// The client libraries' recorded answers of endpoint 16: the echo names the audience by its older name,
// tailored_audience_id, and the body ends in spaces after its closing brace; both decode as the spec's
// example, in one request (next_cursor null).
func TestFixtureCustomAudienceTargeted(t *testing.T) {
	t.Parallel()
	for _, file := range []string{"python-ads-sdk/targeted_audiences.json", "ruby-ads-sdk/targeted_audiences.json"} {
		rec := fixtureServer(t, file)
		c := newTestClient(t, rec.srv.URL, nil)
		got, err := c.CustomAudiences.Targeted(ctxTimeout(t, 5*time.Second), "2iqph", "abc2", CustomAudienceTargetedOptions{})
		if err != nil || !reflect.DeepEqual(got, targetedExampleCampaigns()) || rec.count() != 1 {
			t.Errorf("%s: %+v, %v after %d requests", file, got, err, rec.count())
		}
	}
}
