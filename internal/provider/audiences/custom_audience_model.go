package audiences

import (
	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// customAudienceModel is the state of adsapi_custom_audience.
type customAudienceModel struct {
	AccountID types.String `tfsdk:"account_id"`
	customAudienceAttributes
}

// customAudienceAttributes are what the service answers of an audience, minus the deleted flag, which the
// resource never holds (a deleted audience leaves state).
type customAudienceAttributes struct {
	ID                   types.String `tfsdk:"id"`
	Name                 types.String `tfsdk:"name"`
	Description          types.String `tfsdk:"description"`
	AudienceType         types.String `tfsdk:"audience_type"`
	Targetable           types.Bool   `tfsdk:"targetable"`
	TargetableTypes      types.List   `tfsdk:"targetable_types"`
	ReasonsNotTargetable types.List   `tfsdk:"reasons_not_targetable"`
	AudienceSize         types.Int64  `tfsdk:"audience_size"`
	PermissionLevel      types.String `tfsdk:"permission_level"`
	OwnerAccountID       types.String `tfsdk:"owner_account_id"`
	PartnerSource        types.String `tfsdk:"partner_source"`
	CreatedAt            types.String `tfsdk:"created_at"`
	UpdatedAt            types.String `tfsdk:"updated_at"`
}

// customAudienceDataModel is one audience as the data sources show it, deleted ones included.
type customAudienceDataModel struct {
	customAudienceAttributes
	Deleted types.Bool `tfsdk:"deleted"`
}

func customAudienceFromAPI(a *adsapi.CustomAudience) customAudienceAttributes {
	return customAudienceAttributes{
		ID:                   types.StringValue(a.ID),
		Name:                 types.StringValue(a.Name),
		Description:          types.StringPointerValue(a.Description),
		AudienceType:         fw.StringOrNull(a.AudienceType),
		Targetable:           types.BoolValue(a.Targetable),
		TargetableTypes:      stringList(a.TargetableTypes),
		ReasonsNotTargetable: stringList(a.ReasonsNotTargetable),
		AudienceSize:         types.Int64PointerValue(a.AudienceSize),
		PermissionLevel:      fw.StringOrNull(a.PermissionLevel),
		OwnerAccountID:       fw.StringOrNull(a.OwnerAccountID),
		PartnerSource:        fw.StringOrNull(a.PartnerSource),
		CreatedAt:            fw.StringOrNull(a.CreatedAt),
		UpdatedAt:            fw.StringOrNull(a.UpdatedAt),
	}
}

// stringList is items as a list value, empty rather than null. A list of strings cannot fail to build,
// so the conversion needs no diagnostics.
func stringList(items []string) types.List {
	elems := make([]attr.Value, len(items))
	for i, s := range items {
		elems[i] = types.StringValue(s)
	}
	return types.ListValueMust(types.StringType, elems)
}

func customAudienceDataFromAPI(a *adsapi.CustomAudience) customAudienceDataModel {
	return customAudienceDataModel{customAudienceAttributes: customAudienceFromAPI(a), Deleted: types.BoolValue(a.Deleted)}
}

// input is the create the plan asks for.
func (m *customAudienceModel) input() adsapi.CustomAudienceInput {
	return adsapi.CustomAudienceInput{Name: m.Name.ValueString(), Description: m.Description.ValueStringPointer()}
}

// changesFrom sends only what differs from state, as the service's PUT changes only the fields it names. A
// description removed from the configuration is sent empty, which clears it.
func (m *customAudienceModel) changesFrom(state *customAudienceModel) adsapi.CustomAudienceUpdate {
	var u adsapi.CustomAudienceUpdate
	if !m.Name.Equal(state.Name) {
		u.Name = m.Name.ValueStringPointer()
	}
	if !m.Description.Equal(state.Description) {
		cleared := ""
		u.Description = &cleared
		if !m.Description.IsNull() {
			u.Description = m.Description.ValueStringPointer()
		}
	}
	return u
}

// customAudienceDataSourceAttributes are the read-only attributes of an audience, shared by
// adsapi_custom_audience and the elements of adsapi_custom_audiences.
func customAudienceDataSourceAttributes() map[string]schema.Attribute {
	text := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	texts := func(desc string) schema.ListAttribute {
		return schema.ListAttribute{Computed: true, ElementType: types.StringType, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":                     text(descAudienceID),
		"name":                   text("Display name."),
		"description":            text("Free text; null when none."),
		"audience_type":          text(descAudienceType),
		"targetable":             schema.BoolAttribute{Computed: true, MarkdownDescription: descTargetable},
		"targetable_types":       texts(descTargetableTypes),
		"reasons_not_targetable": texts(descReasons),
		"audience_size":          schema.Int64Attribute{Computed: true, MarkdownDescription: descAudienceSize},
		"permission_level":       text(descPermissionLevel),
		"owner_account_id":       text(descOwnerAccountID),
		"partner_source":         text(descPartnerSource),
		"created_at":             text(fw.DescCreatedAt),
		"updated_at":             text(fw.DescUpdatedAt),
		"deleted":                schema.BoolAttribute{Computed: true, MarkdownDescription: descDeleted},
	}
}
