package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"
)

// A graceful stop (Terraform's Ctrl-C) must not cut short a create the service may already be
// carrying out: its object would exist with no state to record it. So the provider runs each create
// under a context the stop does not end at once, with a stop gate: once the stop is marked, a create
// that has sent no write yet does not send one, while a create whose write went out finishes, its
// lookups and read-backs included, within StopGrace.

// ErrStopped is the cause of a write that was not sent because Terraform asked the provider to stop
// before it went out; nothing was made.
var ErrStopped = errors.New("not sent: Terraform asked the provider to stop before this request went out, so nothing was made")

// stopGate is one create's gate; several goroutines may use it at once.
type stopGate struct {
	mu      sync.Mutex
	stopped bool
	// wrote is set when a write of the create was let through before the stop. It may still wait
	// for room in its rate-limit window before it goes out; StopGrace bounds that wait too.
	wrote bool
}

type stopGateKey struct{}

// WithStopGate returns a context whose writes stop going out once the returned function is called,
// unless one of them went out already (see admitAfterStop).
func WithStopGate(ctx context.Context) (context.Context, func()) {
	g := &stopGate{}
	return context.WithValue(ctx, stopGateKey{}, g), func() {
		g.mu.Lock()
		defer g.mu.Unlock()
		g.stopped = true
	}
}

// admitAfterStop is checked by every call before its first attempt. After the stop, a write under a
// gate that has let no write through is refused as not sent. Reads pass: they change nothing, and a
// create that was sent needs them to find what it made. A write is let through atomically with the
// check, so a stop that comes at the same moment either finds it sent or keeps it from going out.
func admitAfterStop(ctx context.Context, method, path string) error {
	g, ok := ctx.Value(stopGateKey{}).(*stopGate)
	if !ok || method == http.MethodGet {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.stopped && !g.wrote {
		return &notSentError{fmt.Errorf("%s %s: %w", method, path, ErrStopped)}
	}
	g.wrote = true
	return nil
}

// StopGrace bounds how long a create that was sent before a stop may still run: its attempt (the
// request timeout), the wait before a lost answer is looked for (at most the request timeout
// again), the lookups' lists (the request timeout once more) and the waits between looks. Past it
// the create is cancelled and reported as one that may have been made.
func (c *Client) StopGrace() time.Duration {
	d := 3 * c.attemptTimeout
	for _, w := range c.relooks {
		d += w
	}
	return d
}
