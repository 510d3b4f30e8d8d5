package creates

import (
	"context"
	"fmt"
	"time"
)

// Item is one create of a batch: the session of the resource Create it belongs to (where its
// adoption is reported, and whose stop gate it passes) and its spec.
type Item[T any] struct {
	Session Session
	Spec    Spec[T]
}

// RunBatch sends creates that travel in one request (a batch endpoint, all or nothing), possibly of
// several resources' Creates, and judges each item as Run judges a single create: an item's answer
// is believed only when it proves that item is the object made; an item whose answer is lost or not
// believed is looked for on its own, adopted when found (into its own session), and sent again (with
// the other items still unresolved, in a smaller batch) when the lookups show nothing was made. An
// item whose session was stopped before it sent anything is not sent (ErrStopped). send sends the
// items whose indexes it is given, in that order, and returns their answers in the same order. The
// results and errors are per item, in the order of items.
func RunBatch[T any](ctx context.Context, e *Engine, items []Item[T], send func(context.Context, []int) ([]T, error)) ([]T, []error) {
	results, errs := make([]T, len(items)), make([]error, len(items))
	var pending []int
	for i, it := range items {
		switch {
		case it.Session.s == nil:
			errs[i] = ErrNoSession
		case it.Session.s.admitWrite() != nil:
			errs[i] = ErrStopped
		default:
			pending = append(pending, i)
		}
	}
	specs := make([]Spec[T], len(items))
	for i, it := range items {
		specs[i] = it.Spec
	}
	for attempt := 1; len(pending) > 0; attempt++ {
		w := window{sent: time.Now()}
		tokens := make([]uint64, len(pending))
		for j, i := range pending {
			tokens[j] = e.claims.start(specs[i].Kind)
		}
		answers, err := send(ctx, pending)
		w.landBy = time.Now()
		if err == nil && len(answers) != len(pending) {
			err = &UntrustedAnswerError{Kind: specs[pending[0]].Kind, Problem: fmt.Sprintf(
				"answers %d objects for the %d sent", len(answers), len(pending))}
		}
		lost := map[int]error{}
		for j, i := range pending {
			itemErr := err
			if err == nil {
				if itemErr = specs[i].check(e, answers[j], w); itemErr == nil {
					e.claims.finish(specs[i].Kind, tokens[j], specs[i].IDOf(answers[j]), nil)
					results[i] = answers[j]
					continue
				}
			}
			if !e.MayHaveActed(itemErr) {
				e.claims.finish(specs[i].Kind, tokens[j], "", nil)
				errs[i] = itemErr
				continue
			}
			lk := specs[i].lostKey()
			e.claims.finish(specs[i].Kind, tokens[j], "", &lk)
			lost[i] = itemErr
		}
		if len(lost) == 0 {
			return results, errs
		}
		w.landBy = w.landBy.Add(e.LandingWait(err))
		var again []int
		for _, i := range pending {
			itemErr, ok := lost[i]
			if !ok {
				continue
			}
			if resolveLost(ctx, e, items[i].Session.s, specs[i], w, itemErr, attempt, &results[i], &errs[i]) {
				continue
			}
			again = append(again, i)
		}
		if len(again) > 0 {
			e.Logger.Warn(ctx, "the answer to a batched create was lost and some of its items were not made; sending them again",
				map[string]any{"kind": specs[again[0]].Kind, "items": len(again), "attempt": attempt})
		}
		pending = again
	}
	return results, errs
}
