package promotion

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

// promotedPostListConfig is the config of a list "adsapi_promoted_post" block: the filters of the promoted
// posts list but with_deleted, since a detached promoted post is nothing the resource can manage.
type promotedPostListConfig struct {
	AccountID       types.String `tfsdk:"account_id"`
	LineItemIDs     types.List   `tfsdk:"line_item_ids"`
	PromotedPostIDs types.List   `tfsdk:"promoted_post_ids"`
	SortBy          types.String `tfsdk:"sort_by"`
}

func newPromotedPostListResource() list.ListResource {
	return &fw.ListResource[promotedPostListConfig, adsapi.PromotedPost]{
		TypeName: "_promoted_post",
		Description: "Finds the promoted posts of an ads account for `terraform query` (Terraform 1.14 and later), to " +
			"adopt them with `-generate-config-out`. Filters are combined; those of deleted line items are not listed.",
		Attributes: map[string]listschema.Attribute{
			"account_id":        fw.ListAccountIDAttribute(),
			"line_item_ids":     fw.ListIDListAttribute("Only the promoted posts of these line items (up to 200).", fw.ID()),
			"promoted_post_ids": fw.ListIDListAttribute("Only the promoted posts with these ids (up to 200).", fw.ID()),
			"sort_by":           fw.ListSortByAttribute(),
		},
		Read:   listPromotedPosts,
		Result: promotedPostResult,
	}
}

func listPromotedPosts(ctx context.Context, data *fw.ProviderData, cfg *promotedPostListConfig, limit int,
	diags *diag.Diagnostics) []adsapi.PromotedPost {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	opts := adsapi.PromotedPostListOptions{
		LineItemIDs:     fw.StringsOf(ctx, cfg.LineItemIDs, diags),
		PromotedPostIDs: fw.StringsOf(ctx, cfg.PromotedPostIDs, diags),
		ListOptions:     adsapi.ListOptions{SortBy: cfg.SortBy.ValueString(), Limit: limit},
	}
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.PromotedPosts.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list promoted posts", err)
	}
	return found
}

// promotedPostResult names a promoted post by its post and line item.
func promotedPostResult(ctx context.Context, cfg *promotedPostListConfig, p *adsapi.PromotedPost, res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := promotedPostModel{AccountID: cfg.AccountID, PostID: types.StringNull()}
	m.setFromService(p)
	return "post " + p.PostID + " in line item " + p.LineItemID, res.Set(ctx, &m)
}
