package activity

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/boolplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure    = (*developerAccountResource)(nil)
	_ resource.ResourceWithImportState  = (*developerAccountResource)(nil)
	_ resource.ResourceWithIdentity     = (*developerAccountResource)(nil)
	_ resource.ResourceWithModifyPlan   = (*developerAccountResource)(nil)
	_ resource.ResourceWithUpgradeState = (*developerAccountResource)(nil)
)

var developerAccountIdentity = fw.IDIdentity(descDeveloperAccountID)

type developerAccountResource struct {
	data *fw.ProviderData
}

func newDeveloperAccountResource() resource.Resource { return &developerAccountResource{} }

func (r *developerAccountResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_developer_account"
}

// developerAccountSchemaVersion is 1 since id became the service's account_id (version 0 read an
// id field that the service does not send).
const developerAccountSchemaVersion = 1

func (r *developerAccountResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		Version: developerAccountSchemaVersion,
		MarkdownDescription: "Ensures that the authenticated user has a developer-platform account (`POST /2/account`, " +
			"which is idempotent): an existing account is adopted unchanged, a missing one is created. It takes the " +
			"OAuth 2.0 user token (`oauth2_access_token`, scopes `developer.write` to create and `developer.read` to " +
			"read). The service cannot delete a developer account, so destroying this resource only removes it from " +
			"the state; the account stays.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descDeveloperAccountID),
			"name":       fw.StableComputedString(descDeveloperAccountName),
			"created_at": fw.StableComputedString(fw.DescCreatedAt),
			"user_id":    fw.StableComputedString(descDeveloperUserID),
			"metadata": schema.StringAttribute{
				Optional: true, MarkdownDescription: descDeveloperMetadata,
				Validators: []validator.String{fw.CharLengthBetween(1, adsapi.MaxDeveloperAccountMetadata)},
			},
			"created": schema.BoolAttribute{
				Computed: true, MarkdownDescription: "Whether the apply that made this resource created the account " +
					"(`false` when the user already had one, and after an import).",
				PlanModifiers: []planmodifier.Bool{boolplanmodifier.UseStateForUnknown()},
			},
		},
	}
}

func (r *developerAccountResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = developerAccountIdentity.Schema()
}

func (r *developerAccountResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan checks the credentials, and warns that a changed metadata reaches no account that
// exists already: the service answers an existing account unchanged.
func (r *developerAccountResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanCredentials(r.data, req, resp, transport.OAuth2User)
	if req.Plan.Raw.IsNull() || req.State.Raw.IsNull() {
		return
	}
	var planned, prior types.String
	resp.Diagnostics.Append(req.Plan.GetAttribute(ctx, path.Root("metadata"), &planned)...)
	resp.Diagnostics.Append(req.State.GetAttribute(ctx, path.Root("metadata"), &prior)...)
	if !planned.Equal(prior) {
		resp.Diagnostics.AddAttributeWarning(path.Root("metadata"), "Metadata reaches only a new account",
			"The service takes metadata only when it creates the developer account and keeps an existing account "+
				"unchanged, so this change is recorded in the state and sent nowhere.")
	}
}

func (r *developerAccountResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan developerAccountModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		ensured, err := r.data.Client.DeveloperAccount.Ensure(ctx, adsapi.DeveloperAccountInput{Metadata: plan.Metadata.ValueString()})
		if err != nil {
			fw.AddAPIError(&resp.Diagnostics, "Unable to ensure the developer account", err)
			return
		}
		// The create answers only the id: the record comes from a read, which must be that account.
		attrs, err := readDeveloperAccount(ctx, r.data, developerAccountAttributes{})
		if err != nil {
			fw.AddAPIError(&resp.Diagnostics, "Unable to read the developer account after ensuring it", err)
			return
		}
		if attrs.ID.ValueString() != ensured.AccountID {
			resp.Diagnostics.AddError("Unable to read the developer account after ensuring it", fmt.Sprintf("The service "+
				"answered POST /2/account with account %s, then GET /2/account with account %s. The state records neither; "+
				"apply again, or import the account the adsapi_developer_account data source shows.", ensured.AccountID, attrs.ID.ValueString()))
			return
		}
		if !ensured.Created && !plan.Metadata.IsNull() {
			resp.Diagnostics.AddAttributeWarning(path.Root("metadata"), "Metadata not applied", fmt.Sprintf("The user "+
				"already had the developer account %s, which the service keeps unchanged: metadata was not applied.", ensured.AccountID))
		}
		state := developerAccountModel{developerAccountAttributes: attrs, Metadata: plan.Metadata, Created: types.BoolValue(ensured.Created)}
		resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

func (r *developerAccountResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state developerAccountModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	attrs, err := readDeveloperAccount(ctx, r.data, state.developerAccountAttributes)
	if transport.IsNotFound(err) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read the developer account", err)
		return
	}
	if state.Created.IsNull() { // just imported: the id must be the authenticated user's account
		if attrs.ID.ValueString() != state.ID.ValueString() {
			resp.Diagnostics.AddError("Unable to import the developer account", fmt.Sprintf("The authenticated user's "+
				"developer account is %s, not %s: a developer account can only be managed by its own user. Import %s.",
				attrs.ID.ValueString(), state.ID.ValueString(), attrs.ID.ValueString()))
			return
		}
		state.Created = types.BoolValue(false)
	}
	// A user has one account: what GET answers is this resource's, also after an upgrade from version 0,
	// whose id was not the account_id.
	state.developerAccountAttributes = attrs
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update sends nothing: metadata, the only argument, reaches the service only when it creates the
// account (ModifyPlan warns of that).
func (r *developerAccountResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	resp.State.Raw = req.Plan.Raw
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Delete sends nothing: the service has no way to delete a developer account, so the resource is only
// forgotten.
func (r *developerAccountResource) Delete(context.Context, resource.DeleteRequest, *resource.DeleteResponse) {
}

func (r *developerAccountResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	developerAccountIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id; an identity arrives as the import id it stands for.
func (r *developerAccountResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if !fw.IsID(req.ID) {
		resp.Diagnostics.AddError("Invalid import id", fmt.Sprintf("import id %q is malformed: expected the account_id of the "+
			"authenticated user's developer account (the adsapi_developer_account data source shows it)", req.ID))
		return
	}
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), req.ID)...)
}

// readDeveloperAccount reads the authenticated user's account and its user. A user without one gets
// the service's error, which transport.IsNotFound recognises. The record names no user, so it is asked of
// GET /2/users/me, unless known holds the same account with its user already: an account belongs to
// one user, so a refresh of a known account sends no second request.
func readDeveloperAccount(ctx context.Context, data *fw.ProviderData, known developerAccountAttributes) (developerAccountAttributes, error) {
	acct, err := data.Client.DeveloperAccount.Get(ctx)
	if err != nil {
		return developerAccountAttributes{}, err
	}
	if string(acct.AccountID) == known.ID.ValueString() && known.UserID.ValueString() != "" {
		return developerAccountFromAPI(acct, known.UserID.ValueString()), nil
	}
	me, err := data.Client.AuthenticatedUserID(ctx)
	if err != nil {
		return developerAccountAttributes{}, err
	}
	return developerAccountFromAPI(acct, me), nil
}
