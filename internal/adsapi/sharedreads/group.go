package sharedreads

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
)

// Group shares the answers of identical reads among the calls of one client, that is one
// configured provider, one Terraform command: a configuration that reads the same catalogue from
// several data sources, or the authenticated user from several resources, spends its requests
// once. The client marks which reads take part: reference data and lists that only its own writes
// change, which forget them. With the batched reads, which combine concurrent reads of different ids,
// this is the client's only read sharing.
type Group struct {
	mu      sync.Mutex
	entries map[string]*sharedRead
}

// sharedRead is one read, in flight until done is closed.
type sharedRead struct {
	done chan struct{}
	body []byte
	err  error
}

// New returns a Group that holds no answer yet.
func New() *Group { return &Group{entries: map[string]*sharedRead{}} }

// Do returns the answer of the read named key: the first caller runs fn, concurrent callers with
// the same key wait for it, later callers get the stored answer. A failed read is not kept: the
// callers that waited for it try again themselves, since the failure may have been the first
// caller's own (its context ended). Each caller decodes the body itself, so no two share a value.
func (s *Group) Do(ctx context.Context, key string, fn func() ([]byte, error)) ([]byte, error) {
	for {
		s.mu.Lock()
		e, ok := s.entries[key]
		if !ok {
			e = &sharedRead{done: make(chan struct{})}
			s.entries[key] = e
			s.mu.Unlock()
			return s.lead(key, e, fn)
		}
		s.mu.Unlock()
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for an identical read: %w", ctx.Err())
		case <-e.done:
		}
		if e.err == nil {
			return e.body, nil
		}
	}
}

// lead performs the read of e and publishes its answer. A failure (or a panic) removes e, so that
// the waiters and later callers read again rather than wait forever or inherit the failure.
func (s *Group) lead(key string, e *sharedRead, fn func() ([]byte, error)) (body []byte, err error) {
	e.err = errReadUnfinished
	defer func() {
		if e.err != nil {
			s.mu.Lock()
			delete(s.entries, key)
			s.mu.Unlock()
		}
		close(e.done)
	}()
	body, err = fn()
	e.body, e.err = body, err
	return body, err
}

// errReadUnfinished marks a read that panicked before it could answer.
var errReadUnfinished = errors.New("the identical read did not finish")

// Forget drops the stored answers of the reads whose key starts with prefix, so that the next
// read asks the service again: a write that changes what they would answer calls it.
func (s *Group) Forget(prefix string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for key := range s.entries {
		if strings.HasPrefix(key, prefix) {
			delete(s.entries, key)
		}
	}
}
