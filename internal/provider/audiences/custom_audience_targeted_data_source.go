package audiences

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

// customAudienceTargetedModel is the adsapi_custom_audience_targeted data source.
type customAudienceTargetedModel struct {
	AccountID        types.String `tfsdk:"account_id"`
	CustomAudienceID types.String `tfsdk:"custom_audience_id"`
	WithActive       types.Bool   `tfsdk:"with_active"`
	Campaigns        types.List   `tfsdk:"campaigns"`
}

// targetedCampaignModel is one element of campaigns.
type targetedCampaignModel struct {
	CampaignID   types.String            `tfsdk:"campaign_id"`
	CampaignName types.String            `tfsdk:"campaign_name"`
	LineItems    []targetedLineItemModel `tfsdk:"line_items"`
}

type targetedLineItemModel struct {
	ID       types.String `tfsdk:"id"`
	Name     types.String `tfsdk:"name"`
	Servable types.Bool   `tfsdk:"servable"`
}

func newCustomAudienceTargetedDataSource() datasource.DataSource {
	return &fw.ListDataSource[customAudienceTargetedModel, adsapi.TargetedCampaign, targetedCampaignModel]{
		TypeName: "_custom_audience_targeted",
		Description: "Lists the campaigns of an ads account whose line items target a custom audience, each with those " +
			"line items, following every page.",
		Attributes: map[string]schema.Attribute{
			"account_id": fw.DataSourceAccountIDAttribute(),
			"custom_audience_id": schema.StringAttribute{
				Required: true, MarkdownDescription: "Id of the custom audience: one the account owns, or one shared with it.",
				Validators: []validator.String{fw.ID()},
			},
			"with_active": schema.BoolAttribute{
				Optional: true, MarkdownDescription: "`true` (the default): only the line items that can serve now (`servable`). " +
					"`false`: also the line items whose `servable` is false.",
			},
			"campaigns": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The campaigns found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"campaign_id":   schema.StringAttribute{Computed: true, MarkdownDescription: "Id of the campaign."},
					"campaign_name": schema.StringAttribute{Computed: true, MarkdownDescription: "Name of the campaign."},
					"line_items": schema.ListNestedAttribute{
						Computed: true, MarkdownDescription: "The campaign's line items that target the audience.",
						NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
							"id":   schema.StringAttribute{Computed: true, MarkdownDescription: "Id of the line item."},
							"name": schema.StringAttribute{Computed: true, MarkdownDescription: "Name of the line item; null when it has none."},
							"servable": schema.BoolAttribute{Computed: true, MarkdownDescription: "Whether the line item can serve now, " +
								"as the service judges it."},
						}},
					},
				}},
			},
		},
		Items: "campaigns",
		List: func(ctx context.Context, data *fw.ProviderData, cfg *customAudienceTargetedModel, diags *diag.Diagnostics) []adsapi.TargetedCampaign {
			cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
			if diags.HasError() {
				return nil
			}
			// A null with_active is the service's default, true: nothing is sent.
			opts := adsapi.CustomAudienceTargetedOptions{IncludeNotServable: !cfg.WithActive.IsNull() && !cfg.WithActive.ValueBool()}
			found, err := data.Client.CustomAudiences.Targeted(ctx, cfg.AccountID.ValueString(), cfg.CustomAudienceID.ValueString(), opts)
			if err != nil {
				fw.AddAPIError(diags, "Unable to list the campaigns that target custom audience "+cfg.CustomAudienceID.ValueString(), err)
			}
			return found
		},
		Item: func(_ context.Context, _ *customAudienceTargetedModel, c *adsapi.TargetedCampaign, _ *diag.Diagnostics) targetedCampaignModel {
			lineItems := make([]targetedLineItemModel, len(c.LineItems))
			for i, li := range c.LineItems {
				lineItems[i] = targetedLineItemModel{ID: types.StringValue(li.ID), Name: types.StringPointerValue(li.Name), Servable: types.BoolValue(li.Servable)}
			}
			return targetedCampaignModel{CampaignID: types.StringValue(c.CampaignID), CampaignName: types.StringValue(c.CampaignName), LineItems: lineItems}
		},
	}
}
