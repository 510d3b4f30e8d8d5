package transport

import (
	"net/http"
	"testing"
	"time"
)

func TestRetryAfterParsing(t *testing.T) {
	t.Parallel()
	now := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		value string
		want  time.Duration
		ok    bool
	}{
		{"3", 3 * time.Second, true},
		{"Wed, 01 May 2024 12:00:05 GMT", 5 * time.Second, true},
		{"Wed, 01 May 2024 11:00:00 GMT", 0, true},
		{"", 0, false},
		{"soon", 0, false},
		{"-1", 0, false},
	} {
		h := http.Header{}
		if tc.value != "" {
			h.Set("Retry-After", tc.value)
		}
		got, ok := retryAfter(h, now)
		if got != tc.want || ok != tc.ok {
			t.Errorf("retryAfter(%q) = %s, %v; want %s, %v", tc.value, got, ok, tc.want, tc.ok)
		}
	}
}

func TestBackoffIsCappedExponentialWithJitter(t *testing.T) {
	t.Parallel()
	minWait, maxWait := 100*time.Millisecond, time.Second
	ceilings := []time.Duration{
		100 * time.Millisecond, 200 * time.Millisecond, 400 * time.Millisecond,
		800 * time.Millisecond, time.Second, time.Second,
	}
	for n, ceiling := range ceilings {
		for range 50 {
			d := backoff(minWait, maxWait, n)
			if d < ceiling/2 || d > ceiling {
				t.Fatalf("backoff(n=%d) = %s, want within [%s, %s]", n, d, ceiling/2, ceiling)
			}
		}
	}
	if d := backoff(minWait, maxWait, 1000); d < maxWait/2 || d > maxWait {
		t.Errorf("backoff(n=1000) = %s, want capped at %s", d, maxWait)
	}
}
