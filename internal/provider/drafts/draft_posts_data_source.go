package drafts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// draftPostsModel is the state of the adsapi_draft_posts data source: the filters a list "adsapi_draft_post"
// block takes, and a limit.
type draftPostsModel struct {
	draftPostListConfig
	Limit        types.Int64  `tfsdk:"limit"`
	CreatedAfter types.String `tfsdk:"created_after"`
	DraftPosts   types.List   `tfsdk:"draft_posts"`
}

func newDraftPostsDataSource() datasource.DataSource {
	return &fw.ListDataSource[draftPostsModel, adsapi.DraftPost, draftPostItem]{
		TypeName: "_draft_posts",
		Description: "Lists the draft posts of one advertiser of an ads account, following every page " +
			"(200 drafts a request) up to `limit`.",
		Attributes: map[string]schema.Attribute{
			"account_id": fw.DataSourceAccountIDAttribute(),
			"user_id": schema.StringAttribute{
				Optional: true, Validators: []validator.String{fw.ID()},
				MarkdownDescription: "Whose drafts: a promotable user of the account. Defaults to the account's FULL promotable user.",
			},
			"limit": schema.Int64Attribute{
				Optional: true, Validators: []validator.Int64{int64validator.AtLeast(1)},
				MarkdownDescription: "Stop after this many drafts. Without it every draft is read. With `created_after`, " +
					"it counts the drafts read, before that filter.",
			},
			"draft_posts": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The draft posts found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: draftPostItemAttributes()},
			},
		},
		Items: "draft_posts",
		// The list block's read, up to limit (0, every draft, when it is left out).
		List: func(ctx context.Context, data *fw.ProviderData, cfg *draftPostsModel, diags *diag.Diagnostics) []adsapi.DraftPost {
			return listDraftPosts(ctx, data, &cfg.draftPostListConfig, int(cfg.Limit.ValueInt64()), diags)
		},
		CreatedAfter: &fw.CreatedAfterFilter[adsapi.DraftPost]{
			Attribute: fw.CreatedAfterAttribute("draft posts"),
			Name:      func(d *adsapi.DraftPost) string { return "draft post " + d.ID },
			CreatedAt: func(d *adsapi.DraftPost) string { return d.CreatedAt },
		},
		Item: func(ctx context.Context, _ *draftPostsModel, d *adsapi.DraftPost, diags *diag.Diagnostics) draftPostItem {
			return draftPostItemFrom(ctx, d, diags)
		},
	}
}
