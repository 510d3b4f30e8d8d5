package adsapi

import (
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Rate-limit headers of the service. The account-scoped pair, when present, is the
// stricter window of the two.
const (
	headerLimitRemaining        = "X-Rate-Limit-Remaining"
	headerLimitReset            = "X-Rate-Limit-Reset"
	headerAccountLimitRemaining = "X-Account-Rate-Limit-Remaining"
	headerAccountLimitReset     = "X-Account-Rate-Limit-Reset"
	headerRetryAfter            = "Retry-After"
)

// rateLimits remembers, per endpoint (method, address and path template), until when the
// service's window is spent, so that requests wait for the reset instead of firing
// into a 429.
type rateLimits struct {
	mu    sync.Mutex
	until map[string]time.Time
}

func newRateLimits() *rateLimits {
	return &rateLimits{until: map[string]time.Time{}}
}

// heldUntil returns the end of the spent window of endpoint; zero when it is not spent.
func (l *rateLimits) heldUntil(endpoint string) time.Time {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.until[endpoint]
}

// observe records the rate-limit headers of an answer of endpoint.
func (l *rateLimits) observe(endpoint string, h http.Header) {
	var hold time.Time
	for _, pair := range [][2]string{
		{headerLimitRemaining, headerLimitReset},
		{headerAccountLimitRemaining, headerAccountLimitReset},
	} {
		remaining, ok := headerInt(h, pair[0])
		if !ok || remaining > 0 {
			continue
		}
		if reset, ok := headerEpoch(h, pair[1]); ok && reset.After(hold) {
			hold = reset
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if hold.IsZero() {
		delete(l.until, endpoint)
		return
	}
	l.until[endpoint] = hold
}

// throttleReset returns when a 429 answer says the window reopens: the account window
// takes precedence over the endpoint window, and Retry-After comes last.
func throttleReset(h http.Header, now time.Time) (time.Time, bool) {
	if t, ok := headerEpoch(h, headerAccountLimitReset); ok {
		return t, true
	}
	if t, ok := headerEpoch(h, headerLimitReset); ok {
		return t, true
	}
	if d, ok := retryAfter(h, now); ok {
		return now.Add(d), true
	}
	return time.Time{}, false
}

// retryAfter parses Retry-After as seconds or as an HTTP date.
func retryAfter(h http.Header, now time.Time) (time.Duration, bool) {
	v := strings.TrimSpace(h.Get(headerRetryAfter))
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil && secs >= 0 {
		return time.Duration(secs) * time.Second, true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0), true
	}
	return 0, false
}

func headerInt(h http.Header, name string) (int64, bool) {
	v, err := strconv.ParseInt(strings.TrimSpace(h.Get(name)), 10, 64)
	return v, err == nil
}

func headerEpoch(h http.Header, name string) (time.Time, bool) {
	secs, ok := headerInt(h, name)
	if !ok || secs <= 0 {
		return time.Time{}, false
	}
	return time.Unix(secs, 0), true
}
