package adsapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"context"
)

// The answers of a batch endpoint. A success holds data, an array in the order of the request; a
// failure refuses every item (all or nothing), with errors about the request as a whole in errors
// and errors about single items in operation_errors. The structure of operation_errors is not shown
// for campaigns and line items; the reference's audience pages say an entry's position is its input
// item's. Entries are read leniently: an entry may be null or empty (no error for that item), one
// error object, an array of them, or an object holding errors; the raw entry is kept.

// batchOp is one item of a batch request's body.
type batchOp struct {
	OperationType string         `json:"operation_type"`
	Params        map[string]any `json:"params"`
}

// batchRefusal is a batch refused as a whole because of some of its items: every item of the request
// (items, in order) was refused, and entries holds what the service said of each (nil where it said
// nothing).
type batchRefusal[T any] struct {
	err     *Error
	items   []*writeItem[T]
	entries []itemEntry
}

// itemEntry is one entry of operation_errors: its errors and the entry as the service wrote it.
type itemEntry struct {
	details []ErrorDetail
	raw     json.RawMessage
}

func (r *batchRefusal[T]) Error() string { return r.err.Error() }
func (r *batchRefusal[T]) Unwrap() error { return r.err }

// blamed reports whether the service named an error of the item at position i.
func (r *batchRefusal[T]) blamed(i int) bool {
	return i < len(r.entries) && len(r.entries[i].details) > 0
}

// post sends items in one batch request and returns each item's part of the answer, in order. A
// failure answer with errors for single items is a *batchRefusal; other failures are the usual
// errors (*Error, *ConnectionError, *MalformedAnswerError for a success that does not hold one
// entity per item).
func (b *writeBatcher[T]) post(ctx context.Context, accountID string, items []*writeItem[T]) ([]json.RawMessage, error) {
	body := make([]batchOp, len(items))
	for i, it := range items {
		body[i] = batchOp{OperationType: it.op, Params: it.batchParams(b.k.idParam)}
	}
	r := b.c.campaignWrite(http.MethodPost, b.k.batchPath, []string{accountID}, nil, body)
	path, err := expandPath(r.template, r.params)
	if err != nil {
		return nil, &notSentError{fmt.Errorf("%s %s: %w", r.method, r.template, err)}
	}
	o, err := b.c.prepare(r, path)
	if err != nil {
		return nil, err
	}
	// The call itself, not outgoing.send: a refusal's body holds operation_errors, which *Error
	// does not keep.
	status, raw, err := o.k.send(ctx, o.u, o.body, o.contentType)
	if err != nil {
		return nil, err
	}
	if status >= http.StatusMultipleChoices {
		apiErr := o.answerError(status, raw)
		if entries := operationErrors(raw); status < http.StatusInternalServerError && slices.ContainsFunc(entries, func(e itemEntry) bool { return len(e.details) > 0 }) {
			return nil, &batchRefusal[T]{err: apiErr, items: items, entries: entries}
		}
		return nil, apiErr
	}
	env, err := decodeEnvelope(&answer{method: r.method, path: path, status: status, body: raw})
	if err != nil {
		return nil, err
	}
	data, err := env.listData()
	if err != nil {
		return nil, err
	}
	var parts []json.RawMessage
	if err := json.Unmarshal(data, &parts); err != nil {
		return nil, env.answer.malformed("%v", err)
	}
	if len(parts) != len(items) {
		return nil, env.answer.malformed("data holds %d entities for the %d items sent", len(parts), len(items))
	}
	return parts, nil
}

// operationErrors reads the operation_errors of a failure answer, by position; nil when there are none.
func operationErrors(body []byte) []itemEntry {
	var top struct {
		OperationErrors json.RawMessage `json:"operation_errors"`
	}
	if json.Unmarshal(body, &top) != nil {
		return nil
	}
	var list []json.RawMessage
	switch jsonKind(top.OperationErrors) {
	case "an array":
		if json.Unmarshal(top.OperationErrors, &list) != nil {
			return nil
		}
	case "an object":
		// Keyed by position ("0", "1", ...), should the service write it so.
		var byIndex map[string]json.RawMessage
		if json.Unmarshal(top.OperationErrors, &byIndex) != nil {
			return nil
		}
		for k, v := range byIndex {
			i, err := strconv.Atoi(k)
			if err != nil || i < 0 || i >= batchMaxWrites {
				continue
			}
			for len(list) <= i {
				list = append(list, nil)
			}
			list[i] = v
		}
	default:
		return nil
	}
	entries := make([]itemEntry, len(list))
	for i, raw := range list {
		entries[i] = itemEntry{details: entryDetails(raw), raw: raw}
	}
	return entries
}

// entryDetails reads the errors of one operation_errors entry.
func entryDetails(raw json.RawMessage) []ErrorDetail {
	var objects []errorEntry
	switch jsonKind(raw) {
	case "an array":
		if json.Unmarshal(raw, &objects) != nil {
			return nil
		}
	case "an object":
		var one errorBody
		if json.Unmarshal(raw, &one) != nil {
			return nil
		}
		objects = one.Errors
		if len(objects) == 0 {
			objects = []errorEntry{one.errorEntry}
		}
	case "a string":
		var msg string
		if json.Unmarshal(raw, &msg) != nil || msg == "" {
			return nil
		}
		objects = []errorEntry{{Message: msg}}
	}
	var out []ErrorDetail
	for _, o := range objects {
		if d := o.normalise(); d != (ErrorDetail{}) {
			out = append(out, d)
		}
	}
	return out
}

// BatchItemError is the service's refusal of one write that travelled in a batch request: Err names
// the code, message and parameter the service gave for this item (Err.Errors holds them all), with
// the status, method and path of the batch request; Entry is the item's operation_errors entry as
// the service wrote it (nil when it refused the request as a whole). Nothing of the item was applied.
type BatchItemError struct {
	Kind, Operation string
	// ID names the entity of an update or a delete.
	ID    string
	Entry json.RawMessage
	Err   *Error
}

func (e *BatchItemError) Error() string {
	what := e.Kind
	if e.ID != "" {
		what += " " + e.ID
	}
	return fmt.Sprintf("%s; the service refused this %s of %s", e.Err.Error(), strings.ToLower(e.Operation), what)
}

func (e *BatchItemError) Unwrap() error { return e.Err }

// itemError is the error of the item at position i of a refused request: what its entry says, or
// the request's own errors when the entry says nothing.
func (r *batchRefusal[T]) itemError(kind string, i int) *BatchItemError {
	it := r.items[i]
	e := &BatchItemError{Kind: kind, Operation: it.op, ID: it.id}
	if i >= len(r.entries) || len(r.entries[i].details) == 0 {
		e.Err = r.err
		return e
	}
	entry := r.entries[i]
	e.Entry = bytes.Clone(entry.raw)
	details := slices.Clone(entry.details)
	for j := range details {
		details[j].Operation = i + 1
	}
	first := details[0]
	e.Err = &Error{
		StatusCode: r.err.StatusCode, Method: r.err.Method, Path: r.err.Path,
		Code: first.Code, Message: first.Message, Parameter: first.Parameter, Details: first.Details,
		Errors: details,
	}
	return e
}
