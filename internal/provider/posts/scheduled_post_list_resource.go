package posts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// scheduledPostListConfig is the config of a list "adsapi_scheduled_post" block: the filter of the
// scheduled posts list, which lists one user's posts. The list has no with_deleted: a deletion is
// permanent.
type scheduledPostListConfig struct {
	AccountID types.String `tfsdk:"account_id"`
	UserID    types.String `tfsdk:"user_id"`
}

func newScheduledPostListResource() list.ListResource {
	return &fw.ListResource[scheduledPostListConfig, adsapi.ScheduledPost]{
		TypeName: "_scheduled_post",
		Description: "Finds the scheduled posts of one user of an ads account, waiting, published and failed alike, for " +
			"`terraform query` (Terraform 1.14 and later), to adopt them with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{
			"account_id": fw.ListAccountIDAttribute(),
			"user_id": listschema.StringAttribute{
				Optional: true, Validators: []validator.String{adrules.UserID()},
				MarkdownDescription: "Whose scheduled posts: a promotable user of the account. Defaults to the account's FULL promotable user.",
			},
		},
		Read:   listScheduledPosts,
		Result: scheduledPostResult,
	}
}

func listScheduledPosts(ctx context.Context, data *fw.ProviderData, cfg *scheduledPostListConfig, limit int, diags *diag.Diagnostics) []adsapi.ScheduledPost {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	if diags.HasError() {
		return nil
	}
	posts, err := data.Client.ScheduledPosts.List(ctx, cfg.AccountID.ValueString(), adsapi.ScheduledPostListOptions{
		ListOptions: adsapi.ListOptions{Limit: limit},
		UserID:      cfg.UserID.ValueString(),
	})
	if err != nil {
		fw.AddAPIError(diags, "Unable to list scheduled posts", err)
	}
	return posts
}

// scheduledPostResult starts from the model an import starts from (nothing but null values) so that fromAPI
// stores what a read after an import stores.
func scheduledPostResult(ctx context.Context, cfg *scheduledPostListConfig, p *adsapi.ScheduledPost, res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := scheduledPostModel{MediaKeys: types.ListNull(types.StringType)}
	diags := m.fromAPI(ctx, cfg.AccountID.ValueString(), p)
	diags.Append(res.Set(ctx, &m)...)
	return label(p.Name, p.Text, p.MediaKeys, p.ScheduledAt), diags
}
