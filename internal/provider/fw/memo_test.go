package fw

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Concurrent identical reads wait for the one in flight: fn runs once and every caller gets its answer.
func TestMemoSharesConcurrentReads(t *testing.T) {
	t.Parallel()
	m := NewMemo()
	var calls atomic.Int32
	release := make(chan struct{})
	read := func() (int, error) {
		calls.Add(1)
		<-release
		return 42, nil
	}
	const callers = 8
	var wg sync.WaitGroup
	results := make([]int, callers)
	for i := range callers {
		wg.Go(func() {
			v, err := MemoDo(context.Background(), m, "k", read)
			if err != nil {
				t.Error(err)
			}
			results[i] = v
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
		if v != 42 {
			t.Errorf("caller %d got %d", i, v)
		}
	}
	// A later caller gets the stored answer; another key reads again.
	if v, _ := MemoDo(context.Background(), m, "k", read); v != 42 || calls.Load() != 1 {
		t.Errorf("later caller: %d after %d calls", v, calls.Load())
	}
	go func() { _, _ = MemoDo(context.Background(), m, "other", read) }()
	deadline := time.Now().Add(2 * time.Second)
	for calls.Load() != 2 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if calls.Load() != 2 {
		t.Errorf("another key did not read: %d calls", calls.Load())
	}
}

// A failed read is not kept: the next caller reads again.
func TestMemoDoesNotKeepFailures(t *testing.T) {
	t.Parallel()
	m := NewMemo()
	calls := 0
	fail := true
	read := func() (string, error) {
		calls++
		if fail {
			return "", errors.New("boom")
		}
		return "ok", nil
	}
	if _, err := MemoDo(context.Background(), m, "k", read); err == nil {
		t.Fatal("want the read's error")
	}
	fail = false
	if v, err := MemoDo(context.Background(), m, "k", read); err != nil || v != "ok" || calls != 2 {
		t.Errorf("got %q, %v after %d calls; want a second read", v, err, calls)
	}
}

// A waiter whose context ends stops waiting.
func TestMemoWaiterHonoursContext(t *testing.T) {
	t.Parallel()
	m := NewMemo()
	release := make(chan struct{})
	defer close(release)
	go func() {
		_, _ = MemoDo(context.Background(), m, "k", func() (int, error) { <-release; return 1, nil })
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
	if _, err := MemoDo(ctx, m, "k", func() (int, error) { return 2, nil }); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want the waiter's deadline", err)
	}
}
