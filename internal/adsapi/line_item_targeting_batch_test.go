package adsapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// existing is a criterion of line item li1 made before the test.
func existing(id, value string) LineItemCriterion {
	return LineItemCriterion{ID: id, LineItemID: "li1", TargetingType: "BROAD_KEYWORD", TargetingValue: wire.FlexString(value),
		OperatorType: "EQ", CreatedAt: "2024-01-01T00:00:00Z"}
}

// A batch goes out as one JSON request with its operations in order, each create naming the line
// item; the answer gives each operation its criterion, a deleted one with Deleted true.
func TestTargetingBatchRequest(t *testing.T) {
	t.Parallel()
	st, rec := newCriteriaStub(t)
	st.add(existing("old", "coffee"))
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.LineItemTargeting.Batch(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", "li1", []TargetingOperation{
		DeleteCriterion("old"),
		CreateCriterion(LineItemCriterionInput{TargetingType: "LOCATION", TargetingValue: "5122804691e5fecc"}),
		CreateCriterion(LineItemCriterionInput{TargetingType: "BROAD_KEYWORD", TargetingValue: "tea", OperatorType: "NE"}),
	})
	if err != nil {
		t.Fatalf("Batch: %v", err)
	}
	if len(got) != 3 || got[0].ID != "old" || !got[0].Deleted || got[1].TargetingType != "LOCATION" || got[2].OperatorType != "NE" {
		t.Fatalf("results = %+v %+v %+v", got[0], got[1], got[2])
	}
	reqs := rec.requests()
	if len(reqs) != 1 || reqs[0].Method != http.MethodPost || reqs[0].Path != "/12/batch/accounts/acc1/targeting_criteria" ||
		reqs[0].RawQuery != "" || reqs[0].Header.Get("Content-Type") != "application/json" {
		t.Fatalf("requests: %s", methods(rec))
	}
	var body []map[string]any
	if err := json.Unmarshal([]byte(reqs[0].Body), &body); err != nil {
		t.Fatal(err)
	}
	want := `[{"operation_type":"Delete","params":{"targeting_criterion_id":"old"}},` +
		`{"operation_type":"Create","params":{"line_item_id":"li1","targeting_type":"LOCATION","targeting_value":"5122804691e5fecc"}},` +
		`{"operation_type":"Create","params":{"line_item_id":"li1","operator_type":"NE","targeting_type":"BROAD_KEYWORD","targeting_value":"tea"}}]`
	if b, _ := json.Marshal(body); string(b) != want {
		t.Errorf("body = %s\nwant   %s", b, want)
	}
}

// Operations that cannot be sent as they are fail before any request.
func TestTargetingBatchRefusedBeforeSending(t *testing.T) {
	t.Parallel()
	_, rec := newCriteriaStub(t)
	c := newTestClient(t, rec.srv.URL, nil)
	create := CreateCriterion(LineItemCriterionInput{TargetingType: "AGE", TargetingValue: "AGE_OVER_18"})
	tooMany := make([]TargetingOperation, TargetingBatchMax+1)
	for i := range tooMany {
		tooMany[i] = DeleteCriterion(fmt.Sprint(i))
	}
	for name, tc := range map[string]struct {
		cs  creates.Session
		ops []TargetingOperation
	}{
		"more than 500":          {creates.Session{}, tooMany},
		"neither create nor del": {newSession(t), []TargetingOperation{{}}},
		"both create and delete": {newSession(t), []TargetingOperation{{Create: create.Create, DeleteID: "x"}}},
		"another line item":      {newSession(t), []TargetingOperation{CreateCriterion(LineItemCriterionInput{LineItemID: "li2", TargetingType: "AGE"})}},
		"create without session": {creates.Session{}, []TargetingOperation{create}},
	} {
		_, err := c.LineItemTargeting.Batch(ctxTimeout(t, 5*time.Second), tc.cs, "acc1", "li1", tc.ops)
		if err == nil || MayHaveActed(err) {
			t.Errorf("%s: err = %v, want a refusal that sent nothing", name, err)
		}
	}
	if n := rec.count(); n != 0 {
		t.Errorf("%d requests, want none", n)
	}
}

// A batch the service refuses applied nothing: the refusal is returned with its code and parameter,
// no entry is set, and nothing is looked for or sent again.
func TestTargetingBatchRefusedByTheService(t *testing.T) {
	t.Parallel()
	st, rec := newCriteriaStub(t)
	st.add(existing("old", "coffee"))
	// The item's error comes under operation_errors, one array per item in order (the spec leaves
	// the shape out; the audiences pages align the entries with the items).
	st.refuse = func(int) string {
		return `{"operation_errors":[[],[{"code":"INVALID_TARGETING_TYPE","message":"no such type","parameter":"targeting_type"}]],"request":[]}`
	}
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.LineItemTargeting.Batch(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", "li1", []TargetingOperation{
		DeleteCriterion("old"), CreateCriterion(LineItemCriterionInput{TargetingType: "NOPE", TargetingValue: "x"}),
	})
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.Code != "INVALID_TARGETING_TYPE" || apiErr.Parameter != "targeting_type" {
		t.Fatalf("err = %v, want the service's refusal", err)
	}
	if len(apiErr.Errors) != 1 || apiErr.Errors[0].Operation != 2 {
		t.Errorf("error entries = %+v, want the second item's", apiErr.Errors)
	}
	if msg := err.Error(); !strings.Contains(msg, "none of its 2 operations was applied") ||
		!strings.Contains(msg, `operation 2 (create NOPE "x"): INVALID_TARGETING_TYPE no such type (parameter: targeting_type)`) {
		t.Errorf("err = %q, want it to say nothing was applied and which operation the service named", msg)
	}
	if got[0] != nil || got[1] != nil {
		t.Errorf("results = %v, want none set", got)
	}
	if s := methods(rec); s != "POST targeting_criteria" {
		t.Errorf("requests: %s, want the one POST", s)
	}
}

// The answer of a batch the service applied is lost: the creates are found and adopted, the delete
// is confirmed by the read, and nothing is sent again.
func TestTargetingBatchLostAfterItWasApplied(t *testing.T) {
	t.Parallel()
	st, rec := newCriteriaStub(t)
	st.add(existing("old", "coffee"))
	st.fault = func(int) (bool, bool) { return true, true }
	c := newTestClient(t, rec.srv.URL, nil)
	ctx, cs := creates.Begin(ctxTimeout(t, 10*time.Second), time.Minute, nil)
	got, err := c.LineItemTargeting.Batch(ctx, cs.Session(), "acc1", "li1", []TargetingOperation{
		CreateCriterion(LineItemCriterionInput{TargetingType: "BROAD_KEYWORD", TargetingValue: "tea"}),
		DeleteCriterion("old"),
		CreateCriterion(LineItemCriterionInput{TargetingType: "BROAD_KEYWORD", TargetingValue: "milk"}),
	})
	if err != nil {
		t.Fatalf("Batch: %v", err)
	}
	if got[0].TargetingValue != "tea" || got[0].ID == "" || got[1].ID != "old" || !got[1].Deleted || got[2].TargetingValue != "milk" {
		t.Fatalf("results = %+v %+v %+v", got[0], got[1], got[2])
	}
	if n := len(st.sentBatches()); n != 1 {
		t.Errorf("%d batches sent, want 1", n)
	}
	if held := st.held(); len(held) != 3 {
		t.Errorf("the stub holds %d criteria, want the old one and the two made once", len(held))
	}
	if a := cs.End().Adoptions; len(a) != 2 {
		t.Errorf("adoptions = %+v, want the two creates", a)
	}
}

// The answer of a batch is lost and the batch was not applied: the creates are sent again in a batch
// of their own, and the delete, still there when read, in another.
func TestTargetingBatchLostBeforeItWasApplied(t *testing.T) {
	t.Parallel()
	st, rec := newCriteriaStub(t)
	st.add(existing("old", "coffee"))
	st.fault = func(n int) (bool, bool) { return n == 0, n != 0 }
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.LineItemTargeting.Batch(ctxTimeout(t, 10*time.Second), newSession(t), "acc1", "li1", []TargetingOperation{
		DeleteCriterion("old"),
		CreateCriterion(LineItemCriterionInput{TargetingType: "BROAD_KEYWORD", TargetingValue: "tea"}),
	})
	if err != nil {
		t.Fatalf("Batch: %v", err)
	}
	if !got[0].Deleted || got[1].TargetingValue != "tea" {
		t.Fatalf("results = %+v %+v", got[0], got[1])
	}
	var kinds []string
	for _, b := range st.sentBatches() {
		var ops []string
		for _, it := range b {
			ops = append(ops, it.OperationType)
		}
		kinds = append(kinds, strings.Join(ops, "+"))
	}
	if s := strings.Join(kinds, ", "); s != "Delete+Create, Create, Delete" {
		t.Errorf("batches sent: %s; want the lost one, the create again, the delete again", s)
	}
	if held := st.held(); len(held) != 2 || !held[0].Deleted {
		t.Errorf("the stub holds %+v, want the old one deleted and one new", held)
	}
}

// A batch of deletes alone whose answer is lost is settled by reading the line item's criteria: a
// criterion deleted, or no longer listed at all, is done.
func TestTargetingDeleteBatchLostAnswer(t *testing.T) {
	t.Parallel()
	st, rec := newCriteriaStub(t)
	st.add(existing("a", "coffee"))
	st.fault = func(int) (bool, bool) { return true, true }
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.LineItemTargeting.Batch(ctxTimeout(t, 5*time.Second), creates.Session{}, "acc1", "li1", []TargetingOperation{
		DeleteCriterion("a"), DeleteCriterion("never"),
	})
	if err != nil {
		t.Fatalf("Batch: %v", err)
	}
	if got[0] == nil || !got[0].Deleted || got[1] != nil {
		t.Errorf("results = %v, want a deleted and no entry for the unknown one", got)
	}
	if s := methods(rec); s != "POST targeting_criteria, GET targeting_criteria" {
		t.Errorf("requests: %s, want the batch and one read", s)
	}
	q := parseQuery(t, rec.requests()[1].RawQuery)
	if q.Get("line_item_ids") != "li1" || q.Get("targeting_criterion_ids") != "a,never" || q.Get("with_deleted") != "true" {
		t.Errorf("the read asked %v", q)
	}
}

// Apply sends 1,001 operations in batches of 500, 500 and 1, and returns each operation's criterion in
// order; when the second batch is refused, the first stays applied, the third is not sent, and the
// error says how far it went.
func TestTargetingApplyInBatchesOf500(t *testing.T) {
	t.Parallel()
	ops := make([]TargetingOperation, 1001)
	for i := range ops {
		ops[i] = CreateCriterion(LineItemCriterionInput{TargetingType: "BROAD_KEYWORD", TargetingValue: fmt.Sprintf("kw%d", i)})
	}
	t.Run("all applied", func(t *testing.T) {
		t.Parallel()
		st, rec := newCriteriaStub(t)
		got, err := newTestClient(t, rec.srv.URL, nil).LineItemTargeting.Apply(ctxTimeout(t, 10*time.Second), newSession(t), "acc1", "li1", ops)
		if err != nil {
			t.Fatalf("Apply: %v", err)
		}
		var sizes []int
		for _, b := range st.sentBatches() {
			sizes = append(sizes, len(b))
		}
		if fmt.Sprint(sizes) != "[500 500 1]" || len(got) != 1001 || got[0].TargetingValue != "kw0" || got[1000].TargetingValue != "kw1000" {
			t.Errorf("batches %v, %d results", sizes, len(got))
		}
	})
	t.Run("second refused", func(t *testing.T) {
		t.Parallel()
		st, rec := newCriteriaStub(t)
		st.refuse = func(n int) string {
			if n == 1 {
				return `{"errors":[{"code":"INVALID_PARAMETER","message":"bad keyword","parameter":"targeting_value"}]}`
			}
			return ""
		}
		got, err := newTestClient(t, rec.srv.URL, nil).LineItemTargeting.Apply(ctxTimeout(t, 10*time.Second), newSession(t), "acc1", "li1", ops)
		var partly *TargetingPartlyAppliedError
		if !errors.As(err, &partly) || partly.Applied != 500 || partly.Total != 1001 {
			t.Fatalf("err = %v, want 500 of 1001 applied", err)
		}
		if got[499] == nil || got[500] != nil || got[1000] != nil {
			t.Errorf("results 499, 500, 1000 = %v %v %v; want only the first batch's set", got[499], got[500], got[1000])
		}
		if n := len(st.sentBatches()); n != 2 || len(st.held()) != 500 {
			t.Errorf("%d batches sent, %d criteria held; want 2 and 500", n, len(st.held()))
		}
	})
	t.Run("bad operation far down", func(t *testing.T) {
		t.Parallel()
		_, rec := newCriteriaStub(t)
		bad := append(append([]TargetingOperation(nil), ops...), TargetingOperation{})
		if _, err := newTestClient(t, rec.srv.URL, nil).LineItemTargeting.Apply(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", "li1", bad); err == nil {
			t.Error("Apply with a malformed last operation succeeded")
		}
		if n := rec.count(); n != 0 {
			t.Errorf("%d requests, want none", n)
		}
	})
}

// Remove, what a resource's Delete sends, needs no create session: it deletes every criterion it is
// given, in batches of 500 in order.
func TestTargetingRemoveNeedsNoSession(t *testing.T) {
	t.Parallel()
	st, rec := newCriteriaStub(t)
	ids := make([]string, TargetingBatchMax+1)
	for i := range ids {
		ids[i] = fmt.Sprintf("c%d", i)
		st.add(existing(ids[i], ids[i]))
	}
	if err := newTestClient(t, rec.srv.URL, nil).LineItemTargeting.Remove(ctxTimeout(t, 10*time.Second), "acc1", "li1", ids); err != nil {
		t.Fatalf("Remove: %v", err)
	}
	var sizes []int
	for _, b := range st.sentBatches() {
		sizes = append(sizes, len(b))
		for _, it := range b {
			if it.OperationType != "Delete" {
				t.Fatalf("Remove sent a %s", it.OperationType)
			}
		}
	}
	if !slices.Equal(sizes, []int{TargetingBatchMax, 1}) {
		t.Errorf("batches of %v, want 500 then 1", sizes)
	}
	for _, c := range st.held() {
		if !c.Deleted {
			t.Errorf("criterion %s is still there", c.ID)
		}
	}
}
