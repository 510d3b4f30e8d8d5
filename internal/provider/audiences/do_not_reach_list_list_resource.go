package audiences

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// doNotReachListListConfig is the config of a list "adsapi_do_not_reach_list" block: the account's live
// list, the one the resource can adopt (deleted ones cannot be managed).
type doNotReachListListConfig struct {
	AccountID types.String `tfsdk:"account_id"`
}

func newDoNotReachListListResource() list.ListResource {
	return &fw.ListResource[doNotReachListListConfig, adsapi.DoNotReachList]{
		TypeName: "_do_not_reach_list",
		Description: "Finds the live do-not-reach list of an ads account (none or one), for `terraform query` (Terraform " +
			"1.14 and later), to adopt it with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{"account_id": fw.ListAccountIDAttribute()},
		Read: func(ctx context.Context, data *fw.ProviderData, cfg *doNotReachListListConfig, limit int, diags *diag.Diagnostics) []adsapi.DoNotReachList {
			cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
			if diags.HasError() {
				return nil
			}
			found, err := data.Client.DoNotReachLists.List(ctx, cfg.AccountID.ValueString(), adsapi.DoNotReachListListOptions{Limit: limit})
			if err != nil {
				fw.AddAPIError(diags, "Unable to list do-not-reach lists", err)
			}
			return found
		},
		Result: func(ctx context.Context, cfg *doNotReachListListConfig, l *adsapi.DoNotReachList, res *tfsdk.Resource) (string, diag.Diagnostics) {
			m := doNotReachListModel{AccountID: cfg.AccountID, doNotReachListAttributes: doNotReachListFromAPI(l)}
			return l.Name + " (" + l.ID + ")", res.Set(ctx, &m)
		},
	}
}
