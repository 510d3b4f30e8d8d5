package users

import (
	"context"
	"fmt"
	"slices"
	"strings"

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
	_ resource.ResourceWithConfigure   = (*userMuteResource)(nil)
	_ resource.ResourceWithImportState = (*userMuteResource)(nil)
	_ resource.ResourceWithIdentity    = (*userMuteResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*userMuteResource)(nil)
)

var userMuteIdentity = fw.NewIdentity(
	fw.IdentityPart{Name: "source_user_id", Description: "The user who mutes: the user whose credentials the provider holds."},
	fw.IdentityPart{Name: "target_user_id", Description: "The muted user, 1 to 19 digits."},
)

// muteSchemes are the schemes of every mute endpoint, in the client's order.
var muteSchemes = []transport.AuthScheme{transport.OAuth2User, transport.OAuth1User}

type userMuteResource struct {
	data *fw.ProviderData
}

type userMuteModel struct {
	ID           types.String `tfsdk:"id"`
	SourceUserID types.String `tfsdk:"source_user_id"`
	TargetUserID types.String `tfsdk:"target_user_id"`
}

func newUserMuteResource() resource.Resource { return &userMuteResource{} }

func (r *userMuteResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_user_mute"
}

// muteImportExample is a valid import id, shown when one is malformed.
const muteImportExample = "756201191646691328/1600000000000000002"

func (r *userMuteResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replace := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "The authenticated user mutes another user (`POST /2/users/:id/muting`); destroying it " +
			"unmutes (`DELETE /2/users/:source_user_id/muting/:target_user_id`). A refresh reads the source user's " +
			"muted list, so an unmute done elsewhere plans the mute again; muting a user already muted succeeds. " +
			"Takes an OAuth 2.0 user token (scopes `mute.write`, `mute.read`) or OAuth 1.0a user context; the service " +
			"allows 50 mutes or unmutes and 15 list reads per 15 minutes per user.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				Computed: true, MarkdownDescription: "`SOURCE_USER_ID/TARGET_USER_ID`.",
			},
			"source_user_id": schema.StringAttribute{
				Optional: true, Computed: true, Validators: []validator.String{fw.NumericID("user")},
				PlanModifiers: []planmodifier.String{stringplanmodifier.UseStateForUnknown(), stringplanmodifier.RequiresReplace()},
				MarkdownDescription: "The user who mutes; the service takes only the authenticated user. " + descAuthenticatedUser +
					" Changing it replaces the mute.",
			},
			"target_user_id": schema.StringAttribute{
				Required: true, Validators: []validator.String{fw.NumericID("user")}, PlanModifiers: replace,
				MarkdownDescription: "The user to mute, 1 to 19 digits. Changing it replaces the mute.",
			},
		},
	}
}

func (r *userMuteResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = userMuteIdentity.Schema()
}

func (r *userMuteResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan checks the credentials, fills source_user_id with the authenticated user when it is left
// out, and plans the id, which is known as soon as both users are.
func (r *userMuteResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanCredentials(r.data, req, resp, muteSchemes...)
	if req.Plan.Raw.IsNull() || r.data == nil || resp.Diagnostics.HasError() {
		return
	}
	var plan userMuteModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if plan.SourceUserID.IsUnknown() {
		var cfg types.String
		resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("source_user_id"), &cfg)...)
		if cfg.IsNull() {
			plan.SourceUserID = types.StringValue(resolveUserID(ctx, r.data, cfg, &resp.Diagnostics))
			if resp.Diagnostics.HasError() {
				return
			}
		}
	}
	plan.ID = types.StringUnknown()
	if !plan.SourceUserID.IsUnknown() && !plan.TargetUserID.IsUnknown() {
		plan.ID = types.StringValue(muteID(plan.SourceUserID.ValueString(), plan.TargetUserID.ValueString()))
	}
	resp.Diagnostics.Append(resp.Plan.Set(ctx, &plan)...)
}

func muteID(source, target string) string { return source + "/" + target }

func (r *userMuteResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan userMuteModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		source, target := plan.SourceUserID.ValueString(), plan.TargetUserID.ValueString()
		muting, err := r.data.Client.Users.Mute(ctx, source, target)
		if err != nil {
			// A mute is idempotent: applying again is always safe, so no "may have been created" advice is needed.
			fw.AddAPIError(&resp.Diagnostics, "Unable to mute user", err)
			return
		}
		if !muting {
			resp.Diagnostics.AddError("Unable to mute user", fmt.Sprintf("The service answered that user %s does not mute user %s.", source, target))
			return
		}
		plan.ID = types.StringValue(muteID(source, target))
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

// Read looks for the target in the source user's muted list; a target that is not there was unmuted
// elsewhere, and is removed from state so that the next plan mutes it again. The client shares one read
// of the list among the mutes of one user per run: the service allows 15 such reads per 15 minutes, so a
// configuration with more mutes than that would otherwise wait for the window on every plan.
func (r *userMuteResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state userMuteModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	source, target := state.SourceUserID.ValueString(), state.TargetUserID.ValueString()
	list, err := r.data.Client.Users.Muting(ctx, source, adsapi.UserListOptions{})
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read muted users", err)
		return
	}
	if list.Lacks(target) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if !slices.ContainsFunc(list.Users, func(u adsapi.User) bool { return u.ID == target }) {
		// The answer left users out with error entries that may be about this one: no evidence
		// either way, so the state keeps the mute.
		resp.Diagnostics.AddError("Unable to read muted users", fmt.Sprintf("The service's list of the users %s mutes does "+
			"not hold user %s, but it carries error entries for users it could not return, which may be about it: %s",
			source, target, errorEntries(list.Errors)))
		return
	}
	state.ID = types.StringValue(muteID(source, target))
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update is never called: both arguments replace the mute.
func (r *userMuteResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan userMuteModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *userMuteResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state userMuteModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	// Unmuting a user not muted succeeds, so an unmute done elsewhere is no error.
	muting, err := r.data.Client.Users.Unmute(ctx, state.SourceUserID.ValueString(), state.TargetUserID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to unmute user", err)
		return
	}
	if err == nil && muting {
		resp.Diagnostics.AddError("Unable to unmute user", fmt.Sprintf("The service answered that user %s still mutes user %s.",
			state.SourceUserID.ValueString(), state.TargetUserID.ValueString()))
	}
}

// ImportState takes SOURCE_USER_ID/TARGET_USER_ID.
func (r *userMuteResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	userMuteIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id; an identity arrives as the import id it stands for.
func (r *userMuteResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	source, target, ok := strings.Cut(req.ID, "/")
	if !ok || !fw.IsNumericID(source) || !fw.IsNumericID(target) {
		resp.Diagnostics.AddError("Invalid import id", fmt.Sprintf("import id %q is malformed: expected "+
			"SOURCE_USER_ID/TARGET_USER_ID, user ids of 1 to 19 digits (for example %s)", req.ID, muteImportExample))
		return
	}
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), req.ID)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("source_user_id"), source)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("target_user_id"), target)...)
}

// errorEntries renders the error entries of a partial answer for a diagnostic, each with the item
// it names when it names one.
func errorEntries(entries []transport.ErrorDetail) string {
	parts := make([]string, len(entries))
	for i, e := range entries {
		parts[i] = e.Code
		if e.Value != "" {
			parts[i] += " (" + e.ResourceType + " " + e.Value + ")"
		}
		if e.Message != "" {
			parts[i] += ": " + e.Message
		}
	}
	return strings.Join(parts, "; ")
}
