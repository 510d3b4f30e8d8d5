package adsapi

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// lostBatch runs four creates, an update and a delete at once through a fresh client, the first batch
// request of which gets fault; the update and the delete are of line items another client made an
// hour before.
func lostBatch(t *testing.T, fault string, relooks time.Duration) (*entityStub, []*LineItem, []creates.Opened) {
	t.Helper()
	stub := newEntityStub(t, "line_items")
	before := []string{
		stub.seed(map[string]any{"name": "to update", "campaign_id": "c1"}),
		stub.seed(map[string]any{"name": "to delete", "campaign_id": "c1"}),
	}
	stub.mu.Lock()
	first := stub.nBatches
	stub.fault = func(n int) string {
		if n == first {
			return fault
		}
		return ""
	}
	stub.mu.Unlock()

	c := newTestClient(t, stub.rec.srv.URL, nil)
	c.creates.Relooks = []time.Duration{relooks}
	ctx := ctxTimeout(t, 20*time.Second)
	results, errs := make([]*LineItem, 6), make([]error, 6)
	sessions := make([]creates.Opened, 4)
	var calls []func()
	for i := range 4 {
		_, sessions[i] = creates.Begin(context.Background(), time.Minute, nil)
		t.Cleanup(func() { sessions[i].End() })
		calls = append(calls, func() {
			results[i], errs[i] = c.LineItems.Batched.Create(ctx, sessions[i].Session(), "acc1", lineItemNamed(fmt.Sprintf("new-%d", i)))
		})
	}
	renamed := "renamed"
	calls = append(calls,
		func() {
			results[4], errs[4] = c.LineItems.Batched.Update(ctx, "acc1", before[0], LineItemUpdate{Name: &renamed})
		},
		func() { results[5], errs[5] = c.LineItems.Batched.Delete(ctx, "acc1", before[1]) })
	gather(calls...)
	for i, err := range errs {
		if err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	for i := range 4 {
		if results[i].Name != fmt.Sprintf("new-%d", i) {
			t.Errorf("create %d = %+v", i, results[i])
		}
	}
	if results[4].ID != before[0] || results[4].Name != renamed || results[5].ID != before[1] || !results[5].Deleted {
		t.Errorf("update = %+v, delete = %+v", results[4], results[5])
	}
	if len(stub.objects) != 6 || len(stub.appliedTwice()) != 0 {
		t.Errorf("the service holds %d line items (twice: %v), want 6, each once", len(stub.objects), stub.appliedTwice())
	}
	return stub, results, sessions
}

// A batch whose answer is lost after the service applied it: each create finds and adopts what it
// made (reported in its own session), the update is sent again alone, the delete is read back and
// found done. Nothing is made twice.
func TestLostBatchAnswerIsReconciledItemByItem(t *testing.T) {
	t.Parallel()
	// Looks share a listing younger than half the shortest wait between looks: a second here, so
	// that a busy machine cannot make them miss it; they all find what they look for at once.
	stub, results, sessions := lostBatch(t, "drop", time.Second)
	for i, s := range sessions {
		if a := s.End().Adoptions; len(a) != 1 || a[0].ID != results[i].ID || a[0].Kind != "line item" {
			t.Errorf("adoptions of create %d = %+v, want its line item %s", i, a, results[i].ID)
		}
	}
	counts := stub.counts()
	if got := stub.batchSizes(); len(got) != 1 || got[0] != 6 || counts["PUT"] != 1 || counts["DELETE"] != 0 || counts["POST"] != 0 {
		t.Errorf("batches %v and requests %v; want the one batch of 6, one PUT for the update, no DELETE", got, counts)
	}
	// The four looks share the campaign's listing and the account's; the delete reads its line item.
	if counts["GET"] > 3 {
		t.Errorf("%d GETs, want the looks' two shared listings and the delete's read", counts["GET"])
	}
}

// A batch answered 500 applied nothing: the creates, found nowhere, are sent again together, the
// update alone, and the delete, read back still there, alone.
func TestBatchFailedBeforeApplyingIsSentAgain(t *testing.T) {
	t.Parallel()
	stub, _, sessions := lostBatch(t, "500", 20*time.Millisecond)
	for i, s := range sessions {
		if a := s.End().Adoptions; len(a) != 0 {
			t.Errorf("create %d adopted %+v, want nothing adopted", i, a)
		}
	}
	counts := stub.counts()
	if got := stub.batchSizes(); len(got) != 2 || got[0] != 6 || got[1] != 4 || counts["PUT"] != 1 || counts["DELETE"] != 1 {
		t.Errorf("batches %v and requests %v; want the refused 6, the 4 creates again, one PUT and one DELETE", got, counts)
	}
}
