package webhooks

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/action/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ action.ActionWithConfigure  = (*webhookValidateAction)(nil)
	_ action.ActionWithModifyPlan = (*webhookValidateAction)(nil)
)

// webhookValidateAction asks the service to run a webhook's challenge-response check now (PUT), the way
// back for a webhook marked invalid. It is an event, not an object: a resource would need triggers to run it
// again and keep a state entry the service never records.
type webhookValidateAction struct {
	data *fw.ProviderData
}

type webhookValidateModel struct {
	WebhookID types.String `tfsdk:"webhook_id"`
}

func newWebhookValidateAction() action.Action { return &webhookValidateAction{} }

func (a *webhookValidateAction) Metadata(_ context.Context, req action.MetadataRequest, resp *action.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_webhook_validate"
}

func (a *webhookValidateAction) Schema(_ context.Context, _ action.SchemaRequest, resp *action.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Runs a webhook's challenge-response check (CRC) again (`PUT /2/webhooks/{webhook_id}`), " +
			"then reads the webhook: a webhook marked invalid that passes is valid again and receives events. Run it " +
			"once the handler is fixed, with `terraform apply -invoke=action.adsapi_webhook_validate.NAME`. A check " +
			"that fails fails the action with what the handler answered and what it must answer. Takes the app-only " +
			"`bearer_token` (or OAuth 1.0a for the check, the bearer token for the read). Requires Terraform 1.14 or later.",
		Attributes: map[string]schema.Attribute{
			"webhook_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descID + " Usually `adsapi_webhook.NAME.id`.",
				Validators: []validator.String{fw.NumericID("webhook")},
			},
		},
	}
}

func (a *webhookValidateAction) Configure(_ context.Context, req action.ConfigureRequest, resp *action.ConfigureResponse) {
	a.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan fails the plan when the check could not be read back: the read takes the bearer token alone.
func (a *webhookValidateAction) ModifyPlan(_ context.Context, _ action.ModifyPlanRequest, resp *action.ModifyPlanResponse) {
	if a.data != nil {
		fw.AddMissingCredentials(&resp.Diagnostics, a.data.Client.CheckCredentials(transport.AppBearer))
	}
}

const validateSummary = "Unable to validate webhook"

func (a *webhookValidateAction) Invoke(ctx context.Context, req action.InvokeRequest, resp *action.InvokeResponse) {
	var config webhookValidateModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &config)...)
	if resp.Diagnostics.HasError() {
		return
	}
	id := config.WebhookID.ValueString()
	resp.SendProgress(action.InvokeProgressEvent{Message: fmt.Sprintf("Running the challenge-response check of webhook %s", id)})
	_, err := a.data.Client.Webhooks.Validate(ctx, id)
	crcFailed := adsapi.IsWebhookReason(err, adsapi.ReasonCrcValidationFailed)
	switch {
	case adsapi.IsWebhookReason(err, adsapi.ReasonWebhookIDInvalid):
		resp.Diagnostics.AddError(validateSummary, fmt.Sprintf("Webhook %s is not a webhook configuration of the app "+
			"whose credentials the provider uses (WebhookIdInvalid): check webhook_id (data \"adsapi_webhooks\" lists "+
			"them).\n\n%s", id, fw.APIErrorDetail(err)))
		return
	case err != nil && !crcFailed:
		fw.AddAPIError(&resp.Diagnostics, validateSummary, err)
		return
	}
	// The answer's valid means "the check ran" to one source and "the state after it" to another (gap 3): the
	// list says which.
	w, found, readErr := a.data.Client.Webhooks.Get(ctx, id)
	switch {
	case readErr != nil:
		fw.AddAPIError(&resp.Diagnostics, validateSummary, readErr)
	case !found:
		resp.Diagnostics.AddError(validateSummary, fmt.Sprintf("Webhook %s is no longer among the app's webhooks.", id))
	case crcFailed:
		resp.Diagnostics.AddError(validateSummary, crcFailure(w.URL, validOutcome(w))+"\n\n"+fw.APIErrorDetail(err))
	case !w.Valid:
		resp.Diagnostics.AddError(validateSummary, crcFailure(w.URL, "The service ran the check and still marks the webhook invalid. "+validOutcome(w)))
	default:
		resp.SendProgress(action.InvokeProgressEvent{Message: fmt.Sprintf("Webhook %s (%s) passes its check: valid, and receives events", id, w.URL)})
	}
}

// validOutcome says what a failed check left the webhook as.
func validOutcome(w *adsapi.Webhook) string {
	if w.Valid {
		return "The webhook stays valid for now; the service marks it invalid if its checks keep failing."
	}
	return "The webhook stays invalid: the service sends it no events."
}
