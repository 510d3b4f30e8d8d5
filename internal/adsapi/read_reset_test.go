package adsapi

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// resetMidBody answers with the headers and the first half of body, waits until the client has read
// them (received is closed), then resets the connection (a TCP RST, as a proxy or a load balancer that
// drops a connection sends), so that the client has the status and fails while reading the body.
func resetMidBody(t *testing.T, w http.ResponseWriter, body string, received <-chan struct{}) {
	t.Helper()
	conn, buf, err := w.(http.Hijacker).Hijack()
	if err != nil {
		t.Errorf("hijack: %v", err)
		return
	}
	fmt.Fprintf(buf, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body[:len(body)/2])
	if err := buf.Flush(); err != nil {
		t.Errorf("writing the half answer: %v", err)
	}
	// A reset discards what the client has not read yet: the headers must be in its hands first.
	select {
	case <-received:
	case <-time.After(5 * time.Second):
		t.Error("the client never read the half answer")
	}
	if tcp, ok := conn.(*net.TCPConn); ok {
		_ = tcp.SetLinger(0) // close with a RST rather than a FIN
	}
	_ = conn.Close()
}

// firstReadSignals returns a transport whose first connection closes the returned channel once it has
// read something.
func firstReadSignals(t *testing.T) (*http.Transport, <-chan struct{}) {
	t.Helper()
	received := make(chan struct{})
	var once, first sync.Once
	d := &net.Dialer{}
	tr := &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		conn, err := d.DialContext(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		signal := func() {}
		first.Do(func() { signal = func() { once.Do(func() { close(received) }) } })
		return &signallingConn{Conn: conn, read: signal}, nil
	}}
	t.Cleanup(tr.CloseIdleConnections)
	return tr, received
}

// signallingConn calls read after each read that returned data.
type signallingConn struct {
	net.Conn
	read func()
}

func (c *signallingConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	if n > 0 {
		c.read()
	}
	return n, err
}

// TestReadResetMidBodyRetried: a GET whose connection is reset while the body is read is sent again, like
// any other connection error of a repeatable request.
func TestReadResetMidBodyRetried(t *testing.T) {
	t.Parallel()
	tr, received := firstReadSignals(t)
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			resetMidBody(t, w, cardAnswer("c1", r), received)
			return
		}
		writeJSON(w, http.StatusOK, cardAnswer("c1", r))
	})
	logs := &captureLogger{}
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) {
		cfg.Logger = logs
		cfg.HTTPClient = &http.Client{Transport: tr}
	})
	card, err := c.Cards.Get(ctxTimeout(t, 10*time.Second), "acc1", "c1")
	if err != nil || card.ID != "c1" {
		t.Fatalf("Get = %v, %v; want c1 after a retry", card, err)
	}
	if n := rec.count(); n != 2 {
		t.Errorf("requests = %d, want 2", n)
	}
	// The first attempt had its status (so the reset came while reading the body), and the retry was
	// for the reset.
	var sawStatus, sawReset bool
	for _, l := range logs.all() {
		if l.Msg == "request" && l.Fields["attempt"] == 1 && l.Fields["status"] == http.StatusOK {
			sawStatus = true
		}
		if l.Msg == "retrying request" && strings.Contains(fmt.Sprint(l.Fields["reason"]), "connection reset") {
			sawReset = true
		}
	}
	if !sawStatus || !sawReset {
		t.Errorf("want the first attempt answered 200 and retried for a connection reset:\n%s", logs.text())
	}
}

// TestRetryableErrorCoversResetsAndCutBodies: what a reset or a cut answer gives, while connecting or
// while reading the body (io.ReadAll returns the connection's error as it is), may be retried on a
// repeatable request and never on a create.
func TestRetryableErrorCoversResetsAndCutBodies(t *testing.T) {
	t.Parallel()
	reset := &net.OpError{Op: "read", Net: "tcp", Err: os.NewSyscallError("read", syscall.ECONNRESET)}
	_, cutBody := io.ReadAll(io.LimitReader(&cutReader{}, 100))
	_, cutChunked := io.ReadAll(cutChunkedBody(t))
	for name, err := range map[string]error{
		"connection reset":      reset,
		"wrapped reset":         fmt.Errorf("reading the answer: %w", reset),
		"EOF":                   io.EOF,
		"body cut short":        cutBody,
		"chunked body cut":      cutChunked,
		"unexpected EOF itself": io.ErrUnexpectedEOF,
	} {
		if err == nil {
			t.Fatalf("%s: no error to classify", name)
		}
		if !retryableError(true, err) {
			t.Errorf("%s (%v): not retryable on a repeatable request", name, err)
		}
		if retryableError(false, err) {
			t.Errorf("%s (%v): retryable on a create, which the service may have carried out", name, err)
		}
	}
	if !errors.Is(reset, syscall.ECONNRESET) {
		t.Fatal("the reset does not unwrap to ECONNRESET")
	}
}

// cutReader gives a few bytes and then the error of a body shorter than its Content-Length.
type cutReader struct{ done bool }

func (r *cutReader) Read(p []byte) (int, error) {
	if r.done {
		return 0, io.ErrUnexpectedEOF
	}
	r.done = true
	return copy(p, `{"data":`), nil
}

// cutChunkedBody is a chunked body that ends in the middle of a chunk, read as net/http reads one.
func cutChunkedBody(t *testing.T) io.Reader {
	t.Helper()
	raw := "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{\"data\":"
	resp, err := http.ReadResponse(bufio.NewReader(strings.NewReader(raw)), nil)
	if err != nil {
		t.Fatalf("reading the cut answer's headers: %v", err)
	}
	t.Cleanup(func() { _ = resp.Body.Close() })
	return resp.Body
}
