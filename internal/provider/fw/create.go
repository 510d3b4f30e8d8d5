package fw

import (
	"context"
	"fmt"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// Creation is the create session of one resource Create (creates.Session), with what the provider
// adds: the resource's import id form, for the warnings of what the create adopted.
type Creation struct {
	*creates.Session
	// ImportPrefix is what precedes an object's id in the resource's import id ("ACCOUNT_ID/"; ""
	// when the id alone is the import id).
	ImportPrefix string
	// Explain, when set, words the warning of an adoption instead of the import-id form: for a
	// resource whose objects have no import id of their own (a line item's targeting criteria).
	Explain func(creates.Adoption) (summary, detail string)
}

// Create runs body, the work of a resource's Create, in a create session, and reports what the
// session did that the user must know: each object it adopted, as a warning of its own, and a create
// that the stop's grace cut short. The client's create methods take the session (creation.Session),
// so a Create cannot make an object without running here; body's ctx is the session's, which a stop
// does not end at once (see creates.Session).
func Create(ctx context.Context, client *adsapi.Client, diags *diag.Diagnostics, body func(ctx context.Context, creation *Creation)) {
	grace := client.StopGrace()
	run, session := creates.Begin(ctx, grace, func() {
		tflog.Warn(ctx, "Terraform asked the provider to stop: a create already sent finishes, one not sent yet is not sent",
			map[string]any{"grace_ms": grace.Milliseconds()})
	})
	creation := &Creation{Session: session}
	body(run, creation)
	reportCreation(diags, creation, session.End(), grace)
}

// reportCreation turns a session's report into diagnostics.
func reportCreation(diags *diag.Diagnostics, creation *Creation, report creates.Report, grace time.Duration) {
	for _, a := range report.Adoptions {
		if creation.Explain != nil {
			diags.AddWarning(creation.Explain(a))
			continue
		}
		diags.AddWarning(a.Summary(creation.ImportPrefix), a.Detail(creation.ImportPrefix))
	}
	if report.CutShort && diags.HasError() {
		diags.AddError("Create cut short by the stop", fmt.Sprintf("Terraform asked the provider to stop while "+
			"this create was under way. A create already sent is given %s after the stop to finish (three times "+
			"request_timeout, plus the waits of a lost answer's lookup); this one did not finish in time. The error "+
			"above says whether the object may exist.", grace))
	}
}
