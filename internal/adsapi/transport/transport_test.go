package transport

import (
	"testing"
	"time"
)

func TestNewDefaultsAndValidation(t *testing.T) {
	t.Parallel()
	tr, err := New(Config{MaxRetries: -1})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	if tr.maxRetries != DefaultMaxRetries || tr.retryWaitMin != time.Second || tr.retryWaitMax != 30*time.Second {
		t.Errorf("retry policy = %d %s %s", tr.maxRetries, tr.retryWaitMin, tr.retryWaitMax)
	}
	if tr.userAgent != DefaultUserAgent || tr.attemptTimeout != DefaultRequestTimeout || tr.maxRateLimitWait != DefaultMaxRateLimitWait {
		t.Errorf("user agent %q, attempt timeout %s, longest rate-limit wait %s: want the defaults", tr.userAgent, tr.attemptTimeout, tr.maxRateLimitWait)
	}
	for name, cfg := range map[string]Config{
		"a minimum wait above the maximum": {RetryWaitMin: time.Minute, RetryWaitMax: time.Second},
		"a negative rate-limit wait":       {MaxRateLimitWait: -time.Second},
		"a negative request timeout":       {RequestTimeout: -time.Second},
	} {
		if _, err := New(cfg); err == nil {
			t.Errorf("%s must be refused", name)
		}
	}
}
