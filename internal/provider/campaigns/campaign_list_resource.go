package campaigns

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

// campaignListConfig is the config of a list "adsapi_campaign" block: the filters of the campaign list
// that adsapi_campaigns takes too. with_deleted is not offered: a deleted campaign is nothing
// adsapi_campaign can manage. A draft is, so with_draft is.
type campaignListConfig struct {
	AccountID            types.String `tfsdk:"account_id"`
	CampaignIDs          types.List   `tfsdk:"campaign_ids"`
	FundingInstrumentIDs types.List   `tfsdk:"funding_instrument_ids"`
	Q                    types.String `tfsdk:"q"`
	SortBy               types.String `tfsdk:"sort_by"`
	WithDraft            types.Bool   `tfsdk:"with_draft"`
}

// Descriptions of the filters.
const (
	descCampaignIDsFilter   = "Only the campaigns with these ids (up to 200)."
	descInstrumentIDsFilter = "Only the campaigns under these funding instruments (up to 200)."
	descCampaignQ           = "Only the campaigns whose name matches this, as the service matches it (it does not say how)."
)

// options are the list options of the filters, for the resolved account.
func (c *campaignListConfig) options(ctx context.Context, data *fw.ProviderData, diags *diag.Diagnostics) adsapi.CampaignListOptions {
	c.AccountID = types.StringValue(data.RequireAccount(c.AccountID, diags))
	return adsapi.CampaignListOptions{
		CampaignIDs:          fw.StringsOf(ctx, c.CampaignIDs, diags),
		FundingInstrumentIDs: fw.StringsOf(ctx, c.FundingInstrumentIDs, diags),
		Q:                    c.Q.ValueString(),
		WithDraft:            c.WithDraft.ValueBool(),
		ListOptions:          adsapi.ListOptions{SortBy: c.SortBy.ValueString()},
	}
}

func newCampaignListResource() list.ListResource {
	return &fw.ListResource[campaignListConfig, adsapi.Campaign]{
		TypeName: "_campaign",
		Description: "Finds the campaigns of an ads account for `terraform query` (Terraform 1.14 and later), to " +
			"adopt them with `-generate-config-out`. Filters are combined.",
		Attributes: map[string]listschema.Attribute{
			"account_id":             fw.ListAccountIDAttribute(),
			"campaign_ids":           fw.ListIDListAttribute(descCampaignIDsFilter, fw.ID()),
			"funding_instrument_ids": fw.ListIDListAttribute(descInstrumentIDsFilter, fw.ID()),
			"q": listschema.StringAttribute{
				Optional: true, MarkdownDescription: descCampaignQ, Validators: []validator.String{fw.CharLengthAtLeast(1)},
			},
			"sort_by":    fw.ListSortByAttribute(),
			"with_draft": listschema.BoolAttribute{Optional: true, MarkdownDescription: descWithDraft},
		},
		Read:   listCampaigns,
		Result: campaignResult,
	}
}

func listCampaigns(ctx context.Context, data *fw.ProviderData, cfg *campaignListConfig, limit int, diags *diag.Diagnostics) []adsapi.Campaign {
	opts := cfg.options(ctx, data, diags)
	opts.Limit = limit
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.Campaigns.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list campaigns", err)
	}
	return found
}

func campaignResult(ctx context.Context, cfg *campaignListConfig, c *adsapi.Campaign, res *tfsdk.Resource) (string, diag.Diagnostics) {
	var m campaignModel
	var diags diag.Diagnostics
	m.fromAPI(ctx, cfg.AccountID.ValueString(), c, &diags)
	diags.Append(res.Set(ctx, &m)...)
	return c.Name, diags
}
