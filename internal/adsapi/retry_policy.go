package adsapi

import (
	"errors"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"time"
)

// retryableStatus says whether an answer other than 429 may be retried. A POST is
// retried only on 503, the one status that says the service did not act; anything
// else may come after the entity was created.
func retryableStatus(method string, status int) bool {
	if method == http.MethodPost {
		return status == http.StatusServiceUnavailable
	}
	// 501 says the service will never handle the request.
	return status >= 500 && status != http.StatusNotImplemented
}

// retryableError says whether a transport error may be retried. A POST is retried only
// when the connection was never made (a dial error): after a timeout, a reset or a
// dropped response the service may have acted.
func retryableError(method string, err error) bool {
	if isDialError(err) {
		return true
	}
	if method == http.MethodPost {
		return false
	}
	// net.Error covers resets and timeouts; a dropped connection surfaces as EOF.
	var netErr net.Error
	return errors.As(err, &netErr) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}

// backoff is the capped exponential wait before retry n (0-based), with jitter over its
// upper half so that clients that failed together do not retry together.
func backoff(waitMin, waitMax time.Duration, n int) time.Duration {
	d := waitMax
	if n < 32 {
		if e := waitMin << n; e > 0 && e < waitMax {
			d = e
		}
	}
	half := d / 2
	return half + rand.N(d-half+1)
}
