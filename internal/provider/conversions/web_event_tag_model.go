package conversions

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// webEventTagModel is the state of adsapi_web_event_tag.
type webEventTagModel struct {
	AccountID types.String `tfsdk:"account_id"`
	webEventTagAttributes
}

// webEventTagAttributes are what the service returns of a tag, minus the deleted flag, which the
// resource never holds (a deleted tag leaves state).
type webEventTagAttributes struct {
	ID                 types.String `tfsdk:"id"`
	Name               types.String `tfsdk:"name"`
	Type               types.String `tfsdk:"type"`
	ClickWindow        types.Int64  `tfsdk:"click_window"`
	ViewThroughWindow  types.Int64  `tfsdk:"view_through_window"`
	RetargetingEnabled types.Bool   `tfsdk:"retargeting_enabled"`
	EmbedCode          types.String `tfsdk:"embed_code"`
	WebsiteTagID       types.String `tfsdk:"website_tag_id"`
	Status             types.String `tfsdk:"status"`
	LastTrackedAt      types.String `tfsdk:"last_tracked_at"`
	CreatedAt          types.String `tfsdk:"created_at"`
	UpdatedAt          types.String `tfsdk:"updated_at"`
}

// webEventTagDataModel is one tag as the data sources show it, deleted ones included.
type webEventTagDataModel struct {
	webEventTagAttributes
	Deleted types.Bool `tfsdk:"deleted"`
}

// webEventTagFromAPI maps a tag: a window the answer lacks is null, and so are the times it does
// not send (last_tracked_at before the first event; created_at and updated_at, which no documented
// answer carries).
func webEventTagFromAPI(t *adsapi.WebEventTag) webEventTagAttributes {
	return webEventTagAttributes{
		ID:                 types.StringValue(t.ID),
		Name:               types.StringValue(t.Name),
		Type:               types.StringValue(t.Type),
		ClickWindow:        fw.Int64OrNull(t.ClickWindow),
		ViewThroughWindow:  fw.Int64OrNull(t.ViewThroughWindow),
		RetargetingEnabled: types.BoolValue(t.RetargetingEnabled),
		EmbedCode:          types.StringValue(t.EmbedCode),
		WebsiteTagID:       types.StringValue(t.WebsiteTagID),
		Status:             types.StringValue(t.Status),
		LastTrackedAt:      fw.StringOrNull(t.LastTrackedAt),
		CreatedAt:          fw.StringOrNull(t.CreatedAt),
		UpdatedAt:          fw.StringOrNull(t.UpdatedAt),
	}
}

func webEventTagDataFromAPI(t *adsapi.WebEventTag) webEventTagDataModel {
	return webEventTagDataModel{webEventTagAttributes: webEventTagFromAPI(t), Deleted: types.BoolValue(t.Deleted)}
}

func (m webEventTagModel) toInput() adsapi.WebEventTagInput {
	return adsapi.WebEventTagInput{
		Name: m.Name.ValueString(), Type: m.Type.ValueString(), ClickWindow: m.ClickWindow.ValueInt64(),
		ViewThroughWindow: m.ViewThroughWindow.ValueInt64(), RetargetingEnabled: m.RetargetingEnabled.ValueBool(),
	}
}

// changesFrom sends only what differs from state: the service's PUT changes the fields it names.
func (m webEventTagModel) changesFrom(state webEventTagModel) adsapi.WebEventTagUpdate {
	var u adsapi.WebEventTagUpdate
	if !m.Name.Equal(state.Name) {
		u.Name = m.Name.ValueStringPointer()
	}
	if !m.Type.Equal(state.Type) {
		u.Type = m.Type.ValueStringPointer()
	}
	if !m.ClickWindow.Equal(state.ClickWindow) {
		u.ClickWindow = m.ClickWindow.ValueInt64Pointer()
	}
	if !m.ViewThroughWindow.Equal(state.ViewThroughWindow) {
		u.ViewThroughWindow = m.ViewThroughWindow.ValueInt64Pointer()
	}
	if !m.RetargetingEnabled.Equal(state.RetargetingEnabled) {
		u.RetargetingEnabled = m.RetargetingEnabled.ValueBoolPointer()
	}
	return u
}
