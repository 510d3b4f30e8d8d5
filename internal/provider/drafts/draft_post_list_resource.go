package drafts

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

// draftPostListConfig is the config of a list "adsapi_draft_post" block: the filters of the draft posts
// list. The list has no with_deleted: a deleted draft is gone for good.
type draftPostListConfig struct {
	AccountID types.String `tfsdk:"account_id"`
	UserID    types.String `tfsdk:"user_id"`
}

func newDraftPostListResource() list.ListResource {
	return &fw.ListResource[draftPostListConfig, adsapi.DraftPost]{
		TypeName: "_draft_post",
		Description: "Finds the draft posts of one advertiser of an ads account for `terraform query` (Terraform 1.14 " +
			"and later), to adopt them with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{
			"account_id": fw.ListAccountIDAttribute(),
			"user_id": listschema.StringAttribute{
				Optional: true, Validators: []validator.String{fw.ID()},
				MarkdownDescription: "Whose drafts: a promotable user of the account. Defaults to the account's FULL promotable user.",
			},
		},
		Read:   listDraftPosts,
		Result: draftPostResult,
	}
}

func listDraftPosts(ctx context.Context, data *fw.ProviderData, cfg *draftPostListConfig, limit int, diags *diag.Diagnostics) []adsapi.DraftPost {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	if diags.HasError() {
		return nil
	}
	drafts, err := data.Client.DraftPosts.List(ctx, cfg.AccountID.ValueString(), adsapi.DraftPostListOptions{
		ListOptions: adsapi.ListOptions{Limit: limit},
		UserID:      cfg.UserID.ValueString(),
	})
	if err != nil {
		fw.AddAPIError(diags, "Unable to list draft posts", err)
	}
	return drafts
}

// draftPostResult starts from the model an import starts from (nothing but null values) so that fromAPI
// stores what a read after an import stores. It names the draft as a lost create does: by its name, else
// its text, else its media keys.
func draftPostResult(ctx context.Context, cfg *draftPostListConfig, d *adsapi.DraftPost, res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := draftPostModel{MediaKeys: types.ListNull(types.StringType)}
	diags := m.fromAPI(ctx, cfg.AccountID.ValueString(), d)
	diags.Append(res.Set(ctx, &m)...)
	return draftLabel(adsapi.DraftPostInput{Name: d.Name, Text: d.Text, MediaKeys: d.MediaKeys}), diags
}
