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

// scheduledPromotedPostListConfig is the config of a list "adsapi_scheduled_promoted_post" block: the
// scheduled promoted posts of the account or of some of its line items; never deleted ones, which the
// resource cannot manage.
type scheduledPromotedPostListConfig struct {
	AccountID   types.String `tfsdk:"account_id"`
	LineItemIDs types.List   `tfsdk:"line_item_ids"`
}

func newScheduledPromotedPostListResource() list.ListResource {
	return &fw.ListResource[scheduledPromotedPostListConfig, adsapi.ScheduledPromotedPost]{
		TypeName: "_scheduled_promoted_post",
		Description: "Finds the scheduled promoted posts of an ads account or of some of its line items, for `terraform query` " +
			"(Terraform 1.14 and later), to adopt them with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{
			"account_id":    fw.ListAccountIDAttribute(),
			"line_item_ids": fw.ListIDListAttribute("Only the scheduled promoted posts of these line items (up to 200).", fw.ID()),
		},
		Read:   listScheduledPromotedPosts,
		Result: scheduledPromotedPostResult,
	}
}

// listScheduledPromotedPosts lists the live scheduled promoted posts cfg selects, at most limit (0: all),
// in the provider's default account when cfg names none.
func listScheduledPromotedPosts(ctx context.Context, data *fw.ProviderData, cfg *scheduledPromotedPostListConfig, limit int,
	diags *diag.Diagnostics,
) []adsapi.ScheduledPromotedPost {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	opts := adsapi.ScheduledPromotedPostListOptions{LineItemIDs: fw.StringsOf(ctx, cfg.LineItemIDs, diags), ListOptions: adsapi.ListOptions{Limit: limit}}
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.ScheduledPromotedPosts.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list scheduled promoted posts", err)
	}
	return found
}

// scheduledPromotedPostResult names a scheduled promoted post by its id, scheduled post and line item.
func scheduledPromotedPostResult(ctx context.Context, cfg *scheduledPromotedPostListConfig, p *adsapi.ScheduledPromotedPost,
	res *tfsdk.Resource,
) (string, diag.Diagnostics) {
	m := scheduledPromotedPostModel{AccountID: cfg.AccountID}
	m.setFromAPI(p)
	return "scheduled post " + p.ScheduledPostID + " (" + p.ID + ") on line item " + p.LineItemID, res.Set(ctx, &m)
}
