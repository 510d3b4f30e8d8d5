package main

import (
	"net/http"
	"time"
)

// Timeouts of the HTTP server, so that a client that sends slowly, or opens connections and
// leaves them idle, cannot hold them forever.
const (
	// defaultReadTimeout bounds the arrival of a request, headers and body: the largest body the
	// emulator takes (a member upload's 5,000,000 bytes) arrives in time at 85 KB/s.
	defaultReadTimeout = time.Minute
	// maxHeaderTimeout bounds the arrival of the headers alone.
	maxHeaderTimeout = 10 * time.Second
	// idleTimeout is how long a keep-alive connection may wait for its next request.
	idleTimeout = 2 * time.Minute
)

// newHTTPServer serves h with the read timeouts. The read deadline bounds the arrival of a
// request, not its answer: net/http lifts it once the body has been read, and the emulator reads
// the body before it delays an answer, so a stream, a stall or a late write outlasts it.
func newHTTPServer(h http.Handler, readTimeout time.Duration) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: min(maxHeaderTimeout, readTimeout),
		ReadTimeout:       readTimeout,
		IdleTimeout:       idleTimeout,
	}
}
