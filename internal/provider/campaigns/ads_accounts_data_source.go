package campaigns

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// adsAccountsModel is the state of adsapi_ads_accounts.
type adsAccountsModel struct {
	AccountIDs  types.List   `tfsdk:"account_ids"`
	Q           types.String `tfsdk:"q"`
	SortBy      types.String `tfsdk:"sort_by"`
	WithDeleted types.Bool   `tfsdk:"with_deleted"`
	Accounts    types.List   `tfsdk:"accounts"`
}

func newAdsAccountsDataSource() datasource.DataSource {
	return &fw.ListDataSource[adsAccountsModel, adsapi.AdsAccount, adsAccountAttributes]{
		TypeName: "_ads_accounts",
		Description: "Lists the ads accounts the authenticated user can work with, following every page. Filters " +
			"are combined.\n\n" +
			"The service allows this list only **5 requests per 15 minutes** for each user (a global read), and " +
			"Terraform reads a data source at every plan and apply. A configuration that holds it can run about two " +
			"plans with their applies per quarter of an hour; after that the provider waits for the window to reopen, " +
			"up to the provider's `max_rate_limit_wait`. To read one account, use `adsapi_ads_account`, which " +
			"counts against the far larger window of account reads.",
		Attributes: map[string]schema.Attribute{
			"account_ids": schema.ListAttribute{
				Optional: true, ElementType: types.StringType, MarkdownDescription: "Only the accounts with these ids.",
				Validators: []validator.List{listvalidator.SizeAtLeast(1), listvalidator.ValueStringsAre(fw.AccountID())},
			},
			"q": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only the accounts whose name starts with this (case-insensitive).",
				Validators: []validator.String{fw.CharLengthAtLeast(1)},
			},
			"sort_by":      fw.SortByAttribute(),
			"with_deleted": schema.BoolAttribute{Optional: true, MarkdownDescription: descAccountWithDeleted},
			"accounts": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The accounts found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: adsAccountAttributeSchemas()},
			},
		},
		Items: "accounts",
		List: func(ctx context.Context, data *fw.ProviderData, cfg *adsAccountsModel, diags *diag.Diagnostics) []adsapi.AdsAccount {
			opts := adsapi.AdsAccountListOptions{
				AccountIDs:  fw.StringsOf(ctx, cfg.AccountIDs, diags),
				Q:           cfg.Q.ValueString(),
				ListOptions: adsapi.ListOptions{SortBy: cfg.SortBy.ValueString(), WithDeleted: cfg.WithDeleted.ValueBool()},
			}
			if diags.HasError() {
				return nil
			}
			accounts, err := data.Client.AdsAccounts.List(ctx, opts)
			if err != nil {
				fw.AddAPIError(diags, "Unable to list ads accounts", err)
			}
			return accounts
		},
		Item: func(_ context.Context, _ *adsAccountsModel, a *adsapi.AdsAccount, _ *diag.Diagnostics) adsAccountAttributes {
			return adsAccountFromAPI(a)
		},
	}
}
