package adsapi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// maxResponseBytes bounds what is read of one answer.
const maxResponseBytes = 32 << 20

// call is one logical request: its attempts, retries and waits. A call is used by one
// goroutine only; it is the RoundTripper of its own http.Client so that every attempt
// (retries included) is held, signed, counted and logged.
type call struct {
	c        *Client
	method   string
	path     string // the request path, without query: safe to log
	endpoint string // method, address and path template, or the endpoint's category: the rate-limit key
	setting  string // the setting holding the address, named in connection errors
	// idempotent marks a POST that may be sent again after a lost answer (request.idempotent).
	idempotent bool
	base       string // the address
	next       http.RoundTripper

	attempt   int           // attempts made so far
	retries   int           // retries after 5xx and connection errors, bounded by maxRetries
	throttled int           // 429 answers so far
	wait      time.Duration // the wait checkRetry chose, handed to retryablehttp by backoff
	slot      bool          // waitSlot took a slot of the rate-limit window for the next attempt
}

// RoundTrip runs one attempt: it waits for a spent rate-limit window, then signs and
// sends the request through next.
func (k *call) RoundTrip(req *http.Request) (*http.Response, error) {
	ctx := req.Context()
	if !k.slot {
		if err := k.waitSlot(ctx); err != nil {
			return nil, err
		}
	}
	k.slot = false
	k.attempt++
	k.c.logger.Trace(ctx, "sending request", map[string]any{"method": k.method, "path": k.path, "attempt": k.attempt})
	start := time.Now()
	resp, err := k.next.RoundTrip(req)
	fields := map[string]any{
		"method": k.method, "path": k.path, "attempt": k.attempt,
		"duration_ms": time.Since(start).Milliseconds(),
	}
	if err != nil {
		k.c.limits.release(k.endpoint, nil)
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
// it (k.slot). It runs before each attempt, outside the attempt's timeout: a window may take
// a minute to reset, far longer than an attempt may last.
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
			k.slot = true
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

// checkRetry is the retryablehttp.CheckRetry of the call.
func (k *call) checkRetry(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if ctx.Err() != nil {
		return false, nil
	}
	if err != nil {
		if !retryableError(repeatable(k.method, k.idempotent), err) {
			return false, nil
		}
		return k.retryTransient(ctx, nil, withoutURL(err).Error())
	}
	if resp.StatusCode == http.StatusTooManyRequests {
		// A 429 is never an answer: wait for the window as long as the context allows.
		k.wait = k.throttleWait(resp.Header)
		k.throttled++
		k.c.logger.Warn(ctx, "rate limited, waiting for the window to reset", map[string]any{
			"method": k.method, "path": k.path, "status": resp.StatusCode,
			"attempt": k.attempt, "wait_ms": k.wait.Milliseconds(),
		})
		return true, nil
	}
	if retryableStatus(repeatable(k.method, k.idempotent), resp.StatusCode) {
		return k.retryTransient(ctx, resp, http.StatusText(resp.StatusCode))
	}
	return false, nil
}

// retryTransient spends one retry of the budget on a 5xx answer or a connection error.
func (k *call) retryTransient(ctx context.Context, resp *http.Response, reason string) (bool, error) {
	if k.retries >= k.c.maxRetries {
		return false, nil
	}
	k.wait = backoff(k.c.retryWaitMin, k.c.retryWaitMax, k.retries)
	if resp != nil {
		if d, ok := retryAfter(resp.Header, time.Now()); ok {
			k.wait = d
		}
	}
	k.retries++
	fields := map[string]any{
		"method": k.method, "path": k.path, "attempt": k.attempt,
		"retry": k.retries, "max_retries": k.c.maxRetries,
		"reason": reason, "wait_ms": k.wait.Milliseconds(),
	}
	if resp != nil {
		fields["status"] = resp.StatusCode
	}
	k.c.logger.Warn(ctx, "retrying request", fields)
	return true, nil
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

// backoff is the retryablehttp.Backoff of the call: the wait checkRetry chose.
func (k *call) backoff(_, _ time.Duration, _ int, _ *http.Response) time.Duration {
	return k.wait
}

// send runs the request with retries and returns the final answer's status and body.
// An error is a transport error or the end of the context, never a status.
func (k *call) send(ctx context.Context, u string, body []byte, contentType string) (int, []byte, error) {
	var raw any
	if body != nil {
		raw = body
	}
	req, err := retryablehttp.NewRequestWithContext(ctx, k.method, u, raw)
	if err != nil {
		return 0, nil, fmt.Errorf("%s %s: building request: %w", k.method, k.path, err)
	}
	req.Header.Set("User-Agent", k.c.userAgent)
	req.Header.Set("Accept", "application/json")
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if err := k.waitSlot(ctx); err != nil {
		return 0, nil, k.connectionError(ctx, err)
	}
	defer func() {
		// A slot taken for an attempt that never went (the context ended first) is given back.
		if k.slot {
			k.c.limits.release(k.endpoint, nil)
			k.slot = false
		}
	}()
	rc := &retryablehttp.Client{
		HTTPClient: &http.Client{
			Transport: k,
			Timeout:   k.c.attemptTimeout,
			// A redirect would be signed again for another address; the service does
			// not redirect API calls, so a 3xx is reported as it is.
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
		// Every attempt is logged by the call itself, without the URL's query.
		Logger: nil,
		// 429 waits are unbounded (the context bounds them); checkRetry bounds the rest.
		RetryMax:     math.MaxInt32,
		CheckRetry:   k.checkRetry,
		Backoff:      k.backoff,
		ErrorHandler: retryablehttp.PassthroughErrorHandler,
		// The window's wait before a retry, like the first one's, is outside the attempt's timeout.
		PrepareRetry: func(r *http.Request) error { return k.waitSlot(r.Context()) },
	}
	resp, err := rc.Do(req)
	if err != nil {
		return 0, nil, k.connectionError(ctx, withoutURL(err))
	}
	defer resp.Body.Close()
	// The attempt's timeout covers the body too: a service that sends headers and then stalls
	// is as silent as one that never answers.
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxResponseBytes))
	if err != nil {
		return 0, nil, k.connectionError(ctx, withoutURL(err))
	}
	return resp.StatusCode, bytes.TrimSpace(b), nil
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
