package activity

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// developerAccountAttributes are the fields of the account record.
type developerAccountAttributes struct {
	ID        types.String `tfsdk:"id"`
	UserID    types.String `tfsdk:"user_id"`
	CreatedAt types.String `tfsdk:"created_at"`
}

// developerAccountModel is the state of adsapi_developer_account.
type developerAccountModel struct {
	developerAccountAttributes
	Created types.Bool `tfsdk:"created"`
}

func developerAccountFromAPI(a *adsapi.DeveloperAccount) developerAccountAttributes {
	return developerAccountAttributes{
		ID:        types.StringValue(a.ID),
		UserID:    fw.OptionalString(a.UserID),
		CreatedAt: fw.OptionalString(a.CreatedAt),
	}
}
