package campaigns

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// campaignsModel is the state of adsapi_campaigns: the filters a list "adsapi_campaign" block takes, and
// with_deleted and created_after.
type campaignsModel struct {
	campaignListConfig
	WithDeleted  types.Bool   `tfsdk:"with_deleted"`
	CreatedAfter types.String `tfsdk:"created_after"`
	Campaigns    types.List   `tfsdk:"campaigns"`
}

func newCampaignsDataSource() datasource.DataSource {
	item := campaignDataSourceAttributes()
	item["deleted"] = schema.BoolAttribute{Computed: true, MarkdownDescription: descDeleted}
	return &fw.ListDataSource[campaignsModel, adsapi.Campaign, campaignItem]{
		TypeName:    "_campaigns",
		Description: "Lists the campaigns of an ads account, following every page. Filters are combined.",
		Attributes: map[string]schema.Attribute{
			"account_id":             fw.DataSourceAccountIDAttribute(),
			"campaign_ids":           fw.IDListAttribute(descCampaignIDsFilter, fw.ID()),
			"funding_instrument_ids": fw.IDListAttribute(descInstrumentIDsFilter, fw.ID()),
			"q": schema.StringAttribute{
				Optional: true, MarkdownDescription: descCampaignQ, Validators: []validator.String{fw.CharLengthAtLeast(1)},
			},
			"sort_by":      fw.SortByAttribute(),
			"with_draft":   schema.BoolAttribute{Optional: true, MarkdownDescription: descWithDraft},
			"with_deleted": schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted campaigns."},
			"campaigns": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The campaigns found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: item},
			},
		},
		Items: "campaigns",
		List: func(ctx context.Context, data *fw.ProviderData, cfg *campaignsModel, diags *diag.Diagnostics) []adsapi.Campaign {
			opts := cfg.options(ctx, data, diags)
			opts.WithDeleted = cfg.WithDeleted.ValueBool()
			if diags.HasError() {
				return nil
			}
			found, err := data.Client.Campaigns.List(ctx, cfg.AccountID.ValueString(), opts)
			if err != nil {
				fw.AddAPIError(diags, "Unable to list campaigns", err)
			}
			return found
		},
		CreatedAfter: &fw.CreatedAfterFilter[adsapi.Campaign]{
			Attribute: fw.CreatedAfterAttribute("campaigns"),
			Name:      func(c *adsapi.Campaign) string { return "campaign " + c.ID },
			CreatedAt: func(c *adsapi.Campaign) string { return c.CreatedAt },
		},
		Item: func(ctx context.Context, _ *campaignsModel, c *adsapi.Campaign, diags *diag.Diagnostics) campaignItem {
			return campaignItem{campaignAttributes: campaignAttributesFromAPI(ctx, c, diags), Deleted: types.BoolValue(c.Deleted)}
		},
	}
}
