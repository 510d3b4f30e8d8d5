package transport

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"
)

// ConnectionError is a call that got no answer: the connection could not be made, it broke
// before the answer arrived, or the service did not answer within the request timeout. It
// tells apart what the caller must: whether the service may have acted on the request.
type ConnectionError struct {
	// Method and Path of the request; Path carries no query.
	Method, Path string
	// Setting is the provider setting that holds the address, in snake_case (e.g. "ads_url"),
	// and Address its value: where the client tried to connect. It never holds credentials: an
	// address is shown without user information (RedactURL).
	Setting, Address string
	// Sent is false only when no connection was made (a dial error): then the service cannot
	// have seen the request. Once connected, a reset, a dropped answer or a timeout may come
	// after the service acted.
	Sent bool
	// Timeout is true when an attempt ran out of its time (Limit) without an answer.
	Timeout bool
	Limit   time.Duration
	// Attempts is how many attempts the call made, retries included.
	Attempts int
	// Err is the transport error of the last attempt.
	Err error
}

// Error renders e.g. `GET /12/accounts/x/cards: no answer from https://ads-api.x.com (ads_url)
// within 30s after 2 attempts`.
func (e *ConnectionError) Error() string {
	var b strings.Builder
	where := fmt.Sprintf("%s (%s)", e.Address, e.Setting)
	fmt.Fprintf(&b, "%s %s: ", e.Method, e.Path)
	switch {
	case !e.Sent:
		fmt.Fprintf(&b, "cannot connect to %s", where)
	case e.Timeout:
		fmt.Fprintf(&b, "no answer from %s within %s", where, e.Limit)
	default:
		fmt.Fprintf(&b, "the connection to %s ended before an answer arrived", where)
	}
	if e.Attempts > 1 {
		fmt.Fprintf(&b, " after %d attempts", e.Attempts)
	}
	// A timeout's own text ("context deadline exceeded (Client.Timeout ...)") adds nothing.
	if e.Err != nil && (!e.Sent || !e.Timeout) {
		b.WriteString(": " + e.Err.Error())
	}
	return b.String()
}

func (e *ConnectionError) Unwrap() error { return e.Err }

// MayHaveActed reports whether the service may have carried out a call that failed, so that a
// caller knows whether a failed create can have left an entity behind. It is false only when
// the call certainly did nothing: it failed before any request (missing credentials, an invalid
// path, any refusal marked NotSent), no connection was made, the service answered with a status
// that says it did not act (4xx, 501, 503), or the call was given up for a rate-limit window that reopens too late (after
// a 429, or before sending). Any other failure, including one this function does not know, may have
// come after the service acted.
func MayHaveActed(err error) bool {
	if err == nil {
		return false
	}
	var notSent *notSentError
	var missing *MissingCredentialsError
	var tooLong *RateLimitWaitError
	if errors.As(err, &notSent) || errors.As(err, &missing) || errors.As(err, &tooLong) {
		return false
	}
	var ce *ConnectionError
	if errors.As(err, &ce) {
		return ce.Sent
	}
	var apiErr *Error
	if errors.As(err, &apiErr) {
		switch {
		case apiErr.StatusCode < http.StatusInternalServerError:
			return false
		case apiErr.StatusCode == http.StatusNotImplemented, apiErr.StatusCode == http.StatusServiceUnavailable:
			return false
		}
	}
	return true
}

// notSentError is a call refused by the client itself, before any request.
type notSentError struct{ err error }

// NotSent marks err as the refusal of a call the client never sent: MayHaveActed knows it did
// nothing.
func NotSent(err error) error { return &notSentError{err} }

func (e *notSentError) Error() string { return e.err.Error() }
func (e *notSentError) Unwrap() error { return e.err }

// isDialError reports whether err says the connection was never made, so the request cannot
// have reached the service.
func isDialError(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && op.Op == "dial"
}

// connectionError describes the transport error err of the call's last attempt. The end of
// the caller's own context is not a connection error, nor is a rate-limit window that reopens
// too late: they are returned as they are.
func (k *call) connectionError(ctx context.Context, err error) error {
	var tooLong *RateLimitWaitError
	if errors.As(err, &tooLong) {
		return err
	}
	if ctx.Err() != nil {
		return fmt.Errorf("%s %s: %w", k.method, k.path, err)
	}
	var netErr net.Error
	return &ConnectionError{
		Method:   k.method,
		Path:     k.path,
		Setting:  k.setting,
		Address:  RedactURL(k.base),
		Sent:     !isDialError(err),
		Timeout:  errors.As(err, &netErr) && netErr.Timeout(),
		Limit:    k.t.attemptTimeout,
		Attempts: k.attempt,
		Err:      err,
	}
}
