package adsapi

import (
	"encoding/json"
	"net/http"
	"strings"
)

// errorEntry holds the fields of both error formats: the advertising API's
// {"errors":[{code, message, parameter, details}]} and the v2 endpoints' RFC 7807
// problem (type, title, detail), alone or inside "errors".
// The 1.1 endpoints send numeric codes, hence FlexString. Value and ResourceType name the
// item of a v2 partial answer that could not be returned.
type errorEntry struct {
	Code         FlexString `json:"code"`
	Message      string     `json:"message"`
	Parameter    string     `json:"parameter"`
	Details      string     `json:"details"`
	Type         string     `json:"type"`
	Title        string     `json:"title"`
	Detail       string     `json:"detail"`
	Value        FlexString `json:"value"`
	ResourceType string     `json:"resource_type"`
}

type errorBody struct {
	Errors []errorEntry `json:"errors"`
	errorEntry
}

// decodeError turns an answer of 300 or more into *Error. A body that is not one of the
// known formats (HTML from a proxy, nothing at all) leaves the status to speak.
func decodeError(method, path string, status int, body []byte) *Error {
	e := &Error{StatusCode: status, Method: method, Path: path}
	var parsed errorBody
	if json.Unmarshal(body, &parsed) == nil {
		entries := parsed.Errors
		if len(entries) == 0 && (parsed.Type != "" || parsed.Title != "" || parsed.Detail != "") {
			entries = []errorEntry{parsed.errorEntry}
		}
		for _, en := range entries {
			e.Errors = append(e.Errors, en.normalise())
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
	if d.Message == "" {
		d.Message = en.Detail
	}
	if d.Message == "" {
		d.Message = en.Title
	}
	return d
}

// problemCode is the last path segment of a problem type URL such as
// https://api.x.com/2/problems/resource-not-found; "about:blank" has none.
func problemCode(typ string) string {
	if !strings.Contains(typ, "/") {
		return ""
	}
	return typ[strings.LastIndex(typ, "/")+1:]
}
