package users

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// userMuteListConfig is the config of a list "adsapi_user_mute" block: the user whose muted list is read,
// the one parameter of the list that selects anything (user.fields and expansions only shape each user).
type userMuteListConfig struct {
	SourceUserID types.String `tfsdk:"source_user_id"`
}

func newUserMuteListResource() list.ListResource {
	return &fw.ListResource[userMuteListConfig, adsapi.User]{
		TypeName: "_user_mute",
		Description: "Finds the users a user mutes (`GET /2/users/:id/muting`) for `terraform query` (Terraform 1.14 and " +
			"later), to adopt the mutes with `-generate-config-out`. The service answers only for the authenticated user, " +
			"to an OAuth 2.0 user token (scope `mute.read`) or OAuth 1.0a user context, and allows 15 reads per 15 minutes " +
			"per user: each list block spends one per 1000 mutes.",
		Attributes: map[string]listschema.Attribute{
			"source_user_id": listschema.StringAttribute{
				Optional: true, Validators: []validator.String{fw.NumericID("user")},
				MarkdownDescription: "The user whose mutes to find. " + descAuthenticatedUser,
			},
		},
		Read:   listMutes,
		Result: userMuteResult,
	}
}

func listMutes(ctx context.Context, data *fw.ProviderData, cfg *userMuteListConfig, limit int, diags *diag.Diagnostics) []adsapi.User {
	if fw.AddMissingCredentials(diags, data.Client.CheckCredentials(muteSchemes...)) {
		return nil
	}
	if cfg.SourceUserID.IsNull() {
		// The resource's source_user_id defaults the same way, so the results match what it would plan.
		me, err := data.Client.AuthenticatedUserID(ctx)
		if err != nil {
			fw.AddAPIError(diags, "Unable to find the authenticated user", err)
			return nil
		}
		cfg.SourceUserID = types.StringValue(me)
	}
	got, err := data.Client.Users.Muting(ctx, cfg.SourceUserID.ValueString(), adsapi.UserListOptions{Limit: limit})
	if err != nil {
		fw.AddAPIError(diags, "Unable to list muted users", err)
		return nil
	}
	if len(got.Errors) > 0 {
		// The answer is partial: the mutes of the users it could not return are missing from the results.
		diags.AddWarning("Some muted users are missing", fmt.Sprintf("The service's list of the users %s mutes carries "+
			"error entries for users it could not return, whose mutes are not among the results: %s",
			cfg.SourceUserID.ValueString(), errorEntries(got.Errors)))
	}
	return got.Users
}

// userMuteResult is the state a read of the mute stores: the resource keeps nothing of the muted user but
// its id, and the muted list is the very answer its read looks in.
func userMuteResult(ctx context.Context, cfg *userMuteListConfig, u *adsapi.User, res *tfsdk.Resource) (string, diag.Diagnostics) {
	source := cfg.SourceUserID.ValueString()
	m := userMuteModel{
		ID:           types.StringValue(muteID(source, u.ID)),
		SourceUserID: cfg.SourceUserID,
		TargetUserID: types.StringValue(u.ID),
	}
	name := u.ID
	if u.Username != "" {
		name = "@" + u.Username
	}
	return name, res.Set(ctx, &m)
}
