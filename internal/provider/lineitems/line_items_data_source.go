package lineitems

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

// lineItemsModel is the state of adsapi_line_items: the filters a list "adsapi_line_item" block takes, and
// with_deleted and created_after.
type lineItemsModel struct {
	lineItemListConfig
	WithDeleted  types.Bool   `tfsdk:"with_deleted"`
	CreatedAfter types.String `tfsdk:"created_after"`
	LineItems    types.List   `tfsdk:"line_items"`
}

func newLineItemsDataSource() datasource.DataSource {
	item := lineItemDataSourceAttributes()
	item["deleted"] = schema.BoolAttribute{Computed: true, MarkdownDescription: descDeleted}
	return &fw.ListDataSource[lineItemsModel, adsapi.LineItem, lineItemItem]{
		TypeName:    "_line_items",
		Description: "Lists the line items of an ads account, following every page. Filters are combined.",
		Attributes: map[string]schema.Attribute{
			"account_id":             fw.DataSourceAccountIDAttribute(),
			"line_item_ids":          fw.IDListAttribute(descLineItemIDsFilter, fw.ID()),
			"campaign_ids":           fw.IDListAttribute(descCampaignIDsFilter, fw.ID()),
			"funding_instrument_ids": fw.IDListAttribute(descInstrumentIDsFilter, fw.ID()),
			"q": schema.StringAttribute{
				Optional: true, MarkdownDescription: descQ, Validators: []validator.String{fw.CharLengthAtLeast(1)},
			},
			"sort_by":      fw.SortByAttribute(),
			"with_draft":   schema.BoolAttribute{Optional: true, MarkdownDescription: descWithDraft},
			"with_deleted": schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted line items."},
			"line_items": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The line items found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: item},
			},
		},
		Items: "line_items",
		List: func(ctx context.Context, data *fw.ProviderData, cfg *lineItemsModel, diags *diag.Diagnostics) []adsapi.LineItem {
			opts := cfg.options(ctx, data, diags)
			opts.WithDeleted = cfg.WithDeleted.ValueBool()
			if diags.HasError() {
				return nil
			}
			found, err := data.Client.LineItems.List(ctx, cfg.AccountID.ValueString(), opts)
			if err != nil {
				fw.AddAPIError(diags, "Unable to list line items", err)
			}
			return found
		},
		CreatedAfter: &fw.CreatedAfterFilter[adsapi.LineItem]{
			Attribute: fw.CreatedAfterAttribute("line items"),
			Name:      func(li *adsapi.LineItem) string { return "line item " + li.ID },
			CreatedAt: func(li *adsapi.LineItem) string { return li.CreatedAt },
		},
		Item: func(ctx context.Context, _ *lineItemsModel, li *adsapi.LineItem, diags *diag.Diagnostics) lineItemItem {
			return lineItemItem{lineItemAttributes: lineItemAttributesFromAPI(ctx, li, diags), Deleted: types.BoolValue(li.Deleted)}
		},
	}
}
