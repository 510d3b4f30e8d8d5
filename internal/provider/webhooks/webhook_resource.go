package webhooks

import (
	"context"
	"errors"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*webhookResource)(nil)
	_ resource.ResourceWithImportState = (*webhookResource)(nil)
	_ resource.ResourceWithIdentity    = (*webhookResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*webhookResource)(nil)
)

var webhookIdentity = fw.IDIdentity(descID)

type webhookResource struct {
	data *fw.ProviderData
}

func newWebhookResource() resource.Resource { return &webhookResource{} }

func (r *webhookResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_webhook"
}

func (r *webhookResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "A webhook configuration of the app: the address to which the service delivers the account " +
			"activity of the users subscribed to it (`adsapi_account_activity_subscription`) and the activities of " +
			"activity subscriptions that name it. The service registers it only once the address has answered its " +
			"challenge-response check (CRC), so the handler must run before `terraform apply`; a CRC that fails registers " +
			"nothing, and the error says what the handler answered and what it must answer. The URL cannot change: a new " +
			"one replaces the webhook (and the service drops its subscriptions with it). A webhook the service later " +
			"marks invalid shows `valid = false` and a warning in the plan; the action `adsapi_webhook_validate` runs " +
			"the CRC again once the handler is fixed. Takes the app-only `bearer_token` (the list that reads the webhook " +
			"takes nothing else).",
		Attributes: map[string]schema.Attribute{
			"id": fw.IDAttribute(descID),
			"url": schema.StringAttribute{
				Required: true, MarkdownDescription: descURL + " Changing it replaces the webhook.",
				Validators:    []validator.String{webhookURL{}},
				PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"valid":      schema.BoolAttribute{Computed: true, MarkdownDescription: descValid},
			"created_at": fw.StableComputedString(descCreatedAt),
		},
	}
}

func (r *webhookResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = webhookIdentity.Schema()
}

func (r *webhookResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan needs the bearer token, which the webhooks' list takes alone, and warns of a webhook that the
// last refresh found invalid: the service sends it nothing, and only the validate action mends that.
func (r *webhookResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanCredentials(r.data, req, resp, transport.AppBearer)
	if req.State.Raw.IsNull() || req.Plan.Raw.IsNull() {
		return
	}
	var state webhookModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() || state.Valid.IsNull() || state.Valid.ValueBool() {
		return
	}
	resp.Diagnostics.AddAttributeWarning(path.Root("valid"), "Webhook marked invalid", fmt.Sprintf(
		"The service marked webhook %s (%s) invalid: its challenge-response check (CRC) failed, and it sends the webhook "+
			"no events until the check passes again. %s Once the handler answers, run the CRC again with "+
			"`terraform apply -invoke=action.adsapi_webhook_validate.NAME` (an action block with webhook_id = %q); "+
			"nothing in this plan replaces the webhook for it.", state.ID.ValueString(), state.URL.ValueString(),
		descCRCAnswer, state.ID.ValueString()))
}

const createSummary = "Unable to create webhook"

func (r *webhookResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		// The import id is the webhook's id alone: ImportPrefix stays "".
		var plan webhookModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		url := plan.URL.ValueString()
		// The URL is often known only at apply (a handler's address from another resource): check it before sending.
		if problem := webhookURLProblem(url); problem != "" {
			fw.AddAttrError(&resp.Diagnostics, path.Root("url"), createSummary, problem+". Nothing was sent.")
			return
		}
		created, err := r.data.Client.Webhooks.Create(ctx, creation.Session(), url)
		switch {
		case adsapi.IsWebhookReason(err, adsapi.ReasonDuplicateURLFailed):
			r.addDuplicate(ctx, &resp.Diagnostics, url, err)
			return
		case isWebhookFailure(err):
			addWebhookError(&resp.Diagnostics, createSummary, url, "Nothing was registered.", err)
			return
		case err != nil:
			creation.AddCreateError(createSummary, "webhook", url, err)
			return
		}
		state := webhookFromAPI(created)
		resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

func (r *webhookResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state webhookModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	got, found, err := r.data.Client.Webhooks.Get(ctx, state.ID.ValueString())
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read webhook", err)
		return
	}
	if !found {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	state = webhookFromAPI(got)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update is never reached with a change to send: url replaces the webhook, and the rest is the service's.
func (r *webhookResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	resp.State.Raw = req.Plan.Raw
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *webhookResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state webhookModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	// A webhook the app no longer holds is already gone (the client's Delete reports it, without error).
	if _, err := r.data.Client.Webhooks.Delete(ctx, state.ID.ValueString()); err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete webhook", err)
	}
}

func (r *webhookResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	webhookIdentity.Import(ctx, req, resp, fw.ImportNumericID("webhook", "1146654567674912769", `data "adsapi_webhooks"`))
}

// addDuplicate names the app's webhook that already has the URL, and how to adopt it: the service's answer
// does not, so it is looked up in the list (one more request, on a create that failed anyway).
func (r *webhookResource) addDuplicate(ctx context.Context, diags *diag.Diagnostics, url string, err error) {
	adopt := "`terraform import adsapi_webhook.NAME ID` adopts it (data \"adsapi_webhooks\" lists the app's webhooks)."
	if ws, listErr := r.data.Client.Webhooks.List(ctx); listErr == nil {
		for _, w := range ws {
			if w.URL == url {
				adopt = fmt.Sprintf("It is webhook %[1]s: `terraform import adsapi_webhook.NAME %[1]s`, or an import block "+
					"with id = %[1]q, adopts it.", w.ID)
			}
		}
	}
	diags.AddAttributeError(path.Root("url"), createSummary, fmt.Sprintf("The app already has a webhook at %s "+
		"(DuplicateUrlFailed). %s Nothing was registered.\n\n%s", url, adopt, fw.APIErrorDetail(err)))
}

// isWebhookFailure reports whether err names one of the failure reasons of the webhook endpoints.
func isWebhookFailure(err error) bool {
	var we *adsapi.WebhookError
	return errors.As(err, &we)
}
