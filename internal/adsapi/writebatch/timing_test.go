package writebatch

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// thing is the object of the tests' kind.
type thing struct{ ID string }

// fakeService records what the batcher sends: each batch request's ids, and the ids sent alone. A
// batch request blocks while hold is set, until release.
type fakeService struct {
	mu      sync.Mutex
	batches [][]string
	alone   []string
	hold    chan struct{}
}

func (s *fakeService) batch(_ context.Context, _ string, writes []Write[thing, string]) ([]*thing, error) {
	s.mu.Lock()
	ids := make([]string, len(writes))
	out := make([]*thing, len(writes))
	for i, w := range writes {
		ids[i], out[i] = w.ID, &thing{ID: w.ID}
	}
	s.batches = append(s.batches, ids)
	hold := s.hold
	s.mu.Unlock()
	if hold != nil {
		<-hold
	}
	return out, nil
}

func (s *fakeService) sent() (batches [][]string, alone []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.batches), slices.Clone(s.alone)
}

type quietLog struct{}

func (quietLog) Debug(context.Context, string, map[string]any) {}
func (quietLog) Warn(context.Context, string, map[string]any)  {}

func newFakeBatcher(s *fakeService, clock Clock) *Batcher[thing, string] {
	return New(Ops[thing, string]{
		Kind: "thing", Batch: s.batch,
		IDOf: func(t *thing) string { return t.ID }, Deleted: func(*thing) bool { return false },
		NotSent: func(err error) error { return err },
		Creates: creates.NewEngine(time.Minute, quietLog{}), Logger: quietLog{},
	}, clock, DefaultTimings)
}

// update starts an update of id in its own goroutine and returns where its outcome arrives.
func update(ctx context.Context, b *Batcher[thing, string], s *fakeService, id string) <-chan error {
	out := make(chan error, 1)
	go func() {
		got, err := b.Update(ctx, "acc", Write[thing, string]{Op: Update, ID: id, Alone: func(context.Context) (*thing, error) {
			s.mu.Lock()
			s.alone = append(s.alone, id)
			s.mu.Unlock()
			return &thing{ID: id}, nil
		}})
		if err == nil && got.ID != id {
			err = fmt.Errorf("update of %s answered %+v", id, got)
		}
		out <- err
	}()
	return out
}

// gathering waits until n writes of the account are gathering in its open batch.
func gathering(t *testing.T, b *Batcher[thing, string], n int) {
	t.Helper()
	// Real time bounds the wait, not a count of yields: on a loaded machine the writes' goroutines may
	// not run for a while.
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		b.mu.Lock()
		a := b.accounts["acc"]
		got := 0
		if a != nil && a.open != nil {
			got = len(a.open.items)
		}
		b.mu.Unlock()
		if got == n {
			return
		}
		runtime.Gosched()
	}
	t.Fatalf("%d writes never gathered", n)
}

// sentAtLeast waits until the service has been sent n requests, batches and lone writes together.
func sentAtLeast(t *testing.T, s *fakeService, n int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		if batches, alone := s.sent(); len(batches)+len(alone) >= n {
			return
		}
		runtime.Gosched()
	}
	t.Fatalf("the service was never sent %d requests", n)
}

func wait(t *testing.T, outcomes ...<-chan error) {
	t.Helper()
	for _, o := range outcomes {
		select {
		case err := <-o:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("a write never got its outcome")
		}
	}
}

// A write that no peer joins goes to the single endpoint after Linger, not before.
func TestLoneWriteGoesAloneAfterLinger(t *testing.T) {
	t.Parallel()
	clock, s := newFakeClock(), &fakeService{}
	b := newFakeBatcher(s, clock)
	done := update(t.Context(), b, s, "a")
	gathering(t, b, 1)
	clock.advance(DefaultTimings.Linger - time.Millisecond)
	if batches, alone := s.sent(); len(batches)+len(alone) != 0 {
		t.Fatalf("sent %v and %v before the linger ended", batches, alone)
	}
	clock.advance(time.Millisecond)
	wait(t, done)
	if batches, alone := s.sent(); len(batches) != 0 || !slices.Equal(alone, []string{"a"}) {
		t.Errorf("sent batches %v, alone %v; want a alone", batches, alone)
	}
}

// Two writes within the linger wait Quiet after the second, then travel together.
func TestWritesTogetherWaitQuietThenShareABatch(t *testing.T) {
	t.Parallel()
	clock, s := newFakeClock(), &fakeService{}
	b := newFakeBatcher(s, clock)
	first := update(t.Context(), b, s, "a")
	gathering(t, b, 1)
	clock.advance(2 * time.Millisecond)
	second := update(t.Context(), b, s, "b")
	gathering(t, b, 2)
	clock.advance(DefaultTimings.Quiet - time.Millisecond)
	if batches, alone := s.sent(); len(batches)+len(alone) != 0 {
		t.Fatalf("sent %v and %v before the quiet moment", batches, alone)
	}
	clock.advance(time.Millisecond)
	wait(t, first, second)
	if batches, alone := s.sent(); len(batches) != 1 || len(batches[0]) != 2 || len(alone) != 0 {
		t.Errorf("sent batches %v, alone %v; want a and b in one batch", batches, alone)
	}
}

// A batch of MaxWrites goes at once, with no time passing.
func TestFullBatchGoesAtOnce(t *testing.T) {
	t.Parallel()
	clock, s := newFakeClock(), &fakeService{}
	b := newFakeBatcher(s, clock)
	var outcomes []<-chan error
	for i := range MaxWrites {
		outcomes = append(outcomes, update(t.Context(), b, s, fmt.Sprint(i)))
		if i < MaxWrites-1 {
			gathering(t, b, i+1)
		}
	}
	wait(t, outcomes...)
	if batches, _ := s.sent(); len(batches) != 1 || len(batches[0]) != MaxWrites {
		t.Errorf("sent batches %v, want one of %d", batches, MaxWrites)
	}
}

// Writes that keep coming just inside the quiet wait are sent Window after the first.
func TestWindowBoundsTheWait(t *testing.T) {
	t.Parallel()
	clock, s := newFakeClock(), &fakeService{}
	b := newFakeBatcher(s, clock)
	step := DefaultTimings.Quiet - time.Millisecond
	var outcomes []<-chan error
	var waited time.Duration
	for i := 0; waited < DefaultTimings.Window; i++ {
		outcomes = append(outcomes, update(t.Context(), b, s, fmt.Sprint(i)))
		gathering(t, b, i+1)
		if batches, _ := s.sent(); len(batches) != 0 {
			t.Fatalf("sent after %s, before the window's end", waited)
		}
		d := step
		if i == 0 {
			d = DefaultTimings.Linger - time.Millisecond // a single write lingers only that long
		}
		d = min(d, DefaultTimings.Window-waited)
		clock.advance(d)
		waited += d
	}
	wait(t, outcomes...)
	if batches, _ := s.sent(); len(batches) != 1 || len(batches[0]) != len(outcomes) {
		t.Errorf("sent batches %v, want one of the %d writes", batches, len(outcomes))
	}
}

// A write that comes while a batch is in flight waits for that batch's callers to come back and
// travels with their next writes, however long the flight.
func TestWriteDuringFlightWaitsForTheReturns(t *testing.T) {
	t.Parallel()
	clock, s := newFakeClock(), &fakeService{hold: make(chan struct{})}
	b := newFakeBatcher(s, clock)
	a1, b1 := update(t.Context(), b, s, "a1"), update(t.Context(), b, s, "b1")
	gathering(t, b, 2)
	clock.advance(DefaultTimings.Quiet)
	c1 := update(t.Context(), b, s, "c1")
	gathering(t, b, 1)
	clock.advance(DefaultTimings.Window / 2)
	// The first batch goes out in a goroutine of its own (it is held in flight): wait until it is sent.
	sentAtLeast(t, s, 1)
	if batches, alone := s.sent(); len(batches) != 1 || len(alone) != 0 {
		t.Fatalf("sent batches %v, alone %v while the first was in flight; want only the first", batches, alone)
	}
	close(s.hold)
	wait(t, a1, b1)
	a2, b2 := update(t.Context(), b, s, "a2"), update(t.Context(), b, s, "b2")
	gathering(t, b, 3)
	clock.advance(DefaultTimings.Quiet)
	wait(t, c1, a2, b2)
	batches, alone := s.sent()
	if len(batches) != 2 || len(alone) != 0 || len(batches[1]) != 3 || !slices.Contains(batches[1], "c1") {
		t.Errorf("sent batches %v, alone %v; want a1 and b1, then c1 with a2 and b2", batches, alone)
	}
}

// A write whose caller gives up before its batch is sent is left out of it; the next write goes.
func TestWriteLeftBeforeSendingIsLeftOut(t *testing.T) {
	t.Parallel()
	clock, s := newFakeClock(), &fakeService{}
	b := newFakeBatcher(s, clock)
	ctx, cancel := context.WithCancel(t.Context())
	left := update(ctx, b, s, "left")
	gathering(t, b, 1)
	cancel()
	if err := <-left; !errors.Is(err, context.Canceled) {
		t.Fatalf("the write that left ended with %v", err)
	}
	clock.advance(DefaultTimings.Window)
	if batches, alone := s.sent(); len(batches)+len(alone) != 0 {
		t.Fatalf("sent %v and %v for a write whose caller left", batches, alone)
	}
	next := update(t.Context(), b, s, "next")
	gathering(t, b, 1)
	clock.advance(DefaultTimings.Linger)
	wait(t, next)
	if _, alone := s.sent(); !slices.Equal(alone, []string{"next"}) {
		t.Errorf("sent alone %v, want next", alone)
	}
}
