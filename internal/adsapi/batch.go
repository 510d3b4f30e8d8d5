package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// Batched reads. Terraform refreshes resources concurrently, one read per resource; the
// kinds whose list endpoint filters by id combine the reads of the same account that arrive
// within batchWindow of each other into one list request with that filter, with_deleted as
// the single GET sends it, so that a plan of many resources costs a few requests instead of
// one per resource, and never waits for the read window.
//
// Terraform starts the reads of its (10 by default) parallel operations one after the other
// as earlier ones finish, a few milliseconds apart: a batch is sent when it holds as many
// reads as the largest batch so far (as many as run in parallel: the next batch is complete
// when every operation has come back), or once no read has joined it for batchIdle, or
// batchWindow after its first read, or when it is full.
//
// Each read gets the entity the single GET would have answered (deleted ones included where
// the GET asks for them) or, for an id the well-formed list answer lacks, a *transport.NotListedError:
// positive evidence that it does not exist (transport.IsNotFound), which says that the list answered it,
// since no GET of the entity was sent. A list answer that is not well-formed, or that holds an
// item without an id or with one it was not asked for (listByIDs), fails every read of the batch:
// it shows nothing missing. A batch of one is the single GET itself, so a lone read still costs
// exactly one request.
const (
	// batchMaxIDs is how many ids a list filter takes (card_id, card_ids, ids,
	// promotable_user_ids: up to 200 each); a full batch is sent at once.
	batchMaxIDs = 200
	// batchIdle is how long a batch waits for a further read to join it.
	batchIdle = 25 * time.Millisecond
	// batchWindow is the longest the first read of a batch waits for others to join it.
	batchWindow = 100 * time.Millisecond
)

// batcher gathers concurrent reads of one kind. It is safe for concurrent use.
type batcher[T any] struct {
	// idle and window are batchIdle and batchWindow.
	idle, window time.Duration
	// single is the kind's single GET.
	single func(ctx context.Context, accountID, id string) (*T, error)
	// list reads up to batchMaxIDs ids with one list request (a single page).
	list func(ctx context.Context, accountID string, ids []string) ([]T, error)
	// idOf is an entity's id.
	idOf func(*T) string
	// kind names the entity in a NotListedError; listTemplate is the path of list.
	kind, listTemplate string
	// under are the parameters of listTemplate after the account's, for a batcher of the children of one
	// parent in the account (a custom audience's permissions): nil for a list of the account's own.
	under []string

	mu   sync.Mutex
	open map[string]*readBatch[T] // the batch still gathering, by account
	// largest is the most reads a batch has held: a batch that many strong is sent at once.
	largest int
}

// readBatch is one list request and the reads waiting for it.
type readBatch[T any] struct {
	accountID string
	// first and last are when the first and the latest read joined.
	first, last time.Time
	ids         []string
	seen        map[string]bool
	// ctx is the request's: the first read's values (its loggers) without its end, ended
	// when every read has given up.
	ctx     context.Context
	cancel  context.CancelCauseFunc
	waiting int
	sent    bool
	done    chan struct{}

	// Set before done is closed.
	got map[string]*T
	// err is the answer of every read of the batch, unless single is set.
	err error
	// single asks each read to send its own single GET: the list request was refused
	// (a 400), which a single GET of the same id might not be.
	single bool
}

// get returns the entity id of accountID as the single GET would, possibly through a list
// request shared with concurrent calls.
func (b *batcher[T]) get(ctx context.Context, accountID, id string) (*T, error) {
	if !batchable(accountID) || !batchable(id) {
		// An id the list filter could not carry as it is (a comma would split it) is read alone.
		return b.single(ctx, accountID, id)
	}
	b.mu.Lock()
	if b.open == nil {
		b.open = map[string]*readBatch[T]{}
	}
	rb := b.open[accountID]
	if rb == nil {
		rctx, cancel := context.WithCancelCause(context.WithoutCancel(ctx))
		rb = &readBatch[T]{accountID: accountID, seen: map[string]bool{}, ctx: causeContext{rctx}, cancel: cancel, done: make(chan struct{})}
		rb.first = time.Now()
		b.open[accountID] = rb
		time.AfterFunc(b.idle, func() { b.tick(rb) })
	}
	rb.last = time.Now()
	if !rb.seen[id] {
		rb.seen[id] = true
		rb.ids = append(rb.ids, id)
	}
	rb.waiting++
	full := len(rb.ids) >= batchMaxIDs || (b.largest > 1 && len(rb.ids) >= b.largest)
	if full {
		delete(b.open, accountID)
	}
	b.mu.Unlock()
	if full {
		go b.send(rb)
	}

	select {
	case <-rb.done:
	case <-ctx.Done():
		if !b.leave(rb, ctx.Err()) {
			return nil, ctx.Err()
		}
		// The last read to give up ended the request: its error says what it was doing
		// (waiting for a rate-limit reset, say), as the single GET's would.
		<-rb.done
		if rb.single || rb.err == nil && rb.got == nil {
			return nil, ctx.Err()
		}
	}
	switch {
	case rb.single:
		return b.single(ctx, accountID, id)
	case rb.err != nil:
		return nil, rb.err
	}
	item, ok := rb.got[id]
	if !ok {
		return nil, b.notListed(accountID, id)
	}
	cp := *item
	return &cp, nil
}

// notListed is the answer to a read of id that a well-formed list answer of accountID lacks.
func (b *batcher[T]) notListed(accountID, id string) error {
	path, err := transport.Request{Template: b.listTemplate, Params: append([]string{accountID}, b.under...)}.Path()
	if err != nil {
		path = b.listTemplate
	}
	return &transport.NotListedError{Kind: b.kind, ID: id, Method: http.MethodGet, Path: path}
}

// leave is a read giving up with cause: the last one to leave ends the request with that
// cause, and leave reports true.
func (b *batcher[T]) leave(rb *readBatch[T], cause error) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	rb.waiting--
	if rb.waiting > 0 {
		return false
	}
	rb.cancel(cause)
	if !rb.sent {
		// Nobody waits: the batch is dropped unsent, and later reads open a new one.
		rb.sent = true
		if b.open[rb.accountID] == rb {
			delete(b.open, rb.accountID)
		}
		rb.err = cause
		close(rb.done)
	}
	return true
}

// tick sends rb when no read has joined it for idle or its window is over, else looks again
// when the earlier of the two comes.
func (b *batcher[T]) tick(rb *readBatch[T]) {
	b.mu.Lock()
	if rb.sent {
		b.mu.Unlock()
		return
	}
	due := rb.last.Add(b.idle)
	if end := rb.first.Add(b.window); end.Before(due) {
		due = end
	}
	b.mu.Unlock()
	if d := time.Until(due); d > 0 {
		time.AfterFunc(d, func() { b.tick(rb) })
		return
	}
	b.send(rb)
}

// send sends rb once, when tick says or when it is full.
func (b *batcher[T]) send(rb *readBatch[T]) {
	b.mu.Lock()
	if rb.sent {
		b.mu.Unlock()
		return
	}
	rb.sent = true
	if b.open[rb.accountID] == rb {
		delete(b.open, rb.accountID)
	}
	ids := rb.ids
	b.largest = max(b.largest, len(ids))
	b.mu.Unlock()
	defer rb.cancel(context.Canceled)
	defer close(rb.done)

	if len(ids) == 1 {
		item, err := b.single(rb.ctx, rb.accountID, ids[0])
		if err != nil {
			rb.err = err
			return
		}
		rb.got = map[string]*T{ids[0]: item}
		return
	}
	items, err := b.list(rb.ctx, rb.accountID, ids)
	if err != nil {
		if e := (*transport.Error)(nil); errors.As(err, &e) && e.StatusCode == http.StatusBadRequest {
			rb.single = true
			return
		}
		rb.err = err
		return
	}
	rb.got = make(map[string]*T, len(items))
	for i := range items {
		if id := b.idOf(&items[i]); rb.seen[id] {
			rb.got[id] = &items[i]
		}
	}
}

// listByIDs reads, with one list request r whose filter names ids, the entities of those ids. Each
// item of the answer must carry one of the ids: an item without an id, or with one the filter did
// not name, is an answer that did not apply the filter, which cannot show what is missing.
func listByIDs[T any, P entity[T]](ctx context.Context, c *Client, r request, maxCount int, ids []string) ([]T, error) {
	asked := make(map[string]bool, len(ids))
	for _, id := range ids {
		asked[id] = true
	}
	items, _, err := listChecked(ctx, c, r, adsPages, maxCount, 0, func(item *T) string {
		switch id := P(item).entityID(); {
		case id == "":
			return "has no id"
		case !asked[id]:
			return fmt.Sprintf("is %s, which the list was not asked for", id)
		}
		return ""
	})
	return items, err
}

// batchable reports whether s can stand in a comma-separated list filter as it is.
func batchable(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_'
		if !ok {
			return false
		}
	}
	return true
}

// causeContext reports its cause as its error: a batch's request ends with the error of the
// last read that gave up (context.DeadlineExceeded, say), as that read's own request would.
type causeContext struct{ context.Context }

func (c causeContext) Err() error {
	if c.Context.Err() == nil {
		return nil
	}
	return context.Cause(c.Context)
}
