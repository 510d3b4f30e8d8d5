package lineitems

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

// placementsModel is the state of adsapi_line_item_placements.
type placementsModel struct {
	ProductType       types.String `tfsdk:"product_type"`
	ProductPlacements types.List   `tfsdk:"product_placements"`
}

// productPlacementsModel is one element of product_placements.
type productPlacementsModel struct {
	ProductType types.String `tfsdk:"product_type"`
	Placements  types.List   `tfsdk:"placements"`
}

// placementSetType is the type of one placement set of a product's placements.
var placementSetType = types.ListType{ElemType: types.StringType}

func newPlacementsDataSource() datasource.DataSource {
	return &fw.ListDataSource[placementsModel, adsapi.ProductPlacements, productPlacementsModel]{
		TypeName: "_line_item_placements",
		Description: "Reads which placements a line item of each product type may use: each set listed is one valid " +
			"value of a line item's `placements`. The catalogue is the same for every account.\n\n" +
			"The service allows this read only **5 requests per 15 minutes** for each user (a global read). The " +
			"provider asks once per product type and Terraform command, however many of these data sources ask the " +
			"same, but every plan and apply is a command: past the window the provider waits for it to reopen, up " +
			"to the provider's `max_rate_limit_wait`.",
		Attributes: map[string]schema.Attribute{
			"product_type": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only this product type: `MEDIA`, `PROMOTED_ACCOUNT` or `PROMOTED_POSTS`.",
				Validators: []validator.String{stringvalidator.OneOf(productTypes...)},
			},
			"product_placements": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The product types, in the service's order, each with its placement sets.",
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"product_type": schema.StringAttribute{Computed: true, MarkdownDescription: "The product type."},
					"placements": schema.ListAttribute{
						Computed: true, ElementType: placementSetType,
						MarkdownDescription: "The placement sets the product type may use, each a valid value of a line item's `placements`.",
					},
				}},
			},
		},
		Items: "product_placements",
		List: func(ctx context.Context, data *fw.ProviderData, cfg *placementsModel, diags *diag.Diagnostics) []adsapi.ProductPlacements {
			found, err := data.Client.Placements.List(ctx, cfg.ProductType.ValueString())
			if err != nil {
				fw.AddAPIError(diags, "Unable to read line item placements", err)
			}
			return found
		},
		Item: func(ctx context.Context, _ *placementsModel, p *adsapi.ProductPlacements, diags *diag.Diagnostics) productPlacementsModel {
			sets := p.Placements
			if sets == nil {
				sets = [][]string{}
			}
			v, d := types.ListValueFrom(ctx, placementSetType, sets)
			diags.Append(d...)
			return productPlacementsModel{ProductType: types.StringValue(p.ProductType), Placements: v}
		},
	}
}
