package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/writebatch"
)

// SetMediaPollSleep replaces the wait between media STATUS polls of c, so that a test can move an
// emulator's clock instead of sleeping.
func SetMediaPollSleep(c *Client, f func(context.Context, time.Duration) error) {
	c.MediaStatus.sleep = f
}

// SetRelooks replaces the waits of c before each further look for what a lost create made, so that a
// test of a create that made nothing does not wait for the real ones.
func SetRelooks(c *Client, waits ...time.Duration) {
	c.creates.Relooks = waits
}

// SetBatchTimings replaces the durations of the flush rule of c's batched campaign and line item writes,
// so that a test's concurrent writes meet in one batch however busy the machine is: the measured
// Linger of 5 ms is shorter than a goroutine may wait for a core under a loaded test run.
func SetBatchTimings(c *Client, t writebatch.Timings) {
	c.Campaigns.Batched.b = writebatch.New(c.Campaigns.writeOps(c.Campaigns.batch), writebatch.RealClock{}, t)
	c.LineItems.Batched.b = writebatch.New(c.LineItems.writeOps(c.LineItems.batch), writebatch.RealClock{}, t)
}
