package audiences

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// The pieces the member upload actions share (adsapi_custom_audience_members and
// adsapi_do_not_reach_list_members): the change an action's arguments make and one run of the upload.

// fileProblem is the detail of a members file that cannot be sent: its path and why (line numbers and
// reasons, never content).
func fileProblem(file string, err error) string {
	return fmt.Sprintf("%s: %s\n\nNothing was sent. Fix the file and run the action again.", file, err)
}

// checkFileAtPlan refuses, at plan, a members file that exists and cannot be sent. A file that does not
// exist yet may be written by the same apply: it is checked again when the action runs.
func checkFileAtPlan(f membersFile, diags *diag.Diagnostics) {
	if _, err := os.Stat(f.path); err != nil {
		return
	}
	if _, err := f.check(); err != nil {
		fw.AddAttrError(diags, path.Root("file"), "Members file refused", fileProblem(f.path, err))
	}
}

// memberTarget is where an upload action sends its members (a custom audience, a do-not-reach list): the
// attribute that names it, what it is called in messages, and the plan-time read that refuses one the
// account cannot upload to.
type memberTarget struct {
	attr, what string
	live       func(ctx context.Context, client *adsapi.Client, accountID, id string, diags *diag.Diagnostics)
}

// plan is what both actions check at plan once their own times are checked: the file when its path and type
// are known, the credentials, the account, and the target read from the service when its id is known.
func (t memberTarget) plan(ctx context.Context, data *fw.ProviderData, account, id types.String, f membersFile, fileKnown bool, diags *diag.Diagnostics) {
	if fileKnown {
		checkFileAtPlan(f, diags)
	}
	if data == nil {
		return // the provider is not configured yet: there is nothing to check against
	}
	fw.AddMissingCredentials(diags, data.Client.CheckCredentials(transport.OAuth1User))
	if account.IsUnknown() {
		return
	}
	accountID := data.RequireAccount(account, diags)
	if diags.HasError() || id.IsUnknown() {
		return
	}
	t.live(ctx, data.Client, accountID, id.ValueString(), diags)
}

// resolve is the account of an action being invoked. The target usually comes from an object created in the
// same apply, unknown at plan: the form of its id is checked here too, before anything is sent.
func (t memberTarget) resolve(data *fw.ProviderData, account, id types.String, diags *diag.Diagnostics) string {
	accountID := data.RequireAccount(account, diags)
	if !fw.IsID(id.ValueString()) {
		fw.AddAttrError(diags, path.Root(t.attr), "Invalid "+t.what+" id",
			fmt.Sprintf("%q is no %s id: an id is letters and digits.", id.ValueString(), t.what))
	}
	return accountID
}

// memberChange is the change of an action's operation and times, the times in UTC as the service takes them.
func memberChange(operation, effectiveAt, expiresAt types.String) adsapi.MemberChange {
	utc := func(v types.String) string {
		t, err := fw.ParseServiceTime(v.ValueString())
		if v.IsNull() || err != nil {
			return ""
		}
		return t.UTC().Format(time.RFC3339)
	}
	return adsapi.MemberChange{Remove: operation.ValueString() == "remove", EffectiveAt: utc(effectiveAt), ExpiresAt: utc(expiresAt)}
}

// memberUpload is one run of an upload action: the file checked whole, then streamed to the service by
// send, with progress after each request.
type memberUpload struct {
	file   membersFile
	change adsapi.MemberChange
	// target names what the members go to, in messages.
	target string
	send   func(ctx context.Context, r adsapi.MemberReader, progress func(adsapi.UploadProgress)) (adsapi.UploadProgress, error)
}

func (u *memberUpload) run(ctx context.Context, resp *action.InvokeResponse) {
	total, err := u.file.check()
	if err != nil {
		fw.AddAttrError(&resp.Diagnostics, path.Root("file"), "Members file refused", fileProblem(u.file.path, err))
		return
	}
	verb, done := "Adding", "added to"
	if u.change.Remove {
		verb, done = "Removing", "removed from"
	}
	resp.SendProgress(action.InvokeProgressEvent{Message: fmt.Sprintf("%s %d members of %s: %s", verb, total, u.file.path, u.target)})
	r, file, err := u.file.open()
	if err != nil {
		fw.AddAttrError(&resp.Diagnostics, path.Root("file"), "Members file refused", fileProblem(u.file.path, err))
		return
	}
	defer func() { _ = file.Close() }()
	sent, err := u.send(ctx, r, func(p adsapi.UploadProgress) {
		resp.SendProgress(action.InvokeProgressEvent{Message: fmt.Sprintf("request %d: %d of %d members applied", p.Requests, p.Members, total)})
	})
	var ue *adsapi.MemberUploadError
	switch {
	case errors.As(err, &ue):
		resp.Diagnostics.AddError("Members upload failed", fmt.Sprintf("Uploading %s to %s: %s", u.file.path, u.target, ue.Error()))
	case err != nil:
		fw.AddAPIError(&resp.Diagnostics, "Members upload failed", err)
	default:
		requests := "requests"
		if sent.Requests == 1 {
			requests = "request"
		}
		resp.SendProgress(action.InvokeProgressEvent{Message: fmt.Sprintf("%d members %s %s in %d %s", sent.Members, done, u.target, sent.Requests, requests)})
	}
}
