package adsapi

import (
	"context"
	"errors"
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// Updates and deletes whose answer is malformed. The service answered with success, so it most
// likely carried the request out, but the answer cannot be believed: it is treated like a lost
// answer, and what the entity now is comes from the service itself. A well-formed answer costs no
// request more than before.

// updateAttempts bounds how many times one update is sent while its answers are malformed.
const updateAttempts = 2

// updateConfirmed sends an update with put, a PUT, which the service may be sent twice without
// harm, and returns the entity it answers. While the answer is malformed (see
// MalformedAnswerError), put is sent again, up to updateAttempts in all; when every answer is
// malformed, the entity is read with get, and that reading is returned.
func updateConfirmed[T any](ctx context.Context, c *Client, kind, id string, put, get func(context.Context) (*T, error)) (*T, error) {
	var last error
	for attempt := 1; attempt <= updateAttempts; attempt++ {
		v, err := put(ctx)
		if !isMalformed(err) {
			return v, err
		}
		last = err
		c.t.Logger().Warn(ctx, "the answer to an update is malformed; treating it as lost", map[string]any{
			"kind": kind, "id": id, "attempt": attempt, "error": err.Error(),
		})
	}
	v, err := get(ctx)
	if err != nil {
		return nil, fmt.Errorf("%w; reading the %s back failed too: %v", last, kind, err)
	}
	return v, nil
}

// deleteConfirmed sends a delete with del and returns the entity it answers. When the answer is
// malformed, the entity is read with get: gone (transport.IsNotFound) or marked deleted (deleted reports
// true) means the delete is done, and the entity is the one read, or nil when the read found
// nothing; still there, the delete fails with the malformed answer.
func deleteConfirmed[T any](ctx context.Context, kind string, del, get func(context.Context) (*T, error), deleted func(*T) bool) (*T, error) {
	v, err := del(ctx)
	if !isMalformed(err) {
		return v, err
	}
	got, gerr := get(ctx)
	switch {
	case transport.IsNotFound(gerr):
		return nil, nil
	case gerr != nil:
		return nil, fmt.Errorf("%w; reading the %s to see whether it is gone failed too: %v", err, kind, gerr)
	case deleted != nil && deleted(got):
		return got, nil
	}
	return nil, fmt.Errorf("%w; the %s is still there", err, kind)
}

// isMalformed reports whether err is an answer that is not what the service documents.
func isMalformed(err error) bool {
	var m *transport.MalformedAnswerError
	return errors.As(err, &m)
}
