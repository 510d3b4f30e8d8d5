package webhooks

import (
	"context"
	"fmt"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/action/schema"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ action.ActionWithConfigure      = (*webhookReplayAction)(nil)
	_ action.ActionWithModifyPlan     = (*webhookReplayAction)(nil)
	_ action.ActionWithValidateConfig = (*webhookReplayAction)(nil)
)

// webhookReplayAction asks the service to send a time window of a webhook's events again (a replay job).
type webhookReplayAction struct {
	data *fw.ProviderData
}

type webhookReplayModel struct {
	WebhookID types.String `tfsdk:"webhook_id"`
	From      types.String `tfsdk:"from"`
	To        types.String `tfsdk:"to"`
}

func newWebhookReplayAction() action.Action { return &webhookReplayAction{} }

func (a *webhookReplayAction) Metadata(_ context.Context, req action.MetadataRequest, resp *action.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_webhook_replay"
}

func (a *webhookReplayAction) Schema(_ context.Context, _ action.SchemaRequest, resp *action.SchemaResponse) {
	when := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Required: true, MarkdownDescription: desc, Validators: []validator.String{fw.ServiceTimeValidator()}}
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "Asks the service to send again, to a webhook, the events it delivered or attempted from `from` " +
			"to `to` (`POST /2/webhooks/replay`): a replay job, which the service runs after answering; a completion " +
			"event (`replay_job_status`) reaches the webhook when it ends. The service takes whole minutes in UTC (the " +
			"seconds are dropped), within the past 24 hours, `from` at least 31 and `to` at least 10 minutes ago, and " +
			"one job per webhook at a time; it recovers events whose delivery was attempted, it does not backfill. Run it " +
			"with `terraform apply -invoke=action.adsapi_webhook_replay.NAME`. Takes the app-only `bearer_token`. " +
			"Requires Terraform 1.14 or later.",
		Attributes: map[string]schema.Attribute{
			"webhook_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descID + " Usually `adsapi_webhook.NAME.id`.",
				Validators: []validator.String{fw.NumericID("webhook")},
			},
			"from": when("The window's first minute, a date and time with an offset such as `2026-11-29T09:00:00Z` (included)."),
			"to":   when("The window's last minute, a date and time with an offset, not before `from`."),
		},
	}
}

func (a *webhookReplayAction) Configure(_ context.Context, req action.ConfigureRequest, resp *action.ConfigureResponse) {
	a.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ValidateConfig refuses a window that ends before it starts; the rules that depend on the time of the
// request (24 hours, not in the future) are the service's to apply, at its own clock.
func (a *webhookReplayAction) ValidateConfig(ctx context.Context, req action.ValidateConfigRequest, resp *action.ValidateConfigResponse) {
	var cfg webhookReplayModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	from, to, ok := window(cfg)
	if ok && to.Before(from) {
		fw.AddAttrError(&resp.Diagnostics, path.Root("to"), "Invalid replay window",
			fmt.Sprintf("to (%s) is before from (%s): the window must not end before it starts.", cfg.To.ValueString(), cfg.From.ValueString()))
	}
}

func (a *webhookReplayAction) ModifyPlan(_ context.Context, _ action.ModifyPlanRequest, resp *action.ModifyPlanResponse) {
	if a.data != nil {
		fw.AddMissingCredentials(&resp.Diagnostics, a.data.Client.CheckCredentials(transport.AppBearer))
	}
}

// window is the replay's window when both ends are known timestamps, truncated to the minute as the service
// takes them.
func window(cfg webhookReplayModel) (from, to time.Time, ok bool) {
	if cfg.From.IsNull() || cfg.From.IsUnknown() || cfg.To.IsNull() || cfg.To.IsUnknown() {
		return from, to, false
	}
	from, errFrom := fw.ParseServiceTime(cfg.From.ValueString())
	to, errTo := fw.ParseServiceTime(cfg.To.ValueString())
	return from.Truncate(time.Minute), to.Truncate(time.Minute), errFrom == nil && errTo == nil
}

const replaySummary = "Unable to replay webhook events"

func (a *webhookReplayAction) Invoke(ctx context.Context, req action.InvokeRequest, resp *action.InvokeResponse) {
	var cfg webhookReplayModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	from, to, ok := window(cfg)
	if !ok || to.Before(from) {
		resp.Diagnostics.AddError(replaySummary, fmt.Sprintf("from (%s) and to (%s) must be dates and times with an offset, to not "+
			"before from. Nothing was sent.", cfg.From.ValueString(), cfg.To.ValueString()))
		return
	}
	id := cfg.WebhookID.ValueString()
	resp.SendProgress(action.InvokeProgressEvent{Message: fmt.Sprintf("Asking for the events of webhook %s from %s to %s (UTC minutes)",
		id, from.UTC().Format(time.RFC3339), to.UTC().Format(time.RFC3339))})
	job, err := a.data.Client.Webhooks.Replay(ctx, adsapi.WebhookReplayInput{WebhookID: id, From: from, To: to})
	switch {
	case adsapi.IsWebhookReason(err, adsapi.ReasonReplayConflictError):
		resp.Diagnostics.AddError(replaySummary, fmt.Sprintf("A replay job of webhook %s is still running (ReplayConflictError): "+
			"run the action again once its completion event (replay_job_status) has reached the webhook.\n\n%s", id, fw.APIErrorDetail(err)))
	case adsapi.IsWebhookReason(err, adsapi.ReasonQueryParamInvalid):
		resp.Diagnostics.AddError(replaySummary, "The service refuses the window (QueryParamInvalid): it must lie within the "+
			"past 24 hours, from at least 31 and to at least 10 minutes before now, by the service's clock.\n\n"+fw.APIErrorDetail(err))
	case adsapi.IsWebhookReason(err, adsapi.ReasonCrcValidationFailed):
		resp.Diagnostics.AddError(replaySummary, fmt.Sprintf("Webhook %s is marked invalid (CrcValidationFailed), so the service "+
			"replays nothing to it: fix the handler and run the action adsapi_webhook_validate first. %s\n\n%s", id, descCRCAnswer, fw.APIErrorDetail(err)))
	case adsapi.IsWebhookReason(err, adsapi.ReasonWebhookIDInvalid):
		resp.Diagnostics.AddError(replaySummary, fmt.Sprintf("Webhook %s is not a webhook configuration of the app (WebhookIdInvalid): "+
			"check webhook_id.\n\n%s", id, fw.APIErrorDetail(err)))
	case err != nil:
		fw.AddAPIError(&resp.Diagnostics, replaySummary, err)
	default:
		resp.SendProgress(action.InvokeProgressEvent{Message: fmt.Sprintf("Replay job %s accepted (created %s): the events follow "+
			"at the webhook, then its completion event", job.JobID, job.CreatedAt)})
	}
}
