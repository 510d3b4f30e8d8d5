package posts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure        = (*scheduledPostResource)(nil)
	_ resource.ResourceWithImportState      = (*scheduledPostResource)(nil)
	_ resource.ResourceWithIdentity         = (*scheduledPostResource)(nil)
	_ resource.ResourceWithConfigValidators = (*scheduledPostResource)(nil)
	_ resource.ResourceWithModifyPlan       = (*scheduledPostResource)(nil)
)

var scheduledPostIdentity = fw.AccountIdentity("Ads account that holds the scheduled post. Defaults to the provider's `account_id`.", descID)

type scheduledPostResource struct {
	data *fw.ProviderData
}

func newScheduledPostResource() resource.Resource { return &scheduledPostResource{} }

func (r *scheduledPostResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_scheduled_post"
}

// Schema is in scheduled_post_schema.go.

func (r *scheduledPostResource) ConfigValidators(context.Context) []resource.ConfigValidator {
	return []resource.ConfigValidator{adrules.TextOrMedia(blankPostRefusal)}
}

func (r *scheduledPostResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = scheduledPostIdentity.Schema()
}

func (r *scheduledPostResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan moves the post with the provider's default account, replaces a post that no longer waits
// when its arguments change (scheduled_post_publication.go), and plans nothing when no argument changes.
// A promotable user's own id given as as_user_id is refused first, naming the user_id to use.
func (r *scheduledPostResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	r.planAsUserID(ctx, req, resp)
	fw.PlanAccountScoped(ctx, r.data, req, resp)
	planAfterPublication(ctx, req, resp)
	keepWhenUnchanged(ctx, req, resp)
}

// keepWhenUnchanged keeps updated_at when the plan changes no argument. That happens when the
// configuration writes the time of the state another way (an offset, a date alone): the framework saw a
// difference and marked updated_at unknown before fw.ServiceTimeKeepsInstant kept the state's time, and
// an unknown updated_at alone would plan an update that sends nothing.
func keepWhenUnchanged(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.State.Raw.IsNull() || req.Plan.Raw.IsNull() || resp.Diagnostics.HasError() {
		return
	}
	var plan, state scheduledPostModel
	resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() || len(plan.changedFrom(&state)) > 0 ||
		!plan.AsUserID.Equal(state.AsUserID) || !plan.AccountID.Equal(state.AccountID) {
		return
	}
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("updated_at"), state.UpdatedAt)...)
}

func (r *scheduledPostResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan scheduledPostModel
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
		post, err := r.data.Client.ScheduledPosts.Create(ctx, creation.Session(), accountID, in)
		if err != nil {
			creation.AddCreateError("Unable to create scheduled post", "scheduled post",
				label(in.Name, in.Text, in.MediaKeys, in.ScheduledAt), err)
			return
		}
		resp.Diagnostics.Append(plan.fromAPI(ctx, accountID, post)...)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

func (r *scheduledPostResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state scheduledPostModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	accountID := state.AccountID.ValueString()
	post, err := r.data.Client.ScheduledPosts.Get(ctx, accountID, state.ID.ValueString())
	if transport.IsNotFound(err) {
		// Deletion is permanent: the post is gone and the next plan schedules it again.
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read scheduled post", err)
		return
	}
	warnFailed(&resp.Diagnostics, post.ID, state.ScheduledStatus.ValueString(), post.ScheduledStatus)
	resp.Diagnostics.Append(state.fromAPI(ctx, accountID, post)...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *scheduledPostResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state scheduledPostModel
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
	post, err := r.data.Client.ScheduledPosts.Update(ctx, accountID, state.ID.ValueString(), in)
	if err != nil {
		addUpdateError(&resp.Diagnostics, err)
		return
	}
	resp.Diagnostics.Append(plan.fromAPI(ctx, accountID, post)...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Delete removes the post for good, whatever its status: the service's delete takes a waiting, a
// published and a failed post alike. A post already gone is deleted.
func (r *scheduledPostResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state scheduledPostModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.ScheduledPosts.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete scheduled post", err)
	}
}

func (r *scheduledPostResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	scheduledPostIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id; an identity arrives as the import id it stands for.
func (r *scheduledPostResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	fw.ImportAccountScoped(ctx, r.data, req, resp)
}
