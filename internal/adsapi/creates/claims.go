package creates

import (
	"context"
	"sync"
)

// claims records, per kind, the objects this client's creates made or adopted and the
// creates still waiting for an answer, so that a create whose answer was lost never adopts an
// object another create made; and, per scope, the lost creates that may have made an object
// nobody claimed, so that a lookup can tell this client's unclaimed objects from another
// writer's.
type claims struct {
	mu sync.Mutex
	// changed is closed and replaced whenever a create ends or a reconciliation gives up its
	// turn; waiters watch it.
	changed chan struct{}
	next    uint64
	// inflight maps kind to the tokens of its creates that have no answer yet.
	inflight map[string]map[uint64]bool
	owned    map[string]map[string]bool
	// turns are the reconciliation turns per kind: one at a time.
	turns map[string]chan struct{}
	// looking counts, per scope and sent body, the lost creates waiting or looking for their
	// object; unresolved those that gave up without finding out whether they made one.
	looking, unresolved map[lostKey]int
}

// lostKey is the sent body of a create whose answer was lost, in the scope where its kind's
// objects are listed.
type lostKey struct{ kind, scope, key string }

func newClaims() *claims {
	return &claims{
		changed:    make(chan struct{}),
		inflight:   map[string]map[uint64]bool{},
		owned:      map[string]map[string]bool{},
		turns:      map[string]chan struct{}{},
		looking:    map[lostKey]int{},
		unresolved: map[lostKey]int{},
	}
}

// start registers a create about to be sent and returns its token.
func (c *claims) start(kind string) uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.next++
	if c.inflight[kind] == nil {
		c.inflight[kind] = map[uint64]bool{}
	}
	c.inflight[kind][c.next] = true
	return c.next
}

// issued is the newest token handed out: every create started so far has a token up to it.
func (c *claims) issued() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.next
}

// finish ends a create; id is what its answer made, "" when there was no answer to believe.
// lost, when not nil, is the sent body of a create whose answer was lost: it counts among those
// looking for an identical object from this moment, before any reconciliation can see the list,
// so that identical objects are shared out rather than reported as ambiguous.
func (c *claims) finish(kind string, token uint64, id string, lost *lostKey) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.inflight[kind], token)
	if id != "" {
		c.claimLocked(kind, id)
	}
	if lost != nil {
		c.looking[*lost]++
	}
	c.broadcastLocked()
}

func (c *claims) claim(kind, id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.claimLocked(kind, id)
}

func (c *claims) claimLocked(kind, id string) {
	if c.owned[kind] == nil {
		c.owned[kind] = map[string]bool{}
	}
	c.owned[kind][id] = true
}

func (c *claims) claimed(kind, id string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.owned[kind][id]
}

func (c *claims) broadcastLocked() {
	close(c.changed)
	c.changed = make(chan struct{})
}

// waitSettled waits until no create of kind with a token up to upTo is still without an answer:
// those may have made objects a list just saw, and will claim them.
func (c *claims) waitSettled(ctx context.Context, kind string, upTo uint64) error {
	for {
		c.mu.Lock()
		busy := false
		for t := range c.inflight[kind] {
			if t <= upTo {
				busy = true
				break
			}
		}
		ch := c.changed
		c.mu.Unlock()
		if !busy {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ch:
		}
	}
}

// reconcileTurn waits for the kind's reconciliation turn; release gives it up. A create keeps
// counting among those looking for an identical object (finish) until doneLooking, across every
// look it takes.
func (c *claims) reconcileTurn(ctx context.Context, kind string) (release func(), err error) {
	c.mu.Lock()
	turn := c.turns[kind]
	if turn == nil {
		turn = make(chan struct{}, 1)
		c.turns[kind] = turn
	}
	c.mu.Unlock()
	select {
	case turn <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return func() { <-turn }, nil
}

// doneLooking takes a create whose answer was lost off the count of those looking: it adopted
// an object, or found that it made none. unresolved is true when it gave up instead, still not
// knowing: an unclaimed object identical to what it sent may then be its own for as long as
// this client lives, and is never taken for another writer's.
func (c *claims) doneLooking(k lostKey, unresolved bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.looking[k]--
	if c.looking[k] == 0 {
		delete(c.looking, k)
	}
	if unresolved {
		c.unresolved[k]++
	}
}

// lookingFor is how many reconciliations, this one included, look for an object identical to
// k.
func (c *claims) lookingFor(k lostKey) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.looking[k]
}

// mayHaveMade is, per sent body, how many unclaimed objects of k's kind and scope this client's
// lost creates may have made: those looking and those that gave up. Any other unclaimed object
// made meanwhile is another writer's.
func (c *claims) mayHaveMade(k lostKey) map[string]int {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[string]int{}
	for _, counts := range []map[lostKey]int{c.looking, c.unresolved} {
		for lk, n := range counts {
			if lk.kind == k.kind && lk.scope == k.scope {
				out[lk.key] += n
			}
		}
	}
	return out
}
