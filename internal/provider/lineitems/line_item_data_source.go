package lineitems

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// lineItemDataSourceAttributes are the attributes of a line item, read-only, as the data sources hold them.
func lineItemDataSourceAttributes() map[string]schema.Attribute {
	text := func(desc string) schema.Attribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	number := func(desc string) schema.Attribute {
		return schema.Int64Attribute{Computed: true, MarkdownDescription: desc}
	}
	strings := func(desc string) schema.Attribute {
		return schema.SetAttribute{Computed: true, ElementType: types.StringType, MarkdownDescription: desc}
	}
	at := func(desc string) schema.Attribute {
		return schema.StringAttribute{Computed: true, CustomType: fw.ServiceTimeType{}, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":                           text(descID),
		"campaign_id":                  text(descCampaignID),
		"name":                         text(descName),
		"objective":                    text(descObjective),
		"product_type":                 text(descProductType),
		"placements":                   strings(descPlacements),
		"start_time":                   at(descStartTime),
		"end_time":                     at(descEndTime),
		"entity_status":                text(descEntityStatus),
		"bid_strategy":                 text(descBidStrategy),
		"bid_amount_local_micro":       number(descBidAmount),
		"goal":                         text(descGoal),
		"pay_by":                       text(descPayBy),
		adrules.DailyBudgetAttr:        number(descDailyBudget),
		adrules.TotalBudgetAttr:        number(descTotalBudget),
		"standard_delivery":            schema.BoolAttribute{Computed: true, MarkdownDescription: descStandardDelivery},
		"frequency_cap":                number(descFrequencyCap),
		"duration_in_days":             number(descDurationInDays),
		"advertiser_domain":            text(descAdvertiserDomain),
		"categories":                   strings(descCategories),
		"android_app_store_identifier": text(descAndroidApp),
		"ios_app_store_identifier":     text(descIOSApp),
		"primary_web_event_tag":        text(descWebEvent),
		"advertiser_user_id":           text(descAdvertiser),
		"audience_expansion":           text(descAudienceExpansion),
		"funding_instrument_id":        text(descInstrument),
		"currency":                     text(descCurrency),
		"created_at":                   text(fw.DescCreatedAt),
		"updated_at":                   text(fw.DescUpdatedAt),
	}
}

func newLineItemDataSource() datasource.DataSource {
	attrs := lineItemDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the line item to read (base 36, such as `ml5vs`).",
		Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[lineItemModel, adsapi.LineItem]{
		TypeName:    "_line_item",
		Description: "Reads one line item of an ads account by id, drafts included. A deleted line item is an error.",
		Attributes:  attrs,
		Account:     func(m *lineItemModel) *types.String { return &m.AccountID },
		What:        "line item",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *lineItemModel) (*adsapi.LineItem, error) {
			return client.LineItems.Get(ctx, accountID, cfg.ID.ValueString())
		},
		Refuse: func(accountID string, li *adsapi.LineItem, diags *diag.Diagnostics) {
			if li.Deleted {
				diags.AddError("Line item is deleted", fmt.Sprintf("Line item %s of account %s was deleted. "+
					"adsapi_line_items lists deleted line items with with_deleted = true.", li.ID, accountID))
			}
		},
		State: func(ctx context.Context, _ string, cfg *lineItemModel, li *adsapi.LineItem, diags *diag.Diagnostics) {
			cfg.lineItemAttributes = lineItemAttributesFromAPI(ctx, li, diags)
		},
	}
}
