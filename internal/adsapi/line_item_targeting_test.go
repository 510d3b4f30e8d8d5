package adsapi

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

func TestLineItemTargetingListRequest(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[{"id":"tc1","line_item_id":"li1","targeting_type":"LOCATION","targeting_value":"5122804691e5fecc",
			"localized_name":"Saint-François","operator_type":"EQ"}],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.LineItemTargeting.List(ctxTimeout(t, 5*time.Second), "acc1", LineItemTargetingListOptions{
		LineItemIDs: []string{"li1", "li2"}, TargetingCriterionIDs: []string{"tc1"}, Lang: "fr",
		ListOptions: ListOptions{WithDeleted: true},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].LocalizedName != "Saint-François" || got[0].TargetingValue != "5122804691e5fecc" {
		t.Errorf("criteria = %+v", got)
	}
	r := rec.requests()[0]
	q := parseQuery(t, r.RawQuery)
	if r.Method != http.MethodGet || r.Path != "/12/accounts/acc1/targeting_criteria" || q.Get("line_item_ids") != "li1,li2" ||
		q.Get("targeting_criterion_ids") != "tc1" || q.Get("lang") != "fr" || q.Get("with_deleted") != "true" || q.Get("count") != "1000" {
		t.Errorf("list sent %s %s?%s", r.Method, r.Path, r.RawQuery)
	}
}

// The service requires line_item_ids and takes up to 200 ids per filter: a list that breaks either is
// refused before any request, with an error that says nothing was sent.
func TestLineItemTargetingListRefusedBeforeSending(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, `{"data":[]}`) })
	c := newTestClient(t, rec.srv.URL, nil)
	many := make([]string, 201)
	for i := range many {
		many[i] = "x"
	}
	for name, opt := range map[string]LineItemTargetingListOptions{
		"no line item":         {},
		"201 line items":       {LineItemIDs: many},
		"201 criterion filter": {LineItemIDs: []string{"li1"}, TargetingCriterionIDs: many},
	} {
		_, err := c.LineItemTargeting.List(ctxTimeout(t, 5*time.Second), "acc1", opt)
		if err == nil || MayHaveActed(err) {
			t.Errorf("%s: err = %v, want a refusal that sent nothing", name, err)
		}
	}
	if n := rec.count(); n != 0 {
		t.Errorf("%d requests sent, want none", n)
	}
}

func TestLineItemTargetingGetAndDelete(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		deleted := r.Method == http.MethodDelete
		writeJSON(w, 200, `{"data":{"id":"tc1","line_item_id":"li1","targeting_type":"BROAD_KEYWORD","targeting_value":"coffee","deleted":`+
			map[bool]string{true: "true", false: "false"}[deleted]+`}}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	got, err := c.LineItemTargeting.Get(ctx, "acc1", "tc1", "es")
	if err != nil || got.ID != "tc1" || got.Deleted {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	deleted, err := c.LineItemTargeting.Delete(ctx, "acc1", "tc1")
	if err != nil || !deleted.Deleted {
		t.Fatalf("Delete = %+v, %v", deleted, err)
	}
	reqs := rec.requests()
	if q := parseQuery(t, reqs[0].RawQuery); reqs[0].Path != "/12/accounts/acc1/targeting_criteria/tc1" || q.Get("with_deleted") != "true" || q.Get("lang") != "es" {
		t.Errorf("Get sent %s?%s, want with_deleted and lang", reqs[0].Path, reqs[0].RawQuery)
	}
	if reqs[1].Method != http.MethodDelete || reqs[1].Path != "/12/accounts/acc1/targeting_criteria/tc1" || reqs[1].RawQuery != "" || len(reqs) != 2 {
		t.Errorf("Delete sent %s %s?%s (%d requests)", reqs[1].Method, reqs[1].Path, reqs[1].RawQuery, len(reqs))
	}
}

// A create sends its parameters in the query, operator_type only when given, and its answer is
// believed although it carries no operator_type (the spec's create answer has none).
func TestLineItemTargetingCreate(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		writeJSON(w, 200, `{"data":{"id":"tc`+strconv.Itoa(n)+`","line_item_id":"`+q.Get("line_item_id")+`","targeting_type":"`+q.Get("targeting_type")+
			`","targeting_value":"`+q.Get("targeting_value")+`","name":"x","created_at":"`+createdNow()+`","deleted":false}}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	for _, in := range []LineItemCriterionInput{
		{LineItemID: "li1", TargetingType: "BROAD_KEYWORD", TargetingValue: "technology"},
		{LineItemID: "li1", TargetingType: "BROAD_KEYWORD", TargetingValue: "spam", OperatorType: "NE"},
	} {
		got, err := c.LineItemTargeting.Create(ctx, newSession(t), "acc1", in)
		if err != nil || got.TargetingValue != wire.FlexString(in.TargetingValue) {
			t.Fatalf("Create(%+v) = %+v, %v", in, got, err)
		}
	}
	reqs := rec.requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want one POST per create", len(reqs))
	}
	first, second := parseQuery(t, reqs[0].RawQuery), parseQuery(t, reqs[1].RawQuery)
	if reqs[0].Method != http.MethodPost || reqs[0].Path != "/12/accounts/acc1/targeting_criteria" || first.Get("line_item_id") != "li1" ||
		first.Get("targeting_type") != "BROAD_KEYWORD" || first.Get("targeting_value") != "technology" || first.Has("operator_type") || len(first) != 3 {
		t.Errorf("first create sent %s %s?%s", reqs[0].Method, reqs[0].Path, reqs[0].RawQuery)
	}
	if second.Get("operator_type") != "NE" {
		t.Errorf("second create sent %s, want operator_type NE", reqs[1].RawQuery)
	}
	if _, err := c.LineItemTargeting.Create(ctx, newSession(t), "acc1", LineItemCriterionInput{TargetingType: "AGE"}); err == nil || MayHaveActed(err) {
		t.Errorf("a create without line item = %v, want a refusal that sent nothing", err)
	}
}

// A create whose answer is lost after the service made the criterion adopts it, reports the adoption
// in its session, and is not sent again.
func TestLineItemTargetingCreateAdoptsWhatALostAnswerMade(t *testing.T) {
	t.Parallel()
	st, rec := newCriteriaStub(t)
	st.fault = func(int) (bool, bool) { return true, true }
	c := newTestClient(t, rec.srv.URL, nil)
	ctx, cs := creates.Begin(ctxTimeout(t, 10*time.Second), time.Minute, nil)
	got, err := c.LineItemTargeting.Create(ctx, cs.Session(), "acc1", LineItemCriterionInput{LineItemID: "li1", TargetingType: "LOCATION", TargetingValue: "loc1"})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if held := st.held(); len(held) != 1 || held[0].ID != got.ID {
		t.Fatalf("the stub holds %+v, want exactly the adopted %s", held, got.ID)
	}
	if a := cs.End().Adoptions; len(a) != 1 || a[0].Kind != "targeting criterion" || a[0].ID != got.ID {
		t.Errorf("adoptions = %+v, want the criterion", a)
	} else if h := a[0].Holder; h == nil || h.LineItemID != "li1" || h.ImportID != "acc1/li1" {
		// A criterion has no import id: its adoption is worded by the targeting resource that holds it.
		t.Errorf("the criterion's holder = %+v, want line item li1, import id acc1/li1", h)
	}
	if n := countMethod(rec.requests(), http.MethodPost); n != 1 {
		t.Errorf("POSTs = %d, want 1", n)
	}
}

// A create sent without operator_type means EQ: after a lost answer that made nothing, an excluding
// (NE) criterion of the same value made meanwhile is not taken for it, and the create is sent again.
func TestLineItemTargetingLostCreateIsNotTheExcludingTwin(t *testing.T) {
	t.Parallel()
	st, rec := newCriteriaStub(t)
	st.fault = func(n int) (bool, bool) {
		if n == 0 {
			st.criteria = append(st.criteria, LineItemCriterion{ID: "other", LineItemID: "li1", TargetingType: "BROAD_KEYWORD",
				TargetingValue: "tea", OperatorType: "NE", CreatedAt: createdNow()})
			return true, false
		}
		return false, true
	}
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.LineItemTargeting.Create(ctxTimeout(t, 10*time.Second), newSession(t), "acc1",
		LineItemCriterionInput{LineItemID: "li1", TargetingType: "BROAD_KEYWORD", TargetingValue: "tea"})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if got.ID == "other" || got.OperatorType != "EQ" {
		t.Errorf("Create = %+v, want a criterion of its own with EQ", got)
	}
	if n := countMethod(rec.requests(), http.MethodPost); n != 2 {
		t.Errorf("POSTs = %d, want the lost one and the one sent again", n)
	}
}

// methods lists the methods of the requests in order, with the path's last segment.
func methods(rec *recorder) string {
	var out []string
	for _, r := range rec.requests() {
		out = append(out, r.Method+" "+r.Path[strings.LastIndex(r.Path, "/")+1:])
	}
	return strings.Join(out, ", ")
}
