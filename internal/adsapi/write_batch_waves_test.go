package adsapi

import (
	"context"
	"slices"
	"testing"
	"time"
)

// createLineItems has one caller create the named line items one after the other, as a Terraform
// slot does.
func createLineItems(ctx context.Context, t *testing.T, c *Client, names ...string) {
	for _, name := range names {
		if li, err := c.LineItems.Batched.Create(ctx, newSession(t), "acc1", lineItemNamed(name)); err != nil || li.Name != name {
			t.Errorf("Create %s = %+v, %v", name, li, err)
		}
	}
}

// A write that comes while a batch is in flight waits for that batch's callers to come back and
// travels with their next writes, rather than going out alone.
func TestWriteDuringFlightJoinsTheNextRound(t *testing.T) {
	t.Parallel()
	stub := newEntityStub(t, "line_items")
	stub.latency = 150 * time.Millisecond
	c := newTestClient(t, stub.rec.srv.URL, nil)
	ctx := ctxTimeout(t, 10*time.Second)
	gather(func() {
		createLineItems(ctx, t, c, "a1", "a2")
	}, func() {
		createLineItems(ctx, t, c, "b1", "b2")
	}, func() {
		// Well after a1 and b1 went out together, well before their answer.
		time.Sleep(60 * time.Millisecond)
		createLineItems(ctx, t, c, "c1")
	})
	if counts := stub.counts(); counts["POST"] != 0 || counts["POST batch"] != 2 || !slices.Equal(stub.batchSizes(), []int{2, 3}) {
		t.Errorf("requests %v, batch sizes %v; want a batch of a1 and b1, then one of a2, b2 and c1", counts, stub.batchSizes())
	}
}

// When Terraform starts its slots one after the other, the caller of the first write (sent alone)
// comes back before the others arrive: its next write waits for them a moment rather than going
// out alone again.
func TestReturnedLoneWriteWaitsForTheWave(t *testing.T) {
	t.Parallel()
	stub := newEntityStub(t, "line_items")
	c := newTestClient(t, stub.rec.srv.URL, nil)
	ctx := ctxTimeout(t, 10*time.Second)
	createLineItems(ctx, t, c, "first")
	gather(func() {
		createLineItems(ctx, t, c, "second")
	}, func() {
		// Within the gap of the measured waves (25 ms), not within the lone write's linger (5 ms).
		time.Sleep(12 * time.Millisecond)
		createLineItems(ctx, t, c, "other")
	})
	if counts := stub.counts(); counts["POST"] != 1 || counts["POST batch"] != 1 || !slices.Equal(stub.batchSizes(), []int{2}) {
		t.Errorf("requests %v, batch sizes %v; want the first create alone, then one batch of two", counts, stub.batchSizes())
	}
}
