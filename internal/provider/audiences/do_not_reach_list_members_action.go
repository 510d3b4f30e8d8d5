package audiences

import (
	"context"
	"fmt"
	"time"

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
	_ action.ActionWithConfigure  = (*doNotReachListMembersAction)(nil)
	_ action.ActionWithModifyPlan = (*doNotReachListMembersAction)(nil)
)

// doNotReachKinds are the identifier types a do-not-reach list takes (the spec's Gap 4 reading: the
// endpoint's parameter list and example carry email and phone_number).
var doNotReachKinds = []string{members.Email, members.PhoneNumber}

// doNotReachMaxMonths is how far ahead a do-not-reach membership may lapse: less than 13 months (2.8).
const doNotReachMaxMonths = 13

// doNotReachListMembersAction uploads the members of a local file to the account's do-not-reach list, as
// the custom audience action does, with the endpoint's differences: email and phone_number only, no
// effective_at (changes take effect at once), and an expires_at under 13 months ahead.
type doNotReachListMembersAction struct {
	data *fw.ProviderData
}

type doNotReachListMembersModel struct {
	AccountID        types.String `tfsdk:"account_id"`
	DoNotReachListID types.String `tfsdk:"do_not_reach_list_id"`
	File             types.String `tfsdk:"file"`
	IdentifierType   types.String `tfsdk:"identifier_type"`
	Operation        types.String `tfsdk:"operation"`
	ExpiresAt        types.String `tfsdk:"expires_at"`
}

func newDoNotReachListMembersAction() action.Action { return &doNotReachListMembersAction{} }

func (a *doNotReachListMembersAction) Metadata(_ context.Context, req action.MetadataRequest, resp *action.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_do_not_reach_list_members"
}

func (a *doNotReachListMembersAction) Schema(_ context.Context, _ action.SchemaRequest, resp *action.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Adds the members of a local file to the account's do-not-reach list, whose members no " +
			"campaign of the account reaches, or removes them, each time the action runs (Terraform 1.14 and later). " +
			"Emails and phone numbers only. Each value is normalized and hashed (SHA-256) on this machine, and only " +
			"hashes are sent: no member, raw or hashed, enters the state, the plan, the logs or a message. The whole " +
			"file is checked before anything is sent, and a line that is no identifier of its type is refused by " +
			"number. Changes take effect at once (there is no `effective_at`). The upload is streamed in requests of " +
			"up to 5,000,000 bytes, each counted by the service, and running it again is harmless. Run it when the " +
			"file changes, with a `terraform_data` whose `triggers_replace` holds `filesha256(FILE)`; or on demand " +
			"with `terraform apply -invoke=action.adsapi_do_not_reach_list_members.NAME`.",
		Attributes: map[string]schema.Attribute{
			"account_id": schema.StringAttribute{
				Optional:            true,
				MarkdownDescription: "Ads account that holds the list. Defaults to the provider's `account_id`.",
				Validators:          []validator.String{fw.AccountID()},
			},
			"do_not_reach_list_id": schema.StringAttribute{
				Required:            true,
				MarkdownDescription: "Id of the account's do-not-reach list (`adsapi_do_not_reach_list`), which must exist and not be deleted.",
				Validators:          []validator.String{fw.ID()},
			},
			"file": schema.StringAttribute{
				Required: true,
				MarkdownDescription: "Path of the members file, read when the action runs (relative paths from the directory " +
					"Terraform runs in: prefer `\"${path.module}/members.csv\"`). With `identifier_type`, one identifier a " +
					"line; without, CSV whose header names `email` or `phone_number` per column, each row one person. " +
					"Blank lines are skipped.",
				Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"identifier_type": schema.StringAttribute{
				Optional: true,
				MarkdownDescription: "The type of every line of `file`: `email` or `phone_number` (E.164, with its `+`). " +
					"Leave it out for a CSV file with a header.",
				Validators: []validator.String{stringvalidator.OneOf(doNotReachKinds...)},
			},
			"operation": schema.StringAttribute{
				Optional:            true,
				MarkdownDescription: "`add` (the default) or `remove`: remove matches a member by any identifier it was added with.",
				Validators:          []validator.String{stringvalidator.OneOf("add", "remove")},
			},
			"expires_at": schema.StringAttribute{
				Optional: true,
				MarkdownDescription: "When the memberships lapse (ISO 8601): later than now and less than 13 months ahead, " +
					"checked at plan and again when the action runs. The service's default is 13 months after the request.",
				Validators: []validator.String{fw.ServiceTimeValidator()},
			},
		},
	}
}

func (a *doNotReachListMembersAction) Configure(_ context.Context, req action.ConfigureRequest, resp *action.ConfigureResponse) {
	a.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan refuses, before anything runs, what would fail whatever the file holds (incomplete
// credentials, no account, an expires_at out of the service's range, a list that does not exist or is
// deleted) and a file that exists and holds refused lines or a column of a type the list does not take.
func (a *doNotReachListMembersAction) ModifyPlan(ctx context.Context, req action.ModifyPlanRequest, resp *action.ModifyPlanResponse) {
	var config doNotReachListMembersModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &config)...)
	if resp.Diagnostics.HasError() {
		return
	}
	checkDoNotReachExpiry(config.ExpiresAt, time.Now(), &resp.Diagnostics)
	doNotReachTarget.plan(ctx, a.data, config.AccountID, config.DoNotReachListID, doNotReachFile(config),
		!config.File.IsUnknown() && !config.IdentifierType.IsUnknown(), &resp.Diagnostics)
}

// doNotReachTarget is a do-not-reach list, as the action uploads to it.
var doNotReachTarget = memberTarget{attr: "do_not_reach_list_id", what: "do-not-reach list", live: checkLiveDoNotReachList}

// doNotReachFile is the action's file, taking only the list's identifier types.
func doNotReachFile(config doNotReachListMembersModel) membersFile {
	return membersFile{path: config.File.ValueString(), kind: config.IdentifierType.ValueString(), only: doNotReachKinds}
}

// checkDoNotReachExpiry refuses an expires_at that is not later than now or not less than 13 months ahead:
// the service's rule for a do-not-reach membership (2.8), checked here so that a plan fails, not an apply.
func checkDoNotReachExpiry(expiresAt types.String, now time.Time, diags *diag.Diagnostics) {
	if expiresAt.IsNull() || expiresAt.IsUnknown() {
		return
	}
	until, err := fw.ParseServiceTime(expiresAt.ValueString())
	if err != nil {
		return // the attribute's validator says so
	}
	limit := now.AddDate(0, doNotReachMaxMonths, 0)
	switch {
	case !until.After(now):
		fw.AddAttrError(diags, path.Root("expires_at"), "Memberships would lapse at once",
			fmt.Sprintf("expires_at (%s) must be later than now (%s).", expiresAt.ValueString(), now.UTC().Format(time.RFC3339)))
	case !until.Before(limit):
		fw.AddAttrError(diags, path.Root("expires_at"), "Memberships would last too long",
			fmt.Sprintf("expires_at (%s) must be less than 13 months ahead (before %s): a do-not-reach membership "+
				"expires within 13 months.", expiresAt.ValueString(), limit.UTC().Format(time.RFC3339)))
	}
}

// checkLiveDoNotReachList refuses a list the account does not hold or has deleted. A read that fails
// otherwise adds nothing: the upload is the service's to judge.
func checkLiveDoNotReachList(ctx context.Context, client *adsapi.Client, accountID, listID string, diags *diag.Diagnostics) {
	at := path.Root("do_not_reach_list_id")
	l, err := client.DoNotReachLists.Get(ctx, accountID, listID)
	switch {
	case transport.IsNotFound(err):
		fw.AddAttrError(diags, at, "Do-not-reach list not found", fmt.Sprintf("ads account %s has no do-not-reach list %s.", accountID, listID))
	case err != nil:
	case l.Deleted:
		fw.AddAttrError(diags, at, "Do-not-reach list deleted", fmt.Sprintf("do-not-reach list %s of ads account %s is deleted.", listID, accountID))
	}
}

func (a *doNotReachListMembersAction) Invoke(ctx context.Context, req action.InvokeRequest, resp *action.InvokeResponse) {
	var config doNotReachListMembersModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &config)...)
	if resp.Diagnostics.HasError() {
		return
	}
	accountID := doNotReachTarget.resolve(a.data, config.AccountID, config.DoNotReachListID, &resp.Diagnostics)
	// Time may have carried the expiry out of range since the plan.
	checkDoNotReachExpiry(config.ExpiresAt, time.Now(), &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	listID, change := config.DoNotReachListID.ValueString(), memberChange(config.Operation, types.StringNull(), config.ExpiresAt)
	upload := memberUpload{
		file:   doNotReachFile(config),
		change: change,
		target: fmt.Sprintf("do-not-reach list %s of ads account %s", listID, accountID),
		send: func(ctx context.Context, r adsapi.MemberReader, progress func(adsapi.UploadProgress)) (adsapi.UploadProgress, error) {
			return a.data.Client.DoNotReachLists.UploadMembers(ctx, accountID, listID, change, r, progress)
		},
	}
	upload.run(ctx, resp)
}
