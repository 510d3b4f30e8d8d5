package fw

import (
	"context"
	"errors"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// Creation is one resource Create under way: its create session, which the client's create methods
// take (Session), and what the provider adds: the resource's import id form, which every text of the
// create uses, and the diagnostics it reports to. Only Create makes one that works: a Creation
// written by hand has no session, and the client refuses its creates before sending anything.
type Creation struct {
	opened creates.Opened
	diags  *diag.Diagnostics
	// ImportPrefix is what precedes an object's id in the resource's import id ("ACCOUNT_ID/"; ""
	// when the id alone is the import id). Set once, it words the adoptions' warnings and
	// AddCreateError.
	ImportPrefix string
}

// Session is the create session to hand to the client's create methods.
func (c *Creation) Session() creates.Session { return c.opened.Session() }

// Create runs body, the work of a resource's Create, in a create session, and reports what the
// session did that the user must know: each object it adopted, as a warning of its own, and a create
// that the stop's grace cut short. The client's create methods take the session (creation.Session()),
// and the families cannot open one of their own (they do not import package creates), so a Create
// cannot make an object without running here; body's ctx is the session's, which a stop does not
// end at once (see creates.Session).
func Create(ctx context.Context, client *adsapi.Client, diags *diag.Diagnostics, body func(ctx context.Context, creation *Creation)) {
	grace := client.StopGrace()
	run, opened := creates.Begin(ctx, grace, func() {
		tflog.Warn(ctx, "Terraform asked the provider to stop: a create already sent finishes, one not sent yet is not sent",
			map[string]any{"grace_ms": grace.Milliseconds()})
	})
	creation := &Creation{opened: opened, diags: diags}
	body(run, creation)
	reportCreation(diags, creation.ImportPrefix, opened.End(), grace)
}

// reportCreation turns a session's report into diagnostics.
func reportCreation(diags *diag.Diagnostics, importPrefix string, report creates.Report, grace time.Duration) {
	for _, a := range report.Adoptions {
		diags.AddWarning(a.Summary(importPrefix), a.Detail(importPrefix))
	}
	if report.CutShort && diags.HasError() {
		diags.AddError(creates.CutShortSummary, creates.CutShortDetail(grace))
	}
}

// AddCreateError reports a failed create of a kind's object named name. The client has already
// looked for what a create with a lost answer made (adopting a single identical object, sending the
// create again when nothing was made), so what reaches here is either several identical candidates,
// or answers lost on every attempt, or the service's refusal.
func (c *Creation) AddCreateError(summary, kind, name string, err error) {
	var connErr *transport.ConnectionError
	var ambiguous *creates.AmbiguousCreateError
	switch {
	case errors.As(err, &ambiguous):
		c.diags.AddError(summary, APIErrorDetail(ambiguous.Cause)+"\n\n"+ambiguous.Explain(c.ImportPrefix))
	case adsapi.MayHaveActed(err):
		c.diags.AddError(summary, APIErrorDetail(err)+"\n\n"+creates.MayHaveBeenMade(kind, name, c.ImportPrefix))
	case errors.As(err, &connErr):
		c.diags.AddError(summary, APIErrorDetail(err)+"\n\n"+creates.NothingMade)
	default:
		AddAPIError(c.diags, summary, err)
	}
}
