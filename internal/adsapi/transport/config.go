package transport

import (
	"net/http"
	"time"
)

// DefaultMaxRetries is used when Config.MaxRetries is negative.
const DefaultMaxRetries = 4

// DefaultUserAgent is sent when Config.UserAgent is empty.
const DefaultUserAgent = "terraform-provider-adsapi"

// DefaultMaxRateLimitWait is the longest wait for a rate-limit window when
// Config.MaxRateLimitWait is zero: the longest window the service documents (15 minutes), so
// that any reset of a window the service keeps is waited for, and nothing longer.
const DefaultMaxRateLimitWait = 15 * time.Minute

// DefaultRequestTimeout bounds one attempt when neither Config.RequestTimeout nor
// HTTPClient.Timeout is set, so that a silent server cannot hold a Terraform run for long:
// with the default retries a stalled read still ends within minutes.
const DefaultRequestTimeout = 30 * time.Second

// DefaultResetMargin is sent after a rate-limit reset when Config.ResetMargin is zero: enough for
// the service to have opened the window by the time the request reaches it.
const DefaultResetMargin = 250 * time.Millisecond

// Config holds how a Transport signs, paces and retries its calls. Zero values pick the documented
// defaults.
type Config struct {
	// OAuth 1.0a user context, used by the advertising API.
	ConsumerKey, ConsumerSecret, AccessToken, AccessTokenSecret string
	// BearerToken is the app-only bearer token of core platform endpoints.
	BearerToken string
	// OAuth2AccessToken is an OAuth 2.0 user token of core platform endpoints.
	OAuth2AccessToken string

	// UserAgent is sent on every request; "" means DefaultUserAgent.
	UserAgent string

	// MaxRetries bounds the retries after 5xx answers, connection errors and 429 answers that
	// give no reset still to come: 0 means no retries, a negative value means DefaultMaxRetries.
	// A 429 that gives its reset is waited for without counting against it.
	MaxRetries int
	// RetryWaitMin and RetryWaitMax bound the exponential backoff; zero means 1s and 30s.
	RetryWaitMin, RetryWaitMax time.Duration

	// RequestTimeout bounds one attempt of a call: connecting, sending and reading the whole
	// answer. Each retry gets its own; the waits between attempts are not counted. Zero means
	// HTTPClient.Timeout when that is set, else DefaultRequestTimeout; negative is invalid.
	RequestTimeout time.Duration

	// MaxRateLimitWait is the longest a call waits for a rate-limit window to reopen, after a 429
	// or before sending into a window that earlier answers said is spent (Retry-After of a 5xx
	// too). A longer wait (by more than the 2 s a reset in whole seconds and the client's margins
	// may add) is not waited: the call fails at once with a *RateLimitWaitError. Zero means
	// DefaultMaxRateLimitWait; negative is invalid.
	MaxRateLimitWait time.Duration

	// ResetMargin is how long after a rate-limit reset, on the service's clock, a request that
	// waited for it is sent; zero means DefaultResetMargin.
	ResetMargin time.Duration

	// HTTPClient is an optional base client: its Transport is used, and its Timeout when
	// RequestTimeout is zero. Redirects are never followed, whatever its CheckRedirect says.
	HTTPClient *http.Client
	// Logger is optional; nil discards every line.
	Logger Logger
}
