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
