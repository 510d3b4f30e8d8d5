package fw

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// accountCheck asks the service whether an ads account can be used: Client.CheckAccount or
// Client.CheckSandboxAccount.
type accountCheck func(c *adsapi.Client, ctx context.Context, accountID string) error

// checkNewObjectAccount fails the plan of an object about to be created in accountID when the service
// says that account cannot be used (missing, deleted, or another user's), naming where the id came from:
// the resource's own account_id, or the provider's (fromDefault). Terraform plans each resource again
// just before applying it, so this also runs before the create is sent. The client asks once per
// Terraform command; a check that could not complete blocks nothing, since the create's own request
// will meet the same failure and report it with the service's words.
func checkNewObjectAccount(ctx context.Context, data *ProviderData, check accountCheck, accountID string, fromDefault bool, diags *diag.Diagnostics) {
	err := check(data.Client, ctx, accountID)
	var refused *adsapi.AccountError
	if !errors.As(err, &refused) {
		if err != nil {
			tflog.Warn(ctx, "The ads account check did not complete; the requests that need the account will report what fails",
				map[string]any{"account_id": accountID, "error": err.Error()})
		}
		return
	}
	summary := accountRefusalSummary(refused.Refusal)
	if _, reported := data.accountReports.LoadOrStore(accountID, true); reported {
		// One full explanation per run is enough; the other resources say why they fail, briefly.
		diags.AddAttributeError(path.Root("account_id"), summary, fmt.Sprintf("The ads account %q (%s) cannot be "+
			"used: the error %q on another resource gives the service's answer and what to do.",
			accountID, accountSource(fromDefault), summary))
		return
	}
	diags.AddAttributeError(path.Root("account_id"), summary, accountRefusalDetail(refused, fromDefault))
}

func accountRefusalSummary(r adsapi.AccountRefusal) string {
	switch r {
	case adsapi.AccountDeleted:
		return "Ads account deleted"
	case adsapi.AccountNotReachable:
		return "Ads account not open to these credentials"
	case adsapi.AccountReadOnly:
		return "Ads account read-only to these credentials"
	}
	return "Ads account not found"
}

// accountSource says where an account id came from, with the setting to change.
func accountSource(fromDefault bool) string {
	if fromDefault {
		return "the provider's account_id, environment variable " + EnvName("account_id")
	}
	return "this resource's account_id"
}

// accountRefusalDetail quotes the service's answer and says how to find an account that works.
func accountRefusalDetail(e *adsapi.AccountError, fromDefault bool) string {
	if e.Refusal == adsapi.AccountReadOnly {
		held := strings.Join(e.Access.Permissions, ", ")
		if held == "" {
			held = "no permission"
		}
		return fmt.Sprintf("The ads account %q comes from %s. The service answered GET /12/accounts/%s/authenticated_user_access: "+
			"user %s holds %s on it, and creating in an account needs ACCOUNT_ADMIN, AD_MANAGER or CREATIVE_MANAGER "+
			"(CAMPAIGN_ANALYST and ANALYST only view).\n\nNothing was sent to create this resource. An administrator of the "+
			"account can give the user one of those levels in the ads UI; or use the credentials of a user who holds one. "+
			"Data sources still read the account.", e.AccountID, accountSource(fromDefault), e.AccountID, e.Access.UserID, held)
	}
	answer := fmt.Sprintf("The service answered GET /12/accounts/%s with the account, marked deleted: nothing can "+
		"be created in it.", e.AccountID)
	if e.Cause != nil {
		answer = fmt.Sprintf("The service answered GET %s with HTTP %d", e.Cause.Path, e.Cause.StatusCode)
		if e.Cause.Code != "" {
			answer += " " + e.Cause.Code
		}
		if msg := e.Cause.Message; msg != "" && msg != http.StatusText(e.Cause.StatusCode) {
			answer += ": " + msg
		}
		answer += "."
	}
	fix := "Set account_id in the provider block, or " + EnvName("account_id") + ", to"
	if !fromDefault {
		fix = "Set this resource's account_id to"
	}
	detail := fmt.Sprintf("The ads account %q comes from %s. %s\n\nNothing was sent to create this resource. %s an "+
		"ads account these credentials can reach: the data source adsapi_ads_accounts lists them "+
		"(data \"adsapi_ads_accounts\" \"mine\" {}).", e.AccountID, accountSource(fromDefault), answer, fix)
	if !fromDefault {
		detail += " Leave account_id out to use the provider's account_id (" + EnvName("account_id") + ")."
	}
	if e.Refusal == adsapi.AccountNotReachable {
		detail += " If the account is the right one, its advertiser has to grant the user of " +
			SettingRef("access_token") + " access to it in the ads UI."
	}
	return detail
}
