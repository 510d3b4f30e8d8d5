package adsapi

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
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
		cfg.Transport.Logger = logs
		cfg.Transport.HTTPClient = &http.Client{Transport: tr}
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
