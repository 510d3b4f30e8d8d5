package writebatch

import (
	"context"
)

// Create sends a create (w.Op Create, with its Session, Spec and Alone) through the batcher and
// returns its outcome: gathered alone, it is w.Alone.
func (b *Batcher[T, P]) Create(ctx context.Context, accountID string, w Write[T, P]) (*T, error) {
	it := &item[T, P]{w: w}
	if err := b.submit(ctx, accountID, it); err != nil {
		return nil, err
	}
	defer b.release(accountID)
	if it.verdict == alone {
		return w.Alone(ctx)
	}
	return it.result, it.err
}

// Update sends an update (w.Op Update) through the batcher and returns its outcome. Alone, or after
// a batch that did not answer it, it is w.Alone (an update may be sent twice without harm).
func (b *Batcher[T, P]) Update(ctx context.Context, accountID string, w Write[T, P]) (*T, error) {
	it := &item[T, P]{w: w}
	if err := b.submit(ctx, accountID, it); err != nil {
		return nil, err
	}
	defer b.release(accountID)
	if it.verdict == settled || it.verdict == refused {
		return it.result, it.err
	}
	if it.err != nil {
		b.ops.Logger.Warn(ctx, "the answer to a batched update was lost; sending it again alone",
			map[string]any{"kind": b.ops.Kind, "id": w.ID, "error": it.err.Error()})
	}
	return w.Alone(ctx)
}

// Delete sends a delete (w.Op Delete) through the batcher and returns its outcome. Alone it is
// w.Alone. After a batch that did not answer it, or that refused it, the object is read: gone or
// marked deleted, the delete is done (the object read, or nil when none); otherwise a lost one is
// w.Alone and a refused one fails with its own error.
func (b *Batcher[T, P]) Delete(ctx context.Context, accountID string, w Write[T, P]) (*T, error) {
	it := &item[T, P]{w: w}
	if err := b.submit(ctx, accountID, it); err != nil {
		return nil, err
	}
	defer b.release(accountID)
	switch it.verdict {
	case settled:
		return it.result, it.err
	case lost, refused:
		got, err := b.ops.Get(ctx, accountID, w.ID)
		switch {
		case b.ops.IsNotFound(err):
			return nil, nil
		case err == nil && b.ops.Deleted(got):
			return got, nil
		case it.verdict == refused:
			return nil, it.err
		}
	}
	return w.Alone(ctx)
}
