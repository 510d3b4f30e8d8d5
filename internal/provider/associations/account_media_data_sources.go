package associations

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

// accountMediaCreativeTypes are the values of an account media's creative_type (the spec's 4.5).
var accountMediaCreativeTypes = []string{"BANNER", "BANNER_TABLET", "INTERSTITIAL", "INTERSTITIAL_LANDSCAPE",
	"INTERSTITIAL_LANDSCAPE_TABLET", "INTERSTITIAL_TABLET", "MEDIUM_RECTANGLE", "PREROLL", "VAST_PREROLL"}

// accountMediaDataModel is one account media item as the data sources show it, deleted ones included.
type accountMediaDataModel struct {
	ID           types.String `tfsdk:"id"`
	CreativeType types.String `tfsdk:"creative_type"`
	VideoID      types.String `tfsdk:"video_id"`
	MediaURL     types.String `tfsdk:"media_url"`
	CreatedAt    types.String `tfsdk:"created_at"`
	UpdatedAt    types.String `tfsdk:"updated_at"`
	Deleted      types.Bool   `tfsdk:"deleted"`
}

func accountMediaDataFromAPI(m *adsapi.AccountMedia) accountMediaDataModel {
	return accountMediaDataModel{
		ID: types.StringValue(m.ID), CreativeType: types.StringValue(m.CreativeType),
		VideoID: fw.StringOrNull(m.VideoID), MediaURL: fw.StringOrNull(m.MediaURL),
		CreatedAt: fw.StringOrNull(m.CreatedAt), UpdatedAt: fw.StringOrNull(m.UpdatedAt), Deleted: types.BoolValue(m.Deleted),
	}
}

// accountMediaAttributes are the read-only attributes of account media, shared by adsapi_account_media and
// the elements of adsapi_account_media_items.
func accountMediaAttributes() map[string]schema.Attribute {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":            computed(descAccountMediaID),
		"creative_type": computed(descAccountMediaCreativeType),
		"video_id":      computed(descAccountMediaVideoID),
		"media_url":     computed(descAccountMediaURL),
		"created_at":    computed(fw.DescCreatedAt),
		"updated_at":    computed(fw.DescUpdatedAt),
		"deleted":       schema.BoolAttribute{Computed: true, MarkdownDescription: "Whether the account media has been deleted."},
	}
}

// accountMediaReadModel is the adsapi_account_media data source.
type accountMediaReadModel struct {
	AccountID types.String `tfsdk:"account_id"`
	accountMediaDataModel
}

func newAccountMediaDataSource() datasource.DataSource {
	attrs := accountMediaAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the account media to read.", Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[accountMediaReadModel, adsapi.AccountMedia]{
		TypeName: "_account_media",
		Description: "Reads an account media item of an ads account by id, deleted or not (see `deleted`): a pre-roll " +
			"video or a display image that a media creative can attach to a line item.",
		Attributes: attrs,
		Account:    func(m *accountMediaReadModel) *types.String { return &m.AccountID },
		What:       "account media",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *accountMediaReadModel) (*adsapi.AccountMedia, error) {
			return client.AccountMedia.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: func(_ context.Context, _ string, cfg *accountMediaReadModel, got *adsapi.AccountMedia, _ *diag.Diagnostics) {
			cfg.accountMediaDataModel = accountMediaDataFromAPI(got)
		},
	}
}

// accountMediaItemsModel is the state of adsapi_account_media_items.
type accountMediaItemsModel struct {
	AccountID         types.String `tfsdk:"account_id"`
	AccountMediaIDs   types.List   `tfsdk:"account_media_ids"`
	CreativeTypes     types.List   `tfsdk:"creative_types"`
	WithDeleted       types.Bool   `tfsdk:"with_deleted"`
	AccountMediaItems types.List   `tfsdk:"account_media_items"`
}

// The list offers no sort_by, the spec naming no sort attribute of account media, and no created_after:
// the provider does not create account media.
func newAccountMediaItemsDataSource() datasource.DataSource {
	return &fw.ListDataSource[accountMediaItemsModel, adsapi.AccountMedia, accountMediaDataModel]{
		TypeName: "_account_media_items",
		Description: "Lists the account media of an ads account, following every page; filters are combined. The service " +
			"makes account media from media library items: an `AMPLIFY_VIDEO` becomes `PREROLL` media, an image of a display " +
			"size the creative type of that size.",
		Attributes: map[string]schema.Attribute{
			"account_id":        fw.DataSourceAccountIDAttribute(),
			"account_media_ids": fw.IDListAttribute("Only the account media with these ids (up to 200).", fw.ID()),
			"creative_types": fw.IDListAttribute("Only the account media of these creative types (up to 200), each one of "+
				descCreativeTypes+".", stringvalidator.OneOf(accountMediaCreativeTypes...)),
			"with_deleted": schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted account media."},
			"account_media_items": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The account media found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: accountMediaAttributes()},
			},
		},
		Items: "account_media_items",
		List: func(ctx context.Context, data *fw.ProviderData, cfg *accountMediaItemsModel, diags *diag.Diagnostics) []adsapi.AccountMedia {
			cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
			opts := adsapi.AccountMediaListOptions{
				AccountMediaIDs: fw.StringsOf(ctx, cfg.AccountMediaIDs, diags), CreativeTypes: fw.StringsOf(ctx, cfg.CreativeTypes, diags),
				ListOptions: adsapi.ListOptions{WithDeleted: cfg.WithDeleted.ValueBool()},
			}
			if diags.HasError() {
				return nil
			}
			found, err := data.Client.AccountMedia.List(ctx, cfg.AccountID.ValueString(), opts)
			if err != nil {
				fw.AddAPIError(diags, "Unable to list account media", err)
			}
			return found
		},
		Item: func(_ context.Context, _ *accountMediaItemsModel, m *adsapi.AccountMedia, _ *diag.Diagnostics) accountMediaDataModel {
			return accountMediaDataFromAPI(m)
		},
	}
}
