package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
)

// The API has no idempotency key, so a create whose answer is lost (timeout, reset, dropped
// connection, 5xx after the request went out) may or may not have made the object. Rather than
// give up, or send the create again and risk a twin, the client looks for what it may have made:
// the objects of that kind created since just before the request that are identical to what it
// sent and that no other create of this client has claimed. One match is adopted; none, after
// looking again while the list may lag behind the create (listSettleWaits), means nothing was
// made, and the create is sent again; several are reported with their ids.

// lostCreateAttempts bounds how many times one create is sent when each answer is lost and
// nothing was made.
const lostCreateAttempts = 3

// listSettleWaits are the waits before each further look for what a lost create made, when a look
// finds nothing: a list may show an object some time after the create that made it, so "nothing
// was made" is believed only when the last look still finds nothing. A lag longer than their sum
// (7 s) can still make a create be sent again.
var listSettleWaits = []time.Duration{time.Second, 2 * time.Second, 4 * time.Second}

// createdSinceMargin widens "since just before the request" for the Date header's whole seconds
// and the time the request took to reach the service.
const createdSinceMargin = 2 * time.Second

// lostCreate describes how one create finds what it may have made.
type lostCreate[T any] struct {
	// kind names the kind in logs and errors ("card"); claims are per kind.
	kind string
	// key is the canonical form of what was sent; keyOf gives the same form of a candidate, so
	// that "identical" is each kind's own notion (a card: name and components).
	key   string
	keyOf func(T) string
	idOf  func(T) string
	// createdAt is when the service made a candidate; the zero time when it does not say.
	createdAt func(T) time.Time
	// list returns the candidates: the kind's objects, narrowed as far as its list allows.
	list func(ctx context.Context) ([]T, error)
}

// AmbiguousCreateError is a create whose answer was lost when several identical objects, made
// since just before it and claimed by no other create, may be the one it made.
type AmbiguousCreateError struct {
	Kind string
	IDs  []string
	// Cause is the failure of the create's last attempt.
	Cause error
}

func (e *AmbiguousCreateError) Error() string {
	return fmt.Sprintf("the answer to creating a %s was lost and %d identical %ss made since may be it: %s (%v)",
		e.Kind, len(e.IDs), e.Kind, strings.Join(e.IDs, ", "), e.Cause)
}

func (e *AmbiguousCreateError) Unwrap() error { return e.Cause }

// createReconciled runs create, and when its answer is lost, adopts what it made or sends it
// again, as the package comment of lostCreate says.
func createReconciled[T any](ctx context.Context, c *Client, lc lostCreate[T], create func(context.Context) (T, error)) (T, error) {
	var zero T
	for attempt := 1; ; attempt++ {
		since := c.clock.toServer(time.Now()).Add(-createdSinceMargin)
		token := c.claims.start(lc.kind)
		v, err := create(ctx)
		if err == nil {
			c.claims.finish(lc.kind, token, lc.idOf(v), "")
			return v, nil
		}
		if !MayHaveActed(err) {
			c.claims.finish(lc.kind, token, "", "")
			return zero, err
		}
		c.claims.finish(lc.kind, token, "", lc.key)
		found, ok, rerr := lookFor(ctx, c, lc, since, err)
		if rerr != nil {
			return zero, rerr
		}
		if ok {
			c.logger.Warn(ctx, "adopted the object a create made although its answer was lost", map[string]any{
				"kind": lc.kind, "id": lc.idOf(found), "attempt": attempt, "error": err.Error(),
			})
			reportAdoption(ctx, Adoption{Kind: lc.kind, ID: lc.idOf(found), Cause: err})
			return found, nil
		}
		if attempt == lostCreateAttempts {
			return zero, err
		}
		c.logger.Warn(ctx, "the answer to a create was lost and nothing was made; sending it again", map[string]any{
			"kind": lc.kind, "attempt": attempt, "error": err.Error(),
		})
	}
}

// lookFor looks for what a create with a lost answer made, and looks again after each of c.relooks
// while it finds nothing: the list may not show the object yet.
func lookFor[T any](ctx context.Context, c *Client, lc lostCreate[T], since time.Time, cause error) (T, bool, error) {
	defer c.claims.doneLooking(lc.kind, lc.key)
	found, ok, err := reconcile(ctx, c, lc, since, cause)
	for i := 0; err == nil && !ok && i < len(c.relooks); i++ {
		if werr := sleep(ctx, c.relooks[i]); werr != nil {
			return found, false, fmt.Errorf("%w; waiting to look again for the %s it may have made: %v", cause, lc.kind, werr)
		}
		found, ok, err = reconcile(ctx, c, lc, since, cause)
	}
	return found, ok, err
}

// reconcile looks once for what a create with a lost answer made. Reconciliations of one kind run
// one at a time, after every create that was in flight while the candidates were listed has
// claimed its object, so that no two creates adopt the same one.
func reconcile[T any](ctx context.Context, c *Client, lc lostCreate[T], since time.Time, cause error) (T, bool, error) {
	var zero T
	// The create's failure stays the error: the lookup only failed to resolve it.
	lookupFailed := func(err error) error {
		return fmt.Errorf("%w; looking for the %s it may have made failed too: %v", cause, lc.kind, err)
	}
	release, err := c.claims.reconcileTurn(ctx, lc.kind)
	if err != nil {
		return zero, false, lookupFailed(err)
	}
	defer release()
	candidates, err := lc.list(ctx)
	if err != nil {
		return zero, false, lookupFailed(err)
	}
	// A create whose object the list shows was registered before the list answered; waiting for
	// every create registered by now lets each of those claim its own object first.
	listedUpTo := c.claims.issued()
	if err := c.claims.waitSettled(ctx, lc.kind, listedUpTo); err != nil {
		return zero, false, lookupFailed(err)
	}
	var matches []T
	for _, cand := range candidates {
		at := lc.createdAt(cand)
		if (at.IsZero() || !at.Before(since)) && lc.keyOf(cand) == lc.key && !c.claims.claimed(lc.kind, lc.idOf(cand)) {
			matches = append(matches, cand)
		}
	}
	// Oldest first, so that identical creates reconciling one after another adopt in one order.
	slices.SortStableFunc(matches, func(a, b T) int { return lc.createdAt(a).Compare(lc.createdAt(b)) })
	switch {
	case len(matches) == 0:
		return zero, false, nil
	case len(matches) <= c.claims.pendingIdentical(lc.kind, lc.key):
		// As many identical objects as identical creates looking for theirs: they are
		// interchangeable, and each create takes one.
		c.claims.claim(lc.kind, lc.idOf(matches[0]))
		return matches[0], true, nil
	}
	ids := make([]string, len(matches))
	for i, m := range matches {
		ids[i] = lc.idOf(m)
	}
	return zero, false, &AmbiguousCreateError{Kind: lc.kind, IDs: ids, Cause: cause}
}

// lostCreateCandidates bounds the candidates a reconciliation reads: one page of the largest
// size, newest first where the list can sort.
const lostCreateCandidates = 200

// serviceTime reads a created_at of the service (seconds, or milliseconds for scheduled
// feeds); the zero time when it cannot, which keeps the candidate.
func serviceTime(s string) time.Time {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}
	}
	return t
}

// canonical is the JSON form of v, the key of a sent body; encoding the client's own types
// cannot fail, and if it did the empty key would match nothing.
func canonical(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(b)
}

// pointers returns pointers to the items of a list, the form lostCreate works on.
func pointers[T any](items []T) []*T {
	out := make([]*T, len(items))
	for i := range items {
		out[i] = &items[i]
	}
	return out
}
