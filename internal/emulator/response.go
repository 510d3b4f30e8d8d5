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
	// streamDone, when set, runs once the stream has ended, or instead of it when the answer is
	// never written (a dropped response): it gives back the stream's connection slot.
	streamDone func()
}

func (r *response) write(w http.ResponseWriter, req *http.Request) {
	for k, v := range r.header {
		w.Header()[k] = v
	}
	w.WriteHeader(r.status)
	if r.stream != nil {
		if r.streamDone != nil {
			defer r.streamDone()
		}
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
	// stream, when set, answers a stream of lines instead of a body (see response.stream), and
	// streamDone runs when it ends (see response.streamDone).
	stream     func(w http.ResponseWriter, r *http.Request)
	streamDone func()
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
		resp := &response{status: status, header: http.Header{}, stream: rep.stream, streamDone: rep.streamDone}
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
