package activity

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/boolplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*developerAccountResource)(nil)
	_ resource.ResourceWithImportState = (*developerAccountResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*developerAccountResource)(nil)
)

type developerAccountResource struct {
	data *fw.ProviderData
}

func newDeveloperAccountResource() resource.Resource { return &developerAccountResource{} }

func (r *developerAccountResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_developer_account"
}

func (r *developerAccountResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Ensures that the authenticated user has a developer-platform account (`POST /2/account`, " +
			"which is idempotent): an existing account is adopted unchanged, a missing one is created. It takes the " +
			"OAuth 2.0 user token (`oauth2_access_token`, scopes `developer.write` to create and `developer.read` to " +
			"read). The service cannot delete a developer account, so destroying this resource only removes it from " +
			"the state; the account stays.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descDeveloperAccountID),
			"user_id":    fw.StableComputedString(descDeveloperUserID),
			"created_at": fw.StableComputedString(fw.DescCreatedAt),
			"created": schema.BoolAttribute{
				Computed: true, MarkdownDescription: "Whether the apply that made this resource created the account " +
					"(`false` when the user already had one, and after an import).",
				PlanModifiers: []planmodifier.Bool{boolplanmodifier.UseStateForUnknown()},
			},
		},
	}
}

func (r *developerAccountResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (r *developerAccountResource) ModifyPlan(_ context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanCredentials(r.data, req, resp, adsapi.OAuth2User)
}

func (r *developerAccountResource) Create(ctx context.Context, _ resource.CreateRequest, resp *resource.CreateResponse) {
	acct, created, err := r.data.Client.DeveloperAccount.Ensure(ctx)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to ensure the developer account", err)
		return
	}
	state := developerAccountModel{developerAccountAttributes: developerAccountFromAPI(acct), Created: types.BoolValue(created)}
	resp.Diagnostics.Append(fw.SetState(ctx, &resp.State, &state)...)
}

func (r *developerAccountResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state developerAccountModel
	resp.Diagnostics.Append(fw.GetState(ctx, req.State, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	acct, err := r.data.Client.DeveloperAccount.Get(ctx)
	if adsapi.IsNotFound(err) {
		resp.State.RemoveResource(ctx)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read the developer account", err)
		return
	}
	if state.Created.IsNull() { // just imported: the id must be the authenticated user's account
		if acct.ID != state.ID.ValueString() {
			resp.Diagnostics.AddError("Unable to import the developer account", fmt.Sprintf("The authenticated user's "+
				"developer account is %s, not %s: a developer account can only be managed by its own user. Import %s.",
				acct.ID, state.ID.ValueString(), acct.ID))
			return
		}
		state.Created = types.BoolValue(false)
	}
	state.developerAccountAttributes = developerAccountFromAPI(acct)
	resp.Diagnostics.Append(fw.SetState(ctx, &resp.State, &state)...)
}

// Update is never reached with a change to send: the resource has no arguments.
func (r *developerAccountResource) Update(_ context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	resp.State.Raw = req.Plan.Raw
}

// Delete sends nothing: the service has no way to delete a developer account, so the resource is only
// forgotten.
func (r *developerAccountResource) Delete(context.Context, resource.DeleteRequest, *resource.DeleteResponse) {
}

func (r *developerAccountResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if !fw.IsID(req.ID) {
		resp.Diagnostics.AddError("Invalid import id", fmt.Sprintf("import id %q is malformed: expected the id of the "+
			"authenticated user's developer account (digits; the adsapi_developer_account data source shows it)", req.ID))
		return
	}
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), req.ID)...)
}
