package transport

import (
	"cmp"
	"encoding/json"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// errorEntry holds the fields of both error formats: the advertising API's
// {"errors":[{code, message, parameter, details}]} and the v2 endpoints' RFC 7807
// problem (type, title, detail), alone or inside "errors".
// The 1.1 endpoints send numeric codes, hence wire.FlexString. Value and ResourceType name the
// item of a v2 partial answer that could not be returned.
type errorEntry struct {
	Code wire.FlexString `json:"code"`
	// Parameters is the live invalid-request shape: the parameter at fault is the key,
	// {"max_results":["0"]}.
	Parameters   map[string][]string `json:"parameters"`
	Message      string              `json:"message"`
	Parameter    string              `json:"parameter"`
	Details      string              `json:"details"`
	Type         string              `json:"type"`
	Title        string              `json:"title"`
	Detail       string              `json:"detail"`
	Value        wire.FlexString     `json:"value"`
	ResourceType string              `json:"resource_type"`
	ResourceID   wire.FlexString     `json:"resource_id"`
}

// notFoundTitle is the title the service gives a missing resource.
const notFoundTitle = "Not Found Error"

type errorBody struct {
	Errors []errorEntry `json:"errors"`
	// OperationErrors are the errors of a refused batch's items: an array of one entry per item, in
	// the order of the items, each an array of errors (empty for a good item) or a single error. It
	// is kept raw, so that another shape cannot keep the rest of the body from decoding.
	OperationErrors json.RawMessage `json:"operation_errors"`
	errorEntry
}

// decodeError turns an answer of 300 or more into *Error. A body that is not one of the
// known formats (HTML from a proxy, nothing at all) leaves the status to speak.
func decodeError(method, path string, status int, body []byte) *Error {
	e := &Error{StatusCode: status, Method: method, Path: path}
	var parsed errorBody
	if json.Unmarshal(body, &parsed) == nil {
		top := parsed.errorEntry
		entries := parsed.Errors
		if len(entries) == 0 && (top.Type != "" || top.Title != "" || top.Detail != "") {
			entries = []errorEntry{top}
		}
		for _, en := range entries {
			// Live invalid-request answers put the problem's type beside entries that carry
			// only a message and the parameters.
			if en.Type == "" && en.Code == "" {
				en.Type, en.Title = top.Type, cmp.Or(en.Title, top.Title)
			}
			e.Errors = append(e.Errors, en.normalise())
		}
		var items []json.RawMessage
		if wire.Kind(parsed.OperationErrors) == "an array" && json.Unmarshal(parsed.OperationErrors, &items) != nil {
			items = nil
		}
		for i, raw := range items {
			for _, en := range operationEntries(raw) {
				d := en.normalise()
				d.Operation = i + 1
				e.Errors = append(e.Errors, d)
			}
		}
	}
	if len(e.Errors) == 0 {
		e.Message = http.StatusText(status)
		return e
	}
	first := e.Errors[0]
	e.Code, e.Message, e.Parameter, e.Details = first.Code, first.Message, first.Parameter, first.Details
	return e
}

// operationEntries reads the errors of one batch item: an array of errors, or one error; null or
// anything else holds none.
func operationEntries(raw json.RawMessage) []errorEntry {
	var list []errorEntry
	if json.Unmarshal(raw, &list) == nil {
		return list
	}
	var one errorEntry
	if wire.Kind(raw) == "an object" && json.Unmarshal(raw, &one) == nil {
		return []errorEntry{one}
	}
	return nil
}

// UnmarshalJSON reads one error entry in any of the service's formats, normalised: the entries that
// travel beside data (a v2 partial answer, a line of a stream, a batch item's operation_errors)
// read as those of an error answer do.
func (d *ErrorDetail) UnmarshalJSON(b []byte) error {
	var en errorEntry
	if err := json.Unmarshal(b, &en); err != nil {
		return err
	}
	*d = en.normalise()
	return nil
}

func (en errorEntry) normalise() ErrorDetail {
	d := ErrorDetail{
		Code:         string(en.Code),
		Message:      en.Message,
		Parameter:    en.Parameter,
		Details:      en.Details,
		Type:         en.Type,
		Title:        en.Title,
		Value:        string(en.Value),
		ResourceType: en.ResourceType,
	}
	if d.Code == "" {
		d.Code = problemCode(en.Type)
	}
	// The spec's examples of the user lookups describe a missing user without type and value: its
	// title and resource_type say the kind, its resource_id the item asked for.
	if d.Code == "" && en.Type == "" && en.Title == notFoundTitle && en.ResourceType != "" {
		d.Code = "resource-not-found"
	}
	if d.Value == "" {
		d.Value = string(en.ResourceID)
	}
	if d.Parameter == "" && len(en.Parameters) > 0 {
		names := slices.Sorted(maps.Keys(en.Parameters))
		d.Parameter = strings.Join(names, ", ")
		if d.Value == "" && len(names) == 1 {
			d.Value = strings.Join(en.Parameters[names[0]], ",")
		}
	}
	if d.Message == "" {
		d.Message = en.Detail
	}
	if d.Message == "" {
		d.Message = en.Title
	}
	return d
}

// problemCode is the kind of a problem type URL, read from its path whatever the host (live
// answers still name api.twitter.com): resource-not-found for
// https://api.x.com/2/problems/resource-not-found. Other types, such as about:blank, have none.
func problemCode(typ string) string {
	u, err := url.Parse(typ)
	if err != nil {
		return ""
	}
	kind, ok := strings.CutPrefix(u.Path, "/2/problems/")
	if !ok || strings.Contains(kind, "/") {
		return ""
	}
	return kind
}
