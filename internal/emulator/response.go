package emulator

import (
	"encoding/json"
	"net/http"
)

// response is a complete answer, built before anything is written so that a fault can still
// drop it.
type response struct {
	status int
	header http.Header
	body   []byte
}

func (r *response) write(w http.ResponseWriter) {
	for k, v := range r.header {
		w.Header()[k] = v
	}
	w.WriteHeader(r.status)
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
	status := rep.status
	if status == 0 {
		status = http.StatusOK
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
