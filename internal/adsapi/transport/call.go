package transport

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
	t        *Transport
	method   string
	path     string // the request path, without query: safe to log
	endpoint string // method, address and path template, or the endpoint's category: the rate-limit key
	setting  string // the setting holding the address, named in connection errors
	// idempotent marks a POST that may be sent again after a lost answer (Request.Idempotent).
	idempotent bool
	base       string            // the address
	next       http.RoundTripper // signs and sends one attempt

	attempt int // attempts made so far
	// retries after 5xx answers, connection errors and 429 answers without a reset still to
	// come, bounded by maxRetries
	retries int

	// stream marks a call whose successful answer the caller reads as it comes (stream.go):
	// try leaves that answer open in opened instead of reading it, and keeps the last answer that
	// refused it in refusal.
	stream  bool
	opened  io.ReadCloser
	refusal *Answer
}

// send runs the call, one attempt after another: wait for room in the rate-limit window, send,
// classify the answer, then wait and go again, or return. It returns the final answer's status
// and body; an error is a transport error, the end of the context, or a rate-limit wait longer
// than the client may take (*RateLimitWaitError), never a status.
func (k *call) send(ctx context.Context, u string, body []byte, contentType string) (int, []byte, error) {
	hc := &http.Client{
		Transport: k.next,
		// One attempt, from connecting to the last byte of the body: a service that sends
		// headers and then stalls is as silent as one that never answers.
		Timeout: k.attemptLimit(),
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
		if tooLarge := (*AnswerTooLargeError)(nil); errors.As(err, &tooLarge) {
			return 0, nil, err
		}
		wait, again, tooLong := k.retryWait(ctx, status, header, err)
		switch {
		case tooLong != nil:
			return 0, nil, tooLong
		case !again && err != nil:
			return 0, nil, k.connectionError(ctx, err)
		case !again:
			return status, b, nil
		}
		if err := Sleep(ctx, wait); err != nil {
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
		k.t.limits.release(k.endpoint, nil)
		return 0, nil, nil, fmt.Errorf("building request: %w", err)
	}
	req.Header.Set("User-Agent", k.t.userAgent)
	req.Header.Set("Accept", "application/json")
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := k.open(ctx, hc, req)
	if err != nil {
		return 0, nil, nil, err
	}
	if k.stream && resp.StatusCode < http.StatusMultipleChoices {
		// The caller reads it as it comes; a success is never retried, so this attempt is the last.
		k.opened = resp.Body
		return resp.StatusCode, resp.Header, nil, nil
	}
	defer resp.Body.Close()
	// One byte past the cap tells an answer that fills it from one that passes it.
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxResponseBytes+1))
	if err != nil {
		// The answer was cut off: as lost as one that never came.
		return 0, nil, nil, withoutURL(err)
	}
	if len(b) > maxResponseBytes {
		return 0, nil, nil, &AnswerTooLargeError{Method: k.method, Path: k.path, Status: resp.StatusCode, Cap: maxResponseBytes}
	}
	b = bytes.TrimSpace(b)
	if k.stream {
		k.refusal = &Answer{Method: k.method, Path: k.path, Status: resp.StatusCode, Body: b}
	}
	return resp.StatusCode, resp.Header, b, nil
}

// open sends req, an attempt holding a slot of the rate-limit window, and returns the answer
// with its body unread. The slot goes back with what the answer's headers say of the window.
func (k *call) open(ctx context.Context, hc *http.Client, req *http.Request) (*http.Response, error) {
	k.attempt++
	k.t.logger.Trace(ctx, "sending request", map[string]any{"method": k.method, "path": k.path, "attempt": k.attempt})
	start := time.Now()
	resp, err := hc.Do(req)
	fields := map[string]any{
		"method": k.method, "path": k.path, "attempt": k.attempt,
		"duration_ms": time.Since(start).Milliseconds(),
	}
	if err != nil {
		k.t.limits.release(k.endpoint, nil)
		err = withoutURL(err)
		fields["error"] = err.Error()
		k.t.logger.Debug(ctx, "request failed", fields)
		return nil, err
	}
	fields["status"] = resp.StatusCode
	if v := resp.Header.Get(headerLimitRemaining); v != "" {
		fields["rate_limit_remaining"] = v
	}
	k.t.logger.Debug(ctx, "request", fields)
	// The clock first: a request the release lets go compares the reset with it.
	k.t.clock.observe(resp.Header, time.Now())
	k.t.limits.release(k.endpoint, resp.Header)
	return resp, nil
}

// waitSlot waits until the call's rate-limit window has room for one more request and takes
// it for the next attempt. A window that reopens later than the longest wait is not waited
// for: the call fails with a *RateLimitWaitError, having sent nothing more.
func (k *call) waitSlot(ctx context.Context) error {
	for {
		// Resets are times of the service's clock: compared with a time it has certainly passed.
		now := k.t.clock.resetClock(time.Now(), k.t.resetMargin)
		until, probe := k.t.limits.acquire(k.endpoint, now)
		if probe != nil {
			// Another request is finding out how much of the window is left.
			select {
			case <-probe:
				continue
			case <-ctx.Done():
				return fmt.Errorf("waiting for the rate-limit window of %s: %w", RedactURL(k.endpoint), ctx.Err())
			}
		}
		if until.IsZero() {
			return nil
		}
		d := until.Sub(now)
		if k.beyondWaitBound(d) {
			return k.tooLongWait(ctx, false, until, k.t.limits.limit(k.endpoint), d)
		}
		// At WARN: a run that stalls for minutes must say why without debug logging.
		k.t.logger.Warn(ctx, "rate-limit window spent, waiting for its reset", map[string]any{
			"method": k.method, "path": k.path, "endpoint": RedactURL(k.endpoint), "wait_ms": d.Milliseconds(),
		})
		if err := Sleep(ctx, d); err != nil {
			return fmt.Errorf("waiting for the rate-limit reset of %s: %w", RedactURL(k.endpoint), err)
		}
	}
}

// retryWait classifies an attempt's outcome: again is true, with how long to wait first, for a
// 429 that gives its reset (waited for without spending the retry budget, as long as the wait is
// within the longest rate-limit wait; beyond it tooLong ends the call) and, within the retry
// budget, for a 429 that gives none, and for a 5xx or a connection error after which the request
// may be sent again.
func (k *call) retryWait(ctx context.Context, status int, h http.Header, err error) (wait time.Duration, again bool, tooLong error) {
	if ctx.Err() != nil {
		return 0, false, nil
	}
	if err != nil {
		if !retryableError(repeatable(k.method, k.idempotent), err) {
			return 0, false, nil
		}
		wait, again = k.retryTransient(ctx, 0, nil, err.Error())
		return wait, again, nil
	}
	if status == http.StatusTooManyRequests {
		return k.throttleWait(ctx, h)
	}
	if retryableStatus(repeatable(k.method, k.idempotent), status) {
		wait, again = k.retryTransient(ctx, status, h, http.StatusText(status))
		return wait, again, nil
	}
	return 0, false, nil
}

// throttleWait decides what follows a 429, which the service answers without acting, so that
// even a create may be sent again. A reset still to come, on the service's clock, or a
// Retry-After, is waited for when it is within the longest rate-limit wait, and ends the call with
// a *RateLimitWaitError when it is not. A 429 that gives neither (or a reset already past, or a
// Retry-After of 0) says nothing of when the window reopens: it is retried after a backoff like a
// 5xx, within the same retry budget, so that a service that keeps answering so cannot hold the
// call for ever; once the budget is spent the 429 is the answer. So is a 429 whose window still has
// room (windowHasRoom): the window did not refuse it, and its reset is not when it will be taken.
func (k *call) throttleWait(ctx context.Context, h http.Header) (time.Duration, bool, error) {
	now := time.Now()
	reset, limit, hasReset := throttleReset(h)
	wait := time.Duration(0)
	if hasReset && !windowHasRoom(h) {
		wait = reset.Sub(k.t.clock.resetClock(now, k.t.resetMargin))
	}
	if wait <= 0 {
		if d, ok := retryAfter(h, now); ok && d > 0 {
			wait = d + k.t.resetMargin
			reset = k.t.clock.toServer(now).Add(d)
			limit, _ = headerInt(h, headerLimitLimit)
		}
	}
	if wait <= 0 {
		backoffWait, again := k.retryTransient(ctx, http.StatusTooManyRequests, nil, "rate limited without a reset to wait for")
		return backoffWait, again, nil
	}
	if k.beyondWaitBound(wait) {
		return 0, false, k.tooLongWait(ctx, true, reset, limit, wait)
	}
	k.t.logger.Warn(ctx, "rate limited, waiting for the window to reset", map[string]any{
		"method": k.method, "path": k.path, "status": http.StatusTooManyRequests,
		"attempt": k.attempt, "wait_ms": wait.Milliseconds(),
	})
	return wait, true, nil
}

// waitBoundSlack is how far a wait may go past the longest rate-limit wait and still be waited:
// a reset comes in whole seconds and is waited for with the client's own margins (resetMargin,
// and noClockMargin before any answer gave the service's time), so that a window exactly as long
// as the bound, reported spent just after it opened, is still waited for.
const waitBoundSlack = 2 * time.Second

// beyondWaitBound says whether a rate-limit wait of d is longer than the client may wait.
func (k *call) beyondWaitBound(d time.Duration) bool {
	return d > k.t.maxRateLimitWait+waitBoundSlack
}

// tooLongWait logs and returns the error of a call whose rate-limit window reopens at reset (on
// the service's clock), wait from now: longer than the client may wait.
func (k *call) tooLongWait(ctx context.Context, answered bool, reset time.Time, limit int64, wait time.Duration) error {
	k.t.logger.Warn(ctx, "rate-limit window reopens later than the longest wait, not waiting", map[string]any{
		"method": k.method, "path": k.path, "attempt": k.attempt, "answered": answered,
		"reset": reset.UTC().Format(time.RFC3339), "wait_ms": wait.Milliseconds(),
		"max_wait_ms": k.t.maxRateLimitWait.Milliseconds(),
	})
	return &RateLimitWaitError{
		Method: k.method, Path: k.path, Answered: answered,
		Reset: reset, Limit: limit, Wait: wait, MaxWait: k.t.maxRateLimitWait,
	}
}

// retryTransient spends one retry of the budget on a 5xx or 429 answer (status and h) or a
// connection error (status 0). It waits a backoff, or the Retry-After of the answer; a Retry-After
// longer than the longest rate-limit wait is not waited for, and the answer is the call's.
func (k *call) retryTransient(ctx context.Context, status int, h http.Header, reason string) (time.Duration, bool) {
	if k.retries >= k.t.maxRetries {
		return 0, false
	}
	wait := backoff(k.t.retryWaitMin, k.t.retryWaitMax, k.retries)
	if d, ok := retryAfter(h, time.Now()); ok {
		if k.beyondWaitBound(d) {
			k.t.logger.Warn(ctx, "retry-after longer than the longest wait, not retrying", map[string]any{
				"method": k.method, "path": k.path, "attempt": k.attempt, "status": status,
				"wait_ms": d.Milliseconds(), "max_wait_ms": k.t.maxRateLimitWait.Milliseconds(),
			})
			return 0, false
		}
		wait = d
	}
	k.retries++
	fields := map[string]any{
		"method": k.method, "path": k.path, "attempt": k.attempt,
		"retry": k.retries, "max_retries": k.t.maxRetries,
		"reason": reason, "wait_ms": wait.Milliseconds(),
	}
	if status != 0 {
		fields["status"] = status
	}
	k.t.logger.Warn(ctx, "retrying request", fields)
	return wait, true
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

// Sleep waits for d or the end of ctx, whichever comes first.
func Sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
