package audiences

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// customAudienceReadModel is the adsapi_custom_audience data source.
type customAudienceReadModel struct {
	AccountID types.String `tfsdk:"account_id"`
	customAudienceDataModel
}

func newCustomAudienceDataSource() datasource.DataSource {
	attrs := customAudienceDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the custom audience to read.", Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[customAudienceReadModel, adsapi.CustomAudience]{
		TypeName: "_custom_audience",
		Description: "Reads a custom audience of an ads account by id, deleted or not (see `deleted`): whether it is " +
			"`targetable` yet, and its size.",
		Attributes: attrs,
		Account:    func(m *customAudienceReadModel) *types.String { return &m.AccountID },
		What:       "custom audience",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *customAudienceReadModel) (*adsapi.CustomAudience, error) {
			return client.CustomAudiences.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: func(_ context.Context, _ string, cfg *customAudienceReadModel, got *adsapi.CustomAudience, _ *diag.Diagnostics) {
			cfg.customAudienceDataModel = customAudienceDataFromAPI(got)
		},
	}
}

// customAudiencesModel is the state of adsapi_custom_audiences.
type customAudiencesModel struct {
	AccountID         types.String `tfsdk:"account_id"`
	CustomAudienceIDs types.List   `tfsdk:"custom_audience_ids"`
	PermissionScope   types.String `tfsdk:"permission_scope"`
	Q                 types.String `tfsdk:"q"`
	WithDeleted       types.Bool   `tfsdk:"with_deleted"`
	CreatedAfter      types.String `tfsdk:"created_after"`
	CustomAudiences   types.List   `tfsdk:"custom_audiences"`
}

func newCustomAudiencesDataSource() datasource.DataSource {
	return &fw.ListDataSource[customAudiencesModel, adsapi.CustomAudience, customAudienceDataModel]{
		TypeName:    "_custom_audiences",
		Description: "Lists the custom audiences of an ads account, or those other accounts shared with it, following every page; filters are combined.",
		Attributes: map[string]schema.Attribute{
			"account_id":          fw.DataSourceAccountIDAttribute(),
			"custom_audience_ids": fw.IDListAttribute("Only the audiences with these ids (up to 200).", fw.ID()),
			"permission_scope": schema.StringAttribute{
				Optional: true, MarkdownDescription: "`OWNER` (the service's default): the audiences the account owns; " +
					"`SHARED`: those other accounts have shared with it.",
				Validators: []validator.String{stringvalidator.OneOf("OWNER", "SHARED")},
			},
			"q": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only the audiences whose name begins with this text, compared " +
					"without regard to case (1 to 255 characters).",
				Validators: []validator.String{fw.CharLengthBetween(1, 255)},
			},
			"with_deleted": schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted audiences."},
			"custom_audiences": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The audiences found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: customAudienceDataSourceAttributes()},
			},
		},
		Items: "custom_audiences",
		List: func(ctx context.Context, data *fw.ProviderData, cfg *customAudiencesModel, diags *diag.Diagnostics) []adsapi.CustomAudience {
			cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
			opts := adsapi.CustomAudienceListOptions{
				CustomAudienceIDs: fw.StringsOf(ctx, cfg.CustomAudienceIDs, diags), PermissionScope: cfg.PermissionScope.ValueString(),
				Q: cfg.Q.ValueString(), ListOptions: adsapi.ListOptions{WithDeleted: cfg.WithDeleted.ValueBool()},
			}
			return listCustomAudiences(ctx, data, cfg.AccountID.ValueString(), opts, diags)
		},
		CreatedAfter: &fw.CreatedAfterFilter[adsapi.CustomAudience]{
			Attribute: fw.CreatedAfterAttribute("audiences"),
			Name:      func(a *adsapi.CustomAudience) string { return "custom audience " + a.ID },
			CreatedAt: func(a *adsapi.CustomAudience) string { return a.CreatedAt },
		},
		Item: func(_ context.Context, _ *customAudiencesModel, a *adsapi.CustomAudience, _ *diag.Diagnostics) customAudienceDataModel {
			return customAudienceDataFromAPI(a)
		},
	}
}

// listCustomAudiences lists the audiences opts selects in the account, reporting a failed list.
func listCustomAudiences(ctx context.Context, data *fw.ProviderData, accountID string, opts adsapi.CustomAudienceListOptions,
	diags *diag.Diagnostics) []adsapi.CustomAudience {
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.CustomAudiences.List(ctx, accountID, opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list custom audiences", err)
	}
	return found
}
