package accounts

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// promotableUserAttributes are the attributes the service returns for a promotable user, shared by
// adsapi_promotable_user and the elements of adsapi_promotable_users.
type promotableUserAttributes struct {
	ID                 types.String `tfsdk:"id"`
	UserID             types.String `tfsdk:"user_id"`
	PromotableUserType types.String `tfsdk:"promotable_user_type"`
	CreatedAt          types.String `tfsdk:"created_at"`
	UpdatedAt          types.String `tfsdk:"updated_at"`
	Deleted            types.Bool   `tfsdk:"deleted"`
}

// Descriptions of the attributes, shared by both data sources.
const (
	descPromotableUserID   = "Promotable user id, base 36 such as `l310s`."
	descPromotableUserUser = "Id of the user whose posts the account may promote."
	descPromotableUserType = "`FULL` (the account's own handle; every account has exactly one) or `REPOSTS_ONLY` " +
		"(the account may promote reposts of this user's posts). Older answers say `RETWEETS_ONLY` for `REPOSTS_ONLY`; " +
		"the value is kept as the service sends it."
	descPromotableUserDeleted = "Whether the promotable user was deleted."
)

// promotableUserComputedAttributes is the schema of everything but id, whose role differs: an optional
// filter on adsapi_promotable_user, a result in the list.
func promotableUserComputedAttributes() map[string]schema.Attribute {
	return map[string]schema.Attribute{
		"user_id":              schema.StringAttribute{Computed: true, MarkdownDescription: descPromotableUserUser},
		"promotable_user_type": schema.StringAttribute{Computed: true, MarkdownDescription: descPromotableUserType},
		"created_at":           schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescCreatedAt},
		"updated_at":           schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescUpdatedAt},
		"deleted":              schema.BoolAttribute{Computed: true, MarkdownDescription: descPromotableUserDeleted},
	}
}

func promotableUserAttributesFromAPI(p *adsapi.PromotableUser) promotableUserAttributes {
	return promotableUserAttributes{
		ID:                 types.StringValue(p.ID),
		UserID:             types.StringValue(p.UserID),
		PromotableUserType: types.StringValue(p.PromotableUserType),
		CreatedAt:          fw.StringOrNull(p.CreatedAt),
		UpdatedAt:          fw.StringOrNull(p.UpdatedAt),
		Deleted:            types.BoolValue(p.Deleted),
	}
}
