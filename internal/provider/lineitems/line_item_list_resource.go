package lineitems

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

// lineItemListConfig is the config of a list "adsapi_line_item" block: the filters of the line item list
// that adsapi_line_items takes too. with_deleted is not offered: a deleted line item is nothing
// adsapi_line_item can manage. A draft is, so with_draft is.
type lineItemListConfig struct {
	AccountID            types.String `tfsdk:"account_id"`
	LineItemIDs          types.List   `tfsdk:"line_item_ids"`
	CampaignIDs          types.List   `tfsdk:"campaign_ids"`
	FundingInstrumentIDs types.List   `tfsdk:"funding_instrument_ids"`
	Q                    types.String `tfsdk:"q"`
	SortBy               types.String `tfsdk:"sort_by"`
	WithDraft            types.Bool   `tfsdk:"with_draft"`
}

// Descriptions of the filters.
const (
	descLineItemIDsFilter   = "Only the line items with these ids (up to 200)."
	descCampaignIDsFilter   = "Only the line items of these campaigns (up to 200)."
	descInstrumentIDsFilter = "Only the line items under these funding instruments (up to 200)."
	descQ                   = "Only the line items whose name matches this, as the service matches it (it does not say how)."
)

// options are the list options of the filters, for the resolved account.
func (c *lineItemListConfig) options(ctx context.Context, data *fw.ProviderData, diags *diag.Diagnostics) adsapi.LineItemListOptions {
	c.AccountID = types.StringValue(data.RequireAccount(c.AccountID, diags))
	return adsapi.LineItemListOptions{
		LineItemIDs:          fw.StringsOf(ctx, c.LineItemIDs, diags),
		CampaignIDs:          fw.StringsOf(ctx, c.CampaignIDs, diags),
		FundingInstrumentIDs: fw.StringsOf(ctx, c.FundingInstrumentIDs, diags),
		Q:                    c.Q.ValueString(),
		WithDraft:            c.WithDraft.ValueBool(),
		ListOptions:          adsapi.ListOptions{SortBy: c.SortBy.ValueString()},
	}
}

func newLineItemListResource() list.ListResource {
	return &fw.ListResource[lineItemListConfig, adsapi.LineItem]{
		TypeName: "_line_item",
		Description: "Finds the line items of an ads account for `terraform query` (Terraform 1.14 and later), to " +
			"adopt them with `-generate-config-out`. Filters are combined.",
		Attributes: map[string]listschema.Attribute{
			"account_id":             fw.ListAccountIDAttribute(),
			"line_item_ids":          fw.ListIDListAttribute(descLineItemIDsFilter, fw.ID()),
			"campaign_ids":           fw.ListIDListAttribute(descCampaignIDsFilter, fw.ID()),
			"funding_instrument_ids": fw.ListIDListAttribute(descInstrumentIDsFilter, fw.ID()),
			"q": listschema.StringAttribute{
				Optional: true, MarkdownDescription: descQ, Validators: []validator.String{fw.CharLengthAtLeast(1)},
			},
			"sort_by":    fw.ListSortByAttribute(),
			"with_draft": listschema.BoolAttribute{Optional: true, MarkdownDescription: descWithDraft},
		},
		Read:   listLineItems,
		Result: lineItemResult,
	}
}

func listLineItems(ctx context.Context, data *fw.ProviderData, cfg *lineItemListConfig, limit int, diags *diag.Diagnostics) []adsapi.LineItem {
	opts := cfg.options(ctx, data, diags)
	opts.Limit = limit
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.LineItems.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list line items", err)
	}
	return found
}

// lineItemResult names a line item by its name, or, when it has none, by its objective and id.
func lineItemResult(ctx context.Context, cfg *lineItemListConfig, li *adsapi.LineItem, res *tfsdk.Resource) (string, diag.Diagnostics) {
	var diags diag.Diagnostics
	m := lineItemModel{AccountID: cfg.AccountID, lineItemAttributes: lineItemAttributesFromAPI(ctx, li, &diags)}
	diags.Append(res.Set(ctx, &m)...)
	if li.Name != "" {
		return li.Name, diags
	}
	return li.Objective + " " + li.ID, diags
}
