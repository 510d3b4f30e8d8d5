package adsapi

import (
	"context"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/writebatch"
)

// BatchedWrites writes campaigns or line items as a Terraform apply does, many at once: the writes
// of one account made at the same time travel together through the kind's batch endpoint (up to 40
// creates, updates and deletes a request, counted as one write of the service's 450 a minute), and
// a write that gathers no peer goes through the service's single-endpoint method. The engine is
// writebatch; each caller gets its own object or its own error back (*BatchItemError for a write
// the service refused in a batch).
type BatchedWrites[T any, In, Up writeInput] struct {
	b *writebatch.Batcher[T, writeParams]
	// parent is the create parameter naming the parent ("campaign_id").
	parent string
	spec   func(accountID string, in In) creates.Spec[*T]
	// create, update and del are the service's single-endpoint methods.
	create func(ctx context.Context, cs creates.Session, accountID string, in In) (*T, error)
	update func(ctx context.Context, accountID, id string, up Up) (*T, error)
	del    func(ctx context.Context, accountID, id string) (*T, error)
}

// writeInput is a create's input or an update's changes.
type writeInput interface{ params() writeParams }

// Create creates an object, batched with the account's concurrent writes of its kind. Either way a
// lost answer is reconciled by the create engine: what it made is adopted, or it is sent again.
func (w *BatchedWrites[T, In, Up]) Create(ctx context.Context, cs creates.Session, accountID string, in In) (*T, error) {
	p := in.params()
	return w.b.Create(ctx, accountID, writebatch.Write[T, writeParams]{
		Op: writebatch.Create, Params: p, Parent: paramText(p[w.parent]), Session: cs, Spec: w.spec(accountID, in),
		Alone: func(ctx context.Context) (*T, error) { return w.create(ctx, cs, accountID, in) },
	})
}

// Update changes the fields up supplies, batched with the account's concurrent writes; one whose
// batched answer is lost or malformed is sent again alone.
func (w *BatchedWrites[T, In, Up]) Update(ctx context.Context, accountID, id string, up Up) (*T, error) {
	return w.b.Update(ctx, accountID, writebatch.Write[T, writeParams]{
		Op: writebatch.Update, ID: id, Params: up.params(),
		Alone: func(ctx context.Context) (*T, error) { return w.update(ctx, accountID, id, up) },
	})
}

// Delete soft-deletes an object and returns it marked deleted, batched with the account's concurrent
// writes. When its answer is lost, malformed or a refusal, the object is read, and deleted alone only
// when it is still there.
func (w *BatchedWrites[T, In, Up]) Delete(ctx context.Context, accountID, id string) (*T, error) {
	return w.b.Delete(ctx, accountID, writebatch.Write[T, writeParams]{
		Op: writebatch.Delete, ID: id,
		Alone: func(ctx context.Context) (*T, error) { return w.del(ctx, accountID, id) },
	})
}
