package emulator

import (
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"
)

// Request is one request the server received, in the order it finished (a stalled request
// is logged when it arrives).
type Request struct {
	Method string
	// Path is the path as it arrived (with any /sandbox prefix), without the query.
	Path  string
	Query string
	// Truncated is true when the method, path or query was longer than the log keeps
	// (32 bytes, 1 KiB and 4 KiB): each then holds only its start, cut before any
	// partial percent-escape or character.
	Truncated bool
	// Status is the status the server produced. For a request whose answer an injected
	// fault dropped, it is the status of the committed answer the client never saw.
	Status int
	// Dropped is true when an injected fault closed the connection instead of answering.
	Dropped bool
	// Stalled is true when an injected fault held the request unanswered until the client
	// gave up; its Status is 0.
	Stalled bool
}

// Longest method, path and query a logged request keeps. Longer ones are cut, so that the log's
// size is bounded by its number of entries whatever the requests carry.
const (
	maxLoggedMethod = 32
	maxLoggedPath   = 1 << 10
	maxLoggedQuery  = 4 << 10
)

// requestLog holds the last Options.RequestLogLimit requests in a ring.
type requestLog struct {
	entries []Request
	// oldest is the index of the oldest entry once the ring is full.
	oldest int
}

// add logs r, forgetting the oldest entry when the log already holds limit.
func (l *requestLog) add(r Request, limit int) {
	if len(l.entries) < limit {
		l.entries = append(l.entries, r)
		return
	}
	l.entries[l.oldest] = r
	l.oldest = (l.oldest + 1) % len(l.entries)
}

// inOrder returns a copy of the entries, oldest first.
func (l *requestLog) inOrder() []Request {
	out := make([]Request, 0, len(l.entries))
	out = append(out, l.entries[l.oldest:]...)
	return append(out, l.entries[:l.oldest]...)
}

// Requests returns a copy of the request log: the last Options.RequestLogLimit requests,
// oldest first.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.requests.inOrder()
}

// ResetRequests empties the request log.
func (s *Server) ResetRequests() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = requestLog{}
}

// Count returns how many logged requests have the method (any method when empty) and a path
// starting with pathPrefix. A prefix matches deeper paths too: "/12/accounts/a/cards" also
// counts ".../cards/poll" requests. Only the requests the log still holds are counted (see
// Options.RequestLogLimit).
func (s *Server) Count(method, pathPrefix string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, r := range s.requests.entries {
		if r.Matches(method, pathPrefix) {
			n++
		}
	}
	return n
}

// Matches reports whether r has the method (any method when empty) and a path starting with pathPrefix,
// as Count counts.
func (r Request) Matches(method, pathPrefix string) bool {
	return (method == "" || strings.EqualFold(r.Method, method)) && strings.HasPrefix(r.Path, pathPrefix)
}

// record logs a finished request and writes its access-log line. The Authorization header
// is never written, and the values of oauth_* query parameters (a client may sign in the
// query string) are masked, so no credential or signature reaches the access log.
func (s *Server) record(r *http.Request, status int, dropped, stalled bool) {
	method, cutMethod := clip(r.Method, maxLoggedMethod)
	path, cutPath := clip(r.URL.Path, maxLoggedPath)
	query, cutQuery := clip(r.URL.RawQuery, maxLoggedQuery)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests.add(Request{
		Method:    method,
		Path:      path,
		Query:     query,
		Truncated: cutMethod || cutPath || cutQuery,
		Status:    status,
		Dropped:   dropped,
		Stalled:   stalled,
	}, s.opts.RequestLogLimit)
	if s.opts.AccessLog == nil {
		return
	}
	target := path
	if query != "" {
		target += "?" + maskOAuthParams(query)
	}
	suffix := ""
	switch {
	case dropped:
		suffix = " (answer dropped)"
	case stalled:
		suffix = " (stalled, never answered)"
	}
	// An access log that cannot be written must not fail the request it describes.
	_, _ = fmt.Fprintf(s.opts.AccessLog, "%s %s %d%s\n", method, target, status, suffix)
}

// clip returns v cut to at most limit bytes, stepping back over a partial percent-escape or
// UTF-8 character so that what is kept still decodes, and whether it cut. The result never
// shares memory with v: the method, path and query of a request are slices of its whole
// request line, which a logged substring would keep alive.
func clip(v string, limit int) (string, bool) {
	if len(v) <= limit {
		return strings.Clone(v), false
	}
	cut := limit
	if i := strings.LastIndexByte(v[:cut], '%'); i >= 0 && i > cut-3 {
		cut = i
	}
	for cut > 0 && !utf8.RuneStart(v[cut]) {
		cut--
	}
	return strings.Clone(v[:cut]), true
}

func maskOAuthParams(rawQuery string) string {
	parts := strings.Split(rawQuery, "&")
	for i, p := range parts {
		if name, _, found := strings.Cut(p, "="); found && strings.HasPrefix(strings.ToLower(name), "oauth_") {
			parts[i] = name + "=REDACTED"
		}
	}
	return strings.Join(parts, "&")
}
