package provider

import (
	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// literalCredentialWarning ends the description of every credential setting. Sensitive hides a value from
// plan and apply output, but Terraform core saves the provider block's values (and the variables they come
// from) in a saved plan, where `terraform show -json` prints them; a value the provider reads from the
// environment itself never reaches a plan.
const literalCredentialWarning = "Prefer the environment variable: a value given in the provider block (written " +
	"there or passed in a Terraform variable) is saved by Terraform in plan files (`terraform plan -out`), and " +
	"`terraform show -json` of such a plan shows it, although the setting is sensitive. A value the provider reads " +
	"from the environment variable never reaches a plan."

// oauth1Settings are the four settings of OAuth 1.0a user context: one is useless without the others.
var oauth1Settings = []string{"consumer_key", "consumer_secret", "access_token", "access_token_secret"}

// checkCredentials reports, once per run, credentials that cannot work whatever the configuration
// declares: OAuth 1.0a settings given in part, or no credential at all. Reported here, Terraform stops
// before planning any resource, instead of repeating the same error for each one. A scheme left out
// entirely is fine while nothing needs it: resources and data sources report it when they do.
func checkCredentials(values map[string]string, diags *diag.Diagnostics) {
	var missing []string
	for _, s := range oauth1Settings {
		if values[s] == "" {
			missing = append(missing, s)
		}
	}
	if len(missing) > 0 && len(missing) < len(oauth1Settings) {
		diags.AddError(fw.MissingCredentialsSummary, fw.MissingCredentialsDetail("OAuth 1.0a user context", missing))
		return
	}
	if len(missing) == len(oauth1Settings) && values["bearer_token"] == "" && values["oauth2_access_token"] == "" {
		diags.AddError(fw.MissingCredentialsSummary, "No credentials are configured. The advertising API needs "+
			"OAuth 1.0a user context: "+refs(oauth1Settings)+". The core platform endpoints also take "+
			refs([]string{"bearer_token", "oauth2_access_token"})+". "+fw.SetCredentialsAdvice(2))
	}
}

func refs(settings []string) string {
	out := ""
	for i, s := range settings {
		switch {
		case i == 0:
		case i == len(settings)-1:
			out += " and "
		default:
			out += ", "
		}
		out += fw.SettingRef(s)
	}
	return out
}
