package conversions

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

// webEventTagDataSourceAttributes are the read-only attributes of a tag, shared by
// adsapi_web_event_tag and the elements of adsapi_web_event_tags.
func webEventTagDataSourceAttributes() map[string]schema.Attribute {
	text := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	number := func(desc string) schema.Int64Attribute {
		return schema.Int64Attribute{Computed: true, MarkdownDescription: desc}
	}
	flag := func(desc string) schema.BoolAttribute {
		return schema.BoolAttribute{Computed: true, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":                  text(descID),
		"name":                text(descName),
		"type":                text(descType),
		"click_window":        number(descClickWindow + " A tag made in the ads UI may hold another value."),
		"view_through_window": number(descViewThroughWindow + " A tag made in the ads UI may hold another value."),
		"retargeting_enabled": flag(descRetargeting),
		"embed_code":          text(descEmbedCode),
		"website_tag_id":      text(descWebsiteTagID),
		"status":              text(descStatus),
		"last_tracked_at":     text(descLastTrackedAt),
		"created_at":          text(descCreatedAt),
		"updated_at":          text(descUpdatedAt),
		"deleted":             flag(descDeleted),
	}
}

// webEventTagReadModel is the adsapi_web_event_tag data source.
type webEventTagReadModel struct {
	AccountID types.String `tfsdk:"account_id"`
	webEventTagDataModel
}

func newWebEventTagDataSource() datasource.DataSource {
	attrs := webEventTagDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the web event tag to read.", Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[webEventTagReadModel, adsapi.WebEventTag]{
		TypeName:    "_web_event_tag",
		Description: "Reads a web event tag of an ads account by id, deleted or not (see `deleted`): its `embed_code` for a website, or its `status`.",
		Attributes:  attrs,
		Account:     func(m *webEventTagReadModel) *types.String { return &m.AccountID },
		What:        "web event tag",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *webEventTagReadModel) (*adsapi.WebEventTag, error) {
			return client.WebEventTags.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: func(_ context.Context, _ string, cfg *webEventTagReadModel, got *adsapi.WebEventTag, _ *diag.Diagnostics) {
			cfg.webEventTagDataModel = webEventTagDataFromAPI(got)
		},
	}
}

// webEventTagsModel is the state of adsapi_web_event_tags: the filters a list "adsapi_web_event_tag"
// block takes, and with_deleted. The tags carry no created_at, so there is no created_after.
type webEventTagsModel struct {
	webEventTagListConfig
	WithDeleted types.Bool `tfsdk:"with_deleted"`
	Tags        types.List `tfsdk:"web_event_tags"`
}

func newWebEventTagsDataSource() datasource.DataSource {
	return &fw.ListDataSource[webEventTagsModel, adsapi.WebEventTag, webEventTagDataModel]{
		TypeName:    "_web_event_tags",
		Description: "Lists the web event tags of an ads account, following every page; deleted ones appear with `with_deleted`.",
		Attributes: map[string]schema.Attribute{
			"account_id":        fw.DataSourceAccountIDAttribute(),
			"web_event_tag_ids": fw.IDListAttribute("Only the tags with these ids (up to 200).", fw.ID()),
			"with_deleted":      schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted tags."},
			"web_event_tags": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The tags found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: webEventTagDataSourceAttributes()},
			},
		},
		Items: "web_event_tags",
		List: func(ctx context.Context, data *fw.ProviderData, cfg *webEventTagsModel, diags *diag.Diagnostics) []adsapi.WebEventTag {
			return listWebEventTags(ctx, data, &cfg.webEventTagListConfig, adsapi.ListOptions{WithDeleted: cfg.WithDeleted.ValueBool()}, diags)
		},
		Item: func(_ context.Context, _ *webEventTagsModel, t *adsapi.WebEventTag, _ *diag.Diagnostics) webEventTagDataModel {
			return webEventTagDataFromAPI(t)
		},
	}
}
