package drafts

import (
	"context"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure        = (*draftPostResource)(nil)
	_ resource.ResourceWithImportState      = (*draftPostResource)(nil)
	_ resource.ResourceWithIdentity         = (*draftPostResource)(nil)
	_ resource.ResourceWithConfigValidators = (*draftPostResource)(nil)
	_ resource.ResourceWithModifyPlan       = (*draftPostResource)(nil)
)

var draftPostIdentity = fw.AccountIdentity("Ads account that holds the draft post. Defaults to the provider's `account_id`.", descDraftID)

type draftPostResource struct {
	data *fw.ProviderData
}

func newDraftPostResource() resource.Resource { return &draftPostResource{} }

func (r *draftPostResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_draft_post"
}

// Schema is in draft_post_schema.go.

func (r *draftPostResource) ConfigValidators(context.Context) []resource.ConfigValidator {
	return []resource.ConfigValidator{adrules.TextOrMedia(blankDraftRefusal)}
}

func (r *draftPostResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = draftPostIdentity.Schema()
}

func (r *draftPostResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan refuses a promotable user's own id given as as_user_id, then moves the draft with the
// provider's default account: a refused plan does not read the account.
func (r *draftPostResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	r.planAsUserID(ctx, req, resp)
	fw.PlanAccountScoped(ctx, r.data, req, resp)
}

func (r *draftPostResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan draftPostModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		resp.Diagnostics.Append(checkAtApply(ctx, &plan)...)
		in := plan.toInput(ctx, &resp.Diagnostics)
		if resp.Diagnostics.HasError() {
			return
		}
		accountID := plan.AccountID.ValueString()
		creation.ImportPrefix = accountID + "/"
		draft, err := r.data.Client.DraftPosts.Create(ctx, creation.Session(), accountID, in)
		if addBlankDraftError(&resp.Diagnostics, "Unable to create draft post", err) ||
			r.addAsUserIDRefusal(ctx, &resp.Diagnostics, accountID, in.AsUserID, err) {
			return
		}
		if err != nil {
			creation.AddCreateError("Unable to create draft post", "draft post", draftLabel(in), err)
			return
		}
		resp.Diagnostics.Append(plan.fromAPI(ctx, accountID, draft)...)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

// draftLabel is what the lost-answer diagnostic calls the draft, so the user can find it among the
// account's drafts: its name, else its text, else its media keys.
func draftLabel(in adsapi.DraftPostInput) string {
	switch {
	case in.Name != "":
		return in.Name
	case in.Text != "":
		return in.Text
	default:
		return strings.Join(in.MediaKeys, ",")
	}
}

func (r *draftPostResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state draftPostModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	accountID := state.AccountID.ValueString()
	draft, err := r.data.Client.DraftPosts.Get(ctx, accountID, state.ID.ValueString())
	if transport.IsNotFound(err) {
		// Deletion is permanent: the draft is gone and the next plan creates it again.
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read draft post", err)
		return
	}
	resp.Diagnostics.Append(state.fromAPI(ctx, accountID, draft)...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *draftPostResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state draftPostModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	resp.Diagnostics.Append(checkAtApply(ctx, &plan)...)
	in := plan.toUpdate(ctx, &state, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	accountID := plan.AccountID.ValueString()
	draft, err := r.data.Client.DraftPosts.Update(ctx, accountID, state.ID.ValueString(), in)
	if addBlankDraftError(&resp.Diagnostics, "Unable to update draft post", err) {
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to update draft post", err)
		return
	}
	resp.Diagnostics.Append(plan.fromAPI(ctx, accountID, draft)...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *draftPostResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state draftPostModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.DraftPosts.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete draft post", err)
	}
}

func (r *draftPostResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	draftPostIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id; an identity arrives as the import id it stands for.
func (r *draftPostResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	fw.ImportAccountScoped(ctx, r.data, req, resp)
}
