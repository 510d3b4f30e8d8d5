package writebatch

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// MaxWrites is the most writes the service takes in one batch request.
const MaxWrites = 40

// Refusal is the error of a batch request the service refused because of some of its writes: it
// applied none of them.
type Refusal interface {
	error
	// Blamed reports whether the service named an error of the write at position i.
	Blamed(i int) bool
	// ItemError is the error of the write at position i as its own: what the service said of it,
	// or of the request as a whole when it said nothing of the write.
	ItemError(i int) error
}

// Logger receives the batcher's lines; the client's logger fits it.
type Logger interface {
	Debug(ctx context.Context, msg string, fields map[string]any)
	Warn(ctx context.Context, msg string, fields map[string]any)
}

// Ops is what the batcher is handed by the service of one kind (P is the kind's write parameters).
type Ops[T, P any] struct {
	// Kind names an object in messages ("line item").
	Kind string
	// Batch sends writes in one batch request and returns, in their order, the entity the answer
	// holds for each (nil where it is not one). A refusal because of some writes is a Refusal.
	Batch func(ctx context.Context, accountID string, writes []Write[T, P]) ([]*T, error)
	// Get reads one object as the single GET answers it, deleted ones included.
	Get     func(ctx context.Context, accountID, id string) (*T, error)
	IDOf    func(*T) string
	Deleted func(*T) bool
	// IsNotFound reports a read that found nothing; NotSent wraps the error of a write the client
	// refused to send.
	IsNotFound func(error) bool
	NotSent    func(error) error
	// Creates is the client's create engine; it also tells whether the service may have acted.
	Creates *creates.Engine
	// ShareList returns a listing that the lookups of one batch's creates share (list reads it).
	ShareList func(list func(context.Context) ([]*T, error)) func(context.Context) ([]*T, error)
	Logger    Logger
}

// Batcher gathers the concurrent writes of one kind, per account. It is safe for concurrent use.
type Batcher[T, P any] struct {
	ops     Ops[T, P]
	clock   Clock
	timings Timings

	mu       sync.Mutex
	accounts map[string]*account[T, P]
}

// account is what the batcher knows of the writes of one account.
type account[T, P any] struct {
	open *batch[T, P] // the batch still gathering, if any
	// inFlight counts the writes sent (in a batch or alone) whose callers have not had their
	// outcome yet.
	inFlight int
	// returns holds when the callers still awaited back got their outcome, oldest first.
	returns []time.Time
	// lastSent is when a batch was last sent.
	lastSent time.Time
}

// batch is one batch gathering.
type batch[T, P any] struct {
	accountID   string
	first, last time.Time
	items       []*item[T, P]
	// warm is set when a write that was awaited back joined, or one joined while writes were in
	// flight; grown when a write that was not awaited joined (see timing.go).
	warm, grown bool
	sent        bool
	timer       Timer
	// waiting counts the callers still waiting for the batch once sent; the last to give up
	// cancels its request.
	waiting int
	cancel  context.CancelCauseFunc
}

// New returns a batcher of ops' kind, timed by t on clock.
func New[T, P any](ops Ops[T, P], clock Clock, t Timings) *Batcher[T, P] {
	return &Batcher[T, P]{ops: ops, clock: clock, timings: t, accounts: map[string]*account[T, P]{}}
}

// account returns the state of accountID's writes. b.mu is held.
func (b *Batcher[T, P]) account(accountID string) *account[T, P] {
	a := b.accounts[accountID]
	if a == nil {
		a = &account[T, P]{}
		b.accounts[accountID] = a
	}
	return a
}

// submit puts it into the account's batch and waits until the batch has decided what became of it.
// It fails only when ctx ends first: before the batch was sent the write is left out of it, after
// that the batch goes on without this caller.
func (b *Batcher[T, P]) submit(ctx context.Context, accountID string, it *item[T, P]) error {
	it.ctx, it.done = ctx, make(chan struct{})
	now := b.clock.Now()
	b.mu.Lock()
	a := b.account(accountID)
	returned := b.arrivedLocked(a, now)
	wb := a.open
	if wb == nil {
		wb = &batch[T, P]{accountID: accountID, first: now}
		a.open = wb
		wb.timer = b.clock.AfterFunc(time.Hour, func() { b.tick(wb) })
	}
	wb.last = now
	// A write that comes while others are in flight is part of their wave too: their callers come
	// back, and it waits for them rather than going out alone.
	wb.warm = wb.warm || returned || a.inFlight > 0
	wb.grown = wb.grown || !returned
	wb.items = append(wb.items, it)
	ready := b.readyLocked(a, wb, now)
	if !ready {
		b.scheduleLocked(a, wb, now)
	}
	b.mu.Unlock()
	if ready {
		b.flush(wb)
	}
	select {
	case <-it.done:
		return nil
	case <-ctx.Done():
		if b.leave(ctx, wb, it) {
			return ctx.Err()
		}
		<-it.done // the batch settled it while this caller was leaving
		return nil
	}
}

// leave is a caller giving up (ctx ended). A write not yet sent is taken out of its batch, and leave
// reports true; after the batch was sent, the last caller to leave cancels its request. leave
// reports false when the write was settled meanwhile.
func (b *Batcher[T, P]) leave(ctx context.Context, wb *batch[T, P], it *item[T, P]) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	select {
	case <-it.done:
		return false
	default:
	}
	a := b.account(wb.accountID)
	if !wb.sent {
		for i, other := range wb.items {
			if other == it {
				wb.items = append(wb.items[:i], wb.items[i+1:]...)
				break
			}
		}
		if len(wb.items) == 0 && a.open == wb {
			a.open = nil
			wb.timer.Stop()
		}
		return true
	}
	// This caller will not come back for its outcome.
	a.inFlight--
	wb.waiting--
	if wb.waiting == 0 && wb.cancel != nil {
		wb.cancel(context.Cause(ctx))
	}
	return true
}

// flush sends wb, which readyLocked just took out of the gathering ones: a write whose caller's create
// session was stopped before it sent anything is refused as the single endpoint would refuse it,
// a lone write goes back to its caller for the single endpoint, and two or more go in one batch,
// under a context that keeps the first admitted caller's values and ends when every caller has
// given up.
func (b *Batcher[T, P]) flush(wb *batch[T, P]) {
	b.mu.Lock()
	a := b.account(wb.accountID)
	a.inFlight += len(wb.items)
	a.lastSent = b.clock.Now()
	var items []*item[T, P]
	var base context.Context
	for _, it := range wb.items {
		if err := creates.Admit(it.ctx, it.w.Op.method()); err != nil {
			it.settle(settled, nil, b.ops.NotSent(fmt.Errorf("%s of a %s: %w", strings.ToLower(string(it.w.Op)), b.ops.Kind, err)))
			continue
		}
		if base == nil {
			base = it.ctx
		}
		items = append(items, it)
	}
	if len(items) < 2 {
		b.mu.Unlock()
		for _, it := range items {
			it.settle(alone, nil, nil)
		}
		return
	}
	ctx, cancel := context.WithCancelCause(context.WithoutCancel(base))
	wb.waiting, wb.cancel = len(items), cancel
	b.mu.Unlock()
	b.ops.Logger.Debug(ctx, "sending a batch of writes", map[string]any{"kind": b.ops.Kind, "items": len(items)})
	go func() {
		defer cancel(context.Canceled)
		b.run(causeContext{ctx}, wb.accountID, items)
	}()
}

// causeContext reports its cause as its error: a batch's request ends with the error of the
// callers' contexts (a deadline), not a bare "context canceled".
type causeContext struct{ context.Context }

func (c causeContext) Err() error {
	if c.Context.Err() == nil {
		return nil
	}
	return context.Cause(c.Context)
}
