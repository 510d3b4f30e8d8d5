package emulator

import (
	"fmt"
	"net/http"
	"strings"
)

// Request is one request the server received, in the order it finished (a stalled request
// is logged when it arrives).
type Request struct {
	Method string
	// Path is the path as it arrived (with any /sandbox prefix), without the query.
	Path  string
	Query string
	// Status is the status the server produced. For a request whose answer an injected
	// fault dropped, it is the status of the committed answer the client never saw.
	Status int
	// Dropped is true when an injected fault closed the connection instead of answering.
	Dropped bool
	// Stalled is true when an injected fault held the request unanswered until the client
	// gave up; its Status is 0.
	Stalled bool
}

// Requests returns a copy of the request log.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Request, len(s.requests))
	copy(out, s.requests)
	return out
}

// ResetRequests empties the request log.
func (s *Server) ResetRequests() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = nil
}

// Count returns how many logged requests have the method (any method when empty) and a path
// starting with pathPrefix. A prefix matches deeper paths too: "/12/accounts/a/cards" also
// counts ".../cards/poll" requests.
func (s *Server) Count(method, pathPrefix string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, r := range s.requests {
		if (method == "" || strings.EqualFold(r.Method, method)) && strings.HasPrefix(r.Path, pathPrefix) {
			n++
		}
	}
	return n
}

// record logs a finished request and writes its access-log line. The Authorization header
// is never written, and the values of oauth_* query parameters (a client may sign in the
// query string) are masked, so no credential or signature reaches the access log.
func (s *Server) record(r *http.Request, status int, dropped, stalled bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = append(s.requests, Request{
		Method:  r.Method,
		Path:    r.URL.Path,
		Query:   r.URL.RawQuery,
		Status:  status,
		Dropped: dropped,
		Stalled: stalled,
	})
	if s.opts.AccessLog == nil {
		return
	}
	target := r.URL.Path
	if r.URL.RawQuery != "" {
		target += "?" + maskOAuthParams(r.URL.RawQuery)
	}
	suffix := ""
	switch {
	case dropped:
		suffix = " (answer dropped)"
	case stalled:
		suffix = " (stalled, never answered)"
	}
	// An access log that cannot be written must not fail the request it describes.
	_, _ = fmt.Fprintf(s.opts.AccessLog, "%s %s %d%s\n", r.Method, target, status, suffix)
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
