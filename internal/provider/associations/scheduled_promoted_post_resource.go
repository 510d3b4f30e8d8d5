package associations

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// scheduledPostWaiting is the one state of a scheduled post that a line item may be tied to (the spec's
// 4.1): published (SUCCESS) or failed posts are refused.
const scheduledPostWaiting = "SCHEDULED"

// scheduledPromotedPostModel is the state of adsapi_scheduled_promoted_post; the deleted flag is never
// held (a deleted association leaves state).
type scheduledPromotedPostModel struct {
	AccountID       types.String `tfsdk:"account_id"`
	ID              types.String `tfsdk:"id"`
	LineItemID      types.String `tfsdk:"line_item_id"`
	ScheduledPostID types.String `tfsdk:"scheduled_post_id"`
	PostID          types.String `tfsdk:"post_id"`
	CreatedAt       types.String `tfsdk:"created_at"`
	UpdatedAt       types.String `tfsdk:"updated_at"`
}

// setFromAPI writes what the service holds of p into the model, the account aside; post_id is null until
// publication.
func (m *scheduledPromotedPostModel) setFromAPI(p *adsapi.ScheduledPromotedPost) {
	m.ID = types.StringValue(p.ID)
	m.LineItemID = types.StringValue(p.LineItemID)
	m.ScheduledPostID = types.StringValue(p.ScheduledPostID)
	m.PostID = fw.StringOrNull(p.PostID)
	m.CreatedAt = fw.StringOrNull(p.CreatedAt)
	m.UpdatedAt = fw.StringOrNull(p.UpdatedAt)
}

func newScheduledPromotedPostResource() resource.Resource {
	replaces := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	return &fw.AccountResource[scheduledPromotedPostModel, adsapi.ScheduledPromotedPost]{
		TypeName: "_scheduled_promoted_post",
		What:     "scheduled promoted post",
		Description: "A scheduled post tied to a line item, so that the line item promotes the post from the moment " +
			"the service publishes it. The service has no update: changing any argument replaces the scheduled " +
			"promoted post. At publication the service writes the post's id into `post_id` (a refresh shows it, with " +
			"no change to plan) and makes a promoted post in the line item.\n\n" +
			"When `scheduled_post_id` is known at plan, the plan reads the scheduled post and refuses one the account " +
			"does not hold or that is no longer `SCHEDULED` (already published, or failed), naming the state found; a " +
			"scheduled post created in the same run is checked when Terraform plans again before applying.\n\n" +
			"Destroying it detaches the scheduled post from its line item (a soft delete: the service keeps it listed " +
			"with `with_deleted`). The reference leaves open what a delete after publication does; the provider takes " +
			"the reading that it removes only this association: the promoted post the publication made keeps " +
			"running, and stopping it is done on the promoted post. Whether a post suits the line item's objective, " +
			"whether one scheduled post may be tied twice, and what becomes of the association when the scheduled post " +
			"fails or is deleted are not documented: the service decides, and its refusal is shown as it answers.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descScheduledPromotedPostID),
			"account_id": fw.AccountIDAttribute(descAccountID),
			"line_item_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descScheduledLineItemID + " Changing it replaces the scheduled promoted post.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"scheduled_post_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descScheduledPostID + " Changing it replaces the scheduled promoted post.",
				Validators: []validator.String{fw.DecimalID64("scheduled post")}, PlanModifiers: replaces,
			},
			// No plan modifier: unknown only when the object is created, so that the post_id publication
			// writes is taken in at refresh with nothing to plan.
			"post_id":    schema.StringAttribute{Computed: true, MarkdownDescription: descScheduledPromotedPostPID},
			"created_at": fw.StableComputedString(fw.DescCreatedAt),
			"updated_at": fw.StableComputedString(fw.DescUpdatedAt),
		},
		Identity: fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descScheduledPromotedPostID),
		Keys: func(m *scheduledPromotedPostModel) fw.Key {
			return fw.Key{Account: m.AccountID.ValueString(), ID: m.ID.ValueString()}
		},
		Name: func(m *scheduledPromotedPostModel) string {
			return "scheduled post " + m.ScheduledPostID.ValueString() + " on line item " + m.LineItemID.ValueString()
		},
		PlanCreate: planScheduledPromotedPost,
		CreateCall: func(ctx context.Context, client *adsapi.Client, creation *fw.Creation, accountID string,
			m *scheduledPromotedPostModel,
		) (*adsapi.ScheduledPromotedPost, error) {
			return client.ScheduledPromotedPosts.Create(ctx, creation.Session(), accountID, adsapi.ScheduledPromotedPostInput{
				LineItemID: m.LineItemID.ValueString(), ScheduledPostID: m.ScheduledPostID.ValueString(),
			})
		},
		Get: func(ctx context.Context, client *adsapi.Client, k fw.Key) (*adsapi.ScheduledPromotedPost, error) {
			return client.ScheduledPromotedPosts.Get(ctx, k.Account, k.ID)
		},
		Gone: func(p *adsapi.ScheduledPromotedPost) bool { return p.Deleted },
		DeleteCall: func(ctx context.Context, client *adsapi.Client, k fw.Key) error {
			_, err := client.ScheduledPromotedPosts.Delete(ctx, k.Account, k.ID)
			return err
		},
		Set: (*scheduledPromotedPostModel).setFromAPI,
	}
}

// planScheduledPromotedPost refuses, for a scheduled promoted post about to be created, a scheduled post
// the account does not hold or that is no longer SCHEDULED, with one read of the post, before anything is
// sent: the service checks the state at this point (the spec's endpoint 28). A read that fails otherwise
// adds nothing: the service still judges the create.
func planScheduledPromotedPost(ctx context.Context, data *fw.ProviderData, accountID string, plan *scheduledPromotedPostModel, diags *diag.Diagnostics) {
	if !known(plan.ScheduledPostID) {
		return
	}
	id, attr := plan.ScheduledPostID.ValueString(), path.Root("scheduled_post_id")
	post, err := data.Client.ScheduledPosts.Get(ctx, accountID, id)
	switch {
	case transport.IsNotFound(err):
		fw.AddAttrError(diags, attr, "Scheduled post not found",
			fmt.Sprintf("ads account %s holds no scheduled post %s: a scheduled promoted post needs a scheduled post of the account "+
				"in state %s.", accountID, id, scheduledPostWaiting))
	case err != nil:
		tflog.Debug(ctx, "could not read the scheduled post at plan", map[string]any{"error": err.Error(), "scheduled_post_id": id})
	case post.ScheduledStatus != scheduledPostWaiting:
		fw.AddAttrError(diags, attr, "Scheduled post not waiting for publication",
			fmt.Sprintf("scheduled post %s is in state %s; a scheduled promoted post needs one in state %s (not yet published). "+
				"A published post is promoted with adsapi_promoted_post.", id, post.ScheduledStatus, scheduledPostWaiting))
	}
}
