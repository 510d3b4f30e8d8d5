package fw

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// Memo shares the answers of identical reads within one configured provider, that is one Terraform
// command: a configuration that reads the same catalogue from several data sources spends its
// requests once. Configure makes a new Memo each time, so no answer outlives the run that read it.
type Memo struct {
	mu      sync.Mutex
	entries map[string]*memoEntry
}

// memoEntry is one read, in flight until done is closed.
type memoEntry struct {
	done chan struct{}
	val  any
	err  error
}

// NewMemo returns an empty Memo.
func NewMemo() *Memo { return &Memo{entries: map[string]*memoEntry{}} }

// MemoDo returns the answer of the read named key: the first caller runs fn, concurrent callers
// with the same key wait for it, later callers get the stored answer. A failed read is not kept: the
// callers that waited for it try again themselves, since the failure may have been the first
// caller's own (its context ended). A nil Memo runs fn every time.
func MemoDo[T any](ctx context.Context, m *Memo, key string, fn func() (T, error)) (T, error) {
	if m == nil {
		return fn()
	}
	for {
		m.mu.Lock()
		e, ok := m.entries[key]
		if !ok {
			e = &memoEntry{done: make(chan struct{})}
			m.entries[key] = e
			m.mu.Unlock()
			return lead(m, key, e, fn)
		}
		m.mu.Unlock()
		select {
		case <-ctx.Done():
			var zero T
			return zero, fmt.Errorf("waiting for an identical read: %w", ctx.Err())
		case <-e.done:
		}
		if e.err == nil {
			v, _ := e.val.(T)
			return v, nil
		}
	}
}

// lead performs the read of e and publishes its answer. A failure (or a panic) removes e, so that
// the waiters and later callers read again rather than wait forever or inherit the failure.
func lead[T any](m *Memo, key string, e *memoEntry, fn func() (T, error)) (v T, err error) {
	e.err = errMemoUnfinished
	defer func() {
		if e.err != nil {
			m.mu.Lock()
			delete(m.entries, key)
			m.mu.Unlock()
		}
		close(e.done)
	}()
	v, err = fn()
	e.val, e.err = v, err
	return v, err
}

// errMemoUnfinished marks a read that panicked before it could answer.
var errMemoUnfinished = errors.New("the identical read did not finish")

// Forget drops the stored answer of key, so that the next read asks the service again: a write that
// changes what the read would answer calls it. A nil Memo has nothing to forget.
func (m *Memo) Forget(key string) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.entries, key)
}
