package writebatch

import (
	"context"
	"net/http"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// Op is the operation type of a batch item, as the batch endpoint spells it.
type Op string

// The operation types of the batch endpoints.
const (
	Create Op = "Create"
	Update Op = "Update"
	Delete Op = "Delete"
)

// method is the single endpoint's method of op, the one a create session's stop gate judges.
func (op Op) method() string {
	switch op {
	case Update:
		return http.MethodPut
	case Delete:
		return http.MethodDelete
	}
	return http.MethodPost
}

// Write is one caller's write, as the service describes it to the batcher.
type Write[T, P any] struct {
	Op Op
	// ID names the object of an update or a delete.
	ID string
	// Params are the write's parameters; the service's Batch op turns them into a batch item.
	Params P
	// Parent names a create's parent: the creates of one batch under the same parent share the
	// listings their lookups read when the batch's answer is lost.
	Parent string
	// Session and Spec are a create's: the session of the resource's Create and what the create
	// engine knows of the kind.
	Session creates.Session
	Spec    creates.Spec[*T]
	// Alone is the write sent to the single endpoint, with the confirmation of a lost or malformed
	// answer that endpoint's method does: what a write gathered alone does, and an update or delete
	// whose batch did not answer it.
	Alone func(ctx context.Context) (*T, error)
}

// verdict is what became of a write that was gathered.
type verdict int

const (
	// settled: result and err are the service's answer for the write.
	settled verdict = iota
	// alone: the write is the only one of its batch; its caller sends it to the single endpoint.
	alone
	// lost: the batch's answer says nothing trustworthy of this update or delete; its caller
	// confirms it as the single endpoint's path does (sent again, or read back).
	lost
	// refused: the service refused this write alone in a batch request (err is its own error).
	refused
)

// item is one caller's write, waiting in a batch.
type item[T, P any] struct {
	w    Write[T, P]
	ctx  context.Context
	done chan struct{}

	// Set before done is closed.
	verdict verdict
	result  *T
	err     error
}

// settle hands the outcome to the waiting caller; a write is settled once.
func (it *item[T, P]) settle(v verdict, result *T, err error) {
	it.verdict, it.result, it.err = v, result, err
	close(it.done)
}
