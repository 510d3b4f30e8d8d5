package drafts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*draftPostsDataSource)(nil)

type draftPostsDataSource struct {
	data *fw.ProviderData
}

// draftPostsModel is the state of the adsapi_draft_posts data source.
type draftPostsModel struct {
	AccountID    types.String `tfsdk:"account_id"`
	UserID       types.String `tfsdk:"user_id"`
	Limit        types.Int64  `tfsdk:"limit"`
	CreatedAfter types.String `tfsdk:"created_after"`
	DraftPosts   types.List   `tfsdk:"draft_posts"`
}

func newDraftPostsDataSource() datasource.DataSource { return &draftPostsDataSource{} }

func (d *draftPostsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_draft_posts"
}

// draftPostsAttribute is the result list; its element type comes from this schema.
var draftPostsAttribute = schema.ListNestedAttribute{
	Computed: true, MarkdownDescription: "The draft posts found, in the service's order.",
	NestedObject: schema.NestedAttributeObject{Attributes: draftPostItemAttributes()},
}

func (d *draftPostsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the draft posts of one advertiser of an ads account, following every page " +
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
			"created_after": fw.CreatedAfterAttribute("draft posts"),
			"draft_posts":   draftPostsAttribute,
		},
	}
}

func (d *draftPostsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *draftPostsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg draftPostsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	drafts, err := d.data.Client.DraftPosts.List(ctx, accountID, adsapi.DraftPostListOptions{
		ListOptions: adsapi.ListOptions{Limit: int(cfg.Limit.ValueInt64())},
		UserID:      cfg.UserID.ValueString(),
	})
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to list draft posts", err)
		return
	}
	drafts = fw.KeepCreatedAfter(cfg.CreatedAfter, drafts, func(d *adsapi.DraftPost) string { return "draft post " + d.ID },
		func(d *adsapi.DraftPost) string { return d.CreatedAt }, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	items := make([]draftPostItem, len(drafts))
	for i := range drafts {
		items[i] = draftPostItemFrom(ctx, &drafts[i], &resp.Diagnostics)
	}
	list, diags := types.ListValueFrom(ctx, draftPostsAttribute.NestedObject.Type(), items)
	resp.Diagnostics.Append(diags...)
	cfg.DraftPosts = list
	cfg.AccountID = types.StringValue(accountID)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
