package associations

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// trackingTagListConfig is the config of a list "adsapi_tracking_tag" block: the tags of the account or
// of some of its line items; never deleted ones, which the resource cannot manage.
type trackingTagListConfig struct {
	AccountID   types.String `tfsdk:"account_id"`
	LineItemIDs types.List   `tfsdk:"line_item_ids"`
}

func newTrackingTagListResource() list.ListResource {
	return &fw.ListResource[trackingTagListConfig, adsapi.TrackingTag]{
		TypeName: "_tracking_tag",
		Description: "Finds the tracking tags of an ads account, or of some of its line items, for `terraform query` " +
			"(Terraform 1.14 and later), to adopt them with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{
			"account_id":    fw.ListAccountIDAttribute(),
			"line_item_ids": fw.ListIDListAttribute("Only the tags of these line items (up to 200).", fw.ID()),
		},
		Read: func(ctx context.Context, data *fw.ProviderData, cfg *trackingTagListConfig, limit int, diags *diag.Diagnostics) []adsapi.TrackingTag {
			return listTrackingTags(ctx, data, cfg, nil, false, limit, diags)
		},
		Result: trackingTagResult,
	}
}

// listTrackingTags lists the tags cfg, ids and withDeleted select, at most limit (0: all), in the
// provider's default account when cfg names none.
func listTrackingTags(ctx context.Context, data *fw.ProviderData, cfg *trackingTagListConfig, ids []string, withDeleted bool, limit int,
	diags *diag.Diagnostics) []adsapi.TrackingTag {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	opts := adsapi.TrackingTagListOptions{
		LineItemIDs: fw.StringsOf(ctx, cfg.LineItemIDs, diags), TrackingTagIDs: ids,
		ListOptions: adsapi.ListOptions{WithDeleted: withDeleted, Limit: limit},
	}
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.TrackingTags.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list tracking tags", err)
	}
	return found
}

// trackingTagResult names a tag by its type, id and line item: a line item may carry several tags of one
// type.
func trackingTagResult(ctx context.Context, cfg *trackingTagListConfig, t *adsapi.TrackingTag, res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := trackingTagModel{AccountID: cfg.AccountID, trackingTagAttributes: trackingTagAttributesFromAPI(t)}
	return t.TrackingTagType + " " + t.ID + " on line item " + t.LineItemID, res.Set(ctx, &m)
}
