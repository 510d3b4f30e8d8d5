package adsapi

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// batchCandidates shares one listing of a scope among the items of a batched create. When a batch's
// answer is lost, the create engine looks for each item on its own, one after the other, and each
// look lists the scope: 500 criteria of one line item would read the line item's criteria 500
// times. A listing is reused while it is younger than half the engine's shortest wait between looks,
// so that an item that found nothing and waits to look again always reads a fresh one: the reuse
// changes how many requests the looks cost, never what a look after a wait can see.
type batchCandidates[T any] struct {
	list   func(context.Context) ([]T, error)
	maxAge time.Duration

	mu    sync.Mutex
	read  bool
	at    time.Time
	items []T
}

// newBatchCandidates shares list under the waits of e.
func newBatchCandidates[T any](e *creates.Engine, list func(context.Context) ([]T, error)) *batchCandidates[T] {
	var maxAge time.Duration
	if len(e.Relooks) > 0 {
		maxAge = slices.Min(e.Relooks) / 2
	}
	return &batchCandidates[T]{list: list, maxAge: maxAge}
}

// get returns the scope's listing, read again when the last one is too old.
func (b *batchCandidates[T]) get(ctx context.Context) ([]T, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.read && time.Since(b.at) < b.maxAge {
		return b.items, nil
	}
	// The time is taken before the request: the listing is no younger than that.
	at := time.Now()
	items, err := b.list(ctx)
	if err != nil {
		return nil, err
	}
	b.read, b.at, b.items = true, at, items
	return items, nil
}
