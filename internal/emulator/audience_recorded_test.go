package emulator

import (
	"net/http"
	"net/url"
	"testing"
)

// audienceLegacyFields are the fields that the recorded (older) audience answers carry and version 12
// answers do not. list_type: the audiences and measurement spec, 2.1 ("Recorded older answers also
// carry list_type ... a decoder must tolerate both") and Versioning (version 4 removed it from
// audience requests and answers).
var audienceLegacyFields = map[string][]string{
	"custom_audience": {"list_type"},
}

// Every recorded answer of the audiences and measurement endpoints (6, 7, 13, 16, 22 and 46) has its
// shape in the emulator's answer of the same request: the envelope (data_type apart, which the spec's
// Envelope paragraph gives to recorded older answers only) and each field of each object, the objects
// nested in a field included (a targeted entry's line items, the estimate's audience_size).
// request.params is not compared: the spec's Echo paragraph makes it informative, and the recorded
// echoes are older ones (a create's parameters on a read, tailored_audience_id). The files recorded
// under the older name tailored audiences are asked of the custom audience paths, the only ones the
// spec uses (Versioning).
func TestRecordedAudienceAnswersHaveTheEmulatorsShape(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{NoRouteLimits: true})
	audiences := customAudiencesPathOf(DemoAccountID)
	lineItem := f.targetableLineItem("")
	f.target(lineItem, "CUSTOM_AUDIENCE", DemoCustomAudienceID).wantStatus(t, http.StatusCreated)
	f.grant(DemoCustomAudienceID, OtherAccountID, "READ_ONLY").wantStatus(t, http.StatusCreated)
	res := f.tag(lineItem, "IMPRESSION_TAG", specTagURL)
	res.wantStatus(t, http.StatusCreated)
	trackingTag := res.object(t)["id"].(string)
	withTotal := url.Values{"with_total_count": {"true"}}
	estimate := map[string]any{"targeting_criteria": []any{crit("BROAD_KEYWORD", "nba", "EQ")}}
	for _, tc := range []struct {
		file, kind string
		method     string
		path       string
		query      url.Values
		body       any
		// nested names a field whose objects are compared too.
		nested string
	}{
		{"python-ads-sdk/custom_audiences_all.json", "custom_audience", "GET", audiences, withTotal, nil, ""},
		{"python-ads-sdk/custom_audiences_load.json", "custom_audience", "GET", audiences + "/" + DemoCustomAudienceID, nil, nil, ""},
		{"python-ads-sdk/tailored_audiences_load.json", "custom_audience", "GET", audiences + "/" + DemoCustomAudienceID, nil, nil, ""},
		{"python-ads-sdk/custom_audiences_permissions_all.json", "permission", "GET", permissionsPathOf(DemoAccountID, DemoCustomAudienceID), withTotal, nil, ""},
		{"python-ads-sdk/targeted_audiences.json", "targeted", "GET", targetedPathOf(DemoAccountID, DemoCustomAudienceID), nil, nil, "line_items"},
		{"python-ads-sdk/audience_estimate.json", "estimate", "POST", audienceEstimatePathOf(DemoAccountID), nil, estimate, "audience_size"},
		{"ruby-ads-sdk/custom_audiences_all.json", "custom_audience", "GET", audiences, withTotal, nil, ""},
		{"ruby-ads-sdk/custom_audiences_load.json", "custom_audience", "GET", audiences + "/" + DemoCustomAudienceID, nil, nil, ""},
		{"ruby-ads-sdk/tailored_audiences_all.json", "custom_audience", "GET", audiences, withTotal, nil, ""},
		{"ruby-ads-sdk/targeted_audiences.json", "targeted", "GET", targetedPathOf(DemoAccountID, DemoCustomAudienceID), nil, nil, "line_items"},
		{"ruby-ads-sdk/audience_estimate.json", "estimate", "POST", audienceEstimatePathOf(DemoAccountID), nil, estimate, "audience_size"},
		{"ruby-ads-sdk/tracking_tags_load.json", "tracking_tag", "GET", trackingTagsPathOf(DemoAccountID) + "/" + trackingTag, nil, nil, ""},
	} {
		t.Run(tc.file, func(t *testing.T) {
			recorded := readRecorded(t, tc.file)
			res := f.do(apiCall{method: tc.method, path: tc.path, query: tc.query, json: tc.body})
			res.wantStatus(t, http.StatusOK)
			for k := range recorded {
				if _, ok := res.body[k]; !ok && k != "data_type" {
					t.Errorf("the envelope lacks %q", k)
				}
			}
			gotItems, recordedItems := asObjects(res.body["data"]), asObjects(recorded["data"])
			if len(gotItems) == 0 || len(recordedItems) == 0 {
				t.Fatalf("nothing to compare: %s", res.raw)
			}
			for i, r := range recordedItems {
				got := gotItems[i%len(gotItems)]
				wantRecordedShape(t, tc.file, got, r, audienceLegacyFields[tc.kind])
				if tc.nested == "" {
					continue
				}
				gotNested, recordedNested := asObjects(got[tc.nested]), asObjects(r[tc.nested])
				if len(gotNested) == 0 || len(recordedNested) == 0 {
					t.Fatalf("no %s to compare: %s", tc.nested, res.raw)
				}
				for j, rn := range recordedNested {
					wantRecordedShape(t, tc.file+" "+tc.nested, gotNested[j%len(gotNested)], rn, nil)
				}
			}
		})
	}
}
