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
// although the client sees only a transport error. Without Status, Garble, WrongID,
// EndlessCursor and CyclingCursor change the answer of a request that was carried out
// (fault_answers.go): the service acted, and the client is told something else. Stall stands
// alone: the request is held unanswered until the client gives up.
//
// Go's http.Transport re-sends an idempotent request (a body-less GET, HEAD, OPTIONS) on its own
// when a reused connection closes before any answer, with the same headers: an OAuth 1.0a copy
// carries a used nonce and is refused 401 as a replay, a bearer one may go unnoticed by a Go
// client. Each such attempt still uses one of the fault's Times.
type Fault struct {
	// Method matches the request method; empty matches every method.
	Method string
	// PathPrefix matches the start of the path as it arrived (including any /sandbox prefix);
	// empty matches every path.
	PathPrefix string
	// Times is how many matching requests the fault affects; zero or less means one.
	Times int
	// After lets the first After matching requests pass untouched before the fault acts, so that a
	// test can fail a request part-way through a run ("the third upload answers 500" is After 2);
	// those requests may still take a later fault.
	After int

	// Latency delays the answer. The request (its body read on arrival) is still carried out
	// after the delay when the client has given up and closed its connection meanwhile, as
	// with a slow real service: a write can land long after its client stopped waiting.
	Latency time.Duration

	// Status, when not zero, is answered instead of carrying the request out: with the
	// service's error body for Code (a default code for the status when empty) and Message,
	// or, when Raw is true, with Body verbatim (which may be empty) as ContentType (text/html
	// when empty).
	Status  int
	Code    string
	Message string
	Raw     bool
	// Body and ContentType are the answer of Raw and of Garble.
	Body        string
	ContentType string
	// ResetAfter, when not zero, sets x-rate-limit-reset this far after the server clock's
	// now, with x-rate-limit-remaining 0, on a Status answer (meant for 429): a year ahead for
	// a reset no client should wait for, negative for a reset already past.
	ResetAfter time.Duration
	// NoReset leaves the x-rate-limit-limit, x-rate-limit-remaining and x-rate-limit-reset
	// headers out of a Status answer: a 429 that does not say when to come back (RetryAfter
	// still adds its header).
	NoReset bool
	// RetryAfter, when positive, adds a retry-after header in whole seconds (rounded up) to
	// a Status answer (a 503 or a 429).
	RetryAfter time.Duration

	// Garble carries the request out and replaces the body of its success (2xx) answer with
	// Body, which may be empty (the Garbled* constants are the shapes met in practice). The
	// status and the rate-limit headers stay; the Content-Type becomes ContentType, or when
	// empty application/json, text/html for a Body that starts with "<". An error or streamed
	// answer is sent unchanged. Garble applies after WrongID and the cursor loops.
	Garble bool

	// WrongID carries the request out and, when its success answer is the advertising
	// envelope of one object of an account's collection (cards, poll cards, draft posts, app
	// event provider configurations, promotable users, funding instruments, campaigns, line
	// items, promoted posts, scheduled posts: data is an object with an id, or an array of one
	// such object as for a card and a promoted post's create),
	// answers in data the view of another live
	// object of that collection, in the same shape: the last other one the collection's list
	// shows in its default order (creation order). A create is thus answered with the object
	// made before it, a GET, PUT or DELETE of X with another object's view. The rest of the
	// envelope (request.params) is kept. With no other object listed, the answer is sent
	// unchanged.
	WrongID bool

	// EndlessCursor and CyclingCursor act on a list answer: the advertising envelope's
	// next_cursor, or v2's meta.next_token, is replaced with a made-up cursor (present even
	// when the list had no further page). A request for that path that carries a made-up
	// cursor (as cursor or pagination_token) is then answered 200 with the same page again,
	// without reaching the endpoint (no credential is checked, no rate-limit window spent),
	// and again with a made-up cursor: a new one on every page (endless), or alternately two,
	// A, B, A, B... (cycling). Only the list answer that starts the loop uses up the fault; the
	// loop lasts as long as the server, which keeps the latest 256 loops.
	EndlessCursor bool
	CyclingCursor bool

	// DropResponse closes the connection instead of answering.
	DropResponse bool

	// ShortCount carries the request out and answers a success whose success_count is one less
	// than its total_count (the member uploads' answer: fault_short_count.go), which the spec says a
	// client must treat as a failure although the service acted.
	ShortCount bool

	// Stall holds the request without ever answering, like a service that accepts
	// connections and then hangs, until the client gives up (closes its connection). The
	// request is not carried out and the other fields are ignored. Unlike Latency, a stall
	// cannot outlive its client, so a test server with a stalled request still shuts down.
	Stall bool
}

type pendingFault struct {
	Fault
	left int
	// skip is how many more matching requests pass before the fault acts (Fault.After).
	skip int
}

// InjectFault arms f for the next f.Times matching requests, after the first f.After.
func (s *Server) InjectFault(f Fault) {
	left := f.Times
	if left <= 0 {
		left = 1
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.faults = append(s.faults, &pendingFault{Fault: f, left: left, skip: max(f.After, 0)})
}

// takeFault finds the first armed fault matching r and uses it up once; a fault still letting
// requests pass (After) counts r and looks further.
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
		if f.skip > 0 {
			f.skip--
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

	rt, pathParams, _ := s.match(r.Method, strings.TrimPrefix(r.URL.Path, sandboxPrefix))
	s.mu.Lock()
	state := s.peekWindow(s.bucketFor(rt, identity{}, r.URL.Query(), pathParams["account_id"]))
	s.mu.Unlock()
	switch {
	case f.ResetAfter > 0:
		state.remaining = 0
		state.reset = s.opts.Now().Add(f.ResetAfter + time.Second - 1).Truncate(time.Second)
	case f.ResetAfter < 0:
		state.remaining = 0
		state.reset = s.opts.Now().Add(f.ResetAfter).Truncate(time.Second)
	}
	if !f.NoReset {
		state.setHeaders(resp.header)
	}
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
