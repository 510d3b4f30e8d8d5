package adsapi

import (
	"context"
	"encoding/json"
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
// A request refused because of some of its items (operation_errors) applied none of them. Its items
// are split in two and each part sent again, until every item has been applied or refused alone:
// then its error is its own. The split follows the service's blame when it blames some items and not
// others (the blamed ones apart, the rest together), and halves the request otherwise; an item is
// never sent again after it was applied.
func (b *writeBatcher[T]) run(ctx context.Context, accountID string, items []*writeItem[T]) {
	refusal := b.sendGroup(ctx, accountID, items)
	if refusal == nil {
		return
	}
	if len(refusal.items) == 1 {
		refusal.items[0].settle(settled, nil, refusal.itemError(b.k.kind, 0))
		return
	}
	for _, part := range refusal.split() {
		b.run(ctx, accountID, part)
	}
}

// sendGroup sends items in one batch request (and, for creates whose answer was lost and that were
// not made, in smaller ones: creates.RunBatch), settles every item the answers settle, and returns
// the refusal whose items are left to split, if a request was refused because of its items.
func (b *writeBatcher[T]) sendGroup(ctx context.Context, accountID string, items []*writeItem[T]) *batchRefusal[T] {
	var made, others []*writeItem[T]
	for _, it := range items {
		if it.op == opCreate {
			made = append(made, it)
		} else {
			others = append(others, it)
		}
	}
	var refusal *batchRefusal[T]
	// send sends the creates of idx with, the first time only, the updates and deletes.
	othersSent := false
	send := func(ctx context.Context, idx []int) ([]*T, error) {
		sent := make([]*writeItem[T], 0, len(idx)+len(others))
		for _, i := range idx {
			sent = append(sent, made[i])
		}
		withOthers := !othersSent
		if withOthers {
			sent = append(sent, others...)
			othersSent = true
		}
		parts, err := b.post(ctx, accountID, sent)
		if r := (*batchRefusal[T])(nil); errors.As(err, &r) {
			refusal = r
		}
		if withOthers {
			var rest []json.RawMessage
			if err == nil {
				rest = parts[len(idx):]
			}
			b.settleOthers(others, rest, err)
		}
		out := make([]*T, len(idx))
		for j := range idx {
			out[j] = new(T)
			if err == nil {
				if v := decodeEntity[T](parts[j]); v != nil {
					out[j] = v
				}
			}
		}
		return out, err
	}
	if len(made) == 0 {
		_, _ = send(ctx, nil)
		return refusal
	}
	batch := make([]creates.Item[*T], len(made))
	for i, it := range made {
		batch[i] = creates.Item[*T]{Session: it.session, Spec: it.spec}
	}
	b.shareLookups(batch, made)
	results, errs := creates.RunBatch(ctx, b.c.creates, batch, send)
	if !othersSent && len(others) > 0 {
		// The engine sent none of the creates (each refused before sending): the others go alone.
		_, _ = send(ctx, nil)
	}
	for i, it := range made {
		if r := (*batchRefusal[T])(nil); errors.As(errs[i], &r) && r == refusal {
			continue // left to split
		}
		it.settle(settled, results[i], errs[i])
	}
	return refusal
}

// shareLookups makes the creates of one batch share their lookups' listings: when the batch's answer
// is lost, each create is looked for on its own, and each look lists its parent's newest objects and
// the account's (batchCandidates). Creates under the same parent list the same thing.
func (b *writeBatcher[T]) shareLookups(batch []creates.Item[*T], made []*writeItem[T]) {
	byParent := map[string]*batchCandidates[*T]{}
	var recent *batchCandidates[*T]
	for i, it := range made {
		spec := &batch[i].Spec
		parent := paramText(it.params[b.k.parent])
		if byParent[parent] == nil {
			byParent[parent] = newBatchCandidates(b.c.creates, spec.List)
		}
		spec.List = byParent[parent].get
		if spec.Recent != nil {
			if recent == nil {
				recent = newBatchCandidates(b.c.creates, spec.Recent)
			}
			spec.Recent = recent.get
		}
	}
}

// settleOthers settles the updates and deletes of a request from its answer (parts, one per item,
// or err). Those of a request refused because of its items are left to split.
func (b *writeBatcher[T]) settleOthers(others []*writeItem[T], parts []json.RawMessage, err error) {
	if r := (*batchRefusal[T])(nil); errors.As(err, &r) {
		return
	}
	for j, it := range others {
		switch {
		case err != nil && !MayHaveActed(err):
			it.settle(settled, nil, err)
		case err != nil:
			it.settle(lost, nil, err)
		default:
			v := decodeEntity[T](parts[j])
			if v == nil || b.k.idOf(v) != it.id || (it.op == opDelete && !b.k.deleted(v)) {
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
func (r *batchRefusal[T]) split() [][]*writeItem[T] {
	var blamed, clean []*writeItem[T]
	for i, it := range r.items {
		if r.blamed(i) {
			blamed = append(blamed, it)
		} else {
			clean = append(clean, it)
		}
	}
	if len(blamed) > 0 && len(clean) > 0 {
		// The others first: they are the ones most likely applied as they are.
		return [][]*writeItem[T]{clean, blamed}
	}
	half := len(r.items) / 2
	return [][]*writeItem[T]{r.items[:half], r.items[half:]}
}

// create sends a create through the batcher and returns its outcome.
func (b *writeBatcher[T]) create(ctx context.Context, cs creates.Session, accountID string, p writeParams, spec creates.Spec[*T]) (*T, error) {
	it := &writeItem[T]{op: opCreate, params: p, session: cs, spec: spec}
	if err := b.submit(ctx, accountID, it); err != nil {
		return nil, err
	}
	defer b.release(accountID)
	if it.verdict == alone {
		return creates.Run(ctx, b.c.creates, cs, spec, func(ctx context.Context) (*T, error) {
			return b.k.post(ctx, accountID, p)
		})
	}
	return it.result, it.err
}

// update sends an update through the batcher and returns its outcome. Alone, or after a batch that
// did not answer it, it is the single endpoint's update (updateConfirmed).
func (b *writeBatcher[T]) update(ctx context.Context, accountID, id string, p writeParams) (*T, error) {
	it := &writeItem[T]{op: opUpdate, id: id, params: p}
	if err := b.submit(ctx, accountID, it); err != nil {
		return nil, err
	}
	defer b.release(accountID)
	if it.verdict == settled {
		return it.result, it.err
	}
	if it.err != nil {
		b.c.logger.Warn(ctx, "the answer to a batched update was lost; sending it again alone",
			map[string]any{"kind": b.k.kind, "id": id, "error": it.err.Error()})
	}
	return updateConfirmed(ctx, b.c, b.k.kind, id, func(ctx context.Context) (*T, error) {
		return b.k.put(ctx, accountID, id, p)
	}, func(ctx context.Context) (*T, error) { return b.k.get(ctx, accountID, id) })
}

// delete sends a delete through the batcher and returns its outcome. Alone it is the single
// endpoint's delete (deleteConfirmed). After a batch that did not answer it, or that refused it, the
// entity is read: gone or marked deleted, the delete is done (the entity read, or nil when none);
// otherwise a lost one is sent again alone and a refused one fails with its own error.
func (b *writeBatcher[T]) delete(ctx context.Context, accountID, id string) (*T, error) {
	it := &writeItem[T]{op: opDelete, id: id}
	if err := b.submit(ctx, accountID, it); err != nil {
		return nil, err
	}
	defer b.release(accountID)
	var refused *BatchItemError
	isRefused := errors.As(it.err, &refused)
	switch {
	case it.verdict == settled && !isRefused:
		return it.result, it.err
	case it.verdict == lost || isRefused:
		got, err := b.k.get(ctx, accountID, id)
		switch {
		case IsNotFound(err):
			return nil, nil
		case err == nil && b.k.deleted(got):
			return got, nil
		case isRefused:
			return nil, it.err
		}
	}
	return deleteConfirmed(ctx, b.k.kind, func(ctx context.Context) (*T, error) {
		return b.k.del(ctx, accountID, id)
	}, func(ctx context.Context) (*T, error) { return b.k.get(ctx, accountID, id) }, b.k.deleted)
}
