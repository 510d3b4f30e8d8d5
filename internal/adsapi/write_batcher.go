package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// Batched writes. The service takes up to 40 campaign or line item writes (creates, updates and
// deletes mixed) in one batch request, all or nothing, and counts it as one write of its 450 a
// minute. Terraform calls the provider once per resource, from up to -parallelism goroutines; the
// writes of one kind and one account that run at the same time are gathered here into batch
// requests (when to send one: write_batch_timing.go), and each caller gets its own entity or its
// own error back (write_batch_run.go). A write that gathers no peer goes to the single endpoint,
// which answers it as every other kind's write is answered: a lone write costs what it did before
// batching.
const batchMaxWrites = 40

// writeKind is what the batcher knows of one kind: its batch endpoint, the key of its id in a batch
// item, and its single endpoints, which a lone write and the confirmation of a lost one use.
type writeKind[T any] struct {
	kind, batchPath, idParam string
	// parent is the create parameter naming the parent, under which a lost create is looked for.
	parent  string
	idOf    func(*T) string
	deleted func(*T) bool
	// post, put and del are the single create, update and delete requests; get reads one entity
	// as the single GET answers it (deleted ones included).
	post func(ctx context.Context, accountID string, p writeParams) (*T, error)
	put  func(ctx context.Context, accountID, id string, p writeParams) (*T, error)
	del  func(ctx context.Context, accountID, id string) (*T, error)
	get  func(ctx context.Context, accountID, id string) (*T, error)
}

// Batch operation types.
const (
	opCreate = "Create"
	opUpdate = "Update"
	opDelete = "Delete"
)

// verdict is what became of a write that was gathered.
type verdict int

const (
	// settled: result and err are the service's answer for the write.
	settled verdict = iota
	// alone: the write is the only one of its batch; its caller sends it to the single endpoint.
	alone
	// lost: the batch's answer says nothing trustworthy of this update or delete; its caller
	// confirms it as the single endpoint's path does (sent again, or read back).
	lost
)

// writeItem is one caller's write, waiting in a batch.
type writeItem[T any] struct {
	op     string
	id     string // Update and Delete
	params writeParams
	// session and spec are a create's.
	session creates.Session
	spec    creates.Spec[*T]
	ctx     context.Context
	done    chan struct{}

	// Set before done is closed.
	verdict verdict
	result  *T
	err     error
}

// method is the single endpoint's method of the write, the one its stop gate judges.
func (it *writeItem[T]) method() string {
	switch it.op {
	case opUpdate:
		return http.MethodPut
	case opDelete:
		return http.MethodDelete
	}
	return http.MethodPost
}

// batchParams is the item's params as the batch endpoint takes them: an update or a delete names its
// entity by idParam (the python client's key; the spec does not show it).
func (it *writeItem[T]) batchParams(idParam string) map[string]any {
	p := it.params.batch()
	if it.op != opCreate {
		p[idParam] = it.id
	}
	return p
}

// writeBatcher gathers the concurrent writes of one kind, per account. It is safe for concurrent use.
type writeBatcher[T any] struct {
	c       *Client
	k       writeKind[T]
	timings writeTimings

	mu       sync.Mutex
	accounts map[string]*writeAccount[T]
}

// writeAccount is what the batcher knows of the writes of one account.
type writeAccount[T any] struct {
	open *writeBatch[T] // the batch still gathering, if any
	// inFlight counts the writes sent (in a batch or alone) whose callers have not had their
	// outcome yet.
	inFlight int
	// returns holds when the callers still awaited back got their outcome, oldest first.
	returns []time.Time
	// lastSent is when a batch was last sent.
	lastSent time.Time
}

// writeBatch is one batch gathering.
type writeBatch[T any] struct {
	accountID   string
	first, last time.Time
	items       []*writeItem[T]
	// warm is set when a write that was awaited back joined, or one joined while writes were in
	// flight; grown when a write that was not awaited joined (see write_batch_timing.go).
	warm, grown bool
	sent        bool
	timer       *time.Timer
	// waiting counts the callers still waiting for the batch once sent; the last to give up
	// cancels its request.
	waiting int
	cancel  context.CancelCauseFunc
}

func newWriteBatcher[T any](c *Client, k writeKind[T]) *writeBatcher[T] {
	return &writeBatcher[T]{c: c, k: k, timings: defaultWriteTimings, accounts: map[string]*writeAccount[T]{}}
}

// account returns the state of accountID's writes. b.mu is held.
func (b *writeBatcher[T]) account(accountID string) *writeAccount[T] {
	a := b.accounts[accountID]
	if a == nil {
		a = &writeAccount[T]{}
		b.accounts[accountID] = a
	}
	return a
}

// submit puts it into the account's batch and waits until the batch has decided what became of it.
// It fails only when ctx ends first: before the batch was sent the write is left out of it, after
// that the batch goes on without this caller.
func (b *writeBatcher[T]) submit(ctx context.Context, accountID string, it *writeItem[T]) error {
	it.ctx, it.done = ctx, make(chan struct{})
	now := time.Now()
	b.mu.Lock()
	a := b.account(accountID)
	returned := b.arrivedLocked(a, now)
	wb := a.open
	if wb == nil {
		wb = &writeBatch[T]{accountID: accountID, first: now}
		a.open = wb
		wb.timer = time.AfterFunc(time.Hour, func() { b.tick(wb) })
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
func (b *writeBatcher[T]) leave(ctx context.Context, wb *writeBatch[T], it *writeItem[T]) bool {
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
func (b *writeBatcher[T]) flush(wb *writeBatch[T]) {
	b.mu.Lock()
	a := b.account(wb.accountID)
	a.inFlight += len(wb.items)
	a.lastSent = time.Now()
	var items []*writeItem[T]
	var base context.Context
	for _, it := range wb.items {
		if err := creates.Admit(it.ctx, it.method()); err != nil {
			it.settle(settled, nil, &notSentError{fmt.Errorf("%s of a %s: %w", strings.ToLower(it.op), b.k.kind, err)})
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
	b.c.logger.Debug(ctx, "sending a batch of writes", map[string]any{"kind": b.k.kind, "items": len(items)})
	go func() {
		defer cancel(context.Canceled)
		b.run(causeContext{ctx}, wb.accountID, items)
	}()
}

// settle hands the outcome to the waiting caller; a write is settled once.
func (it *writeItem[T]) settle(v verdict, result *T, err error) {
	it.verdict, it.result, it.err = v, result, err
	close(it.done)
}

// decodeEntity decodes one item of a batch answer; a nil entity when it is not one.
func decodeEntity[T any](raw json.RawMessage) *T {
	if jsonKind(raw) != "an object" {
		return nil
	}
	v := new(T)
	if json.Unmarshal(raw, v) != nil {
		return nil
	}
	return v
}
