package accounts

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// codeActionNotAllowed is the service's refusal of a feature write: the request reached the advertising
// address instead of the sandbox, or the account is not a sandbox account.
const codeActionNotAllowed = "ACTION_NOT_ALLOWED"

// addFeatureWriteError reports a failed feature write. The service's own words for a refusal do not say
// which setting to fix, so the detail adds both ways a feature write is refused and what to check.
func addFeatureWriteError(diags *diag.Diagnostics, summary, accountID string, err error) {
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusForbidden || apiErr.Code != codeActionNotAllowed {
		fw.AddAPIError(diags, summary, err)
		return
	}
	diags.AddError(summary, fmt.Sprintf("%s\n\nFeatures can be added and removed only through the sandbox address, "+
		"and only on sandbox accounts. Check that %s points at the sandbox (https://ads-api-sandbox.x.com, or the "+
		"emulator's address followed by /sandbox) and not at the advertising API, and that account %s is a sandbox account.",
		fw.APIErrorDetail(err), fw.SettingRef("sandbox_ads_url"), accountID))
}
