package conversions

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

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
