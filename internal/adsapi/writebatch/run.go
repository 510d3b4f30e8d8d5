package writebatch

import (
	"context"
	"errors"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// run sends writes of one account through the batch endpoint (a gathered batch holds two or more; a
// part of a refused one may hold one) and settles each of them.
//
// Creates go through the create engine (creates.RunBatch), each with its own caller's session: an
// answer is believed item by item, and a lost answer is reconciled item by item (found and adopted,
// or sent again with the others still unresolved). Updates and deletes ride in the first request;
// when its answer is lost or does not hold them, each goes back to its caller, who confirms it as
// the single endpoint's path does (an update is sent again: it is idempotent; a delete is read back,
// and sent again only when the entity is still there).
//
// A request refused because of some of its items (a Refusal) applied none of them. Its items are
// split in two and each part sent again, until every item has been applied or refused alone: then
// its error is its own. The split follows the service's blame when it blames some items and not
// others (the blamed ones apart, the rest together), and halves the request otherwise; an item is
// never sent again after it was applied.
func (b *Batcher[T, P]) run(ctx context.Context, accountID string, items []*item[T, P]) {
	refusal, sent := b.sendGroup(ctx, accountID, items)
	if refusal == nil {
		return
	}
	if len(sent) == 1 {
		sent[0].settle(refused, nil, refusal.ItemError(0))
		return
	}
	for _, part := range split(refusal, sent) {
		b.run(ctx, accountID, part)
	}
}

// sendGroup sends items in one batch request (and, for creates whose answer was lost and that were
// not made, in smaller ones: creates.RunBatch), settles every item the answers settle, and returns
// the refusal whose items (sent, in the request's order) are left to split, if a request was
// refused because of its items.
func (b *Batcher[T, P]) sendGroup(ctx context.Context, accountID string, items []*item[T, P]) (Refusal, []*item[T, P]) {
	var made, others []*item[T, P]
	for _, it := range items {
		if it.w.Op == Create {
			made = append(made, it)
		} else {
			others = append(others, it)
		}
	}
	var refusal Refusal
	var refused []*item[T, P]
	// send sends the creates of idx with, the first time only, the updates and deletes.
	othersSent := false
	send := func(ctx context.Context, idx []int) ([]*T, error) {
		sent := make([]*item[T, P], 0, len(idx)+len(others))
		for _, i := range idx {
			sent = append(sent, made[i])
		}
		withOthers := !othersSent
		if withOthers {
			sent = append(sent, others...)
			othersSent = true
		}
		writes := make([]Write[T, P], len(sent))
		for i, it := range sent {
			writes[i] = it.w
		}
		answers, err := b.ops.Batch(ctx, accountID, writes)
		if r := Refusal(nil); errors.As(err, &r) {
			refusal, refused = r, sent
		}
		if withOthers {
			var rest []*T
			if err == nil {
				rest = answers[len(idx):]
			}
			b.settleOthers(others, rest, err)
		}
		out := make([]*T, len(idx))
		for j := range idx {
			out[j] = new(T)
			if err == nil && answers[j] != nil {
				out[j] = answers[j]
			}
		}
		return out, err
	}
	if len(made) == 0 {
		_, _ = send(ctx, nil)
		return refusal, refused
	}
	batch := make([]creates.Item[*T], len(made))
	for i, it := range made {
		batch[i] = creates.Item[*T]{Session: it.w.Session, Spec: it.w.Spec}
	}
	b.shareLookups(batch, made)
	results, errs := creates.RunBatch(ctx, b.ops.Creates, batch, send)
	if !othersSent && len(others) > 0 {
		// The engine sent none of the creates (each refused before sending): the others go alone.
		_, _ = send(ctx, nil)
	}
	for i, it := range made {
		if r := Refusal(nil); errors.As(errs[i], &r) && r == refusal {
			continue // left to split
		}
		it.settle(settled, results[i], errs[i])
	}
	return refusal, refused
}

// shareLookups makes the creates of one batch share their lookups' listings: when the batch's answer
// is lost, each create is looked for on its own, and each look lists its parent's newest objects and
// the account's. Creates under the same parent list the same thing.
func (b *Batcher[T, P]) shareLookups(batch []creates.Item[*T], made []*item[T, P]) {
	byParent := map[string]func(context.Context) ([]*T, error){}
	var recent func(context.Context) ([]*T, error)
	for i, it := range made {
		spec := &batch[i].Spec
		if byParent[it.w.Parent] == nil {
			byParent[it.w.Parent] = b.ops.ShareList(spec.List)
		}
		spec.List = byParent[it.w.Parent]
		if spec.Recent != nil {
			if recent == nil {
				recent = b.ops.ShareList(spec.Recent)
			}
			spec.Recent = recent
		}
	}
}

// settleOthers settles the updates and deletes of a request from its answer (answers, one per item,
// or err). Those of a request refused because of its items are left to split.
func (b *Batcher[T, P]) settleOthers(others []*item[T, P], answers []*T, err error) {
	if r := Refusal(nil); errors.As(err, &r) {
		return
	}
	for j, it := range others {
		switch {
		case err != nil && !b.ops.Creates.MayHaveActed(err):
			it.settle(settled, nil, err)
		case err != nil:
			it.settle(lost, nil, err)
		default:
			v := answers[j]
			if v == nil || b.ops.IDOf(v) != it.w.ID || (it.w.Op == Delete && !b.ops.Deleted(v)) {
				// Applied most likely, but the answer does not show it: confirmed by the caller.
				it.settle(lost, nil, nil)
				continue
			}
			it.settle(settled, v, nil)
		}
	}
}

// split cuts the items of a refused request in two parts to send again: the items the service
// blamed and the others when it blamed some and not all, else the two halves.
func split[T, P any](r Refusal, items []*item[T, P]) [][]*item[T, P] {
	var blamed, clean []*item[T, P]
	for i, it := range items {
		if r.Blamed(i) {
			blamed = append(blamed, it)
		} else {
			clean = append(clean, it)
		}
	}
	if len(blamed) > 0 && len(clean) > 0 {
		// The others first: they are the ones most likely applied as they are.
		return [][]*item[T, P]{clean, blamed}
	}
	half := len(items) / 2
	return [][]*item[T, P]{items[:half], items[half:]}
}
