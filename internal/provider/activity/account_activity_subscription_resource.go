package activity

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
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*accountActivitySubscriptionResource)(nil)
	_ resource.ResourceWithImportState = (*accountActivitySubscriptionResource)(nil)
	_ resource.ResourceWithIdentity    = (*accountActivitySubscriptionResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*accountActivitySubscriptionResource)(nil)
)

var accountActivitySubscriptionIdentity = fw.NewIdentity(
	fw.IdentityPart{Name: "webhook_id", Description: descWebhookID},
	fw.IdentityPart{Name: "user_id", Description: "The subscribed user: the user whose credentials the provider holds."},
)

type accountActivitySubscriptionResource struct {
	data *fw.ProviderData
}

type accountActivitySubscriptionModel struct {
	ID        types.String `tfsdk:"id"`
	WebhookID types.String `tfsdk:"webhook_id"`
	UserID    types.String `tfsdk:"user_id"`
}

func newAccountActivitySubscriptionResource() resource.Resource {
	return &accountActivitySubscriptionResource{}
}

func (r *accountActivitySubscriptionResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_account_activity_subscription"
}

func (r *accountActivitySubscriptionResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Subscribes the authenticated user to a webhook configuration of the app (account " +
			"activity). Creating and checking it take the user's context: the OAuth 2.0 user token (scopes `post.read`, " +
			"`users.read`, `dm.write`, `dm.read`) or OAuth 1.0a. Deleting it takes the app-only `bearer_token`, so the " +
			"plan fails when that is not configured. A subscription that already exists is adopted; one removed " +
			"outside Terraform is subscribed again on the next apply.",
		Attributes: map[string]schema.Attribute{
			"id": fw.IDAttribute("`webhook_id/user_id`, the import id."),
			"webhook_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descWebhookID + " Changing it replaces the subscription.",
				Validators:    []validator.String{fw.NumericID("webhook")},
				PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"user_id": fw.StableComputedString("The subscribed user: the authenticated user."),
		},
	}
}

func (r *accountActivitySubscriptionResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = accountActivitySubscriptionIdentity.Schema()
}

func (r *accountActivitySubscriptionResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (r *accountActivitySubscriptionResource) ModifyPlan(_ context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanCredentials(r.data, req, resp, adsapi.AccountActivityUserSchemes...)
	planDeleteCredentials(r.data, req, resp, "an account-activity subscription")
}

// planDeleteCredentials fails the plan of a resource whose delete takes the app-only bearer token when
// that token is not configured, so that nothing is created that could not be destroyed.
func planDeleteCredentials(data *fw.ProviderData, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse, what string) {
	if req.Plan.Raw.IsNull() || data == nil {
		return
	}
	var missing *transport.MissingCredentialsError
	if err := data.Client.CheckCredentials(transport.AppBearer); errors.As(err, &missing) {
		resp.Diagnostics.AddError(fw.MissingCredentialsSummary, fw.MissingAnyCredentialsDetail(missing)+
			fmt.Sprintf("\n\nThe service deletes %s only with the app-only bearer token, so the provider does not "+
				"create one that it could not destroy.", what))
	}
}

func (r *accountActivitySubscriptionResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan accountActivitySubscriptionModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		userID, err := r.data.Client.AuthenticatedUserID(ctx)
		if err != nil {
			fw.AddAPIError(&resp.Diagnostics, "Unable to create account-activity subscription", err)
			return
		}
		webhookID := plan.WebhookID.ValueString()
		if _, err := r.data.Client.AccountActivity.Subscribe(ctx, webhookID); err != nil {
			addAccountActivityError(&resp.Diagnostics, "Unable to create account-activity subscription", webhookID, err)
			return
		}
		plan.UserID = types.StringValue(userID)
		plan.ID = types.StringValue(webhookID + "/" + userID)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

// addAccountActivityError explains the reasons the service names.
func addAccountActivityError(diags *diag.Diagnostics, summary, webhookID string, err error) {
	switch {
	case adsapi.HasReason(err, adsapi.ReasonWebhookIDInvalid):
		diags.AddAttributeError(path.Root("webhook_id"), summary, fmt.Sprintf("Webhook %s is not a webhook configuration "+
			"of the app whose credentials the provider uses (WebhookIdInvalid). Check webhook_id.\n\n%s", webhookID, fw.APIErrorDetail(err)))
	case adsapi.HasReason(err, adsapi.ReasonSubscriptionLimitExceeded):
		diags.AddError(summary, "The app already has all the subscriptions its plan provides (SubscriptionLimitExceeded): "+
			"delete one, or raise the app's provisioned count.\n\n"+fw.APIErrorDetail(err))
	default:
		fw.AddAPIError(diags, summary, err)
	}
}

func (r *accountActivitySubscriptionResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state accountActivitySubscriptionModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	subscribed, err := r.data.Client.AccountActivity.Subscribed(ctx, state.WebhookID.ValueString())
	if err != nil {
		addAccountActivityError(&resp.Diagnostics, "Unable to read account-activity subscription", state.WebhookID.ValueString(), err)
		return
	}
	if !subscribed {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update is never reached with a change to send: webhook_id replaces the subscription.
func (r *accountActivitySubscriptionResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	resp.State.Raw = req.Plan.Raw
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *accountActivitySubscriptionResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state accountActivitySubscriptionModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if _, err := r.data.Client.AccountActivity.Unsubscribe(ctx, state.WebhookID.ValueString(), state.UserID.ValueString()); err != nil {
		addAccountActivityError(&resp.Diagnostics, "Unable to delete account-activity subscription", state.WebhookID.ValueString(), err)
	}
}

// ImportState takes webhook_id/user_id. The subscription can be checked only in its user's context, so the
// user must be the authenticated one.
func (r *accountActivitySubscriptionResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	accountActivitySubscriptionIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id; an identity arrives as the import id it stands for.
func (r *accountActivitySubscriptionResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	webhookID, userID, err := fw.ParseParentImportID(req.ID, "webhook_id", "1146654567674912769/2244994945")
	if err != nil || !fw.IsNumericID(webhookID) || !fw.IsNumericID(userID) {
		resp.Diagnostics.AddError("Invalid import id", fmt.Sprintf("import id %q is malformed: expected WEBHOOK_ID/USER_ID, "+
			"both of digits (for example 1146654567674912769/2244994945)", req.ID))
		return
	}
	me, err := r.data.Client.AuthenticatedUserID(ctx)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to import account-activity subscription", err)
		return
	}
	if me != userID {
		resp.Diagnostics.AddError("Unable to import account-activity subscription", fmt.Sprintf("The subscription of user %s "+
			"can be checked only with that user's credentials, and the provider's stand for user %s. Import %s/%s, "+
			"or configure the credentials of user %s.", userID, me, webhookID, me, userID))
		return
	}
	state := accountActivitySubscriptionModel{ID: types.StringValue(webhookID + "/" + userID),
		WebhookID: types.StringValue(webhookID), UserID: types.StringValue(userID)}
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}
