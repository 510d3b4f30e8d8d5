package drafts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// draftPostItem is a draft post as the data sources show it: adsapi_draft_post at the top level,
// adsapi_draft_posts as each element of draft_posts.
type draftPostItem struct {
	ID        types.String `tfsdk:"id"`
	UserID    types.String `tfsdk:"user_id"`
	Text      types.String `tfsdk:"text"`
	CardURI   types.String `tfsdk:"card_uri"`
	MediaKeys types.List   `tfsdk:"media_keys"`
	Nullcast  types.Bool   `tfsdk:"nullcast"`
	Name      types.String `tfsdk:"name"`
	CreatedAt types.String `tfsdk:"created_at"`
	UpdatedAt types.String `tfsdk:"updated_at"`
}

// draftPostItemAttributes are the attributes of draftPostItem, all read from the service.
func draftPostItemAttributes() map[string]schema.Attribute {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":       computed(descDraftID),
		"user_id":  computed(descDraftUserID),
		"text":     computed("Text of the post; null when the draft has none."),
		"card_uri": computed("URI of the attached card; null when none is attached."),
		"media_keys": schema.ListAttribute{
			Computed: true, ElementType: types.StringType,
			MarkdownDescription: "Media keys of the draft; null when it has none.",
		},
		"nullcast":   schema.BoolAttribute{Computed: true, MarkdownDescription: "Whether the post is nullcast (promoted-only)."},
		"name":       computed("Name of the draft; null when it has none."),
		"created_at": computed(fw.DescCreatedAt),
		"updated_at": computed(fw.DescUpdatedAt),
	}
}

// draftPostItemFrom renders the service's draft; empty values (null, "" or []) are null.
func draftPostItemFrom(ctx context.Context, d *adsapi.DraftPost, diags *diag.Diagnostics) draftPostItem {
	return draftPostItem{
		ID:        types.StringValue(d.ID),
		UserID:    types.StringValue(d.UserID),
		Text:      fw.StringOrNull(d.Text),
		CardURI:   fw.StringOrNull(d.CardURI),
		MediaKeys: mediaKeysValue(ctx, d.MediaKeys, diags),
		Nullcast:  types.BoolValue(d.Nullcast),
		Name:      fw.StringOrNull(d.Name),
		CreatedAt: types.StringValue(d.CreatedAt),
		UpdatedAt: types.StringValue(d.UpdatedAt),
	}
}
