package adsapi

import (
	"errors"
	"net/http"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// Every create method of the client takes the create session of the resource Create that calls it
// and runs through the create engine (package creates), which decides when an answer is believed
// and looks for what a lost one made. This file joins the engine to the client: the service's
// clock, which failures may have acted and how long a lost request may still land. The stop gate is
// request.go's admit.

// newCreateEngine returns the engine of a client whose requests time out after the transport's
// attempt timeout.
func (c *Client) newCreateEngine() *creates.Engine {
	e := creates.NewEngine(c.t.AttemptTimeout(), c.t.Logger())
	e.ToServer = c.t.ToServer
	e.MayHaveActed = MayHaveActed
	e.LandingWait = c.landingWait
	return e
}

// landingWait is how long after a failure its request may still land: one attempt timeout when
// the client stopped waiting for the answer, or a gateway did (504), since the request may then
// still be on its way or queued; none when the service answered or the connection broke.
func (c *Client) landingWait(err error) time.Duration {
	var ce *transport.ConnectionError
	if errors.As(err, &ce) && ce.Timeout {
		return c.t.AttemptTimeout()
	}
	var apiErr *transport.Error
	if errors.As(err, &apiErr) && apiErr.StatusCode == http.StatusGatewayTimeout {
		return c.t.AttemptTimeout()
	}
	return 0
}

// StopGrace bounds how long a create that was sent before a stop may still run (creates.Engine.Grace).
func (c *Client) StopGrace() time.Duration {
	return c.creates.Grace()
}

// MayHaveActed reports whether the service may have carried out a call of the client that failed
// (transport.MayHaveActed), knowing the create engine's refusals too: a create called without its
// session, held back by a stopped one, or whose scope could not be listed before it, sent nothing.
func MayHaveActed(err error) bool {
	if errors.Is(err, creates.ErrStopped) || errors.Is(err, creates.ErrNoSession) || errors.Is(err, creates.ErrNotSent) {
		return false
	}
	return transport.MayHaveActed(err)
}
