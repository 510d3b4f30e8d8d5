package associations

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// trackingTagTypes are the values of tracking_tag_type (the spec's 3.1).
var trackingTagTypes = []string{"IMPRESSION_TAG", "CLICK_TRACKER"}

// trackingTagModel is the state of adsapi_tracking_tag.
type trackingTagModel struct {
	AccountID types.String `tfsdk:"account_id"`
	trackingTagAttributes
}

// trackingTagAttributes are what the service returns of a tag, minus the deleted flag, which the
// resource never holds (a deleted tag leaves state).
type trackingTagAttributes struct {
	ID              types.String `tfsdk:"id"`
	LineItemID      types.String `tfsdk:"line_item_id"`
	TrackingTagType types.String `tfsdk:"tracking_tag_type"`
	TrackingTagURL  types.String `tfsdk:"tracking_tag_url"`
	CreatedAt       types.String `tfsdk:"created_at"`
	UpdatedAt       types.String `tfsdk:"updated_at"`
}

// trackingTagDataModel is one tag as the data sources show it, deleted ones included.
type trackingTagDataModel struct {
	trackingTagAttributes
	Deleted types.Bool `tfsdk:"deleted"`
}

func trackingTagAttributesFromAPI(t *adsapi.TrackingTag) trackingTagAttributes {
	return trackingTagAttributes{
		ID:              types.StringValue(t.ID),
		LineItemID:      types.StringValue(t.LineItemID),
		TrackingTagType: types.StringValue(t.TrackingTagType),
		TrackingTagURL:  types.StringValue(t.TrackingTagURL),
		CreatedAt:       fw.StringOrNull(t.CreatedAt),
		UpdatedAt:       fw.StringOrNull(t.UpdatedAt),
	}
}

func trackingTagDataFromAPI(t *adsapi.TrackingTag) trackingTagDataModel {
	return trackingTagDataModel{trackingTagAttributes: trackingTagAttributesFromAPI(t), Deleted: types.BoolValue(t.Deleted)}
}

// input is the create the plan asks for.
func (m *trackingTagModel) input() adsapi.TrackingTagInput {
	return adsapi.TrackingTagInput{LineItemID: m.LineItemID.ValueString(), TrackingTagType: m.TrackingTagType.ValueString(),
		TrackingTagURL: m.TrackingTagURL.ValueString()}
}

// trackingTagDataSourceAttributes are the read-only attributes of a tag, shared by adsapi_tracking_tag and
// the elements of adsapi_tracking_tags.
func trackingTagDataSourceAttributes() map[string]schema.Attribute {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":                computed(descTrackingTagID),
		"line_item_id":      computed(descTagLineItemID),
		"tracking_tag_type": computed(descTrackingTagType),
		"tracking_tag_url":  computed(descTrackingTagURL),
		"created_at":        computed(fw.DescCreatedAt),
		"updated_at":        computed(fw.DescUpdatedAt),
		"deleted":           schema.BoolAttribute{Computed: true, MarkdownDescription: descDeleted},
	}
}
