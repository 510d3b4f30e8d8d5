package drafts

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

// draftPostDataModel is the state of the adsapi_draft_post data source.
type draftPostDataModel struct {
	AccountID types.String `tfsdk:"account_id"`
	draftPostItem
}

func newDraftPostDataSource() datasource.DataSource {
	attrs := draftPostItemAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the draft post to read.",
		Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[draftPostDataModel, adsapi.DraftPost]{
		TypeName:    "_draft_post",
		Description: "Reads one draft post of an ads account by `id`. A deleted draft is gone for good, so reading one fails.",
		Attributes:  attrs,
		Account:     func(m *draftPostDataModel) *types.String { return &m.AccountID },
		What:        "draft post",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *draftPostDataModel) (*adsapi.DraftPost, error) {
			return client.DraftPosts.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: func(ctx context.Context, _ string, cfg *draftPostDataModel, draft *adsapi.DraftPost, diags *diag.Diagnostics) {
			cfg.draftPostItem = draftPostItemFrom(ctx, draft, diags)
		},
	}
}
