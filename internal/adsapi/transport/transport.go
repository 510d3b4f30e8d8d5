package transport

import (
	"fmt"
	"time"
)

// Transport sends the calls of one client: it signs them, paces them by the service's rate-limit
// windows, retries what may be retried and turns every answer into a result or an error (the one
// loop of call.go). Build it with New; it is safe for concurrent use.
type Transport struct {
	userAgent                  string
	maxRetries                 int
	retryWaitMin, retryWaitMax time.Duration
	// resetMargin is how long after a rate-limit reset, on the service's clock as the
	// answers' Date headers bound it (server_clock.go), a request waiting for it is sent.
	resetMargin      time.Duration
	maxRateLimitWait time.Duration
	attemptTimeout   time.Duration
	logger           Logger

	auth   authTransports
	limits *rateLimits
	// clock is the service's clock as its answers tell it (server_clock.go).
	clock serverClock
}

// New checks cfg and fills in its defaults; credentials are checked per call so that a client
// configured for some endpoints only still works for those.
func New(cfg Config) (*Transport, error) {
	t := &Transport{
		userAgent:        cfg.UserAgent,
		maxRetries:       cfg.MaxRetries,
		retryWaitMin:     cfg.RetryWaitMin,
		retryWaitMax:     cfg.RetryWaitMax,
		resetMargin:      cfg.ResetMargin,
		maxRateLimitWait: cfg.MaxRateLimitWait,
		attemptTimeout:   cfg.RequestTimeout,
		logger:           cfg.Logger,
		limits:           newRateLimits(),
	}
	if t.resetMargin == 0 {
		t.resetMargin = DefaultResetMargin
	}
	if t.userAgent == "" {
		t.userAgent = DefaultUserAgent
	}
	if t.maxRetries < 0 {
		t.maxRetries = DefaultMaxRetries
	}
	if t.retryWaitMin == 0 {
		t.retryWaitMin = time.Second
	}
	if t.retryWaitMax == 0 {
		t.retryWaitMax = 30 * time.Second
	}
	if t.retryWaitMin < 0 || t.retryWaitMax < t.retryWaitMin {
		return nil, fmt.Errorf("invalid retry waits: minimum %s must be positive and not above maximum %s", t.retryWaitMin, t.retryWaitMax)
	}
	if t.logger == nil {
		t.logger = discardLogger{}
	}
	if t.maxRateLimitWait < 0 {
		return nil, fmt.Errorf("invalid longest rate-limit wait %s: must be positive", t.maxRateLimitWait)
	}
	if t.maxRateLimitWait == 0 {
		t.maxRateLimitWait = DefaultMaxRateLimitWait
	}
	if t.attemptTimeout < 0 {
		return nil, fmt.Errorf("invalid request timeout %s: must be positive", t.attemptTimeout)
	}
	base := defaultTransport()
	if cfg.HTTPClient != nil {
		if cfg.HTTPClient.Transport != nil {
			base = cfg.HTTPClient.Transport
		}
		if t.attemptTimeout == 0 {
			t.attemptTimeout = cfg.HTTPClient.Timeout
		}
	}
	// A base client without a Timeout must not mean no bound at all.
	if t.attemptTimeout == 0 {
		t.attemptTimeout = DefaultRequestTimeout
	}
	t.auth = newAuthTransports(cfg, base)
	return t, nil
}

// AttemptTimeout is how long one attempt of a call may take.
func (t *Transport) AttemptTimeout() time.Duration { return t.attemptTimeout }

// ToServer is now on the service's clock, as its answers told it (server_clock.go).
func (t *Transport) ToServer(now time.Time) time.Time { return t.clock.toServer(now) }

// Logger is where the transport's lines go; the engines above it write theirs there too.
func (t *Transport) Logger() Logger { return t.logger }
