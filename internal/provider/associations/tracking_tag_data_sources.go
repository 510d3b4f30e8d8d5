package associations

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

// trackingTagReadModel is the adsapi_tracking_tag data source.
type trackingTagReadModel struct {
	AccountID types.String `tfsdk:"account_id"`
	trackingTagDataModel
}

func newTrackingTagDataSource() datasource.DataSource {
	attrs := trackingTagDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the tracking tag to read.", Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[trackingTagReadModel, adsapi.TrackingTag]{
		TypeName:    "_tracking_tag",
		Description: "Reads a tracking tag of an ads account by id, deleted (detached) or not (see `deleted`).",
		Attributes:  attrs,
		Account:     func(m *trackingTagReadModel) *types.String { return &m.AccountID },
		What:        "tracking tag",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *trackingTagReadModel) (*adsapi.TrackingTag, error) {
			return client.TrackingTags.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: func(_ context.Context, _ string, cfg *trackingTagReadModel, got *adsapi.TrackingTag, _ *diag.Diagnostics) {
			cfg.trackingTagDataModel = trackingTagDataFromAPI(got)
		},
	}
}

// trackingTagsModel is the state of adsapi_tracking_tags: the filters a list "adsapi_tracking_tag" block
// takes, the ids, with_deleted and created_after.
type trackingTagsModel struct {
	trackingTagListConfig
	TrackingTagIDs types.List   `tfsdk:"tracking_tag_ids"`
	WithDeleted    types.Bool   `tfsdk:"with_deleted"`
	CreatedAfter   types.String `tfsdk:"created_after"`
	TrackingTags   types.List   `tfsdk:"tracking_tags"`
}

// The list offers no sort_by: the spec names no sort attribute of tracking tags.
func newTrackingTagsDataSource() datasource.DataSource {
	return &fw.ListDataSource[trackingTagsModel, adsapi.TrackingTag, trackingTagDataModel]{
		TypeName:    "_tracking_tags",
		Description: "Lists the tracking tags of an ads account, following every page; filters are combined.",
		Attributes: map[string]schema.Attribute{
			"account_id":       fw.DataSourceAccountIDAttribute(),
			"line_item_ids":    fw.IDListAttribute("Only the tags of these line items (up to 200).", fw.ID()),
			"tracking_tag_ids": fw.IDListAttribute("Only the tags with these ids (up to 200).", fw.ID()),
			"with_deleted":     schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted (detached) tags."},
			"tracking_tags": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The tags found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: trackingTagDataSourceAttributes()},
			},
		},
		Items: "tracking_tags",
		List: func(ctx context.Context, data *fw.ProviderData, cfg *trackingTagsModel, diags *diag.Diagnostics) []adsapi.TrackingTag {
			ids := fw.StringsOf(ctx, cfg.TrackingTagIDs, diags)
			return listTrackingTags(ctx, data, &cfg.trackingTagListConfig, ids, cfg.WithDeleted.ValueBool(), 0, diags)
		},
		CreatedAfter: &fw.CreatedAfterFilter[adsapi.TrackingTag]{
			Attribute: fw.CreatedAfterAttribute("tags"),
			Name:      func(t *adsapi.TrackingTag) string { return "tracking tag " + t.ID },
			CreatedAt: func(t *adsapi.TrackingTag) string { return t.CreatedAt },
		},
		Item: func(_ context.Context, _ *trackingTagsModel, t *adsapi.TrackingTag, _ *diag.Diagnostics) trackingTagDataModel {
			return trackingTagDataFromAPI(t)
		},
	}
}
