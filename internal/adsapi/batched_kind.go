package adsapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/writebatch"
)

// batchedKind is what campaigns and line items share: soft deletion (a deleted object stays readable
// with its deleted flag set, which a caller reading it takes for gone), reads combined into list
// requests by id, and the requests of each endpoint, which the kinds' services call by name and the
// write batcher (writebatch) is handed. The kinds differ only in the names below.
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
}

// get returns one object, deleted or not: with_deleted is sent so that an object deleted outside
// Terraform comes back marked deleted. Concurrent gets of one account are combined into list
// requests filtered by id (see batcher); the answer is the single GET's. The services' Get name the
// operation.
func (k *batchedKind[T, P]) get(ctx context.Context, accountID, id string) (*T, error) {
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

// createOne is the single create (POST listPath), through the create engine: a lost answer is
// reconciled, what it made is adopted, or it is sent again.
func (k *batchedKind[T, P]) createOne(ctx context.Context, cs creates.Session, accountID string, p writeParams, spec creates.Spec[*T]) (*T, error) {
	return creates.Run(ctx, k.c.creates, cs, spec, func(ctx context.Context) (*T, error) {
		return doOne[T, P](ctx, k.c, k.c.campaignWrite(http.MethodPost, k.listPath, []string{accountID}, p.query(), nil), "")
	})
}

// updateOne is the single update (PUT onePath); a malformed answer is confirmed (updateConfirmed).
func (k *batchedKind[T, P]) updateOne(ctx context.Context, accountID, id string, p writeParams) (*T, error) {
	return updateConfirmed(ctx, k.c, k.kind, id, func(ctx context.Context) (*T, error) {
		return doOne[T, P](ctx, k.c, k.c.campaignWrite(http.MethodPut, k.onePath, []string{accountID, id}, p.query(), nil), id)
	}, func(ctx context.Context) (*T, error) { return k.get(ctx, accountID, id) })
}

// deleteOne is the single delete (DELETE onePath); when its answer is malformed, the object is read,
// and the delete is done when it is gone or marked deleted (deleteConfirmed).
func (k *batchedKind[T, P]) deleteOne(ctx context.Context, accountID, id string) (*T, error) {
	return deleteConfirmed(ctx, k.kind, func(ctx context.Context) (*T, error) {
		return doOne[T, P](ctx, k.c, k.c.campaignWrite(http.MethodDelete, k.onePath, []string{accountID, id}, nil, nil), id)
	}, func(ctx context.Context) (*T, error) { return k.get(ctx, accountID, id) }, k.deleted)
}

// batch sends writes in one request to the batch endpoint (POST batchPath) and returns the object
// the answer holds for each, in order (nil where it holds none).
func (k *batchedKind[T, P]) batch(ctx context.Context, accountID string, writes []writebatch.Write[T, writeParams]) ([]*T, error) {
	parts, err := postBatch(ctx, k.c, k.kind, k.batchPath, accountID, k.idParam, writes)
	if err != nil {
		return nil, err
	}
	out := make([]*T, len(parts))
	for i, raw := range parts {
		out[i] = decodeEntity[T](raw)
	}
	return out, nil
}

// writeOps is what the write batcher is handed of the kind: its batch request, the read confirming
// a lost delete, and the client's create engine and classifications.
func (k *batchedKind[T, P]) writeOps(batch func(context.Context, string, []writebatch.Write[T, writeParams]) ([]*T, error)) writebatch.Ops[T, writeParams] {
	return writebatch.Ops[T, writeParams]{
		Kind: k.kind, Batch: batch, Get: k.get, IDOf: idOf[T, P], Deleted: k.deleted,
		IsNotFound: transport.IsNotFound,
		NotSent:    transport.NotSent,
		Creates:    k.c.creates,
		ShareList: func(list func(context.Context) ([]*T, error)) func(context.Context) ([]*T, error) {
			return newBatchCandidates(k.c.creates, list).get
		},
		Logger: k.c.t.Logger(),
	}
}

// idOf is an object's id.
func idOf[T any, P entity[T]](t *T) string { return P(t).entityID() }
