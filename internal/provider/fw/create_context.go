package fw

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// Creation is one resource Create under way; StartCreate begins it and Finish ends it.
//
// On a graceful stop (Ctrl-C), terraform-plugin-go cancels the context of every request in flight.
// A create cancelled after its request reached the service leaves an object that no state records,
// and the next apply makes it again. So a Create runs under a context the stop does not end at once:
// a create whose write went out before the stop finishes, and is recorded, within the client's
// StopGrace after the stop; a create that had not sent its write sends nothing (adsapi.ErrStopped).
type Creation struct {
	// ImportPrefix is what precedes an object's id in the resource's import id ("ACCOUNT_ID/"; "" when
	// the id alone is the import id): an adoption's warning gives the import id in full.
	ImportPrefix string

	adoptions func() []adsapi.Adoption
	unwatch   func() bool
	cancel    context.CancelFunc
	grace     time.Duration

	mu      sync.Mutex
	stopped bool
	expiry  *time.Timer
}

// StartCreate returns the context a Create runs its calls under, and the Creation whose Finish the
// Create defers. It must come first in Create, before any call:
//
//	ctx, creation := fw.StartCreate(ctx, r.data.Client)
//	defer creation.Finish(&resp.Diagnostics)
func StartCreate(ctx context.Context, client *adsapi.Client) (context.Context, *Creation) {
	run, cancel := context.WithCancel(context.WithoutCancel(ctx))
	run, markStop := adsapi.WithStopGate(run)
	run, adoptions := adsapi.WatchAdoptions(run)
	c := &Creation{adoptions: adoptions, cancel: cancel, grace: client.StopGrace()}
	c.unwatch = context.AfterFunc(ctx, func() {
		markStop()
		c.mu.Lock()
		defer c.mu.Unlock()
		c.stopped = true
		c.expiry = time.AfterFunc(c.grace, cancel)
		tflog.Warn(ctx, "Terraform asked the provider to stop: a create already sent finishes, one not sent yet is not sent",
			map[string]any{"grace_ms": c.grace.Milliseconds()})
	})
	return run, c
}

// Finish releases the Creation and reports what the create did that the user must know: each
// object it adopted, and a create that the stop's grace cut short.
func (c *Creation) Finish(diags *diag.Diagnostics) {
	c.unwatch()
	c.mu.Lock()
	stopped, expiry := c.stopped, c.expiry
	c.mu.Unlock()
	cutShort := false
	if expiry != nil {
		// Stop reports false when the timer has fired: the grace ran out before the create ended.
		cutShort = !expiry.Stop()
	}
	c.cancel()
	for _, a := range c.adoptions() {
		diags.AddWarning("Adopted an existing "+a.Kind, adoptionDetail(a, c.ImportPrefix))
	}
	if stopped && cutShort && diags.HasError() {
		diags.AddError("Create cut short by the stop", fmt.Sprintf("Terraform asked the provider to stop while "+
			"this create was under way. A create already sent is given %s after the stop to finish (three times "+
			"request_timeout, plus the waits of a lost answer's lookup); this one did not finish in time. The error "+
			"above says whether the object may exist.", c.grace))
	}
}

// adoptionDetail explains an adoption: what was adopted and why, and how to undo it when the object
// was another configuration's.
func adoptionDetail(a adsapi.Adoption, importPrefix string) string {
	cause := "unknown"
	if a.Cause != nil {
		cause = a.Cause.Error()
	}
	return fmt.Sprintf("The answer to this create was lost (%s), so the provider looked for what it made and adopted "+
		"the %s %s: it is identical to what was sent, was made within the create's window on the service's clock, "+
		"and no other create of this run claimed it. The state now records it as this resource.\n\n"+
		"If that %s belongs to another configuration (for example another pipeline applying the same configuration "+
		"at the same time), undo the adoption: run terraform state rm on this resource's address, then import the "+
		"%s where it belongs with the import id %s (terraform import or an import block). The next apply here "+
		"creates this resource's own %s.",
		cause, a.Kind, a.ID, a.Kind, a.Kind, importPrefix+a.ID, a.Kind)
}
