package emulator

import (
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Fault changes how the server answers the next Times requests that match Method and
// PathPrefix. Faults are consulted in the order they were injected; a request takes the
// first one that matches and still has uses left.
//
// The kinds combine: Latency delays whatever follows; Status answers without doing anything;
// DropResponse closes the connection without an answer. Without Status, the request is
// carried out normally (after any Latency) and, with DropResponse, its change is committed
// although the client sees only a transport error. Stall stands alone: the request is held
// unanswered until the client gives up.
//
// Go's http.Transport retries an idempotent request (GET, HEAD, OPTIONS) on its own when a
// reused connection closes before any answer, so a dropped GET may go unnoticed by a Go
// client; each such attempt still uses one of the fault's Times.
type Fault struct {
	// Method matches the request method; empty matches every method.
	Method string
	// PathPrefix matches the start of the path as it arrived (including any /sandbox prefix);
	// empty matches every path.
	PathPrefix string
	// Times is how many matching requests the fault affects; zero or less means one.
	Times int

	// Latency delays the answer. The request is still carried out after the delay when the
	// client has given up meanwhile, as with a slow real service.
	Latency time.Duration

	// Status, when not zero, is answered instead of carrying the request out: with the
	// service's error body for Code (a default code for the status when empty) and Message,
	// or, when Raw is true, with Body verbatim (which may be empty) as ContentType (text/html
	// when empty).
	Status      int
	Code        string
	Message     string
	Raw         bool
	Body        string
	ContentType string
	// ResetAfter sets x-rate-limit-reset this far after the server clock's now, with
	// x-rate-limit-remaining 0, on a Status answer (meant for 429).
	ResetAfter time.Duration
	// RetryAfter, when positive, adds a retry-after header in whole seconds (rounded up) to
	// a Status answer (meant for 503).
	RetryAfter time.Duration

	// DropResponse closes the connection instead of answering.
	DropResponse bool

	// Stall holds the request without ever answering, like a service that accepts
	// connections and then hangs, until the client gives up (closes its connection). The
	// request is not carried out and the other fields are ignored. Unlike Latency, a stall
	// cannot outlive its client, so a test server with a stalled request still shuts down.
	Stall bool
}

type pendingFault struct {
	Fault
	left int
}

// InjectFault arms f for the next f.Times matching requests.
func (s *Server) InjectFault(f Fault) {
	left := f.Times
	if left <= 0 {
		left = 1
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.faults = append(s.faults, &pendingFault{Fault: f, left: left})
}

// takeFault finds the first armed fault matching r and uses it up once.
func (s *Server) takeFault(r *http.Request) *Fault {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, f := range s.faults {
		if f.Method != "" && !strings.EqualFold(f.Method, r.Method) {
			continue
		}
		if !strings.HasPrefix(r.URL.Path, f.PathPrefix) {
			continue
		}
		f.left--
		if f.left == 0 {
			s.faults = append(s.faults[:i], s.faults[i+1:]...)
		}
		taken := f.Fault
		return &taken
	}
	return nil
}

// defaultCodes gives the service's usual code for a status a fault answers without a Code.
var defaultCodes = map[int]string{
	http.StatusBadRequest:          codeInvalidParameter,
	http.StatusUnauthorized:        codeUnauthorizedAccess,
	http.StatusForbidden:           codeUnauthorizedClientApplication,
	http.StatusNotFound:            codeNotFound,
	http.StatusMethodNotAllowed:    codeMethodNotAllowed,
	http.StatusRequestTimeout:      "CANCELLED_REQUEST",
	http.StatusLocked:              "LOCK_ACQUISITION_TIMEOUT",
	http.StatusTooManyRequests:     codeTooManyRequests,
	http.StatusInternalServerError: "INTERNAL_ERROR",
	http.StatusServiceUnavailable:  "SERVICE_UNAVAILABLE",
}

// faultResponse builds the answer of a fault with a Status.
func (s *Server) faultResponse(r *http.Request, f *Fault) *response {
	var resp *response
	if f.Raw {
		ct := f.ContentType
		if ct == "" {
			ct = "text/html; charset=utf-8"
		}
		resp = &response{status: f.Status, header: http.Header{}, body: []byte(f.Body)}
		resp.header.Set("Content-Type", ct)
	} else {
		code := f.Code
		if code == "" {
			code = defaultCodes[f.Status]
		}
		if code == "" {
			code = "INTERNAL_ERROR"
		}
		msg := f.Message
		if msg == "" {
			msg = http.StatusText(f.Status)
		}
		resp = failure(errorFormatOf(r.URL.Path), &apiError{status: f.Status, code: code, message: msg}, map[string]any{})
	}

	rt, _, _ := s.match(r.Method, strings.TrimPrefix(r.URL.Path, sandboxPrefix))
	s.mu.Lock()
	state := s.peekWindow(s.bucketFor(rt, identity{}, r.URL.Query()))
	s.mu.Unlock()
	if f.ResetAfter > 0 {
		state.remaining = 0
		state.reset = s.opts.Now().Add(f.ResetAfter + time.Second - 1).Truncate(time.Second)
	}
	state.setHeaders(resp.header)
	if f.RetryAfter > 0 {
		secs := int64((f.RetryAfter + time.Second - 1) / time.Second)
		resp.header.Set("Retry-After", strconv.FormatInt(secs, 10))
	}
	return resp
}

// dropConnection closes the connection without an answer, so the client sees a transport
// error. Without a hijackable connection (HTTP/2, a recorder), aborting the handler has the
// same effect on the client.
func dropConnection(w http.ResponseWriter) {
	if hj, ok := w.(http.Hijacker); ok {
		if conn, _, err := hj.Hijack(); err == nil {
			// Closing is the whole point; a failure to close leaves nothing else to do.
			_ = conn.Close()
			return
		}
	}
	panic(http.ErrAbortHandler)
}

// stall holds r until its client gives up. It is logged on arrival, so that a test counts
// the attempts a client made without racing the moment each one ends. The body is drained
// first because the server only watches for a closed connection (and cancels r's context)
// once the body has been read.
func (s *Server) stall(r *http.Request) {
	s.record(r, 0, false, true)
	// What the body holds does not matter; a read error means the client is gone already.
	_, _ = io.Copy(io.Discard, r.Body)
	<-r.Context().Done()
}
