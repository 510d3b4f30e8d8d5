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

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/writebatch"
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

// batchRefusal is a batch refused as a whole because of some of its items (a writebatch.Refusal):
// every item of the request (writes, in order) was refused, and entries holds what the service said
// of each (nil where it said nothing).
type batchRefusal struct {
	err     *transport.Error
	kind    string
	writes  []batchWrite
	entries []itemEntry
}

// batchWrite is what a refusal names of one write: its operation and the id of its object.
type batchWrite struct {
	op writebatch.Op
	id string
}

// itemEntry is one entry of operation_errors: its errors and the entry as the service wrote it.
type itemEntry struct {
	details []transport.ErrorDetail
	raw     json.RawMessage
}

func (r *batchRefusal) Error() string { return r.err.Error() }
func (r *batchRefusal) Unwrap() error { return r.err }

// Blamed reports whether the service named an error of the item at position i.
func (r *batchRefusal) Blamed(i int) bool {
	return i < len(r.entries) && len(r.entries[i].details) > 0
}

// postBatch sends writes in one batch request to path and returns each item's part of the answer, in
// order. A failure answer with errors for single items is a *batchRefusal; other failures are the
// usual errors (*transport.Error, *transport.ConnectionError, *transport.MalformedAnswerError for a success that does not hold one
// entity per item).
func postBatch[T any](ctx context.Context, c *Client, kind, path, accountID, idParam string, writes []writebatch.Write[T, writeParams]) ([]json.RawMessage, error) {
	body := make([]batchOp, len(writes))
	named := make([]batchWrite, len(writes))
	for i, w := range writes {
		p := w.Params.batch()
		if w.Op != writebatch.Create {
			// The python client's key; the spec does not show it.
			p[idParam] = w.ID
		}
		body[i] = batchOp{OperationType: string(w.Op), Params: p}
		named[i] = batchWrite{op: w.Op, id: w.ID}
	}
	r := c.campaignWrite(http.MethodPost, path, []string{accountID}, nil, body)
	expanded, err := r.Path()
	if err != nil {
		return nil, err
	}
	if err := admit(ctx, r.Method, expanded); err != nil {
		return nil, err
	}
	// Exchange, not Send: a refusal's body holds operation_errors, which *transport.Error does not
	// keep.
	a, apiErr, err := c.t.Exchange(ctx, r.Request)
	if err != nil {
		return nil, err
	}
	if apiErr != nil {
		if entries := operationErrors(a.Body); a.Status < http.StatusInternalServerError && slices.ContainsFunc(entries, func(e itemEntry) bool { return len(e.details) > 0 }) {
			return nil, &batchRefusal{err: apiErr, kind: kind, writes: named, entries: entries}
		}
		return nil, apiErr
	}
	env, err := decodeEnvelope(a)
	if err != nil {
		return nil, err
	}
	data, err := env.listData()
	if err != nil {
		return nil, err
	}
	var parts []json.RawMessage
	if err := json.Unmarshal(data, &parts); err != nil {
		return nil, env.answer.Malformed("%v", err)
	}
	if len(parts) != len(writes) {
		return nil, env.answer.Malformed("data holds %d entities for the %d items sent", len(parts), len(writes))
	}
	return parts, nil
}

// decodeEntity decodes one item of a batch answer; a nil entity when it is not one.
func decodeEntity[T any](raw json.RawMessage) *T {
	if wire.Kind(raw) != "an object" {
		return nil
	}
	v := new(T)
	if json.Unmarshal(raw, v) != nil {
		return nil
	}
	return v
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
	switch wire.Kind(top.OperationErrors) {
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
			if err != nil || i < 0 || i >= writebatch.MaxWrites {
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
func entryDetails(raw json.RawMessage) []transport.ErrorDetail {
	var details []transport.ErrorDetail
	switch wire.Kind(raw) {
	case "an array":
		if json.Unmarshal(raw, &details) != nil {
			return nil
		}
	case "an object":
		var one struct {
			Errors []transport.ErrorDetail `json:"errors"`
		}
		if json.Unmarshal(raw, &one) != nil {
			return nil
		}
		details = one.Errors
		if len(details) == 0 {
			var d transport.ErrorDetail
			if json.Unmarshal(raw, &d) != nil {
				return nil
			}
			details = []transport.ErrorDetail{d}
		}
	case "a string":
		var msg string
		if json.Unmarshal(raw, &msg) != nil || msg == "" {
			return nil
		}
		details = []transport.ErrorDetail{{Message: msg}}
	}
	out := details[:0]
	for _, d := range details {
		if d != (transport.ErrorDetail{}) {
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
	Err   *transport.Error
}

func (e *BatchItemError) Error() string {
	what := e.Kind
	if e.ID != "" {
		what += " " + e.ID
	}
	return fmt.Sprintf("%s; the service refused this %s of %s", e.Err.Error(), strings.ToLower(e.Operation), what)
}

func (e *BatchItemError) Unwrap() error { return e.Err }

// ItemError is the error of the item at position i of a refused request: what its entry says, or
// the request's own errors when the entry says nothing.
func (r *batchRefusal) ItemError(i int) error {
	w := r.writes[i]
	e := &BatchItemError{Kind: r.kind, Operation: string(w.op), ID: w.id}
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
	e.Err = &transport.Error{
		StatusCode: r.err.StatusCode, Method: r.err.Method, Path: r.err.Path,
		Code: first.Code, Message: first.Message, Parameter: first.Parameter, Details: first.Details,
		Errors: details,
	}
	return e
}
