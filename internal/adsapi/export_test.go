package adsapi

import (
	"context"
	"time"
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
