package sharedreads

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Concurrent identical reads wait for the one in flight: fn runs once and every caller gets its answer.
func TestSharedReadsShareConcurrentReads(t *testing.T) {
	t.Parallel()
	m := New()
	var calls atomic.Int32
	release := make(chan struct{})
	read := func() ([]byte, error) {
		calls.Add(1)
		<-release
		return []byte("42"), nil
	}
	const callers = 8
	var wg sync.WaitGroup
	results := make([]string, callers)
	for i := range callers {
		wg.Go(func() {
			v, err := m.Do(context.Background(), "k", read)
			if err != nil {
				t.Error(err)
			}
			results[i] = string(v)
		})
	}
	// Let every caller reach the memo before the read answers.
	time.Sleep(50 * time.Millisecond)
	close(release)
	wg.Wait()
	if n := calls.Load(); n != 1 {
		t.Errorf("fn ran %d times, want 1", n)
	}
	for i, v := range results {
		if v != "42" {
			t.Errorf("caller %d got %s", i, v)
		}
	}
	// A later caller gets the stored answer; another key reads again.
	if v, _ := m.Do(context.Background(), "k", read); string(v) != "42" || calls.Load() != 1 {
		t.Errorf("later caller: %d after %d calls", v, calls.Load())
	}
	go func() { _, _ = m.Do(context.Background(), "other", read) }()
	deadline := time.Now().Add(2 * time.Second)
	for calls.Load() != 2 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if calls.Load() != 2 {
		t.Errorf("another key did not read: %d calls", calls.Load())
	}
}

// A failed read is not kept: the next caller reads again.
func TestSharedReadsDoNotKeepFailures(t *testing.T) {
	t.Parallel()
	m := New()
	calls := 0
	fail := true
	read := func() ([]byte, error) {
		calls++
		if fail {
			return nil, errors.New("boom")
		}
		return []byte("ok"), nil
	}
	if _, err := m.Do(context.Background(), "k", read); err == nil {
		t.Fatal("want the read's error")
	}
	fail = false
	if v, err := m.Do(context.Background(), "k", read); err != nil || string(v) != "ok" || calls != 2 {
		t.Errorf("got %q, %v after %d calls; want a second read", v, err, calls)
	}
}

// A waiter whose context ends stops waiting.
func TestSharedReadWaiterHonoursContext(t *testing.T) {
	t.Parallel()
	m := New()
	release := make(chan struct{})
	defer close(release)
	go func() {
		_, _ = m.Do(context.Background(), "k", func() ([]byte, error) { <-release; return []byte("1"), nil })
	}()
	for {
		m.mu.Lock()
		_, started := m.entries["k"]
		m.mu.Unlock()
		if started {
			break
		}
		time.Sleep(time.Millisecond)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := m.Do(ctx, "k", func() ([]byte, error) { return []byte("2"), nil }); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want the waiter's deadline", err)
	}
}

// forget drops the answers under a prefix, whatever their query, and keeps the others.
func TestSharedReadsForgetByPrefix(t *testing.T) {
	t.Parallel()
	m := New()
	calls := map[string]int{}
	read := func(key string) func() ([]byte, error) {
		return func() ([]byte, error) { calls[key]++; return []byte(key), nil }
	}
	ctx := context.Background()
	for _, key := range []string{"GET a/2/users/1/muting?x=1", "GET a/2/users/1/muting?", "GET a/2/users/2/muting?"} {
		if _, err := m.Do(ctx, key, read(key)); err != nil {
			t.Fatal(err)
		}
	}
	m.Forget("GET a/2/users/1/muting")
	for _, key := range []string{"GET a/2/users/1/muting?x=1", "GET a/2/users/1/muting?", "GET a/2/users/2/muting?"} {
		if _, err := m.Do(ctx, key, read(key)); err != nil {
			t.Fatal(err)
		}
	}
	if calls["GET a/2/users/1/muting?x=1"] != 2 || calls["GET a/2/users/1/muting?"] != 2 || calls["GET a/2/users/2/muting?"] != 1 {
		t.Errorf("reads %v, want user 1's read again and user 2's kept", calls)
	}
}
