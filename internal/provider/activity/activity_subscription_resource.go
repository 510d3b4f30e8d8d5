package activity

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/mapvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/mapplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/objectplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure      = (*activitySubscriptionResource)(nil)
	_ resource.ResourceWithImportState    = (*activitySubscriptionResource)(nil)
	_ resource.ResourceWithIdentity       = (*activitySubscriptionResource)(nil)
	_ resource.ResourceWithModifyPlan     = (*activitySubscriptionResource)(nil)
	_ resource.ResourceWithValidateConfig = (*activitySubscriptionResource)(nil)
)

var activitySubscriptionIdentity = fw.IDIdentity(descSubscriptionID)

// objectAsOptions read null and unknown attributes of an object as null and unknown values.
var objectAsOptions = basetypes.ObjectAsOptions{}

type activitySubscriptionResource struct {
	data *fw.ProviderData
}

func newActivitySubscriptionResource() resource.Resource { return &activitySubscriptionResource{} }

func (r *activitySubscriptionResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_activity_subscription"
}

// replaces is the plan modifier of the arguments the service cannot change in place.
func replaces() []planmodifier.String {
	return []planmodifier.String{stringplanmodifier.RequiresReplace()}
}

// replacesWhenRemoved is the plan modifier of tag and webhook_id: the service changes them in place
// but takes no empty value, so only removing one replaces the subscription.
func replacesWhenRemoved() []planmodifier.String {
	return []planmodifier.String{stringplanmodifier.RequiresReplaceIf(
		func(_ context.Context, req planmodifier.StringRequest, resp *stringplanmodifier.RequiresReplaceIfFuncResponse) {
			resp.RequiresReplace = req.PlanValue.IsNull() && !req.StateValue.IsNull()
		},
		"Removing it replaces the subscription: the service takes no empty value.",
		"Removing it replaces the subscription: the service takes no empty value.",
	)}
}

// replacesUnlessRespelt is the plan modifier of event_type: another event type replaces the subscription,
// but a deprecated alias written as its canonical name (or back) is the same subscription, changed in
// state only.
func replacesUnlessRespelt() []planmodifier.String {
	return []planmodifier.String{stringplanmodifier.RequiresReplaceIf(
		func(_ context.Context, req planmodifier.StringRequest, resp *stringplanmodifier.RequiresReplaceIfFuncResponse) {
			resp.RequiresReplace = adsapi.CanonicalEventType(req.PlanValue.ValueString()) != adsapi.CanonicalEventType(req.StateValue.ValueString())
		},
		"Changing it replaces the subscription, unless only the spelling of a deprecated alias changes.",
		"Changing it replaces the subscription, unless only the spelling of a deprecated alias changes.",
	)}
}

func filterAttribute() schema.SingleNestedAttribute {
	return schema.SingleNestedAttribute{
		Required: true, MarkdownDescription: descFilter + " Changing it replaces the subscription.",
		PlanModifiers: []planmodifier.Object{objectplanmodifier.RequiresReplace()},
		Attributes: map[string]schema.Attribute{
			"user_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descFilterUserID,
				Validators: []validator.String{fw.NumericID("user")}, PlanModifiers: replaces(),
			},
			"keyword": schema.StringAttribute{
				Optional: true, MarkdownDescription: descFilterKeyword,
				Validators: []validator.String{fw.CharLengthBetween(1, 150)}, PlanModifiers: replaces(),
			},
			"direction": schema.StringAttribute{
				Optional: true, MarkdownDescription: descFilterDirection,
				Validators: []validator.String{stringvalidator.OneOf("inbound", "outbound")}, PlanModifiers: replaces(),
			},
			"qualifiers": schema.MapAttribute{
				Optional: true, ElementType: types.StringType, MarkdownDescription: descFilterQualifiers,
				Validators:    []validator.Map{mapvalidator.SizeAtLeast(1), mapvalidator.KeysAre(stringvalidator.LengthAtLeast(1))},
				PlanModifiers: []planmodifier.Map{mapplanmodifier.RequiresReplace()},
			},
		},
	}
}

func (r *activitySubscriptionResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "An activity subscription of the app: which activities (an event type, for a user) the " +
			"activity stream and the webhook deliver. `tag` and `webhook_id` change in place " +
			"(`PUT /2/activity/subscriptions/{id}`); changing the event type or the filter, or removing `tag` or " +
			"`webhook_id`, replaces it.\n\n" +
			"Creating and reading it take the OAuth 2.0 user token, OAuth 1.0a or the app-only bearer token (in that " +
			"order of preference); changing and deleting it take the bearer token, so the plan fails without " +
			"`bearer_token`. With the OAuth 2.0 token the service checks the scope of the event type's family: " +
			"`chat.*` and `dm.*` need `dm.read`, `like.*` `like.read`, `mute.*` `mute.read`, `block.*` `block.read`, " +
			"every other type `post.read`. The provider cannot see a token's scopes, so a missing scope is reported at " +
			"apply from the service's refusal, naming the scope. `mute.*` and `block.*` subscriptions are actor-only: " +
			"`filter.user_id` must be the authenticated user, which the provider checks at apply before sending anything.",
		Attributes: map[string]schema.Attribute{
			"id": fw.IDAttribute(descSubscriptionID),
			"event_type": schema.StringAttribute{
				Required: true, CustomType: eventTypeType{},
				MarkdownDescription: descEventType + " Changing it replaces the subscription.",
				Validators:          []validator.String{stringvalidator.OneOf(eventTypes...)}, PlanModifiers: replacesUnlessRespelt(),
			},
			"filter": filterAttribute(),
			"tag": schema.StringAttribute{
				Optional: true, MarkdownDescription: descTag + " Changes in place; removing it replaces the subscription.",
				Validators: []validator.String{fw.CharLengthBetween(1, 200)}, PlanModifiers: replacesWhenRemoved(),
			},
			"webhook_id": schema.StringAttribute{
				Optional: true, MarkdownDescription: descActivityWebhookID + " Changes in place; removing it replaces the subscription.",
				Validators: []validator.String{fw.NumericID("webhook")}, PlanModifiers: replacesWhenRemoved(),
			},
			"created_at": fw.StableComputedString(fw.DescCreatedAt),
			"updated_at": schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescUpdatedAt},
		},
	}
}

func (r *activitySubscriptionResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = activitySubscriptionIdentity.Schema()
}

func (r *activitySubscriptionResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ValidateConfig checks the rules that join the event type and the filter (no direction for mute and
// block events, qualifiers only for the families that take them), and warns of a deprecated event type.
func (r *activitySubscriptionResource) ValidateConfig(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var cfg activitySubscriptionModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	checkDirection(ctx, cfg, &resp.Diagnostics)
	checkQualifiers(ctx, cfg, &resp.Diagnostics)
	if et := cfg.EventType; !et.IsNull() && !et.IsUnknown() {
		if canonical := adsapi.CanonicalEventType(et.ValueString()); canonical != et.ValueString() {
			resp.Diagnostics.AddAttributeWarning(path.Root("event_type"), "Deprecated event type", fmt.Sprintf(
				"%q is a deprecated alias of %q, which the service answers instead. The plan shows no difference between "+
					"the two; write %q to follow the service.", et.ValueString(), canonical, canonical))
		}
	}
}

// checkQualifiers reports qualifiers on an event type whose family takes none; unknown values pass
// (apply checks them again once known).
func checkQualifiers(ctx context.Context, m activitySubscriptionModel, diags *diag.Diagnostics) {
	if m.EventType.IsNull() || m.EventType.IsUnknown() || slices.Contains(qualifierFamilies, family(m.EventType.ValueString())) {
		return
	}
	f, ok := filterOf(ctx, m.Filter, diags)
	if !ok || f.Qualifiers.IsNull() || f.Qualifiers.IsUnknown() {
		return
	}
	fw.AddAttrError(diags, path.Root("filter").AtName("qualifiers"), "Invalid filter", fmt.Sprintf(
		"qualifiers narrow only chat, follow, unfollow, like and subscriptions events, not %q: remove them.", m.EventType.ValueString()))
}

// checkDirection reports a direction on a mute or block subscription; unknown values pass (apply checks
// them again once known).
func checkDirection(ctx context.Context, m activitySubscriptionModel, diags *diag.Diagnostics) {
	if m.EventType.IsNull() || m.EventType.IsUnknown() || !noDirection(m.EventType.ValueString()) {
		return
	}
	f, ok := filterOf(ctx, m.Filter, diags)
	if !ok || f.Direction.IsNull() || f.Direction.IsUnknown() {
		return
	}
	fw.AddAttrError(diags, path.Root("filter").AtName("direction"), "Invalid filter",
		fmt.Sprintf("direction is not supported for %s.* events (event_type %q): remove it.", family(m.EventType.ValueString()), m.EventType.ValueString()))
}

func (r *activitySubscriptionResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() || r.data == nil {
		return
	}
	fw.PlanCredentials(r.data, req, resp, adsapi.ActivitySubscriptionSchemes...)
	planDeleteCredentials(r.data, req, resp, "an activity subscription")
	var et eventTypeValue
	resp.Diagnostics.Append(req.Plan.GetAttribute(ctx, path.Root("event_type"), &et)...)
	if et.IsNull() || et.IsUnknown() || !actorOnly(et.ValueString()) {
		return
	}
	var missing *transport.MissingCredentialsError
	if err := r.data.Client.CheckCredentials(transport.OAuth2User, transport.OAuth1User); errors.As(err, &missing) {
		resp.Diagnostics.AddAttributeError(path.Root("event_type"), fw.MissingCredentialsSummary, fw.MissingAnyCredentialsDetail(missing)+
			fmt.Sprintf("\n\n%s subscriptions are actor-only: filter.user_id must be the authenticated user, so they need "+
				"user-context credentials, not the app-only bearer token alone.", et.ValueString()))
	}
}

const createSummary = "Unable to create activity subscription"

func (r *activitySubscriptionResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		// The import id is the subscription's id alone: ImportPrefix stays "".
		var plan activitySubscriptionModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		checkDirection(ctx, plan, &resp.Diagnostics)
		checkQualifiers(ctx, plan, &resp.Diagnostics)
		f, _ := filterOf(ctx, plan.Filter, &resp.Diagnostics)
		if resp.Diagnostics.HasError() {
			return
		}
		eventType := plan.EventType.ValueString()
		if actorOnly(eventType) {
			me, err := r.data.Client.AuthenticatedUserID(ctx)
			if err != nil {
				fw.AddAPIError(&resp.Diagnostics, createSummary, err)
				return
			}
			if f.UserID.ValueString() != me {
				fw.AddAttrError(&resp.Diagnostics, path.Root("filter").AtName("user_id"), createSummary, fmt.Sprintf(
					"%s subscriptions are actor-only: filter.user_id must be the authenticated user %s, not %s. Nothing was sent.",
					eventType, me, f.UserID.ValueString()))
				return
			}
		}
		var qualifiers map[string]string
		resp.Diagnostics.Append(f.Qualifiers.ElementsAs(ctx, &qualifiers, false)...)
		if resp.Diagnostics.HasError() {
			return
		}
		in := adsapi.ActivitySubscriptionInput{
			EventType: eventType,
			Filter: adsapi.ActivitySubscriptionFilter{
				UserID: f.UserID.ValueString(), Keyword: f.Keyword.ValueString(), Direction: f.Direction.ValueString(),
				Qualifiers: qualifiers,
			},
			Tag:       plan.Tag.ValueString(),
			WebhookID: plan.WebhookID.ValueString(),
		}
		created, err := r.data.Client.ActivitySubscriptions.Create(ctx, creation.Session(), in)
		if err != nil {
			addCreateError(creation, &resp.Diagnostics, eventType, err)
			return
		}
		state := activitySubscriptionFromAPI(ctx, created, &resp.Diagnostics)
		resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

// addCreateError explains a refusal for a missing OAuth 2.0 scope: the provider cannot see a token's
// scopes, so the service's 403 is where the user learns which one to grant.
func addCreateError(creation *fw.Creation, diags *diag.Diagnostics, eventType string, err error) {
	var apiErr *transport.Error
	if errors.As(err, &apiErr) && apiErr.StatusCode == http.StatusForbidden &&
		(apiErr.Parameter == "scope" || strings.Contains(apiErr.Message, "scope")) {
		scope := scopeOf(eventType)
		diags.AddAttributeError(path.Root("event_type"), createSummary, fmt.Sprintf("The OAuth 2.0 user token "+
			"(oauth2_access_token) lacks the scope %[1]s that %[2]s.* subscriptions need. Grant it: authorise the app "+
			"again asking for %[1]s and set the new token in oauth2_access_token. Nothing was created.\n\n%[3]s",
			scope, family(eventType), fw.APIErrorDetail(err)))
		return
	}
	if adsapi.HasReason(err, adsapi.ReasonWebhookIDInvalid) {
		diags.AddAttributeError(path.Root("webhook_id"), createSummary, "webhook_id is not a webhook configuration of the "+
			"app (WebhookIdInvalid).\n\n"+fw.APIErrorDetail(err))
		return
	}
	creation.AddCreateError(createSummary, "activity subscription", eventType, err)
}

func (r *activitySubscriptionResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state activitySubscriptionModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	got, found, err := r.data.Client.ActivitySubscriptions.Get(ctx, state.ID.ValueString())
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read activity subscription", err)
		return
	}
	if !found {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	state = activitySubscriptionFromAPI(ctx, got, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update sends the changed tag and webhook: every other change replaces the subscription, and so
// does removing either of them. A respelt event type alone sends nothing.
func (r *activitySubscriptionResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state activitySubscriptionModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	var in adsapi.ActivitySubscriptionUpdate
	if !plan.Tag.Equal(state.Tag) {
		in.Tag = plan.Tag.ValueString()
	}
	if !plan.WebhookID.Equal(state.WebhookID) {
		in.WebhookID = plan.WebhookID.ValueString()
	}
	if in == (adsapi.ActivitySubscriptionUpdate{}) {
		plan.UpdatedAt = state.UpdatedAt
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
		return
	}
	updated, err := r.data.Client.ActivitySubscriptions.Update(ctx, state.ID.ValueString(), in)
	if err != nil {
		if adsapi.HasReason(err, adsapi.ReasonWebhookIDInvalid) {
			resp.Diagnostics.AddAttributeError(path.Root("webhook_id"), "Unable to update activity subscription",
				"webhook_id is not a webhook configuration of the app (WebhookIdInvalid). Nothing was changed.\n\n"+fw.APIErrorDetail(err))
			return
		}
		fw.AddAPIError(&resp.Diagnostics, "Unable to update activity subscription", err)
		return
	}
	next := activitySubscriptionFromAPI(ctx, updated, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &next)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *activitySubscriptionResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state activitySubscriptionModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	// An id the service no longer knows counts as deleted (DeleteResult.Gone).
	if _, err := r.data.Client.ActivitySubscriptions.Delete(ctx, state.ID.ValueString()); err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete activity subscription", err)
	}
}

func (r *activitySubscriptionResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	activitySubscriptionIdentity.Import(ctx, req, resp, fw.ImportNumericID("subscription", "1146654567674912769", ""))
}
