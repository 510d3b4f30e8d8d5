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

// customAudienceListConfig is the config of a list "adsapi_custom_audience" block: the live audiences the
// account owns, all or those whose name begins with q. Shared audiences are not listed: the account does
// not own them, so the resource cannot adopt them.
type customAudienceListConfig struct {
	AccountID types.String `tfsdk:"account_id"`
	Q         types.String `tfsdk:"q"`
}

func newCustomAudienceListResource() list.ListResource {
	return &fw.ListResource[customAudienceListConfig, adsapi.CustomAudience]{
		TypeName: "_custom_audience",
		Description: "Finds the custom audiences an ads account owns, for `terraform query` (Terraform 1.14 and later), " +
			"to adopt them with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{
			"account_id": fw.ListAccountIDAttribute(),
			"q": listschema.StringAttribute{
				Optional: true, MarkdownDescription: "Only the audiences whose name begins with this text, compared without " +
					"regard to case (1 to 255 characters).",
				Validators: []validator.String{fw.CharLengthBetween(1, 255)},
			},
		},
		Read: func(ctx context.Context, data *fw.ProviderData, cfg *customAudienceListConfig, limit int, diags *diag.Diagnostics) []adsapi.CustomAudience {
			cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
			opts := adsapi.CustomAudienceListOptions{PermissionScope: "OWNER", Q: cfg.Q.ValueString(), ListOptions: adsapi.ListOptions{Limit: limit}}
			return listCustomAudiences(ctx, data, cfg.AccountID.ValueString(), opts, diags)
		},
		Result: func(ctx context.Context, cfg *customAudienceListConfig, a *adsapi.CustomAudience, res *tfsdk.Resource) (string, diag.Diagnostics) {
			m := customAudienceModel{AccountID: cfg.AccountID, customAudienceAttributes: customAudienceFromAPI(a)}
			return a.Name + " (" + a.ID + ")", res.Set(ctx, &m)
		},
	}
}
