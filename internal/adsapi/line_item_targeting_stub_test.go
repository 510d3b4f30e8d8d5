package adsapi

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// criteriaStub is a small stand-in for the targeting criteria endpoints in unit tests: it keeps the
// criteria it made, answers the single create, the batch (all or nothing) and the list (filtered by
// line_item_ids, targeting_criterion_ids and with_deleted), and can lose the answer of a write after
// applying it or before.
type criteriaStub struct {
	mu       sync.Mutex
	criteria []LineItemCriterion
	writes   int
	// fault, when set, decides for the n-th write (0-based) whether its answer is lost (a 500) and
	// whether it is applied first.
	fault func(n int) (lost, applied bool)
	// refuse, when set, refuses the n-th write with a 400 whose body it returns; nothing is applied.
	refuse func(n int) string
	// batches holds the body of each batch request.
	batches [][]targetingBatchItem
}

func newCriteriaStub(t *testing.T) (*criteriaStub, *recorder) {
	st := &criteriaStub{}
	return st, newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) { st.serve(w, r) })
}

func (st *criteriaStub) serve(w http.ResponseWriter, r *http.Request) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if r.Method == http.MethodGet {
		st.list(w, r)
		return
	}
	var items []targetingBatchItem
	batch := strings.HasPrefix(r.URL.Path, "/12/batch/")
	if batch {
		body, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(body, &items); err != nil {
			writeJSON(w, 400, `{"errors":[{"code":"INVALID_PARAMETER","message":"body"}]}`)
			return
		}
		st.batches = append(st.batches, items)
	} else {
		params := map[string]string{}
		for k := range r.URL.Query() {
			params[k] = r.URL.Query().Get(k)
		}
		items = []targetingBatchItem{{OperationType: "Create", Params: params}}
	}
	n := st.writes
	st.writes++
	if st.refuse != nil {
		if body := st.refuse(n); body != "" {
			writeJSON(w, 400, body)
			return
		}
	}
	lost, applied := false, true
	if st.fault != nil {
		lost, applied = st.fault(n)
	}
	var out []LineItemCriterion
	if applied {
		out = st.apply(items)
	}
	if lost {
		writeJSON(w, 500, `{"errors":[{"code":"INTERNAL_ERROR","message":"the answer was lost"}]}`)
		return
	}
	var data any = out
	if !batch {
		data = out[0]
	}
	b, _ := json.Marshal(map[string]any{"data_type": "targeting_criterion", "data": data})
	writeJSON(w, 200, string(b))
}

// apply carries out the operations and returns their answers.
func (st *criteriaStub) apply(items []targetingBatchItem) []LineItemCriterion {
	out := make([]LineItemCriterion, len(items))
	for i, it := range items {
		if it.OperationType == "Delete" {
			for j := range st.criteria {
				if st.criteria[j].ID == it.Params["targeting_criterion_id"] {
					st.criteria[j].Deleted = true
					out[i] = st.criteria[j]
				}
			}
			continue
		}
		c := LineItemCriterion{
			ID: fmt.Sprintf("tc%d", len(st.criteria)+1), LineItemID: it.Params["line_item_id"],
			TargetingType: it.Params["targeting_type"], TargetingValue: wire.FlexString(it.Params["targeting_value"]),
			OperatorType: it.Params["operator_type"], Name: it.Params["targeting_value"], CreatedAt: createdNow(),
		}
		if c.OperatorType == "" {
			c.OperatorType = "EQ"
		}
		st.criteria = append(st.criteria, c)
		out[i] = c
	}
	return out
}

// add stores a criterion made before the test, as another writer or an earlier run made it.
func (st *criteriaStub) add(c LineItemCriterion) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.criteria = append(st.criteria, c)
}

func (st *criteriaStub) list(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	lineItems := strings.Split(q.Get("line_item_ids"), ",")
	var ids []string
	if v := q.Get("targeting_criterion_ids"); v != "" {
		ids = strings.Split(v, ",")
	}
	out := []LineItemCriterion{}
	for _, c := range st.criteria {
		if slices.Contains(lineItems, c.LineItemID) && (ids == nil || slices.Contains(ids, c.ID)) && (!c.Deleted || q.Get("with_deleted") == "true") {
			out = append(out, c)
		}
	}
	b, _ := json.Marshal(map[string]any{"data": out, "next_cursor": nil})
	writeJSON(w, 200, string(b))
}

// held returns the criteria the stub holds, deleted ones included.
func (st *criteriaStub) held() []LineItemCriterion {
	st.mu.Lock()
	defer st.mu.Unlock()
	return slices.Clone(st.criteria)
}

// sentBatches returns the bodies of the batch requests so far.
func (st *criteriaStub) sentBatches() [][]targetingBatchItem {
	st.mu.Lock()
	defer st.mu.Unlock()
	return slices.Clone(st.batches)
}
