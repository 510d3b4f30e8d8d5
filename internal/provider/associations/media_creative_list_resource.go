package associations

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

// mediaCreativeListConfig is the config of a list "adsapi_media_creative" block: the media creatives of
// the account, of some of its line items or of one campaign; never deleted ones, which the resource
// cannot manage.
type mediaCreativeListConfig struct {
	AccountID   types.String `tfsdk:"account_id"`
	LineItemIDs types.List   `tfsdk:"line_item_ids"`
	CampaignID  types.String `tfsdk:"campaign_id"`
}

func newMediaCreativeListResource() list.ListResource {
	return &fw.ListResource[mediaCreativeListConfig, adsapi.MediaCreative]{
		TypeName: "_media_creative",
		Description: "Finds the media creatives of an ads account, of some of its line items or of one campaign, for " +
			"`terraform query` (Terraform 1.14 and later), to adopt them with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{
			"account_id":    fw.ListAccountIDAttribute(),
			"line_item_ids": fw.ListIDListAttribute("Only the media creatives of these line items (up to 200).", fw.ID()),
			"campaign_id": listschema.StringAttribute{
				Optional: true, MarkdownDescription: "Only the media creatives of this campaign's line items.",
				Validators: []validator.String{fw.ID()},
			},
		},
		Read:   listMediaCreatives,
		Result: mediaCreativeResult,
	}
}

// listMediaCreatives lists the live media creatives cfg selects, at most limit (0: all), in the
// provider's default account when cfg names none.
func listMediaCreatives(ctx context.Context, data *fw.ProviderData, cfg *mediaCreativeListConfig, limit int, diags *diag.Diagnostics) []adsapi.MediaCreative {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	opts := adsapi.MediaCreativeListOptions{
		LineItemIDs: fw.StringsOf(ctx, cfg.LineItemIDs, diags), CampaignID: cfg.CampaignID.ValueString(),
		ListOptions: adsapi.ListOptions{Limit: limit},
	}
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.MediaCreatives.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list media creatives", err)
	}
	return found
}

// mediaCreativeResult names a media creative by its creative type, id and line item.
func mediaCreativeResult(ctx context.Context, cfg *mediaCreativeListConfig, c *adsapi.MediaCreative, res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := mediaCreativeModel{AccountID: cfg.AccountID}
	m.setFromAPI(c)
	return c.CreativeType + " media creative (" + c.ID + ") on line item " + c.LineItemID, res.Set(ctx, &m)
}
