package transport

import (
	"errors"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"time"
)

// retryableStatus says whether an answer other than 429 may be retried. A request that is
// not repeatable (a POST that creates) is retried only on 503, the one status that says the
// service did not act; anything else may come after the entity was created.
func retryableStatus(repeatable bool, status int) bool {
	if !repeatable {
		return status == http.StatusServiceUnavailable
	}
	// 501 says the service will never handle the request.
	return status >= 500 && status != http.StatusNotImplemented
}

// retryableError says whether a transport error may be retried. A request that is not
// repeatable is retried only when the connection was never made (a dial error): after a
// timeout, a reset or a dropped response the service may have acted.
func retryableError(repeatable bool, err error) bool {
	if isDialError(err) {
		return true
	}
	if !repeatable {
		return false
	}
	// net.Error covers resets and timeouts, while connecting or reading the body alike (io.ReadAll
	// returns the connection's error as it is); a dropped connection surfaces as EOF, a body cut
	// short of its length as io.ErrUnexpectedEOF.
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

// repeatable says whether sending a request twice has the effect of sending it once: every
// method but POST, and the POSTs the service documents as idempotent or that ask for a state
// rather than make an object (a mute, the developer account, a collection's entries, a
// sandbox account's features).
func repeatable(method string, idempotent bool) bool {
	return method != http.MethodPost || idempotent
}
