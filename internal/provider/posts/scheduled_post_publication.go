package posts

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// What changes once the service has published a scheduled post, or failed it: its update is refused
// (the emulator answers 403 ACTION_NOT_ALLOWED; the spec says edits are possible until scheduled_at), so
// a change can only be a new scheduled post.

// statusFailed is the status of a post whose publication checks failed.
const statusFailed = "FAILED"

// planAfterPublication makes a change of a post that no longer waits a replacement: each argument the
// update takes that the plan changes requires it. A status not yet read (null) is taken as waiting: only
// a refresh's answer shows that the post no longer is.
func planAfterPublication(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.State.Raw.IsNull() || req.Plan.Raw.IsNull() {
		return
	}
	var plan, state scheduledPostModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	status := state.ScheduledStatus
	if resp.Diagnostics.HasError() || status.IsNull() || status.IsUnknown() || status.ValueString() == statusScheduled {
		return
	}
	changed := plan.changedFrom(&state)
	for _, attr := range changed {
		resp.RequiresReplace.Append(path.Root(attr))
	}
	if len(changed) > 0 {
		warnPassedTime(&resp.Diagnostics, state.ID.ValueString(), status.ValueString(), plan.ScheduledAt, time.Now())
	}
}

// warnPassedTime warns when the post that replaces a published or failed one is scheduled at a time that
// has passed by now. The spec states no rule against it; the emulator publishes such a post at once.
func warnPassedTime(diags *diag.Diagnostics, id, status string, at fw.ServiceTimeValue, now time.Time) {
	if at.IsNull() || at.IsUnknown() {
		return
	}
	t, err := fw.ParseServiceTime(at.ValueString())
	if err != nil || t.After(now) {
		return
	}
	diags.AddAttributeWarning(path.Root("scheduled_at"), "New scheduled post at a time that has passed", fmt.Sprintf(
		"Scheduled post %s is %s and takes no change, so this plan replaces it with a new scheduled post. Its "+
			"scheduled_at, %s, has passed: the service may publish the new post as soon as it is created. Set a "+
			"later scheduled_at to publish it later.", id, status, at.ValueString()))
}

const updateSummary = "Unable to update scheduled post"

// addUpdateError explains a refused update. The service refuses any change of a post that no longer
// waits; the plan had seen it waiting, so its time came between the refresh and the apply.
func addUpdateError(diags *diag.Diagnostics, err error) {
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusForbidden || apiErr.Code != "ACTION_NOT_ALLOWED" {
		fw.AddAPIError(diags, updateSummary, err)
		return
	}
	diags.AddError(updateSummary, fw.APIErrorDetail(err)+"\n\nThe scheduled post no longer waits for its scheduled_at: "+
		"the service has published it, or its publication failed, and it takes no change any more. Nothing was "+
		"changed. Plan again: the refresh reads its scheduled_status, and the change then plans a replacement, a new "+
		"scheduled post.")
}

// warnFailed reports, once, the refresh that finds a waiting post failed: the service does not say why,
// and nothing else tells the user that nothing was published.
func warnFailed(diags *diag.Diagnostics, id, prior, now string) {
	if prior != statusScheduled || now != statusFailed {
		return
	}
	diags.AddWarning("Scheduled post not published", fmt.Sprintf("Scheduled post %s reached its scheduled_at and "+
		"the service's publication checks failed: nothing was published (scheduled_status FAILED). Check that its "+
		"media_keys are in the account's media library and of one kind, and that its card still exists. A change of "+
		"its arguments plans a new scheduled post.", id))
}
