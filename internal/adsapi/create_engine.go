package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// Every create method of the client takes the create session of the resource Create that calls it
// and runs through the create engine (package creates), which decides when an answer is believed
// and looks for what a lost one made. This file joins the engine to the client: the service's
// clock, which failures may have acted, and the stop gate of the transport.

// newCreateEngine returns the engine of a client whose requests time out after attemptTimeout.
func (c *Client) newCreateEngine() *creates.Engine {
	e := creates.NewEngine(c.attemptTimeout, c.logger)
	e.ToServer = c.clock.toServer
	e.MayHaveActed = MayHaveActed
	e.LandingWait = c.landingWait
	return e
}

// landingWait is how long after a failure its request may still land: one attempt timeout when
// the client stopped waiting for the answer, or a gateway did (504), since the request may then
// still be on its way or queued; none when the service answered or the connection broke.
func (c *Client) landingWait(err error) time.Duration {
	var ce *ConnectionError
	if errors.As(err, &ce) && ce.Timeout {
		return c.attemptTimeout
	}
	var apiErr *Error
	if errors.As(err, &apiErr) && apiErr.StatusCode == http.StatusGatewayTimeout {
		return c.attemptTimeout
	}
	return 0
}

// StopGrace bounds how long a create that was sent before a stop may still run (creates.Engine.Grace).
func (c *Client) StopGrace() time.Duration {
	return c.creates.Grace()
}

// admit refuses a write of a stopped create session that has sent nothing yet (creates.Admit), as
// an error that says nothing was sent.
func admit(ctx context.Context, method, path string) error {
	if err := creates.Admit(ctx, method); err != nil {
		return &notSentError{fmt.Errorf("%s %s: %w", method, path, err)}
	}
	return nil
}
