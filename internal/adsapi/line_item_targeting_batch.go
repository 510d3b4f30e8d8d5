package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// TargetingOperation is one operation of a targeting batch: a create (Create set) or a delete
// (DeleteID set). There is no update: a changed criterion is a delete and a create.
type TargetingOperation struct {
	Create   *LineItemCriterionInput
	DeleteID string
}

// CreateCriterion is the operation that attaches in.
func CreateCriterion(in LineItemCriterionInput) TargetingOperation {
	return TargetingOperation{Create: &in}
}

// DeleteCriterion is the operation that deletes the criterion id.
func DeleteCriterion(id string) TargetingOperation { return TargetingOperation{DeleteID: id} }

// TargetingBatchMax is the most operations one targeting batch request takes.
const TargetingBatchMax = 500

const lineItemTargetingBatchPath = "/12/batch/accounts/:account_id/targeting_criteria"

// targetingBatchItem is one operation as the batch endpoint takes it.
type targetingBatchItem struct {
	OperationType string            `json:"operation_type"`
	Params        map[string]string `json:"params"`
}

// deleteAttempts bounds how many times the deletes of a batch are sent while their answers are lost
// and a read shows them still there.
const deleteAttempts = 2

// Batch sends ops, at most TargetingBatchMax operations on the criteria of one line item, in one
// request, which the service applies all or nothing; it returns the criterion of each operation, in
// the order of ops (a deleted one with Deleted true). A create whose LineItemID is "" gets
// lineItemID; one naming another line item is refused before any request, since a lost answer is
// reconciled by reading this line item's criteria.
//
// Creates run through the create engine (creates.RunBatch), each in cs, the session of the resource
// that owns the line item's targeting; ops of deletes alone need none (Remove). When the answer
// is lost, each create is looked for and adopted, or sent again when nothing was made (in a smaller
// batch of the creates still unresolved), and each delete is checked with a read of the line item's
// criteria and sent again when the criterion is still there. A delete whose criterion the service
// no longer lists at all is done, with a nil entry.
//
// When err is not nil, the entries of the operations known to be applied are set and the others are
// nil. A batch the service refused applied nothing; err is then its *transport.Error, wrapped.
//
// POST /12/batch/accounts/:account_id/targeting_criteria
func (s *LineItemTargetingService) Batch(ctx context.Context, cs creates.Session, accountID, lineItemID string, ops []TargetingOperation) ([]*LineItemCriterion, error) {
	if len(ops) > TargetingBatchMax {
		return nil, transport.NotSent(fmt.Errorf("targeting batch of line item %s: %d operations, the service takes at most %d per batch (Apply sends more in several)",
			lineItemID, len(ops), TargetingBatchMax))
	}
	b, err := s.newTargetingBatch(cs, accountID, lineItemID, ops)
	if err != nil {
		return nil, err
	}
	return b.run(ctx)
}

// Apply sends any number of operations on the criteria of one line item, in batches of
// TargetingBatchMax in the order of ops, and returns the criterion of each operation as Batch does.
//
// Each batch is applied all or nothing, but the batches are not atomic together: when one fails,
// the batches before it stay applied and the ones after it are not sent. The error is then a
// *TargetingPartlyAppliedError, and the entries of results that are set are the operations known
// to be applied; the caller should read the line item's criteria again to learn where it stands.
// Every operation is checked before the first request, so that a malformed operation far down the
// list cannot leave the first batches applied. Each batch is one request.
//
// POST /12/batch/accounts/:account_id/targeting_criteria
func (s *LineItemTargetingService) Apply(ctx context.Context, cs creates.Session, accountID, lineItemID string, ops []TargetingOperation) ([]*LineItemCriterion, error) {
	if _, err := s.newTargetingBatch(cs, accountID, lineItemID, ops); err != nil {
		return nil, err
	}
	results := make([]*LineItemCriterion, len(ops))
	for start := 0; start < len(ops); start += TargetingBatchMax {
		end := min(start+TargetingBatchMax, len(ops))
		got, err := s.Batch(ctx, cs, accountID, lineItemID, ops[start:end])
		copy(results[start:end], got)
		if err != nil {
			return results, &TargetingPartlyAppliedError{LineItemID: lineItemID, Applied: start, Total: len(ops), Err: err}
		}
	}
	return results, nil
}

// Remove deletes the criteria ids of one line item as Apply sends deletes: in batches of
// TargetingBatchMax, in order, each one's lost answer settled by a read. It creates nothing, so it
// takes no create session: a resource's Delete, which has none, removes criteria through it. Each
// batch is one request.
//
// POST /12/batch/accounts/:account_id/targeting_criteria
func (s *LineItemTargetingService) Remove(ctx context.Context, accountID, lineItemID string, criterionIDs []string) error {
	ops := make([]TargetingOperation, len(criterionIDs))
	for i, id := range criterionIDs {
		ops[i] = DeleteCriterion(id)
	}
	_, err := s.Apply(ctx, creates.Session{}, accountID, lineItemID, ops)
	return err
}

// TargetingPartlyAppliedError is an Apply whose batch failed after Applied operations (the batches
// before it) were applied; the operations after the failed batch were not sent.
type TargetingPartlyAppliedError struct {
	LineItemID     string
	Applied, Total int
	Err            error
}

func (e *TargetingPartlyAppliedError) Error() string {
	return fmt.Sprintf("changing the targeting of line item %s: the first %d of %d operations were applied, a batch after them failed "+
		"and the rest were not sent: %v", e.LineItemID, e.Applied, e.Total, e.Err)
}

func (e *TargetingPartlyAppliedError) Unwrap() error { return e.Err }

// targetingBatch is one Batch under way.
type targetingBatch struct {
	s                     *LineItemTargetingService
	cs                    creates.Session
	accountID, lineItemID string
	ops                   []TargetingOperation
	items                 []targetingBatchItem
	results               []*LineItemCriterion
}

// newTargetingBatch checks ops and encodes them; it sends nothing.
func (s *LineItemTargetingService) newTargetingBatch(cs creates.Session, accountID, lineItemID string, ops []TargetingOperation) (*targetingBatch, error) {
	refuse := func(format string, args ...any) error {
		return transport.NotSent(fmt.Errorf("targeting batch of line item %s: "+format, append([]any{lineItemID}, args...)...))
	}
	if lineItemID == "" {
		return nil, refuse("the line item is required")
	}
	b := &targetingBatch{s: s, cs: cs, accountID: accountID, lineItemID: lineItemID, ops: slices.Clone(ops),
		items: make([]targetingBatchItem, len(ops)), results: make([]*LineItemCriterion, len(ops))}
	for i, op := range b.ops {
		switch {
		case (op.Create == nil) == (op.DeleteID == ""):
			return nil, refuse("operation %d must be either a create or a delete", i+1)
		case op.DeleteID != "":
			b.items[i] = targetingBatchItem{OperationType: "Delete", Params: map[string]string{"targeting_criterion_id": op.DeleteID}}
			continue
		case cs == creates.Session{}:
			return nil, refuse("operation %d creates a criterion, which needs the create session of the resource", i+1)
		}
		in := *op.Create
		if in.LineItemID == "" {
			in.LineItemID = lineItemID
		}
		if in.LineItemID != lineItemID {
			return nil, refuse("operation %d creates a criterion of line item %s, not of this one", i+1, in.LineItemID)
		}
		b.ops[i].Create = &in
		b.items[i] = targetingBatchItem{OperationType: "Create", Params: in.params()}
	}
	return b, nil
}

// run sends the batch. Without creates, it is the deletes alone; with creates, the create engine runs
// the creates and the deletes travel with their first request.
func (b *targetingBatch) run(ctx context.Context) ([]*LineItemCriterion, error) {
	var createOps, deleteOps []int
	for i, op := range b.ops {
		if op.Create != nil {
			createOps = append(createOps, i)
		} else {
			deleteOps = append(deleteOps, i)
		}
	}
	if len(createOps) == 0 {
		if len(deleteOps) == 0 {
			return b.results, nil
		}
		return b.results, b.settleDeletes(ctx, deleteOps, true)
	}
	items := make([]creates.Item[*LineItemCriterion], len(createOps))
	var candidates *batchCandidates[*LineItemCriterion]
	for j, i := range createOps {
		spec := b.s.createSpec(b.accountID, *b.ops[i].Create)
		if candidates == nil {
			candidates = newBatchCandidates(b.s.c.creates, spec.List)
		}
		// Every create of the batch is of this line item: their looks share its listing.
		spec.List = candidates.get
		items[j] = creates.Item[*LineItemCriterion]{Session: b.cs, Spec: spec}
	}
	// The deletes go with the first request only. The answer of each is checked there; a delete whose
	// answer was lost or not believed is settled by a read once the creates are (settleDeletes).
	unsettled := deleteOps
	var sentDeletes bool
	var refusal error
	var refused []int // the positions the refused request carried
	results, errs := creates.RunBatch(ctx, b.s.c.creates, items, func(ctx context.Context, idx []int) ([]*LineItemCriterion, error) {
		positions := make([]int, len(idx))
		for j, k := range idx {
			positions[j] = createOps[k]
		}
		withDeletes := !sentDeletes
		if withDeletes {
			sentDeletes = true
			positions = append(positions, deleteOps...)
			slices.Sort(positions)
		}
		answers, err := b.send(ctx, positions)
		if err != nil {
			if withDeletes && !MayHaveActed(err) {
				refusal, refused, unsettled = err, positions, nil
			}
			return nil, err
		}
		out := make([]*LineItemCriterion, 0, len(idx))
		for j, p := range positions {
			if b.ops[p].Create != nil {
				out = append(out, &answers[j])
			}
		}
		if withDeletes {
			unsettled = b.takeDeleteAnswers(positions, answers)
		}
		return out, nil
	})
	for j, i := range createOps {
		b.results[i] = results[j]
	}
	if refusal != nil {
		return b.results, b.refusal(refusal, refused)
	}
	var failed []error
	for j, err := range errs {
		if err != nil {
			failed = append(failed, fmt.Errorf("operation %d (%s): %w", createOps[j]+1, b.describe(createOps[j]), err))
		}
	}
	// Deletes never sent (the session was stopped before the first request) are not settled either.
	if sentDeletes && len(unsettled) > 0 {
		if err := b.settleDeletes(ctx, unsettled, false); err != nil {
			failed = append(failed, err)
		}
	}
	return b.results, errors.Join(failed...)
}

// refusal is the error of a request carrying the operations at positions that the service refused
// as a whole: none of them was applied. The operations its answer names are described, so that the
// one at fault can be found among hundreds.
func (b *targetingBatch) refusal(err error, positions []int) error {
	var faults []string
	var apiErr *transport.Error
	if errors.As(err, &apiErr) {
		for _, d := range apiErr.Errors {
			if d.Operation < 1 || d.Operation > len(positions) {
				continue
			}
			p := positions[d.Operation-1]
			fault := fmt.Sprintf("operation %d (%s): %s %s", p+1, b.describe(p), d.Code, d.Message)
			if d.Parameter != "" {
				fault += " (parameter: " + d.Parameter + ")"
			}
			faults = append(faults, fault)
		}
	}
	msg := fmt.Sprintf("the service refused the targeting batch of line item %s, so none of its %d operations was applied", b.lineItemID, len(positions))
	if len(faults) > 0 {
		msg += "; it names " + strings.Join(faults, "; ")
	}
	return fmt.Errorf("%s: %w", msg, err)
}

// describe names the operation at position p for a message: what it creates, or what it deletes.
func (b *targetingBatch) describe(p int) string {
	if in := b.ops[p].Create; in != nil {
		return fmt.Sprintf("create %s %q", in.TargetingType, in.TargetingValue)
	}
	return "delete " + b.ops[p].DeleteID
}

// send posts the operations at positions (indexes of ops, in order) as one batch and returns their
// answers in the same order. An answer that does not hold one entity per operation is malformed.
func (b *targetingBatch) send(ctx context.Context, positions []int) ([]LineItemCriterion, error) {
	body := make([]targetingBatchItem, len(positions))
	for j, p := range positions {
		body[j] = b.items[p]
	}
	env, err := b.s.c.do(ctx, b.s.c.campaignWrite(http.MethodPost, lineItemTargetingBatchPath, []string{b.accountID}, nil, body))
	if err != nil {
		return nil, err
	}
	answers, err := decodeList[LineItemCriterion](env)
	if err != nil {
		return nil, err
	}
	if len(answers) != len(positions) {
		return nil, env.answer.Malformed("data holds %d entities for the %d operations sent", len(answers), len(positions))
	}
	return answers, nil
}

// takeDeleteAnswers keeps the answers of the deletes among positions that prove them done (the
// criterion asked for, deleted) and returns the positions of those that do not.
func (b *targetingBatch) takeDeleteAnswers(positions []int, answers []LineItemCriterion) []int {
	var unproven []int
	for j, p := range positions {
		if b.ops[p].DeleteID == "" {
			continue
		}
		if a := answers[j]; a.ID == b.ops[p].DeleteID && a.Deleted {
			b.results[p] = &a
			continue
		}
		unproven = append(unproven, p)
	}
	return unproven
}

// settleDeletes sees the deletes at positions done: it sends them (when send is set; otherwise they
// went with the batch's first request) and, for those whose answer is lost or proves nothing, reads
// the line item's criteria and sends again the ones still there, up to deleteAttempts sends in all.
func (b *targetingBatch) settleDeletes(ctx context.Context, positions []int, send bool) error {
	attempt := 0
	if !send {
		attempt = 1
	}
	for {
		if send {
			attempt++
			answers, err := b.send(ctx, positions)
			switch {
			case err == nil:
				positions = b.takeDeleteAnswers(positions, answers)
			case !MayHaveActed(err):
				return b.refusal(err, positions)
			}
			if len(positions) == 0 {
				return nil
			}
		}
		live, err := b.readDeletes(ctx, positions)
		if err != nil {
			return fmt.Errorf("the answer to the deletes of the targeting batch of line item %s was lost, and reading its criteria failed: %w",
				b.lineItemID, err)
		}
		if len(live) == 0 {
			return nil
		}
		if attempt >= deleteAttempts {
			return fmt.Errorf("deleting targeting criteria of line item %s: %d are still there after %d attempts whose answers were lost",
				b.lineItemID, len(live), attempt)
		}
		positions, send = live, true
	}
}

// readDeletes reads the criteria of the deletes at positions, deleted ones included, keeps those
// deleted as their results, and returns the positions of those still there. A criterion the list does
// not hold at all is gone: its delete is done, with no entity.
func (b *targetingBatch) readDeletes(ctx context.Context, positions []int) ([]int, error) {
	byID := map[string]*LineItemCriterion{}
	for chunk := range slices.Chunk(positions, batchMaxIDs) {
		ids := make([]string, len(chunk))
		for j, p := range chunk {
			ids[j] = b.ops[p].DeleteID
		}
		got, err := b.s.List(ctx, b.accountID, LineItemTargetingListOptions{LineItemIDs: []string{b.lineItemID}, TargetingCriterionIDs: ids,
			ListOptions: ListOptions{WithDeleted: true}})
		if err != nil {
			return nil, err
		}
		for i := range got {
			byID[got[i].ID] = &got[i]
		}
	}
	var live []int
	for _, p := range positions {
		switch c := byID[b.ops[p].DeleteID]; {
		case c == nil:
		case c.Deleted:
			b.results[p] = c
		default:
			live = append(live, p)
		}
	}
	return live, nil
}
