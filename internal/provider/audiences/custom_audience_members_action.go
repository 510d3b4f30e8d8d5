package audiences

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/action/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/members"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ action.ActionWithConfigure  = (*customAudienceMembersAction)(nil)
	_ action.ActionWithModifyPlan = (*customAudienceMembersAction)(nil)
)

// customAudienceMembersAction uploads the members of a local file to a custom audience. Members are
// people's emails, phone numbers and device ids: an action keeps them out of the state and the plan,
// which an attribute could not, and the file is read, normalized and hashed on the user's machine.
type customAudienceMembersAction struct {
	data *fw.ProviderData
}

type customAudienceMembersModel struct {
	AccountID        types.String `tfsdk:"account_id"`
	CustomAudienceID types.String `tfsdk:"custom_audience_id"`
	File             types.String `tfsdk:"file"`
	IdentifierType   types.String `tfsdk:"identifier_type"`
	Operation        types.String `tfsdk:"operation"`
	EffectiveAt      types.String `tfsdk:"effective_at"`
	ExpiresAt        types.String `tfsdk:"expires_at"`
}

func newCustomAudienceMembersAction() action.Action { return &customAudienceMembersAction{} }

func (a *customAudienceMembersAction) Metadata(_ context.Context, req action.MetadataRequest, resp *action.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_custom_audience_members"
}

func (a *customAudienceMembersAction) Schema(_ context.Context, _ action.SchemaRequest, resp *action.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Adds the members of a local file to a custom audience, or removes them, each time the " +
			"action runs (Terraform 1.14 and later). Each value is normalized and hashed (SHA-256) on this machine as " +
			"the service asks, and only hashes are sent (`partner_user_id` as written): no member, raw or hashed, " +
			"enters the state, the plan, the logs or a message. The whole file is checked before anything is sent, and " +
			"a line that is no identifier of its type is refused by number. The upload is streamed in requests of up to " +
			"5,000,000 bytes (about 64,000 emails each), each counted by the service, and running it again is " +
			"harmless: adding a member twice, or removing one that is absent, changes nothing. Run it from the " +
			"audience's `lifecycle` (`action_trigger` on `after_create`), and again when the file changes, with a " +
			"`terraform_data` whose `triggers_replace` holds `filesha256(FILE)`; or on demand with " +
			"`terraform apply -invoke=action.adsapi_custom_audience_members.NAME`.",
		Attributes: map[string]schema.Attribute{
			"account_id": schema.StringAttribute{
				Optional:            true,
				MarkdownDescription: "Ads account that holds the audience. Defaults to the provider's `account_id`.",
				Validators:          []validator.String{fw.AccountID()},
			},
			"custom_audience_id": schema.StringAttribute{
				Required:            true,
				MarkdownDescription: "Id of the custom audience: one the account owns, or one shared with it at `READ_WRITE`.",
				Validators:          []validator.String{fw.ID()},
			},
			"file": schema.StringAttribute{
				Required: true,
				MarkdownDescription: "Path of the members file, read when the action runs (relative paths from the directory " +
					"Terraform runs in: prefer `\"${path.module}/members.csv\"`). With `identifier_type`, one identifier a " +
					"line; without, CSV whose header names an identifier type per column, each row one person. Blank lines " +
					"are skipped.",
				Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"identifier_type": schema.StringAttribute{
				Optional: true,
				MarkdownDescription: "The type of every line of `file`: `email`, `phone_number` (E.164, with its `+`), " +
					"`device_id`, `handle`, `twitter_id` or `partner_user_id`. Leave it out for a CSV file with a header.",
				Validators: []validator.String{stringvalidator.OneOf(members.Kinds()...)},
			},
			"operation": schema.StringAttribute{
				Optional:            true,
				MarkdownDescription: "`add` (the default) or `remove`: remove matches a member by any identifier it was added with.",
				Validators:          []validator.String{stringvalidator.OneOf("add", "remove")},
			},
			"effective_at": schema.StringAttribute{
				Optional:            true,
				MarkdownDescription: "When the change takes effect (ISO 8601). The service's default is the time of the request.",
				Validators:          []validator.String{fw.ServiceTimeValidator()},
			},
			"expires_at": schema.StringAttribute{
				Optional: true,
				MarkdownDescription: "When the memberships lapse (ISO 8601), later than `effective_at`. The service's default is " +
					"13 months after the request.",
				Validators: []validator.String{fw.ServiceTimeValidator()},
			},
		},
	}
}

func (a *customAudienceMembersAction) Configure(_ context.Context, req action.ConfigureRequest, resp *action.ConfigureResponse) {
	a.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan refuses, before anything runs, what would fail whatever the file holds (incomplete
// credentials, no account, times in the wrong order, an audience the account cannot upload to) and a file
// that exists and holds refused lines. A file that does not exist yet may be written by the same apply:
// it is checked again when the action runs.
func (a *customAudienceMembersAction) ModifyPlan(ctx context.Context, req action.ModifyPlanRequest, resp *action.ModifyPlanResponse) {
	var config customAudienceMembersModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &config)...)
	if resp.Diagnostics.HasError() {
		return
	}
	checkMemberTimes(config.EffectiveAt, config.ExpiresAt, &resp.Diagnostics)
	audienceTarget.plan(ctx, a.data, config.AccountID, config.CustomAudienceID, audienceFile(config),
		!config.File.IsUnknown() && !config.IdentifierType.IsUnknown(), &resp.Diagnostics)
}

// audienceTarget is a custom audience, as the action uploads to it.
var audienceTarget = memberTarget{attr: "custom_audience_id", what: "custom audience", live: checkUploadable}

// audienceFile is the action's file.
func audienceFile(config customAudienceMembersModel) membersFile {
	return membersFile{path: config.File.ValueString(), kind: config.IdentifierType.ValueString()}
}

// checkMemberTimes refuses an expires_at that is not later than effective_at (endpoint 12), naming it.
func checkMemberTimes(effectiveAt, expiresAt types.String, diags *diag.Diagnostics) {
	if effectiveAt.IsNull() || effectiveAt.IsUnknown() || expiresAt.IsNull() || expiresAt.IsUnknown() {
		return
	}
	from, err1 := fw.ParseServiceTime(effectiveAt.ValueString())
	until, err2 := fw.ParseServiceTime(expiresAt.ValueString())
	if err1 == nil && err2 == nil && !until.After(from) {
		fw.AddAttrError(diags, path.Root("expires_at"), "Memberships would lapse before they begin",
			fmt.Sprintf("expires_at (%s) must be later than effective_at (%s).", expiresAt.ValueString(), effectiveAt.ValueString()))
	}
}

// checkUploadable refuses an audience the account cannot upload to: one the service does not know, a
// deleted one, and one shared with the account at READ_ONLY, which lets it target the audience only (the
// spec's Gap 17 reading). A read that fails otherwise adds nothing: the upload is the service's to judge.
func checkUploadable(ctx context.Context, client *adsapi.Client, accountID, audienceID string, diags *diag.Diagnostics) {
	at := path.Root("custom_audience_id")
	a, err := client.CustomAudiences.Get(ctx, accountID, audienceID)
	switch {
	case transport.IsNotFound(err):
		fw.AddAttrError(diags, at, "Custom audience not found", fmt.Sprintf("ads account %s has no custom audience %s.", accountID, audienceID))
	case err != nil:
	case a.Deleted:
		fw.AddAttrError(diags, at, "Custom audience deleted", fmt.Sprintf("custom audience %s of ads account %s is deleted.", audienceID, accountID))
	case a.PermissionLevel == "READ_ONLY":
		fw.AddAttrError(diags, at, "Custom audience shared read-only", fmt.Sprintf("custom audience %s belongs to ads account %s, "+
			"which shares it with %s at READ_ONLY: only its owner, or an account it is shared with at READ_WRITE, uploads members.",
			audienceID, a.OwnerAccountID, accountID))
	}
}

func (a *customAudienceMembersAction) Invoke(ctx context.Context, req action.InvokeRequest, resp *action.InvokeResponse) {
	var config customAudienceMembersModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &config)...)
	if resp.Diagnostics.HasError() {
		return
	}
	accountID := audienceTarget.resolve(a.data, config.AccountID, config.CustomAudienceID, &resp.Diagnostics)
	checkMemberTimes(config.EffectiveAt, config.ExpiresAt, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	audienceID, change := config.CustomAudienceID.ValueString(), memberChange(config.Operation, config.EffectiveAt, config.ExpiresAt)
	upload := memberUpload{
		file:   audienceFile(config),
		change: change,
		target: fmt.Sprintf("custom audience %s of ads account %s", audienceID, accountID),
		send: func(ctx context.Context, r adsapi.MemberReader, progress func(adsapi.UploadProgress)) (adsapi.UploadProgress, error) {
			return a.data.Client.CustomAudiences.UploadMembers(ctx, accountID, audienceID, change, r, progress)
		},
	}
	upload.run(ctx, resp)
}
