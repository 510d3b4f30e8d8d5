package emulator

import (
	"encoding/json"
	"net/http"
	"strings"
)

// response is a complete answer, built before anything is written so that a fault can still
// drop it.
type response struct {
	status int
	header http.Header
	body   []byte
	// stream, when set, writes the body instead: it runs after the headers, outside the
	// server's lock, for as long as the answer lasts (the activity stream).
	stream func(w http.ResponseWriter, r *http.Request)
}

func (r *response) write(w http.ResponseWriter, req *http.Request) {
	for k, v := range r.header {
		w.Header()[k] = v
	}
	w.WriteHeader(r.status)
	if r.stream != nil {
		r.stream(w, req)
		return
	}
	// The client may be gone; there is no one left to tell.
	_, _ = w.Write(r.body)
}

// reply is what an endpoint answers on success.
type reply struct {
	// status is 200 when zero.
	status int
	data   any
	// list answers carry next_cursor (null when nextCursor is empty).
	list       bool
	nextCursor string
	totalCount *int
	// dataType is answered as data_type where the service sends one.
	dataType string
	// message replaces data: the draft preview answers only a message.
	message string
	// raw, when not nil, is the whole body, without the advertising envelope: the v2
	// endpoints' {data, includes, errors, meta} and the 1.1 endpoints' bare answers.
	raw any
	// stream, when set, answers a stream of lines instead of a body (see response.stream).
	stream func(w http.ResponseWriter, r *http.Request)
}

func jsonResponse(status int, v any) *response {
	body, err := json.Marshal(v)
	if err != nil {
		// Every answer is built from the emulator's own types, which always marshal; a
		// failure here is a bug in the emulator, reported as the service would.
		status = http.StatusInternalServerError
		body = []byte(`{"errors":[{"code":"INTERNAL_ERROR","message":"emulator could not encode its answer"}]}`)
	}
	resp := &response{status: status, header: http.Header{}, body: body}
	resp.header.Set("Content-Type", "application/json; charset=utf-8")
	return resp
}

func successResponse(rep reply, params map[string]any) *response {
	status := rep.status
	if status == 0 {
		status = http.StatusOK
	}
	if rep.stream != nil {
		resp := &response{status: status, header: http.Header{}, stream: rep.stream}
		resp.header.Set("Content-Type", "application/json; charset=utf-8")
		return resp
	}
	if rep.raw != nil {
		return jsonResponse(status, rep.raw)
	}
	env := map[string]any{"request": map[string]any{"params": params}}
	if rep.message != "" {
		env["message"] = rep.message
	} else {
		env["data"] = rep.data
	}
	if rep.dataType != "" {
		env["data_type"] = rep.dataType
	}
	if rep.list {
		if rep.nextCursor == "" {
			env["next_cursor"] = nil
		} else {
			env["next_cursor"] = rep.nextCursor
		}
	}
	if rep.dataType != "" {
		env["data_type"] = rep.dataType
	}
	if rep.totalCount != nil {
		env["total_count"] = *rep.totalCount
	}
	return jsonResponse(status, env)
}

func errorResponse(e *apiError, params map[string]any) *response {
	item := map[string]any{"code": e.code, "message": e.message}
	if e.parameter != "" {
		item["parameter"] = e.parameter
	}
	return jsonResponse(e.status, map[string]any{
		"errors":  []any{item},
		"request": map[string]any{"params": params},
	})
}

// problemTitles are the titles of the v2 endpoints' problems, by status.
var problemTitles = map[int]string{
	http.StatusBadRequest:      "Invalid Request",
	http.StatusUnauthorized:    "Unauthorized",
	http.StatusForbidden:       "Forbidden",
	http.StatusNotFound:        "Not Found Error",
	http.StatusConflict:        "Conflict",
	http.StatusTooManyRequests: "Too Many Requests",
}

// problemResponse is an error of the v2 endpoints (/2, /labs/2): an RFC 7807 problem whose
// type ends in the problem's kind. Codes of the advertising format are mapped to the kind
// their status means; parameter is carried as an extension member.
func problemResponse(e *apiError) *response {
	kind := e.code
	if strings.ToUpper(kind) == kind { // an advertising code such as INVALID_PARAMETER
		kind = problemKinds[e.status]
	}
	title := problemTitles[e.status]
	if title == "" {
		title = http.StatusText(e.status)
	}
	typ := "about:blank"
	if kind != "" {
		typ = problemTypeBase + kind
	}
	body := map[string]any{"type": typ, "title": title, "detail": e.message, "status": e.status}
	if e.parameter != "" {
		body["parameter"] = e.parameter
	}
	resp := jsonResponse(e.status, body)
	resp.header.Set("Content-Type", "application/problem+json")
	return resp
}

// problemKinds is the problem kind of an error raised in the advertising format on a v2 path
// (authentication, routing, rate limit, parameter checks shared with the advertising routes).
var problemKinds = map[int]string{
	http.StatusBadRequest:   codeInvalidRequest,
	http.StatusUnauthorized: codeUnsupportedAuth,
	http.StatusForbidden:    codeClientForbidden,
	http.StatusNotFound:     codeResourceNotFound,
	http.StatusConflict:     codeResourceConflict,
}

// errorFormat is the shape of an API family's error answers.
type errorFormat int

const (
	adsFormat     errorFormat = iota // {"errors":[{"code":"INVALID_PARAMETER",...}],"request":...}
	problemFormat                    // RFC 7807 Problem Details (/2, /labs/2)
	v11Format                        // {"errors":[{"code":<number>,"message":...}]} (/1.1)
)

// errorFormatOf is the error format of a path's API family.
func errorFormatOf(path string) errorFormat {
	switch {
	case strings.HasPrefix(path, "/2/") || strings.HasPrefix(path, "/labs/2/"):
		return problemFormat
	case strings.HasPrefix(path, "/1.1/"):
		return v11Format
	}
	return adsFormat
}

// v11Codes are the numeric codes of the 1.1 endpoints for errors raised outside their handlers
// (authentication, routing, parameters, rate limits, faults), by status, as the real service numbers
// them: 32 could not authenticate, 34 not found, 44 invalid parameter, 88 rate limit exceeded, 130 over
// capacity, 131 internal error; 200 is the emulator's forbidden.
var v11Codes = map[int]int{
	http.StatusBadRequest:          v11CodeInvalidParameter,
	http.StatusUnauthorized:        32,
	http.StatusForbidden:           v11CodeForbidden,
	http.StatusNotFound:            v11CodeNotFound,
	http.StatusMethodNotAllowed:    v11CodeNotFound,
	http.StatusTooManyRequests:     88,
	http.StatusInternalServerError: 131,
	http.StatusServiceUnavailable:  130,
}

// v11Response is an error of the 1.1 endpoints.
func v11Response(e *apiError) *response {
	code, ok := v11Codes[e.status]
	if !ok {
		code = 131
	}
	return jsonResponse(e.status, v11Body(code, e.message))
}

// v11Body is the body of a 1.1 error.
func v11Body(code int, message string) map[string]any {
	return map[string]any{"errors": []any{map[string]any{"code": code, "message": message}}}
}
