package transport

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
	headerLimitLimit            = "X-Rate-Limit-Limit"
	headerLimitRemaining        = "X-Rate-Limit-Remaining"
	headerLimitReset            = "X-Rate-Limit-Reset"
	headerAccountLimitLimit     = "X-Account-Rate-Limit-Limit"
	headerAccountLimitRemaining = "X-Account-Rate-Limit-Remaining"
	headerAccountLimitReset     = "X-Account-Rate-Limit-Reset"
	headerRetryAfter            = "Retry-After"
)

// limitHeaders are the endpoint's and the account's window, each as its limit, remaining and
// reset headers.
var limitHeaders = [][3]string{
	{headerLimitLimit, headerLimitRemaining, headerLimitReset},
	{headerAccountLimitLimit, headerAccountLimitRemaining, headerAccountLimitReset},
}

// rateLimits paces requests by the service's windows, per endpoint (method, address and
// path template) or per shared window (a write category, the targeting category), so that
// requests wait for the reset instead of firing into a 429.
//
// Each window remembers the lowest x-rate-limit-remaining its answers reported until their
// reset, and how many requests are in flight: requests sent but not answered may all spend
// from it, so a request is sent only while remaining minus those in flight is above zero.
// That keeps concurrent requests (Terraform's parallelism) from overrunning a window whose
// last slots they would race for. While a window is unknown (no answer yet, or its reset has
// passed) one request goes first and the others wait for its answer, which tells how many are
// left; an endpoint whose answers carry no rate-limit headers is not held at all.
type rateLimits struct {
	mu      sync.Mutex
	windows map[string]*limitWindow
}

// limitWindow is what the client knows of one window of the service.
type limitWindow struct {
	remaining int64     // the lowest remaining reported for the window ending at reset
	reset     time.Time // zero when no answer has told
	limit     int64     // the window's size in requests, 0 when no answer has told
	inFlight  int       // requests sent and not yet answered
	// probe, while not nil, is closed when the answer of the request sent into an unknown
	// window comes.
	probe chan struct{}
	// unreported is set once an answer came without rate-limit headers: nothing to pace by.
	unreported bool
}

func newRateLimits() *rateLimits {
	return &rateLimits{windows: map[string]*limitWindow{}}
}

// acquire takes a slot of endpoint's window for one request and returns zeros. When it
// cannot, it takes nothing and returns what to wait for before asking again: the reset of a
// spent window, or the answer of the request probing an unknown one.
func (l *rateLimits) acquire(endpoint string, now time.Time) (time.Time, <-chan struct{}) {
	l.mu.Lock()
	defer l.mu.Unlock()
	w := l.windows[endpoint]
	if w == nil {
		w = &limitWindow{}
		l.windows[endpoint] = w
	}
	known := !w.reset.IsZero() && now.Before(w.reset)
	switch {
	case known && w.remaining-int64(w.inFlight) <= 0:
		return w.reset, nil
	case !known && w.probe != nil:
		return time.Time{}, w.probe
	case !known && !w.unreported:
		w.probe = make(chan struct{})
	}
	w.inFlight++
	return time.Time{}, nil
}

// release gives back the slot of a request of endpoint that is over, and records the
// rate-limit headers of its answer (h is nil when there was none).
func (l *rateLimits) release(endpoint string, h http.Header) {
	l.mu.Lock()
	defer l.mu.Unlock()
	w := l.windows[endpoint]
	if w == nil {
		return
	}
	if w.inFlight > 0 {
		w.inFlight--
	}
	if w.probe != nil {
		close(w.probe)
		w.probe = nil
	}
	if h == nil {
		return
	}
	// The stricter of the endpoint's and the account's window: the one with fewer requests left.
	found := false
	var remaining, limit int64
	var reset time.Time
	for _, names := range limitHeaders {
		rem, ok := headerInt(h, names[1])
		if !ok {
			continue
		}
		at, ok := headerEpoch(h, names[2])
		if !ok {
			continue
		}
		if !found || rem < remaining || rem == remaining && at.After(reset) {
			found, remaining, reset = true, rem, at
			limit, _ = headerInt(h, names[0])
		}
	}
	if !found && h.Get(headerLimitRemaining) == "" && h.Get(headerAccountLimitRemaining) == "" {
		w.unreported = true
	}
	switch {
	case !found, reset.Before(w.reset):
		// No window reported, or an answer of a window already over.
	case reset.Equal(w.reset):
		w.remaining = min(w.remaining, remaining)
		w.limit = max(w.limit, limit)
	default:
		w.reset, w.remaining, w.limit = reset, remaining, limit
	}
}

// limit returns the size in requests of endpoint's window, 0 when no answer has told.
func (l *rateLimits) limit(endpoint string) int64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	if w := l.windows[endpoint]; w != nil {
		return w.limit
	}
	return 0
}

// throttleReset returns when, on the service's clock, a 429 answer says the window reopens, and
// the window's size in requests (0 when the answer does not say): the account window takes
// precedence over the endpoint window. Without either, the caller falls back on Retry-After (a
// wait, not a time).
func throttleReset(h http.Header) (reset time.Time, limit int64, ok bool) {
	for _, names := range [][2]string{
		{headerAccountLimitLimit, headerAccountLimitReset},
		{headerLimitLimit, headerLimitReset},
	} {
		if t, ok := headerEpoch(h, names[1]); ok {
			limit, _ = headerInt(h, names[0])
			return t, limit, true
		}
	}
	return time.Time{}, 0, false
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

// writeWindow is the shared window a request of the advertising API spends from when it is
// a write: the service counts writes per user and category (cards and poll cards are one
// category, "cards"), not per endpoint. "" for reads and for other addresses, whose windows
// are per endpoint.
func writeWindow(r Request) string {
	if r.Method == http.MethodGet || r.Method == http.MethodHead || (r.Setting != "ads_url" && r.Setting != "sandbox_ads_url") {
		return ""
	}
	segments := strings.Split(strings.Trim(r.Template, "/"), "/")
	category := ""
	for i, s := range segments {
		if s == ":account_id" && i+1 < len(segments) {
			category = segments[i+1]
			break
		}
	}
	if category == "" && len(segments) > 1 {
		category = segments[1] // after the version, e.g. product_catalogs
	}
	return "writes " + r.Base + " " + category
}
