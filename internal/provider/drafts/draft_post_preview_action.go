package drafts

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/action/schema"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ action.ActionWithConfigure  = (*draftPostPreviewAction)(nil)
	_ action.ActionWithModifyPlan = (*draftPostPreviewAction)(nil)
)

// draftPostPreviewAction sends a draft's preview notification each time it is invoked. A preview is an
// event, not an object, so an action fits it better than the adsapi_draft_post_preview resource, which
// needs triggers to send again and keeps a state entry for something the service never records.
type draftPostPreviewAction struct {
	data *fw.ProviderData
}

type draftPostPreviewActionModel struct {
	AccountID   types.String `tfsdk:"account_id"`
	DraftPostID types.String `tfsdk:"draft_post_id"`
}

func newDraftPostPreviewAction() action.Action { return &draftPostPreviewAction{} }

func (a *draftPostPreviewAction) Metadata(_ context.Context, req action.MetadataRequest, resp *action.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_draft_post_preview"
}

func (a *draftPostPreviewAction) Schema(_ context.Context, _ action.SchemaRequest, resp *action.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Sends the preview notification of a draft post to every device on which the " +
			"authenticated user is logged in (official apps only; only that user sees it), each time the action " +
			"runs: from a draft's `lifecycle` block with `action_trigger { events = [after_create, after_update] " +
			"actions = [action.adsapi_draft_post_preview.NAME] }` to preview every new or edited draft, or on demand " +
			"with `terraform apply -invoke=action.adsapi_draft_post_preview.NAME`. On Terraform 1.16 and later, the " +
			"action names the draft that triggers it `caller` (`draft_post_id = caller.id`), which serves the " +
			"trigger and `-invoke` alike; Terraform 1.14.1 to 1.15 have no `caller` and name the draft by its " +
			"address instead. Requires Terraform 1.14.1 or later (Terraform 1.14.0 ran `after_create` actions too " +
			"early). On OpenTofu and older Terraform, the `adsapi_draft_post_preview` resource sends the same preview.",
		Attributes: map[string]schema.Attribute{
			"account_id": schema.StringAttribute{
				Optional:            true,
				MarkdownDescription: "Ads account of the draft post. Defaults to the provider's `account_id`.",
				Validators:          []validator.String{fw.AccountID()},
			},
			"draft_post_id": schema.StringAttribute{
				Required: true,
				MarkdownDescription: "Id of the draft post to preview: `caller.id` for the draft whose `action_trigger` " +
					"runs the action (Terraform 1.16 and later), or a draft's id such as `adsapi_draft_post.example.id`.",
				Validators: []validator.String{fw.ID()},
			},
		},
	}
}

func (a *draftPostPreviewAction) Configure(_ context.Context, req action.ConfigureRequest, resp *action.ConfigureResponse) {
	a.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan fails the plan when the preview could not be sent whatever the draft: the OAuth 1.0a
// credentials are incomplete, or there is no ads account at all.
func (a *draftPostPreviewAction) ModifyPlan(ctx context.Context, req action.ModifyPlanRequest, resp *action.ModifyPlanResponse) {
	if a.data == nil {
		return // the provider is not configured yet: there is nothing to check against
	}
	fw.AddMissingCredentials(&resp.Diagnostics, a.data.Client.CheckCredentials(transport.OAuth1User))
	var account types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("account_id"), &account)...)
	if !account.IsUnknown() {
		a.data.RequireAccount(account, &resp.Diagnostics)
	}
}

func (a *draftPostPreviewAction) Invoke(ctx context.Context, req action.InvokeRequest, resp *action.InvokeResponse) {
	var config draftPostPreviewActionModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &config)...)
	if resp.Diagnostics.HasError() {
		return
	}
	// draft_post_id usually comes from a draft created in the same apply, unknown when the plan was
	// validated, so its form is checked here too, before anything is sent.
	resp.Diagnostics.Append(checkDraftPostID(ctx, config.DraftPostID)...)
	accountID := a.data.RequireAccount(config.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	draftPostID := config.DraftPostID.ValueString()
	resp.SendProgress(action.InvokeProgressEvent{
		Message: fmt.Sprintf("Sending the preview of draft post %s of account %s", draftPostID, accountID),
	})
	msg, err := a.data.Client.DraftPosts.Preview(ctx, accountID, draftPostID)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to send draft post preview", err)
		return
	}
	resp.SendProgress(action.InvokeProgressEvent{Message: msg})
}
