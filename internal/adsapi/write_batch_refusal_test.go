package adsapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// createAll creates line items of names at once through c and returns each one's outcome.
func createAll(t *testing.T, c *Client, names ...string) ([]*LineItem, []error) {
	t.Helper()
	ctx := ctxTimeout(t, 20*time.Second)
	items, errs := make([]*LineItem, len(names)), make([]error, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Go(func() {
			items[i], errs[i] = c.LineItems.Batched.Create(ctx, newSession(t), "acc1", lineItemNamed(name))
		})
	}
	wg.Wait()
	return items, errs
}

// wantItemError checks that err is name's own refusal, as the service wrote it for that item.
func wantItemError(t *testing.T, err error, name string) {
	t.Helper()
	var ie *BatchItemError
	if !errors.As(err, &ie) {
		t.Fatalf("error of %s = %v, want a *BatchItemError", name, err)
	}
	e := ie.Err
	if e.StatusCode != http.StatusBadRequest || e.Code != "INVALID_PARAMETER" || e.Parameter != "name" || e.Message != name+" is not a name" ||
		e.Method != http.MethodPost || e.Path != "/12/batch/accounts/acc1/line_items" || ie.Operation != "Create" {
		t.Errorf("error of %s = %+v", name, e)
	}
	if !strings.Contains(string(ie.Entry), name+" is not a name") {
		t.Errorf("entry of %s = %s, want the service's own", name, ie.Entry)
	}
	if MayHaveActed(err) || !strings.Contains(err.Error(), "INVALID_PARAMETER: "+name+" is not a name (parameter: name)") {
		t.Errorf("error %q: want the code, message and parameter, and nothing made", err)
	}
}

// A batch refused because of two of its items is split until each bad item is refused alone: the
// service's blame sets the bad ones apart at once, the good ones are made in one request, exactly once.
func TestRefusedBatchIsSplitUntilEachErrorIsItsOwn(t *testing.T) {
	t.Parallel()
	for name, refusal := range map[string]func([]map[string]any) string{
		"entries in an array":            positionalRefusal,
		"entries keyed by position":      keyedRefusal,
		"single objects, null elsewhere": objectRefusal,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			stub := newEntityStub(t, "line_items")
			stub.refusal = refusal
			c := newTestClient(t, stub.rec.srv.URL, nil)
			names := []string{"li-0", "li-1", "li-2", "bad-3", "li-4", "li-5", "li-6", "bad-7", "li-8", "li-9"}
			items, errs := createAll(t, c, names...)
			for i, n := range names {
				if strings.HasPrefix(n, "bad") {
					wantItemError(t, errs[i], n)
					continue
				}
				if errs[i] != nil || items[i].Name != n {
					t.Errorf("%s: %+v, %v", n, items[i], errs[i])
				}
			}
			if got, want := stub.batchSizes(), []int{10, 8, 2, 1, 1}; !slices.Equal(got, want) {
				t.Errorf("batch sizes %v, want %v: all, the good ones, the bad ones, each bad one alone", got, want)
			}
			if len(stub.objects) != 8 || len(stub.appliedTwice()) != 0 {
				t.Errorf("the service holds %d (twice: %v), want the 8 good ones once", len(stub.objects), stub.appliedTwice())
			}
		})
	}
}

// keyedRefusal writes operation_errors as an object keyed by position, each entry one error.
func keyedRefusal(problems []map[string]any) string {
	entries := map[string]any{}
	for i, p := range problems {
		if p != nil {
			entries[strconv.Itoa(i)] = p
		}
	}
	b, _ := json.Marshal(map[string]any{"operation_errors": entries})
	return string(b)
}

// objectRefusal writes one error object per bad item and null for the others.
func objectRefusal(problems []map[string]any) string {
	entries := make([]any, len(problems))
	for i, p := range problems {
		if p != nil {
			entries[i] = p
		}
	}
	b, _ := json.Marshal(map[string]any{"errors": []any{map[string]any{"code": "INVALID_PARAMETER", "message": "batch refused"}}, "operation_errors": entries})
	return string(b)
}

// A service that blames every item of a refused batch is answered by halving it, until the bad item
// is alone; the others are made once.
func TestRefusedBatchBlamingEveryItemIsHalved(t *testing.T) {
	t.Parallel()
	stub := newEntityStub(t, "line_items")
	stub.refusal = func(problems []map[string]any) string {
		var bad map[string]any
		for _, p := range problems {
			if p != nil {
				bad = p
			}
		}
		all := make([]map[string]any, len(problems))
		for i := range all {
			all[i] = bad
		}
		return positionalRefusal(all)
	}
	c := newTestClient(t, stub.rec.srv.URL, nil)
	names := []string{"li-0", "li-1", "bad-2", "li-3"}
	items, errs := createAll(t, c, names...)
	wantItemError(t, errs[2], "bad-2")
	for _, i := range []int{0, 1, 3} {
		if errs[i] != nil || items[i].Name != names[i] {
			t.Errorf("%s: %+v, %v", names[i], items[i], errs[i])
		}
	}
	// Which half holds the bad item depends on the order the calls arrived in.
	got := stub.batchSizes()
	slices.Sort(got)
	if want := []int{1, 1, 2, 2, 4}; !slices.Equal(got, want) {
		t.Errorf("batch sizes %v, want %v in some order: all, two halves, the bad half's two halves", got, want)
	}
	if len(stub.objects) != 3 || len(stub.appliedTwice()) != 0 {
		t.Errorf("the service holds %d (twice: %v), want 3", len(stub.objects), stub.appliedTwice())
	}
}

// A refusal of the request as a whole (no operation_errors) is every item's error, after one request.
func TestBatchRefusedAsAWholeIsNotSplit(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 403, `{"errors":[{"code":"UNAUTHORIZED_CLIENT_APPLICATION","message":"not allowed"}]}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	_, errs := createAll(t, c, "a", "b", "c")
	for i, err := range errs {
		var e *transport.Error
		if !errors.As(err, &e) || e.Code != "UNAUTHORIZED_CLIENT_APPLICATION" || MayHaveActed(err) {
			t.Errorf("error %d = %v", i, err)
		}
	}
	if rec.count() != 1 {
		t.Errorf("%d requests, want the one batch", rec.count())
	}
}

// A delete refused because the entity is gone already is done: it was deleted elsewhere meanwhile.
// An update of it fails with its own error.
func TestRefusedDeleteOfAGoneEntityIsDone(t *testing.T) {
	t.Parallel()
	stub := newEntityStub(t, "line_items")
	c := newTestClient(t, stub.rec.srv.URL, nil)
	made, errs := createAll(t, c, "keep", "gone")
	if errs[0] != nil || errs[1] != nil {
		t.Fatal(errs)
	}
	stub.mu.Lock()
	stub.objects[made[1].ID]["deleted"] = true
	stub.mu.Unlock()
	ctx := ctxTimeout(t, 10*time.Second)
	name := "renamed"
	var deleted, updated *LineItem
	var delErr, updErr error
	fresh := newTestClient(t, stub.rec.srv.URL, nil)
	gather(func() { deleted, delErr = fresh.LineItems.Batched.Delete(ctx, "acc1", made[1].ID) },
		func() {
			updated, updErr = fresh.LineItems.Batched.Update(ctx, "acc1", "nosuch", LineItemUpdate{Name: &name})
		})
	if delErr != nil || deleted == nil || !deleted.Deleted || deleted.ID != made[1].ID {
		t.Errorf("Delete = %+v, %v; want the line item read back, deleted", deleted, delErr)
	}
	var ie *BatchItemError
	if !errors.As(updErr, &ie) || ie.Err.Code != "NOT_FOUND" || ie.Err.Parameter != "line_item_id" || ie.ID != "nosuch" || updated != nil {
		t.Errorf("Update = %+v, %v; want its own NOT_FOUND", updated, updErr)
	}
	if n := stub.counts()["DELETE"]; n != 0 {
		t.Errorf("%d DELETEs sent after the refusal, want none", n)
	}
}

// A write whose create session was stopped before the batch went out is not sent; the others are.
func TestStoppedCreateIsLeftOutOfTheBatch(t *testing.T) {
	t.Parallel()
	stub := newEntityStub(t, "line_items")
	c := newTestClient(t, stub.rec.srv.URL, nil)
	ctx := ctxTimeout(t, 10*time.Second)
	stoppedCtx, stopped := creates.Begin(ctx, time.Minute, nil)
	t.Cleanup(func() { stopped.End() })
	stopped.Stop()
	var errs [3]error
	var calls []func()
	for i, name := range []string{"a", "b"} {
		calls = append(calls, func() { _, errs[i] = c.LineItems.Batched.Create(ctx, newSession(t), "acc1", lineItemNamed(name)) })
	}
	calls = append(calls, func() {
		_, errs[2] = c.LineItems.Batched.Create(stoppedCtx, stopped.Session(), "acc1", lineItemNamed("stopped"))
	})
	gather(calls...)
	if errs[0] != nil || errs[1] != nil || !errors.Is(errs[2], creates.ErrStopped) || MayHaveActed(errs[2]) {
		t.Errorf("errors %v, want a and b made, the stopped one not sent", errs)
	}
	if len(stub.objects) != 2 || stub.applied["stopped"] != 0 {
		t.Errorf("the service holds %d, want a and b", len(stub.objects))
	}
}

// A create called with a zero session sends nothing, and the writes gathered with it still go.
func TestCreateWithoutSessionDoesNotHoldItsBatch(t *testing.T) {
	t.Parallel()
	stub := newEntityStub(t, "line_items")
	id := stub.seed(map[string]any{"name": "old", "campaign_id": "c1"})
	c := newTestClient(t, stub.rec.srv.URL, nil)
	ctx := ctxTimeout(t, 10*time.Second)
	name := "new"
	var updated *LineItem
	var createErr, updateErr error
	gather(func() {
		_, createErr = c.LineItems.Batched.Create(ctx, creates.Session{}, "acc1", lineItemNamed("orphan"))
	},
		func() { updated, updateErr = c.LineItems.Batched.Update(ctx, "acc1", id, LineItemUpdate{Name: &name}) })
	if createErr == nil {
		t.Error("Create without a session succeeded")
	}
	if updateErr != nil || updated.Name != "new" {
		t.Errorf("Update = %+v, %v", updated, updateErr)
	}
	if stub.applied["orphan"] != 0 {
		t.Error("the create without a session was sent")
	}
}
