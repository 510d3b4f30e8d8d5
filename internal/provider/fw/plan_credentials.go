package fw

import (
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// PlanAdsCredentials fails the plan of an advertising API resource when its OAuth 1.0a credentials are
// incomplete, naming the missing settings, so that nothing is planned that apply could not send. Resources
// that are not account-scoped (a scheduled feed belongs to a product catalog) call it from ModifyPlan;
// PlanAccountScoped calls it for the others.
func PlanAdsCredentials(data *ProviderData, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() || data == nil {
		return // a destroy needs no new check, and an unconfigured provider has nothing to check yet
	}
	AddMissingCredentials(&resp.Diagnostics, data.Client.CheckAdsCredentials())
}
