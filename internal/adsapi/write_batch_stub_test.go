package adsapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// entityStub serves the campaign or line item endpoints of one account from memory, as the spec
// describes them: the single create, update, delete and GET, the list with its id filters, and the
// batch endpoint, all or nothing. An item named "bad..." is refused, and so is an update or delete of
// an entity it does not hold (or holds deleted, for a delete): the batch answer blames it in
// operation_errors at its position (in the shape refusal writes). Tests set faults per batch request.
type entityStub struct {
	t      *testing.T
	kind   string // "campaigns" or "line_items"
	idKey  string // "campaign_id" or "line_item_id"
	parent string // the list filter of the parent: "funding_instrument_ids" or "campaign_ids"
	// latency delays every answer, as the service's would be.
	latency time.Duration
	// refusal writes the failure answer of a batch whose items have these problems (nil for a good
	// item).
	refusal func(problems []map[string]any) string
	// fault, when set, is asked before a batch request is answered (n counts the batch requests
	// from 0): "drop" applies it and loses the answer, "500" applies nothing and answers 500, ""
	// answers it.
	fault func(n int) string

	mu       sync.Mutex
	rec      *recorder
	next     int
	objects  map[string]map[string]any
	order    []string
	applied  map[string]int // creates applied, by name
	batches  [][]string     // the operation types of each batch request
	nBatches int
}

func newEntityStub(t *testing.T, kind string) *entityStub {
	s := &entityStub{t: t, kind: kind, objects: map[string]map[string]any{}, applied: map[string]int{}}
	s.idKey, s.parent = "line_item_id", "campaign_ids"
	if kind == "campaigns" {
		s.idKey, s.parent = "campaign_id", "funding_instrument_ids"
	}
	s.refusal = positionalRefusal
	s.rec = newRecorder(t, s.serve)
	return s
}

// positionalRefusal is operation_errors as the audience pages describe it: one entry per item, in
// the items' order, an array of errors (empty for a good item).
func positionalRefusal(problems []map[string]any) string {
	entries := make([]any, len(problems))
	for i, p := range problems {
		entries[i] = []any{}
		if p != nil {
			entries[i] = []any{p}
		}
	}
	b, _ := json.Marshal(map[string]any{"errors": []any{}, "operation_errors": entries, "request": map[string]any{"params": map[string]any{}}})
	return string(b)
}

// problem is what the service says of a batch item, nil when it is good. s.mu is held.
func (s *entityStub) problem(opType string, params map[string]any) map[string]any {
	if name, _ := params["name"].(string); strings.HasPrefix(name, "bad") {
		return map[string]any{"code": "INVALID_PARAMETER", "message": name + " is not a name", "parameter": "name"}
	}
	if opType == "Create" {
		return nil
	}
	obj := s.objects[fmt.Sprint(params[s.idKey])]
	if obj == nil || (opType == "Delete" && obj["deleted"] == true) {
		return map[string]any{"code": "NOT_FOUND", "message": fmt.Sprint(params[s.idKey]) + " does not exist", "parameter": s.idKey}
	}
	return nil
}

func (s *entityStub) serve(_ int, w http.ResponseWriter, r *http.Request) {
	time.Sleep(s.latency)
	s.mu.Lock()
	defer s.mu.Unlock()
	base := "/12/accounts/acc1/" + s.kind
	switch {
	case r.Method == http.MethodPost && r.URL.Path == "/12/batch/accounts/acc1/"+s.kind:
		s.batch(w, r)
	case r.Method == http.MethodPost && r.URL.Path == base:
		obj, problem := s.create(paramsOf(r.URL.Query()))
		if problem != "" {
			writeJSON(w, 400, `{"errors":[{"code":"INVALID_PARAMETER","message":"`+problem+`","parameter":"name"}]}`)
			return
		}
		s.answer(w, obj)
	case r.Method == http.MethodGet && r.URL.Path == base:
		s.list(w, r.URL.Query())
	case strings.HasPrefix(r.URL.Path, base+"/"):
		obj := s.objects[strings.TrimPrefix(r.URL.Path, base+"/")]
		if obj == nil || (r.Method == http.MethodDelete && obj["deleted"] == true) {
			writeJSON(w, 404, `{"errors":[{"code":"NOT_FOUND","message":"no such entity"}]}`)
			return
		}
		switch r.Method {
		case http.MethodPut:
			s.update(obj, paramsOf(r.URL.Query()))
		case http.MethodDelete:
			obj["deleted"] = true
		}
		s.answer(w, obj)
	default:
		writeJSON(w, 404, `{"errors":[{"code":"ROUTE_NOT_FOUND","message":"no route"}]}`)
	}
}

// paramsOf reads single-endpoint query parameters as the batch takes them.
func paramsOf(q url.Values) map[string]any {
	p := map[string]any{}
	for k := range q {
		p[k] = q.Get(k)
	}
	return p
}

// create makes an object of p, or says why p is refused. s.mu is held.
func (s *entityStub) create(p map[string]any) (map[string]any, string) {
	name, _ := p["name"].(string)
	if strings.HasPrefix(name, "bad") {
		return nil, name + " is not a name"
	}
	s.next++
	id := strconv.FormatInt(int64(1000+s.next), 36)
	obj := map[string]any{"id": id, "entity_status": "ACTIVE", "currency": "USD", "deleted": false,
		"created_at": time.Now().UTC().Format(time.RFC3339)}
	s.update(obj, p)
	s.objects[id] = obj
	s.order = append(s.order, id)
	s.applied[name]++
	return obj, ""
}

// seed adds an object made an hour ago, by another client, and returns its id.
func (s *entityStub) seed(p map[string]any) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	obj, _ := s.create(p)
	obj["created_at"] = time.Now().Add(-time.Hour).UTC().Format(time.RFC3339)
	return obj["id"].(string)
}

// update sets p on obj: numbers stay numbers, comma lists become arrays. s.mu is held.
func (s *entityStub) update(obj, p map[string]any) {
	for k, v := range p {
		if k == s.idKey {
			continue
		}
		if text, ok := v.(string); ok {
			if n, err := strconv.ParseInt(text, 10, 64); err == nil && strings.HasSuffix(k, "_micro") {
				v = n
			} else if k == "placements" || k == "categories" {
				v = strings.Split(text, ",")
			}
		}
		obj[k] = v
	}
}

func (s *entityStub) answer(w http.ResponseWriter, data any) {
	b, _ := json.Marshal(map[string]any{"request": map[string]any{"params": map[string]any{}}, "data": data})
	writeJSON(w, 200, string(b))
}

// list answers the list, newest first (every lookup asks so), filtered by ids and parent.
func (s *entityStub) list(w http.ResponseWriter, q url.Values) {
	ids := strings.Split(q.Get(s.kind[:len(s.kind)-1]+"_ids"), ",")
	parents := strings.Split(q.Get(s.parent), ",")
	var out []any
	for _, id := range slices.Backward(s.order) {
		obj := s.objects[id]
		parent, _ := obj[strings.TrimSuffix(s.parent, "s")].(string)
		switch {
		case q.Get(s.kind[:len(s.kind)-1]+"_ids") != "" && !slices.Contains(ids, id),
			q.Get(s.parent) != "" && !slices.Contains(parents, parent),
			obj["deleted"] == true && q.Get("with_deleted") != "true":
			continue
		}
		out = append(out, obj)
	}
	b, _ := json.Marshal(map[string]any{"data": append([]any{}, out...), "next_cursor": nil})
	writeJSON(w, 200, string(b))
}

// batch applies a batch request all or nothing. s.mu is held.
func (s *entityStub) batch(w http.ResponseWriter, r *http.Request) {
	var ops []struct {
		OperationType string         `json:"operation_type"`
		Params        map[string]any `json:"params"`
	}
	if err := json.NewDecoder(r.Body).Decode(&ops); err != nil || len(ops) > 40 {
		writeJSON(w, 400, `{"errors":[{"code":"INVALID_PARAMETER","message":"bad batch"}]}`)
		return
	}
	n := s.nBatches
	s.nBatches++
	types := make([]string, len(ops))
	problems := make([]map[string]any, len(ops))
	bad := false
	for i, op := range ops {
		types[i] = op.OperationType
		problems[i] = s.problem(op.OperationType, op.Params)
		bad = bad || problems[i] != nil
	}
	s.batches = append(s.batches, types)
	fault := ""
	if s.fault != nil {
		fault = s.fault(n)
	}
	switch {
	case fault == "500":
		writeJSON(w, 500, `{"errors":[{"code":"INTERNAL_ERROR","message":"try later"}]}`)
		return
	case bad:
		writeJSON(w, 400, s.refusal(problems))
		return
	}
	data := make([]any, len(ops))
	for i, op := range ops {
		switch op.OperationType {
		case "Create":
			data[i], _ = s.create(op.Params)
		case "Update":
			obj := s.objects[fmt.Sprint(op.Params[s.idKey])]
			s.update(obj, op.Params)
			data[i] = obj
		case "Delete":
			obj := s.objects[fmt.Sprint(op.Params[s.idKey])]
			obj["deleted"] = true
			data[i] = obj
		}
	}
	if fault == "drop" {
		hj, _ := w.(http.Hijacker)
		conn, _, err := hj.Hijack()
		if err == nil {
			_ = conn.Close()
		}
		return
	}
	s.answer(w, data)
}

// counts returns the requests seen by method and endpoint ("POST batch", "POST", "PUT", "DELETE", "GET").
func (s *entityStub) counts() map[string]int {
	out := map[string]int{}
	for _, r := range s.rec.requests() {
		key := r.Method
		if strings.HasPrefix(r.Path, "/12/batch/") {
			key += " batch"
		}
		out[key]++
	}
	return out
}

// appliedTwice names the creates applied more than once.
func (s *entityStub) appliedTwice() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for name, n := range s.applied {
		if n > 1 {
			out = append(out, name)
		}
	}
	return out
}

// batchSizes returns the number of items of each batch request.
func (s *entityStub) batchSizes() []int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]int, len(s.batches))
	for i, b := range s.batches {
		out[i] = len(b)
	}
	return out
}
