package adsapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"
)

// batchedKind is what campaigns and line items share: soft deletion (a deleted object stays readable
// with its deleted flag set, which a caller reading it takes for gone), reads combined into list
// requests by id, and creates, updates and deletes combined through the kind's batch endpoint. The
// kinds differ only in the names below.
type batchedKind[T any, P entity[T]] struct {
	c *Client
	// kind names an object in messages ("line item"); idsParam is the list filter by id
	// ("line_item_ids"), idParam an id in a batch item ("line_item_id"), parent the field naming
	// the object's parent, which a batch item's create carries ("campaign_id").
	kind, idsParam, idParam, parent string
	// listPath, onePath and batchPath are the endpoints' templates.
	listPath, onePath, batchPath string
	deleted                      func(*T) bool

	readsOnce sync.Once
	reads     *batcher[T] // Get's batched reads

	writesOnce sync.Once
	writes     *writeBatcher[T] // creates, updates and deletes, batched
}

// Get returns one object, deleted or not: with_deleted is sent so that an object deleted outside
// Terraform comes back marked deleted. Concurrent Gets of one account are combined into list
// requests filtered by id (see batcher); the answer is the single GET's.
//
// GET onePath, or GET listPath
func (k *batchedKind[T, P]) Get(ctx context.Context, accountID, id string) (*T, error) {
	k.readsOnce.Do(func() {
		k.reads = &batcher[T]{
			idle: batchIdle, window: batchWindow, single: k.getOne, list: k.listByID,
			idOf: idOf[T, P], kind: k.kind, listTemplate: k.listPath,
		}
	})
	return k.reads.get(ctx, accountID, id)
}

// getOne is the single GET of an object.
func (k *batchedKind[T, P]) getOne(ctx context.Context, accountID, id string) (*T, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[T, P](ctx, k.c, k.c.adsRequest(http.MethodGet, k.onePath, []string{accountID, id}, q, nil), id)
}

// listByID reads up to batchMaxIDs objects by id with one list request: deleted and draft ones
// included, as the single GET answers them.
func (k *batchedKind[T, P]) listByID(ctx context.Context, accountID string, ids []string) ([]T, error) {
	q := url.Values{k.idsParam: {strings.Join(ids, ",")}, "with_deleted": {"true"}, "with_draft": {"true"}}
	r := k.c.adsRequest(http.MethodGet, k.listPath, []string{accountID}, q, nil)
	return listByIDs[T, P](ctx, k.c, r, batchMaxIDs, ids)
}

// Delete soft-deletes an object and returns it marked deleted; a second delete answers 404. Batched
// as creates are; when its answer is lost or malformed, the object is read, and deleted alone only
// when it is still there (deleteConfirmed).
//
// DELETE onePath, or POST batchPath
func (k *batchedKind[T, P]) Delete(ctx context.Context, accountID, id string) (*T, error) {
	return k.writer().delete(ctx, accountID, id)
}

// writer returns the batcher of the kind's writes, with the single endpoints it falls back to.
func (k *batchedKind[T, P]) writer() *writeBatcher[T] {
	k.writesOnce.Do(func() {
		k.writes = newWriteBatcher(k.c, writeKind[T]{
			kind: k.kind, batchPath: k.batchPath, idParam: k.idParam, parent: k.parent,
			idOf: idOf[T, P], deleted: k.deleted,
			post: func(ctx context.Context, accountID string, p writeParams) (*T, error) {
				return doOne[T, P](ctx, k.c, k.c.campaignWrite(http.MethodPost, k.listPath, []string{accountID}, p.query(), nil), "")
			},
			put: func(ctx context.Context, accountID, id string, p writeParams) (*T, error) {
				return doOne[T, P](ctx, k.c, k.c.campaignWrite(http.MethodPut, k.onePath, []string{accountID, id}, p.query(), nil), id)
			},
			del: func(ctx context.Context, accountID, id string) (*T, error) {
				return doOne[T, P](ctx, k.c, k.c.campaignWrite(http.MethodDelete, k.onePath, []string{accountID, id}, nil, nil), id)
			},
			get: k.Get,
		})
	})
	return k.writes
}

// idOf is an object's id.
func idOf[T any, P entity[T]](t *T) string { return P(t).entityID() }
