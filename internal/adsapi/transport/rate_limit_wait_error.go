package transport

import (
	"fmt"
	"strings"
	"time"
)

// RateLimitWaitError is a call given up because its rate-limit window reopens later than the
// longest wait the client may take (Config.MaxRateLimitWait): a run fails with when it can go
// again rather than sleep for hours. The service did not act on the call: it answered 429, or the
// client sent nothing because earlier answers said the window was spent.
type RateLimitWaitError struct {
	// Method and Path of the request; Path carries no query.
	Method, Path string
	// Answered is true when the service answered this call 429, false when the client sent
	// nothing for it.
	Answered bool
	// Reset is when the window reopens, on the service's clock.
	Reset time.Time
	// Limit is the window's size in requests (x-rate-limit-limit), 0 when no answer said.
	Limit int64
	// Wait is how long the call would have had to wait, MaxWait the longest it may.
	Wait, MaxWait time.Duration
}

// Setting and variable that raise MaxRateLimitWait in the provider, named in the error so that a
// user who can afford the wait knows what to change.
const (
	maxRateLimitWaitSetting = "max_rate_limit_wait"
	maxRateLimitWaitEnv     = "ADSAPI_MAX_RATE_LIMIT_WAIT"
)

// Error renders e.g. `POST /12/accounts/x/cards: the service answered 429 Too Many Requests: its
// rate-limit window of 450 requests reopens at 2027-01-02T03:04:05Z, 8760h0m0s from now, longer
// than the longest rate-limit wait of 15m0s. ...`.
func (e *RateLimitWaitError) Error() string {
	var b strings.Builder
	window := "its rate-limit window"
	if e.Limit > 0 {
		window += fmt.Sprintf(" of %d requests", e.Limit)
	}
	reset := e.Reset.UTC().Format(time.RFC3339)
	fmt.Fprintf(&b, "%s %s: ", e.Method, e.Path)
	if e.Answered {
		fmt.Fprintf(&b, "the service answered 429 Too Many Requests: %s reopens at %s", window, reset)
	} else {
		fmt.Fprintf(&b, "not sent: the service's earlier answers said %s is spent until %s", window, reset)
	}
	fmt.Fprintf(&b, ", %s from now, longer than the longest rate-limit wait of %s.", e.Wait.Round(time.Second), e.MaxWait)
	if e.Answered {
		b.WriteString(" The request was not sent again.")
	}
	fmt.Fprintf(&b, " Run again after the reset, or raise %s (environment variable %s) to wait for it.",
		maxRateLimitWaitSetting, maxRateLimitWaitEnv)
	return b.String()
}
