package webhooks

import (
	"errors"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// crcFailure explains a CRC that did not pass and what the handler must answer; the service's own words
// (what the handler did answer) follow it. The secret is named, never shown: the provider holds it only as a
// credential.
func crcFailure(url, outcome string) string {
	return fmt.Sprintf("The service called %s with its challenge-response check (CRC), and the answer did not pass "+
		"(CrcValidationFailed). %s\n\n%s The key is the consumer secret of the app that owns the credentials the "+
		"provider uses (its consumer_secret setting, or ADSAPI_CONSUMER_SECRET), even when the provider calls with the "+
		"bearer token alone.", url, outcome, descCRCAnswer)
}

// addWebhookError explains the failure reasons the webhook endpoints name, and falls back to the service's
// answer for the others. outcome says what became of the webhook ("Nothing was registered.").
func addWebhookError(diags *diag.Diagnostics, summary, url, outcome string, err error) {
	var we *adsapi.WebhookError
	if !errors.As(err, &we) {
		fw.AddAPIError(diags, summary, err)
		return
	}
	switch we.Reason {
	case adsapi.ReasonCrcValidationFailed:
		diags.AddAttributeError(path.Root("url"), summary, crcFailure(url, outcome)+"\n\n"+fw.APIErrorDetail(err))
	case adsapi.ReasonURLValidationFailed:
		diags.AddAttributeError(path.Root("url"), summary, fmt.Sprintf("The service refuses %s as a webhook URL "+
			"(UrlValidationFailed): it must be an https URL without a port, reachable from the public internet. %s\n\n%s",
			url, outcome, fw.APIErrorDetail(err)))
	case adsapi.ReasonWebhookLimitExceeded:
		diags.AddError(summary, "The developer account has all the webhooks its plan allows (WebhookLimitExceeded; "+
			"Pay Per Use allows one, shared by all its apps): delete one, or import the one there is with "+
			"`terraform import adsapi_webhook.NAME ID` (data \"adsapi_webhooks\" lists them). "+outcome+"\n\n"+fw.APIErrorDetail(err))
	default:
		fw.AddAPIError(diags, summary, err)
	}
}
