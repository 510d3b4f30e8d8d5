package fw

import (
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// PlanAdsCredentials fails the plan of an advertising API resource when its OAuth 1.0a credentials are
// incomplete, naming the missing settings, so that nothing is planned that apply could not send. Resources
// that are not account-scoped (a scheduled feed belongs to a product catalog) call it from ModifyPlan;
// PlanAccountScoped calls it for the others.
func PlanAdsCredentials(data *ProviderData, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	PlanCredentials(data, req, resp, transport.OAuth1User)
}

// PlanCredentials fails the plan of a resource whose endpoints accept only schemes when none of them is
// configured, naming each scheme's missing settings. A resource that calls several endpoints calls it once
// per endpoint group.
func PlanCredentials(data *ProviderData, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse, schemes ...transport.AuthScheme) {
	if req.Plan.Raw.IsNull() || data == nil {
		return // a destroy needs no new check, and an unconfigured provider has nothing to check yet
	}
	AddMissingCredentials(&resp.Diagnostics, data.Client.CheckCredentials(schemes...))
}
