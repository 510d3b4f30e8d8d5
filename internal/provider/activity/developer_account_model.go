package activity

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// developerAccountAttributes are the fields of the account record, and its user.
type developerAccountAttributes struct {
	ID        types.String `tfsdk:"id"`
	Name      types.String `tfsdk:"name"`
	CreatedAt types.String `tfsdk:"created_at"`
	UserID    types.String `tfsdk:"user_id"`
}

// developerAccountModel is the state of adsapi_developer_account.
type developerAccountModel struct {
	developerAccountAttributes
	Metadata types.String `tfsdk:"metadata"`
	Created  types.Bool   `tfsdk:"created"`
}

// developerAccountFromAPI is the account record as GET /2/account answers it. The record names no
// user: userID is the authenticated user, whose account it is.
func developerAccountFromAPI(a *adsapi.DeveloperAccount, userID string) developerAccountAttributes {
	return developerAccountAttributes{
		ID:        types.StringValue(string(a.AccountID)),
		Name:      types.StringValue(a.Name),
		CreatedAt: types.StringValue(a.CreatedAt),
		UserID:    types.StringValue(userID),
	}
}
