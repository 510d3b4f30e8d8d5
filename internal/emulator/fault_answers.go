package emulator

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"time"
)

// Bodies a Garble fault answers, as real answers have been seen to arrive: an empty object, a
// data object with nothing in it, an empty list with errors, a gateway's HTML page, nothing.
const (
	GarbledEmptyObject = `{}`
	GarbledEmptyData   = `{"data":{}}`
	GarbledErrors      = `{"data":[],"errors":[{"code":"INTERNAL_ERROR","message":"Internal error"}]}`
	GarbledHTML        = `<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>`
	GarbledEmpty       = ``
)

// GarbledBodies names the Garbled* bodies, as the -faults flag's garble-as parameter does.
var GarbledBodies = map[string]string{
	"empty-object": GarbledEmptyObject,
	"empty-data":   GarbledEmptyData,
	"errors":       GarbledErrors,
	"html":         GarbledHTML,
	"empty":        GarbledEmpty,
}

// garbledBodyNames is the order in which random faults draw from GarbledBodies.
var garbledBodyNames = []string{"empty-object", "empty-data", "errors", "html", "empty"}

// answer produces the answer to r under fault (nil for none): any delay first, then a Status
// answer that skips the request, or the request carried out (or a cursor loop's page) and
// its answer changed as the fault says.
func (s *Server) answer(r *http.Request, fault *Fault) *response {
	if fault != nil && fault.Latency > 0 {
		delay(r, fault.Latency)
	}
	if fault != nil && fault.Status != 0 {
		return s.faultResponse(r, fault)
	}
	resp := s.loopPage(r)
	inLoop := resp != nil
	if !inLoop {
		resp = s.handle(r)
	}
	if fault == nil || resp.stream != nil || resp.status < 200 || resp.status > 299 {
		return resp
	}
	if fault.WrongID {
		resp = s.answerOtherObject(r, resp)
	}
	// A loop's page keeps its loop going: a cursor fault drawn on it would break the cycle.
	if (fault.EndlessCursor || fault.CyclingCursor) && !inLoop {
		resp = s.startCursorLoop(r, resp, fault.CyclingCursor)
	}
	if fault.ShortCount {
		resp = shortCounted(resp)
	}
	if fault.Garble {
		resp = garbled(resp, fault)
	}
	return resp
}

// delay waits d before r is carried out. The body is read first, as the service receives a
// request whole before it works on it: a client that gives up while its body waits unread
// behind full buffers never sends the rest, and the late write would never happen.
func delay(r *http.Request, d time.Duration) {
	// A read error stays in r.Body, behind what was read, for the endpoint to meet.
	read, _ := io.ReadAll(io.LimitReader(r.Body, maxBodyBytes+1))
	r.Body = struct {
		io.Reader
		io.Closer
	}{io.MultiReader(bytes.NewReader(read), r.Body), r.Body}
	time.Sleep(d)
}

// garbled is resp with its body replaced as fault.Body says, status and other headers kept.
func garbled(resp *response, fault *Fault) *response {
	out := &response{status: resp.status, header: resp.header.Clone(), body: []byte(fault.Body)}
	ct := fault.ContentType
	switch {
	case ct != "":
	case strings.HasPrefix(strings.TrimSpace(fault.Body), "<"):
		ct = "text/html; charset=utf-8"
	default:
		ct = "application/json; charset=utf-8"
	}
	out.header.Set("Content-Type", ct)
	return out
}

// decodeJSONObject decodes a JSON object keeping numbers as they were written, so that a
// changed answer re-encodes the rest unchanged; ok is false for anything else.
func decodeJSONObject(body []byte) (obj map[string]any, ok bool) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(&obj); err != nil || obj == nil {
		return nil, false
	}
	return obj, true
}

// withJSONBody is resp answering body instead, status and headers kept.
func withJSONBody(resp *response, body map[string]any) *response {
	raw, err := json.Marshal(body)
	if err != nil {
		// body was decoded from JSON and changed with decoded values; it always encodes.
		return resp
	}
	return &response{status: resp.status, header: resp.header, body: raw}
}
