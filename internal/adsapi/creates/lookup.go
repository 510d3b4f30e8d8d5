package creates

import (
	"context"
	"fmt"
	"slices"
	"time"
)

// The request's window, on the service's clock, opens just before the request was sent and closes
// at the last moment it could have landed. That is when it failed, except when the client (or a
// gateway: 504) stopped waiting for the answer: the request may then still be on its way or queued,
// and is taken to land within one attempt timeout after the client gave up. The first look waits
// until then, so that a late landing is found rather than created a second time.
//
// A look adopts an object only on positive evidence that it is this create's: identical to what was
// sent, made within the window, claimed by no other create of this client, and with no sign of
// another writer. A sign is an object of the kind, in the same scope, made since the request was
// sent, that no create of this client claimed and that its lost creates cannot account for (each may
// have made one object like what it sent); or more identical objects than lost creates looking for
// them. Another client is then creating there too, and an identical object may be its: the look
// fails with the candidates and that client's objects (AmbiguousCreateError) and adopts nothing.

// lookFor looks for what a create with a lost answer made, once the request can no longer land
// (w.landBy), and looks again after each of e.Relooks while it finds nothing: the list may not show
// the object yet. The last look comes right before the create is sent again.
func lookFor[T any](ctx context.Context, e *Engine, spec Spec[T], w window, cause error) (T, bool, error) {
	var zero T
	if d := time.Until(w.landBy); d > 0 {
		e.Logger.Warn(ctx, "a create got no answer in time; waiting for the request to land before looking for what it made",
			map[string]any{"kind": spec.Kind, "wait_ms": d.Milliseconds()})
		if err := sleep(ctx, d); err != nil {
			return zero, false, fmt.Errorf("%w; waiting for it to land before looking for the %s it may have made: %v", cause, spec.Kind, err)
		}
	}
	found, ok, err := look(ctx, e, spec, w, cause)
	for i := 0; err == nil && !ok && i < len(e.Relooks); i++ {
		if werr := sleep(ctx, e.Relooks[i]); werr != nil {
			return found, false, fmt.Errorf("%w; waiting to look again for the %s it may have made: %v", cause, spec.Kind, werr)
		}
		found, ok, err = look(ctx, e, spec, w, cause)
	}
	return found, ok, err
}

// look looks once for what a create with a lost answer made. Looks of one kind run one at a time,
// after every create that was in flight while the candidates were listed has claimed its object, so
// that no two creates adopt the same one.
func look[T any](ctx context.Context, e *Engine, spec Spec[T], w window, cause error) (T, bool, error) {
	var zero T
	// The create's failure stays the error: the lookup only failed to resolve it.
	lookupFailed := func(err error) error {
		return fmt.Errorf("%w; looking for the %s it may have made failed too: %v", cause, spec.Kind, err)
	}
	release, err := e.claims.reconcileTurn(ctx, spec.Kind)
	if err != nil {
		return zero, false, lookupFailed(err)
	}
	defer release()
	candidates, err := spec.List(ctx)
	if err != nil {
		return zero, false, lookupFailed(err)
	}
	// The lists' answers have told the service's time: the window is placed after them.
	since, until := w.on(e)
	inWindow := func(v T) bool {
		return madeSince(spec, w, v, since) && (w.before != nil || !spec.CreatedAt(v).After(until))
	}
	same := func(v T) bool { return e.identical(spec.KeyOf(v), spec.Sent) }
	evidence := candidates
	if spec.Recent != nil {
		// Only an object that could be adopted needs the evidence of the scope's newest objects.
		evidence = nil
		if slices.ContainsFunc(candidates, func(v T) bool { return inWindow(v) && same(v) }) {
			if evidence, err = spec.Recent(ctx); err != nil {
				return zero, false, lookupFailed(err)
			}
		}
	}
	// A create whose object the lists show was registered before they answered; waiting for every
	// create registered by now lets each of those claim its own object first.
	if err := e.claims.waitSettled(ctx, spec.Kind, e.claims.issued()); err != nil {
		return zero, false, lookupFailed(err)
	}
	// identicals are the unclaimed objects identical to what was sent, made since the window
	// opened; adoptable those of them made within it.
	var identicals, adoptable []T
	for _, cand := range candidates {
		if !madeSince(spec, w, cand, since) || !same(cand) || e.claims.claimed(spec.Kind, spec.IDOf(cand)) {
			continue
		}
		identicals = append(identicals, cand)
		if inWindow(cand) {
			adoptable = append(adoptable, cand)
		}
	}
	if len(adoptable) == 0 {
		return zero, false, nil
	}
	// Oldest first, so that identical creates looking one after another adopt in one order.
	oldestFirst := func(a, b T) int { return spec.CreatedAt(a).Compare(spec.CreatedAt(b)) }
	slices.SortStableFunc(identicals, oldestFirst)
	slices.SortStableFunc(adoptable, oldestFirst)
	others := otherWriters(e, spec, evidence, func(v T) bool {
		return madeSince(spec, w, v, since.Add(createdSinceMargin-createdAtPrecision))
	})
	// As many identical objects as identical creates looking for theirs, and nobody else at work:
	// they are interchangeable, and each create takes one.
	if len(others) == 0 && len(identicals) <= e.claims.lookingFor(spec.lostKey()) {
		e.claims.claim(spec.Kind, spec.IDOf(adoptable[0]))
		return adoptable[0], true, nil
	}
	ids := make([]string, len(identicals))
	for i, m := range identicals {
		ids[i] = spec.IDOf(m)
	}
	return zero, false, &AmbiguousCreateError{Kind: spec.Kind, IDs: ids, Others: others, Cause: cause}
}

// othersShown bounds AmbiguousCreateError.Others: a few show the other writer at work, and a busy
// account could show a page of them.
const othersShown = 10

// otherWriters returns the ids, at most othersShown, of the objects of evidence that show another
// writer at work: not identical to what was sent (identical ones are candidates), made since the
// request was sent (sinceSent), claimed by no create of this client, and, for what they hold, more than
// this client's lost creates may have made. What they hold is counted by canonical form to the byte
// (KeyOf against the Sent of each lost create), which a kind's KeyOf makes exact by writing out the
// service's defaults: matching every group against every lost create's form as identical does would
// cost a lost batch of n items n² comparisons per look.
func otherWriters[T any](e *Engine, spec Spec[T], evidence []T, sinceSent func(T) bool) []string {
	mayHaveMade := e.claims.mayHaveMade(spec.lostKey())
	byKey := map[string][]string{}
	for _, v := range evidence {
		id := spec.IDOf(v)
		if !sinceSent(v) || id == "" || e.claims.claimed(spec.Kind, id) {
			continue
		}
		if k := spec.KeyOf(v); !e.identical(k, spec.Sent) {
			byKey[k] = append(byKey[k], id)
		}
	}
	var out []string
	for k, ids := range byKey {
		if len(ids) > mayHaveMade[k] {
			out = append(out, ids...)
		}
	}
	slices.Sort(out)
	return out[:min(len(out), othersShown)]
}
