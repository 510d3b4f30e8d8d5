package audiences

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// customAudiencePermissionListConfig is the config of a list "adsapi_custom_audience_permission" block: the
// live permissions of one audience, or of every live audience the account owns.
type customAudiencePermissionListConfig struct {
	AccountID        types.String `tfsdk:"account_id"`
	CustomAudienceID types.String `tfsdk:"custom_audience_id"`
}

func newCustomAudiencePermissionListResource() list.ListResource {
	return &fw.ListResource[customAudiencePermissionListConfig, adsapi.CustomAudiencePermission]{
		TypeName: "_custom_audience_permission",
		Description: "Finds the permissions that share an ads account's custom audiences with other accounts, for " +
			"`terraform query` (Terraform 1.14 and later), to adopt them with `-generate-config-out`. Without " +
			"`custom_audience_id`, the provider lists the account's live audiences, then each one's permissions: one " +
			"more request per audience, since the service lists permissions by audience only.",
		Attributes: map[string]listschema.Attribute{
			"account_id": fw.ListAccountIDAttribute(),
			"custom_audience_id": listschema.StringAttribute{
				Optional: true, MarkdownDescription: "Only the permissions of this custom audience, one the account owns.",
				Validators: []validator.String{fw.ID()},
			},
		},
		Read: func(ctx context.Context, data *fw.ProviderData, cfg *customAudiencePermissionListConfig, limit int, diags *diag.Diagnostics) []adsapi.CustomAudiencePermission {
			cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
			if diags.HasError() {
				return nil
			}
			accountID, audiences := cfg.AccountID.ValueString(), []string{cfg.CustomAudienceID.ValueString()}
			if cfg.CustomAudienceID.IsNull() {
				audiences = nil
				opts := adsapi.CustomAudienceListOptions{PermissionScope: "OWNER"}
				for _, a := range listCustomAudiences(ctx, data, accountID, opts, diags) {
					audiences = append(audiences, a.ID)
				}
			}
			var found []adsapi.CustomAudiencePermission
			for _, audienceID := range audiences {
				if len(found) >= limit || diags.HasError() {
					break
				}
				perms, err := data.Client.CustomAudiencePermissions.List(ctx, accountID, audienceID,
					adsapi.CustomAudiencePermissionListOptions{ListOptions: adsapi.ListOptions{Limit: limit - len(found)}})
				if err != nil {
					fw.AddAPIError(diags, "Unable to list custom audience permissions", err)
				}
				found = append(found, perms...)
			}
			return found
		},
		Result: func(ctx context.Context, cfg *customAudiencePermissionListConfig, p *adsapi.CustomAudiencePermission, res *tfsdk.Resource) (string, diag.Diagnostics) {
			m := customAudiencePermissionFromAPI(cfg.AccountID.ValueString(), p)
			name := p.PermissionLevel + " for account " + p.GrantedAccountID + " on custom audience " + p.CustomAudienceID + " (" + p.ID + ")"
			return name, res.Set(ctx, &m)
		},
	}
}
