package adsapi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

// maxResponseBytes bounds what is read of one answer.
const maxResponseBytes = 32 << 20

// call is one logical request: its attempts, retries and waits, in one loop (send). A call is
// used by one goroutine only.
type call struct {
	c        *Client
	method   string
	path     string // the request path, without query: safe to log
	endpoint string // method, address and path template, or the endpoint's category: the rate-limit key
	setting  string // the setting holding the address, named in connection errors
	// idempotent marks a POST that may be sent again after a lost answer (request.idempotent).
	idempotent bool
	base       string            // the address
	next       http.RoundTripper // signs and sends one attempt

	attempt   int // attempts made so far
	retries   int // retries after 5xx and connection errors, bounded by maxRetries
	throttled int // 429 answers so far
}

// send runs the call, one attempt after another: wait for room in the rate-limit window, send,
// classify the answer, then wait and go again, or return. It returns the final answer's status
// and body; an error is a transport error or the end of the context, never a status.
func (k *call) send(ctx context.Context, u string, body []byte, contentType string) (int, []byte, error) {
	hc := &http.Client{
		Transport: k.next,
		// One attempt, from connecting to the last byte of the body: a service that sends
		// headers and then stalls is as silent as one that never answers.
		Timeout: k.c.attemptTimeout,
		// A redirect would be signed again for another address; the service does not redirect
		// API calls, so a 3xx is reported as it is.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	for {
		// The window's wait is outside the attempt's timeout: a window may take a minute to reset.
		if err := k.waitSlot(ctx); err != nil {
			return 0, nil, k.connectionError(ctx, err)
		}
		status, header, b, err := k.try(ctx, hc, u, body, contentType)
		wait, again := k.retryWait(ctx, status, header, err)
		switch {
		case !again && err != nil:
			return 0, nil, k.connectionError(ctx, err)
		case !again:
			return status, b, nil
		}
		if err := sleep(ctx, wait); err != nil {
			return 0, nil, k.connectionError(ctx, err)
		}
	}
}

// try sends one attempt, which holds a slot of the rate-limit window, and reads its answer.
func (k *call) try(ctx context.Context, hc *http.Client, u string, body []byte, contentType string) (int, http.Header, []byte, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, k.method, u, rd)
	if err != nil {
		k.c.limits.release(k.endpoint, nil)
		return 0, nil, nil, fmt.Errorf("building request: %w", err)
	}
	req.Header.Set("User-Agent", k.c.userAgent)
	req.Header.Set("Accept", "application/json")
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := k.open(ctx, hc, req)
	if err != nil {
		return 0, nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxResponseBytes))
	if err != nil {
		// The answer was cut off: as lost as one that never came.
		return 0, nil, nil, withoutURL(err)
	}
	return resp.StatusCode, resp.Header, bytes.TrimSpace(b), nil
}

// open sends req, an attempt holding a slot of the rate-limit window, and returns the answer
// with its body unread. The slot goes back with what the answer's headers say of the window.
func (k *call) open(ctx context.Context, hc *http.Client, req *http.Request) (*http.Response, error) {
	k.attempt++
	k.c.logger.Trace(ctx, "sending request", map[string]any{"method": k.method, "path": k.path, "attempt": k.attempt})
	start := time.Now()
	resp, err := hc.Do(req)
	fields := map[string]any{
		"method": k.method, "path": k.path, "attempt": k.attempt,
		"duration_ms": time.Since(start).Milliseconds(),
	}
	if err != nil {
		k.c.limits.release(k.endpoint, nil)
		err = withoutURL(err)
		fields["error"] = err.Error()
		k.c.logger.Debug(ctx, "request failed", fields)
		return nil, err
	}
	fields["status"] = resp.StatusCode
	if v := resp.Header.Get(headerLimitRemaining); v != "" {
		fields["rate_limit_remaining"] = v
	}
	k.c.logger.Debug(ctx, "request", fields)
	// The clock first: a request the release lets go compares the reset with it.
	k.c.clock.observe(resp.Header, time.Now())
	k.c.limits.release(k.endpoint, resp.Header)
	return resp, nil
}

// waitSlot waits until the call's rate-limit window has room for one more request and takes
// it for the next attempt.
func (k *call) waitSlot(ctx context.Context) error {
	for {
		// Resets are times of the service's clock: compared with a time it has certainly passed.
		now := k.c.clock.resetClock(time.Now(), k.c.resetMargin)
		until, probe := k.c.limits.acquire(k.endpoint, now)
		if probe != nil {
			// Another request is finding out how much of the window is left.
			select {
			case <-probe:
				continue
			case <-ctx.Done():
				return fmt.Errorf("waiting for the rate-limit window of %s: %w", k.endpoint, ctx.Err())
			}
		}
		if until.IsZero() {
			return nil
		}
		d := until.Sub(now)
		// At WARN: a run that stalls for minutes must say why without debug logging.
		k.c.logger.Warn(ctx, "rate-limit window spent, waiting for its reset", map[string]any{
			"method": k.method, "path": k.path, "endpoint": k.endpoint, "wait_ms": d.Milliseconds(),
		})
		if err := sleep(ctx, d); err != nil {
			return fmt.Errorf("waiting for the rate-limit reset of %s: %w", k.endpoint, err)
		}
	}
}

// retryWait classifies an attempt's outcome: again is true, with how long to wait first, for a
// 429 (never an answer: waited out as long as the context allows) and, within the retry budget,
// for a 5xx or a connection error after which the request may be sent again.
func (k *call) retryWait(ctx context.Context, status int, h http.Header, err error) (wait time.Duration, again bool) {
	if ctx.Err() != nil {
		return 0, false
	}
	if err != nil {
		if !retryableError(repeatable(k.method, k.idempotent), err) {
			return 0, false
		}
		return k.retryTransient(ctx, 0, nil, err.Error())
	}
	if status == http.StatusTooManyRequests {
		wait = k.throttleWait(h)
		k.throttled++
		k.c.logger.Warn(ctx, "rate limited, waiting for the window to reset", map[string]any{
			"method": k.method, "path": k.path, "status": status,
			"attempt": k.attempt, "wait_ms": wait.Milliseconds(),
		})
		return wait, true
	}
	if retryableStatus(repeatable(k.method, k.idempotent), status) {
		return k.retryTransient(ctx, status, h, http.StatusText(status))
	}
	return 0, false
}

// retryTransient spends one retry of the budget on a 5xx answer (status and h) or a connection
// error (status 0).
func (k *call) retryTransient(ctx context.Context, status int, h http.Header, reason string) (time.Duration, bool) {
	if k.retries >= k.c.maxRetries {
		return 0, false
	}
	wait := backoff(k.c.retryWaitMin, k.c.retryWaitMax, k.retries)
	if d, ok := retryAfter(h, time.Now()); ok {
		wait = d
	}
	k.retries++
	fields := map[string]any{
		"method": k.method, "path": k.path, "attempt": k.attempt,
		"retry": k.retries, "max_retries": k.c.maxRetries,
		"reason": reason, "wait_ms": wait.Milliseconds(),
	}
	if status != 0 {
		fields["status"] = status
	}
	k.c.logger.Warn(ctx, "retrying request", fields)
	return wait, true
}

// throttleWait is how long to wait after a 429: until the reset the answer gives, or
// a backoff when it gives none (or a reset already past, from a skewed clock).
func (k *call) throttleWait(h http.Header) time.Duration {
	now := time.Now()
	if reset, ok := throttleReset(h); ok {
		// A time of the service's clock.
		if d := reset.Sub(k.c.clock.resetClock(now, k.c.resetMargin)); d > 0 {
			return d
		}
	} else if d, ok := retryAfter(h, now); ok {
		return d + k.c.resetMargin
	}
	return backoff(k.c.retryWaitMin, k.c.retryWaitMax, k.throttled)
}

// withoutURL drops the *url.Error layer, whose message repeats the full URL with its
// query; the caller's message names the method and path instead.
func withoutURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// sleep waits for d or the end of ctx, whichever comes first.
func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
