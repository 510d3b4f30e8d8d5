package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/writebatch"
)

// runWorkers runs do for 0..n-1 from workers goroutines, as Terraform runs one resource per slot of
// its -parallelism: each worker takes the next index when its previous call returns, after think (its
// own time per resource; nil for none). It fails the test on the first error.
func runWorkers(t *testing.T, workers, n int, think func(worker int) time.Duration, do func(i int) error) {
	t.Helper()
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Go(func() {
			for {
				if think != nil {
					time.Sleep(think(w))
				}
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				if err := do(i); err != nil {
					errs <- fmt.Errorf("call %d: %w", i, err)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}

func lineItemNamed(name string) LineItemInput {
	bid := int64(3_210_000)
	return LineItemInput{CampaignID: "c1", Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS",
		Placements: []string{"ALL_ON_TWITTER"}, BidAmountLocalMicro: &bid, EntityStatus: "PAUSED", Name: name}
}

// The figures: 200 line items of one campaign created by 10 concurrent callers take at
// most 25 write requests, by 40 at most 8; updates and deletes alike. The callers either come back
// at once or, as Terraform's resources do, a few milliseconds apart from one another.
func TestBatchedWritesRequestCounts(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		workers, most int
		think         func(worker int) time.Duration
	}{
		{10, 25, nil},
		{40, 8, nil},
		{10, 25, func(w int) time.Duration { return time.Duration(w) * 4 * time.Millisecond }},
		{40, 8, func(w int) time.Duration { return time.Duration(w) * 4 * time.Millisecond }},
	} {
		t.Run(fmt.Sprintf("%d callers, spread %t", tc.workers, tc.think != nil), func(t *testing.T) {
			t.Parallel()
			stub := newEntityStub(t, "line_items")
			stub.latency = 20 * time.Millisecond
			c := newTestClient(t, stub.rec.srv.URL, nil)
			ctx := ctxTimeout(t, 60*time.Second)
			ids := make([]string, 200)
			runWorkers(t, tc.workers, 200, tc.think, func(i int) error {
				name := fmt.Sprintf("li-%03d", i)
				li, err := c.LineItems.Batched.Create(ctx, newSession(t), "acc1", lineItemNamed(name))
				if err == nil && li.Name != name {
					err = fmt.Errorf("created %+v, want %s", li, name)
				}
				if err == nil {
					ids[i] = li.ID
				}
				return err
			})
			counts := stub.counts()
			t.Logf("creates: %d single and %d batch requests, batch sizes %v", counts["POST"], counts["POST batch"], stub.batchSizes())
			if writes := counts["POST"] + counts["POST batch"]; writes > tc.most || counts["GET"] != 0 {
				t.Errorf("creates: %d write requests (batch sizes %v) and %d GETs, want at most %d and none", writes, stub.batchSizes(), counts["GET"], tc.most)
			}
			if len(stub.objects) != 200 || len(stub.appliedTwice()) != 0 {
				t.Errorf("the service holds %d line items (twice: %v), want 200", len(stub.objects), stub.appliedTwice())
			}

			before := stub.rec.count()
			runWorkers(t, tc.workers, 200, tc.think, func(i int) error {
				name := fmt.Sprintf("renamed-%03d", i)
				li, err := c.LineItems.Batched.Update(ctx, "acc1", ids[i], LineItemUpdate{Name: &name})
				if err == nil && (li.ID != ids[i] || li.Name != name) {
					err = fmt.Errorf("updated %+v, want %s named %s", li, ids[i], name)
				}
				return err
			})
			if n := stub.rec.count() - before; n > tc.most {
				t.Errorf("updates: %d requests (batch sizes %v), want at most %d", n, stub.batchSizes(), tc.most)
			}

			before = stub.rec.count()
			runWorkers(t, tc.workers, 200, tc.think, func(i int) error {
				li, err := c.LineItems.Batched.Delete(ctx, "acc1", ids[i])
				if err == nil && (li.ID != ids[i] || !li.Deleted) {
					err = fmt.Errorf("deleted %+v, want %s with deleted true", li, ids[i])
				}
				return err
			})
			if n := stub.rec.count() - before; n > tc.most {
				t.Errorf("deletes: %d requests, want at most %d", n, tc.most)
			}
		})
	}
}

// A lone write goes to the single endpoint after a wait of a few milliseconds at most.
func TestLoneWriteIsSentAloneAtOnce(t *testing.T) {
	t.Parallel()
	stub := newEntityStub(t, "campaigns")
	c := newTestClient(t, stub.rec.srv.URL, nil)
	daily := int64(5_500_000)
	start := time.Now()
	camp, err := c.Campaigns.Batched.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1",
		CampaignInput{FundingInstrumentID: "fi1", Name: "spring", DailyBudgetAmountLocalMicro: &daily})
	if err != nil || camp.Name != "spring" || camp.DailyBudgetAmountLocalMicro.Value != daily {
		t.Fatalf("Create = %+v, %v", camp, err)
	}
	r := stub.rec.requests()[0]
	if r.Method != http.MethodPost || r.Path != "/12/accounts/acc1/campaigns" || stub.rec.count() != 1 {
		t.Errorf("sent %s %s (%d requests), want one POST to the single endpoint", r.Method, r.Path, stub.rec.count())
	}
	q := parseQuery(t, r.RawQuery)
	if q.Get("name") != "spring" || q.Get("funding_instrument_id") != "fi1" || q.Get("daily_budget_amount_local_micro") != "5500000" || len(q) != 3 {
		t.Errorf("query = %v", q)
	}
	// The linger (5 ms), not a batch's window (500 ms), with room for a busy machine.
	if wait := r.At.Sub(start); wait > writebatch.DefaultTimings.Linger+100*time.Millisecond {
		t.Errorf("the lone write reached the service %s after the call", wait)
	}
}

// Concurrent creates, updates and deletes of one account travel in one batch request; each caller
// gets its own entity.
func TestMixedWritesShareOneBatch(t *testing.T) {
	t.Parallel()
	stub := newEntityStub(t, "campaigns")
	ctx := ctxTimeout(t, 10*time.Second)
	// Made by another client, so that this one's writes start with no history.
	var ids []string
	for _, name := range []string{"a", "b"} {
		camp, err := newTestClient(t, stub.rec.srv.URL, nil).Campaigns.Batched.Create(ctx, newSession(t), "acc1", CampaignInput{FundingInstrumentID: "fi1", Name: name})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, camp.ID)
	}
	before := stub.rec.count()
	c := newTestClient(t, stub.rec.srv.URL, nil)

	paused := "PAUSED"
	var made, updated, deleted *Campaign
	var errs [3]error
	gather(func() {
		made, errs[0] = c.Campaigns.Batched.Create(ctx, newSession(t), "acc1", CampaignInput{FundingInstrumentID: "fi1", Name: "c", EntityStatus: "DRAFT"})
	}, func() {
		updated, errs[1] = c.Campaigns.Batched.Update(ctx, "acc1", ids[0], CampaignUpdate{EntityStatus: &paused})
	}, func() {
		deleted, errs[2] = c.Campaigns.Batched.Delete(ctx, "acc1", ids[1])
	})
	if errs != [3]error{} {
		t.Fatalf("errors %v", errs)
	}
	if made.Name != "c" || made.EntityStatus != "DRAFT" || updated.ID != ids[0] || updated.EntityStatus != "PAUSED" || deleted.ID != ids[1] || !deleted.Deleted {
		t.Errorf("results %+v / %+v / %+v", made, updated, deleted)
	}
	if counts := stub.counts(); counts["POST batch"] != 1 || stub.rec.count()-before != 1 {
		t.Errorf("requests %v, want the one batch after the two creates", counts)
	}
	last := stub.batches[len(stub.batches)-1]
	if len(last) != 3 {
		t.Errorf("batch of %v, want Create, Update and Delete together", last)
	}
	sent := stub.rec.requests()[before].Body
	for _, want := range []string{`"campaign_id":"` + ids[0] + `"`, `"entity_status":"PAUSED"`, `"campaign_id":"` + ids[1] + `"`, `"entity_status":"DRAFT"`} {
		if !strings.Contains(sent, want) {
			t.Errorf("batch body %s lacks %s", sent, want)
		}
	}
}

// gather runs calls at once and waits for them.
func gather(calls ...func()) {
	var wg sync.WaitGroup
	for _, call := range calls {
		wg.Go(call)
	}
	wg.Wait()
}

// Concurrent reads of campaigns share one list request by id, drafts and deleted ones included as the
// single GET answers them.
func TestCampaignReadsShareAList(t *testing.T) {
	t.Parallel()
	stub := newEntityStub(t, "campaigns")
	var ids []string
	for i := range 5 {
		ids = append(ids, stub.seed(map[string]any{"name": fmt.Sprintf("c%d", i), "funding_instrument_id": "fi1"}))
	}
	c := newTestClient(t, stub.rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	var calls []func()
	for _, id := range ids {
		calls = append(calls, func() {
			if camp, err := c.Campaigns.Get(ctx, "acc1", id); err != nil || camp.ID != id {
				t.Errorf("Get %s = %+v, %v", id, camp, err)
			}
		})
	}
	gather(calls...)
	reqs := stub.rec.requests()
	if len(reqs) != 1 || reqs[0].Path != "/12/accounts/acc1/campaigns" {
		t.Fatalf("%d requests, want one list", len(reqs))
	}
	q := parseQuery(t, reqs[0].RawQuery)
	if got := strings.Split(q.Get("campaign_ids"), ","); len(got) != 5 || q.Get("with_deleted") != "true" || q.Get("with_draft") != "true" {
		t.Errorf("list query %v", q)
	}
}

// A write whose caller gives up before its batch is sent is left out of it: nothing is sent for it.
func TestWriteLeftBeforeSendingIsNotSent(t *testing.T) {
	t.Parallel()
	stub := newEntityStub(t, "line_items")
	c := newTestClient(t, stub.rec.srv.URL, nil)
	c.LineItems.Batched.b = writebatch.New(c.LineItems.writeOps(c.LineItems.batch), writebatch.RealClock{},
		writebatch.Timings{Linger: 300 * time.Millisecond, Quiet: 300 * time.Millisecond, ReturnWait: time.Second, Window: time.Second})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := c.LineItems.Batched.Create(ctx, newSession(t), "acc1", lineItemNamed("late")); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Create = %v, want the end of its context", err)
	}
	time.Sleep(400 * time.Millisecond)
	if n := stub.rec.count(); n != 0 {
		t.Errorf("%d requests for a write its caller gave up before it went out", n)
	}
	li, err := c.LineItems.Batched.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", lineItemNamed("next"))
	if err != nil || li.Name != "next" || stub.rec.count() != 1 {
		t.Errorf("next Create = %+v, %v after %d requests", li, err, stub.rec.count())
	}
}
