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

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// The criteria of the spec's example request of endpoint 46, two of them without an operator.
var estimateExampleCriteria = []EstimateCriterion{
	{TargetingType: "BROAD_KEYWORD", TargetingValue: "nba", OperatorType: "EQ"},
	{TargetingType: "BROAD_KEYWORD", TargetingValue: "tech", OperatorType: "NE"},
	{TargetingType: "LOCATION", TargetingValue: "96683cc9126741d1", OperatorType: "EQ"},
	{TargetingType: "SIMILAR_TO_FOLLOWERS_OF_USER", TargetingValue: "14230524"},
	{TargetingType: "SIMILAR_TO_FOLLOWERS_OF_USER", TargetingValue: "90420314"},
}

// jsonEqual reports whether two JSON texts hold the same value.
func jsonEqual(t *testing.T, a, b []byte) bool {
	t.Helper()
	var va, vb any
	if err := json.Unmarshal(a, &va); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	if err := json.Unmarshal(b, &vb); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	return reflect.DeepEqual(va, vb)
}

// The spec's example: Estimate sends its request body (a JSON body, nothing in the query string, an
// operator left out as the example leaves it out) and decodes its answer.
func TestSpecExampleAudienceEstimate(t *testing.T) {
	t.Parallel()
	c, rec := trackingTagExample(t, "46_audience_estimate.json")
	got, err := c.AudienceEstimate.Estimate(ctxTimeout(t, 5*time.Second), "18ce54d4x5t", estimateExampleCriteria)
	if err != nil || *got != (AudienceSize{Min: 38236294, Max: 42261167}) {
		t.Errorf("Estimate = %+v, %v", got, err)
	}
	want, err := os.ReadFile(filepath.Join("testdata", "audiences-and-measurement", "46_audience_estimate_request.json"))
	if err != nil {
		t.Fatal(err)
	}
	reqs := rec.requests()
	if len(reqs) != 1 || reqs[0].Method != http.MethodPost || reqs[0].Path != "/12/accounts/18ce54d4x5t/audience_estimate" ||
		reqs[0].RawQuery != "" || !strings.HasPrefix(reqs[0].Header.Get("Content-Type"), "application/json") {
		t.Fatalf("requests = %+v, want one POST of a JSON body without query", reqs)
	}
	if !jsonEqual(t, []byte(reqs[0].Body), want) {
		t.Errorf("body = %s, want the spec's example request %s", reqs[0].Body, want)
	}
}

// The client libraries' recorded answer (the ruby copy ends with a space after its closing brace).
func TestFixtureAudienceEstimate(t *testing.T) {
	t.Parallel()
	for _, file := range []string{"python-ads-sdk/audience_estimate.json", "ruby-ads-sdk/audience_estimate.json"} {
		rec := fixtureServer(t, file)
		c := newTestClient(t, rec.srv.URL, nil)
		got, err := c.AudienceEstimate.Estimate(ctxTimeout(t, 5*time.Second), "2iqph", estimateExampleCriteria[:1])
		if err != nil || *got != (AudienceSize{Min: 41133600, Max: 50274400}) {
			t.Errorf("%s: %+v, %v", file, got, err)
		}
	}
}

// No criterion is sent as an empty array, for the service to judge; a lost answer is asked again, as the
// request changes nothing.
func TestAudienceEstimateRetriedAndEmpty(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, _ *http.Request) {
		if n == 0 {
			writeJSON(w, http.StatusInternalServerError, `{"errors":[{"code":"INTERNAL_ERROR","message":"x"}]}`)
			return
		}
		writeJSON(w, 200, `{"data":{"audience_size":{"min":"10","max":12}}}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.AudienceEstimate.Estimate(ctxTimeout(t, 5*time.Second), "acc1", nil)
	if err != nil || *got != (AudienceSize{Min: 10, Max: 12}) {
		t.Errorf("Estimate = %+v, %v; want the second answer", got, err)
	}
	reqs := rec.requests()
	if len(reqs) != 2 || reqs[1].Body != `{"targeting_criteria":[]}` {
		t.Errorf("requests = %+v, want two, each of an empty targeting_criteria", reqs)
	}
}

// An answer that is not a range of users is malformed, not an estimate.
func TestAudienceEstimateMalformed(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ body, says string }{
		{`{"data":{"audience_size":{"min":10}}}`, "lacks min or max"},
		{`{"data":{"audience_size":{"min":null,"max":3}}}`, "lacks min or max"},
		{`{"data":{}}`, "lacks min or max"},
		{`{"data":[{"audience_size":{"min":1,"max":2}}]}`, "not an object holding"},
		{`{"data":{"audience_size":{"min":20,"max":10}}}`, "not a range of users"},
		{`{"data":{"audience_size":{"min":"many","max":10}}}`, "decoding integer"},
		{`{"data":{"audience_size":{"min":-1,"max":2}}}`, "not a range of users"},
		{`{"data":{"audience_size":{"min":1,"max":2}},"errors":[{"code":"X"}]}`, "error entries beside"},
	} {
		body, says := tc.body, tc.says
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, body) })
		c := newTestClient(t, rec.srv.URL, nil)
		got, err := c.AudienceEstimate.Estimate(ctxTimeout(t, 5*time.Second), "acc1", estimateExampleCriteria)
		var bad *transport.MalformedAnswerError
		if !errors.As(err, &bad) || !strings.Contains(err.Error(), says) {
			t.Errorf("%s: Estimate = %+v, %v; want a *MalformedAnswerError saying %q", body, got, err, says)
		}
	}
}
