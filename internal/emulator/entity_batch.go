package emulator

import (
	"bytes"
	"encoding/json"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// Operation types of the campaign and line item batches.
const (
	opCreate = "Create"
	opUpdate = "Update"
	opDelete = "Delete"
)

// batchKind is what a batch endpoint needs to know of its kind.
type batchKind struct {
	maxItems int
	// idParam carries the entity's id in Update and Delete items. The spec does not show the key;
	// the python client sends campaign_id and line_item_id.
	idParam string
	// createParams and updateParams are the parameters of the single endpoints; listParams are
	// echoed as arrays.
	createParams, updateParams, listParams []string
	// apply carries one item out and returns its entity's view.
	apply func(op batchOp) (any, *apiError)
	// snapshot saves the kind's state and returns what puts it back.
	snapshot func() func()
	// created starts the list lag of what a committed Create made (view is its answer).
	created func(view any)
}

// batchOp is one item of a batch, its params converted to the form of the query string.
type batchOp struct {
	opType string
	id     string
	params url.Values
}

// batchItem is one item as read: its operation, or the error that refuses it, and its echo.
type batchItem struct {
	op   batchOp
	err  *apiError
	echo map[string]any
}

// runBatch carries out a batch body all or nothing (the spec's Batch writes). Errors of the whole
// request (not a JSON array, no item, too many items) are answered as any error; errors of items
// come in operation_errors, one array per item in request order (empty for a good item), beside
// the request echo, and nothing is applied. The HTTP status of a refused batch is not shown: the
// emulator answers 400. A batch that succeeds answers 200 with data and request in request order.
func runBatch(c *call, k batchKind) (reply, *apiError) {
	items, err := readBatch(c, k)
	if err != nil {
		return reply{}, err
	}
	restore := k.snapshot()
	data := make([]any, len(items))
	opErrors := make([][]map[string]any, len(items))
	request := make([]map[string]any, len(items))
	failed := false
	for i, it := range items {
		request[i] = map[string]any{"params": it.echo, "operation_type": it.op.opType}
		opErrors[i] = []map[string]any{}
		e := it.err
		if e == nil {
			data[i], e = k.apply(it.op)
		}
		if e != nil {
			failed = true
			opErrors[i] = append(opErrors[i], errorItem(e))
		}
	}
	if failed {
		restore()
		return reply{status: http.StatusBadRequest, raw: map[string]any{"operation_errors": opErrors, "request": request}}, nil
	}
	for i, it := range items {
		if it.op.opType == opCreate {
			k.created(data[i])
		}
	}
	return reply{raw: map[string]any{"data": data, "request": request}}, nil
}

// errorItem is an error as the errors array writes it.
func errorItem(e *apiError) map[string]any {
	item := map[string]any{"code": e.code, "message": e.message}
	if e.parameter != "" {
		item["parameter"] = e.parameter
	}
	return item
}

// readBatch reads the body as an array of at most k.maxItems items.
func readBatch(c *call, k batchKind) ([]batchItem, *apiError) {
	dec := json.NewDecoder(bytes.NewReader(c.body))
	dec.UseNumber()
	var raw []json.RawMessage
	if err := dec.Decode(&raw); err != nil || raw == nil {
		return nil, invalidParameter("", "the request body must be a JSON array of operations")
	}
	if len(raw) == 0 {
		return nil, invalidParameter("", "the batch holds no operation")
	}
	if len(raw) > k.maxItems {
		return nil, invalidParameter("", "a batch takes at most %d operations, got %d", k.maxItems, len(raw))
	}
	items := make([]batchItem, len(raw))
	for i, r := range raw {
		items[i] = readBatchItem(r, k, c.account.id)
	}
	return items, nil
}

// readBatchItem reads one {"operation_type": ..., "params": {...}} item. Its params become query
// values: strings as they are, numbers as written, booleans as true or false, arrays joined with
// commas; null is absent on Create and empty (cleared) on Update.
func readBatchItem(raw json.RawMessage, k batchKind, accountID string) batchItem {
	it := batchItem{echo: map[string]any{"account_id": accountID}}
	var item struct {
		OperationType string                     `json:"operation_type"`
		Params        map[string]json.RawMessage `json:"params"`
	}
	if err := json.Unmarshal(raw, &item); err != nil {
		it.err = invalidParameter("", "an operation must be an object with operation_type and params")
		return it
	}
	it.op.opType = item.OperationType
	allowed := k.createParams
	switch item.OperationType {
	case opCreate:
	case opUpdate:
		allowed = append(slices.Clone(k.updateParams), k.idParam)
	case opDelete:
		allowed = []string{k.idParam}
	case "":
		it.err = missingParameter("operation_type")
		return it
	default:
		it.err = invalidParameter("operation_type", "operation_type must be %s", describe([]string{opCreate, opUpdate, opDelete}))
		return it
	}
	it.op.params = url.Values{}
	for _, name := range slices.Sorted(maps.Keys(item.Params)) {
		value, echo, err := batchParam(name, item.Params[name], slices.Contains(k.listParams, name))
		switch {
		case it.err != nil:
		case err != nil:
			it.err = err
		case name == "account_id" && deref(value) != accountID:
			it.err = invalidParameter(name, "account_id %q does not name the account of the path, %s", deref(value), accountID)
		case name != "account_id" && !slices.Contains(allowed, name):
			it.err = invalidParameter(name, "%s is not a parameter of a %s operation", name, item.OperationType)
		}
		it.echo[name] = echo
		if name == "account_id" || (value == nil && item.OperationType == opCreate) {
			continue
		}
		it.op.params.Set(name, deref(value))
	}
	if it.err == nil && item.OperationType != opCreate {
		it.op.id = it.op.params.Get(k.idParam)
		it.op.params.Del(k.idParam)
		if it.op.id == "" {
			it.err = missingParameter(k.idParam)
		}
	}
	return it
}

// batchParam converts one JSON param to its query form (nil for null) and its echo.
func batchParam(name string, raw json.RawMessage, list bool) (*string, any, *apiError) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, nil, invalidParameter(name, "%s is not valid JSON", name)
	}
	switch x := v.(type) {
	case nil:
		return nil, nil, nil
	case string:
		if list {
			return &x, splitList(x), nil
		}
		return &x, x, nil
	case json.Number:
		s := x.String()
		return &s, x, nil
	case bool:
		s := "false"
		if x {
			s = "true"
		}
		return &s, x, nil
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			s, ok := e.(string)
			if !ok {
				return nil, v, invalidParameter(name, "%s must be a string or an array of strings", name)
			}
			parts[i] = s
		}
		joined := strings.Join(parts, ",")
		return &joined, x, nil
	}
	return nil, v, invalidParameter(name, "%s must not be an object", name)
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// snapshotOf saves the entities of m by value; what it returns puts them back and forgets the
// ones added since. Writes replace an entity's slices rather than change them in place, so a
// value copy is a full copy.
func snapshotOf[T any](m map[string]*T) func() {
	saved := make(map[string]T, len(m))
	for id, p := range m {
		saved[id] = *p
	}
	return func() {
		for id, p := range m {
			if v, ok := saved[id]; ok {
				*p = v
			} else {
				delete(m, id)
			}
		}
	}
}
