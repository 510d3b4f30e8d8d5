package fw

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// MissingCredentialsSummary is the summary of every missing-credentials diagnostic, whichever path
// (configure, plan, refresh, import, data source) finds it.
const MissingCredentialsSummary = "Missing credentials"

// MissingCredentialsDetail says which settings a scheme lacks, with their variables, and how to set them.
func MissingCredentialsDetail(scheme string, settings []string) string {
	refs := make([]string, len(settings))
	for i, s := range settings {
		refs[i] = SettingRef(s)
	}
	return fmt.Sprintf("The %s credentials are incomplete: %s %s not set. %s", scheme, strings.Join(refs, ", "),
		isOrAre(len(refs)), SetCredentialsAdvice(len(refs)))
}

// SetCredentialsAdvice says where to set n missing credentials: their environment variables first, since
// Terraform keeps what the provider block holds in saved plans.
func SetCredentialsAdvice(n int) string {
	return fmt.Sprintf("Set %s through %s. The provider block takes %s too, but Terraform saves the provider "+
		"block's values in plan files (terraform plan -out), where terraform show -json prints them although "+
		"they are sensitive; a value the provider reads from the environment never reaches a plan.",
		itOrThem(n), itsOrTheirVariables(n), itOrThem(n))
}

// MissingAnyCredentialsDetail is MissingCredentialsDetail for an endpoint that accepts several schemes:
// each scheme with the settings it lacks, in the order the provider prefers them.
func MissingAnyCredentialsDetail(missing *transport.MissingCredentialsError) string {
	if len(missing.Alternatives) == 0 {
		return MissingCredentialsDetail(missing.Scheme, missing.Settings)
	}
	lines := []string{"This needs one of these credentials, none of which is complete:"}
	for _, m := range append([]transport.MissingCredentialsError{*missing}, missing.Alternatives...) {
		refs := make([]string, len(m.Settings))
		for i, s := range m.Settings {
			refs[i] = SettingRef(s)
		}
		lines = append(lines, fmt.Sprintf("  - %s: set %s", m.Scheme, strings.Join(refs, ", ")))
	}
	lines = append(lines, SetCredentialsAdvice(2))
	return strings.Join(lines, "\n")
}

// AddMissingCredentials reports err when it is a *transport.MissingCredentialsError and says whether it did,
// so that every path reports missing credentials with the same words.
func AddMissingCredentials(diags *diag.Diagnostics, err error) bool {
	var missing *transport.MissingCredentialsError
	if !errors.As(err, &missing) {
		return false
	}
	diags.AddError(MissingCredentialsSummary, MissingAnyCredentialsDetail(missing))
	return true
}

func isOrAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

func itOrThem(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

func itsOrTheirVariables(n int) string {
	if n == 1 {
		return "its environment variable"
	}
	return "their environment variables"
}
