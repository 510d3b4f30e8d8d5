package fw

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// AddAPIError reports a failed call: the summary says what failed, the detail carries the service's
// status, code, message and parameter so the user can act on it.
func AddAPIError(diags *diag.Diagnostics, summary string, err error) {
	if AddMissingCredentials(diags, err) {
		return
	}
	diags.AddError(summary, APIErrorDetail(err))
}

// APIErrorDetail renders an error of the client for a diagnostic's detail.
func APIErrorDetail(err error) string {
	var connErr *adsapi.ConnectionError
	if errors.As(err, &connErr) {
		return connectionErrorDetail(connErr)
	}
	var malformed *adsapi.MalformedAnswerError
	if errors.As(err, &malformed) {
		return err.Error() + ".\n\nThe provider did not believe this answer: nothing in it was taken as the service's " +
			"word. If it happens again, something between the provider and the service (a proxy, a gateway) may be " +
			"changing the service's answers."
	}
	var apiErr *adsapi.Error
	if !errors.As(err, &apiErr) {
		return err.Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "The service answered %s %s with HTTP %d", apiErr.Method, apiErr.Path, apiErr.StatusCode)
	if apiErr.Code != "" {
		fmt.Fprintf(&b, " %s", apiErr.Code)
	}
	b.WriteString(".")
	details := apiErr.Errors
	if len(details) == 0 {
		details = []adsapi.ErrorDetail{{Code: apiErr.Code, Message: apiErr.Message, Parameter: apiErr.Parameter}}
	}
	for _, d := range details {
		if d.Message != "" {
			fmt.Fprintf(&b, "\n\n%s", d.Message)
		}
		if d.Parameter != "" {
			fmt.Fprintf(&b, " (parameter: %s)", d.Parameter)
		}
	}
	if apiErr.Hint != "" {
		fmt.Fprintf(&b, "\n\n%s", apiErr.Hint)
	}
	if advice := answerAdvice(apiErr); advice != "" {
		fmt.Fprintf(&b, "\n\n%s", advice)
	}
	return b.String()
}

// AddCreateError reports a failed create. The client has already looked for what a create with a lost
// answer made (adopting a single identical object, sending the create again when nothing was made), so what
// reaches here is either several identical candidates, or answers lost on every attempt, or the service's
// refusal. importPrefix is what precedes an object's id in this resource's import id ("ACCOUNT_ID/").
func AddCreateError(diags *diag.Diagnostics, summary, entity, name, importPrefix string, err error) {
	var connErr *adsapi.ConnectionError
	var ambiguous *creates.AmbiguousCreateError
	switch {
	case errors.As(err, &ambiguous):
		diags.AddError(summary, APIErrorDetail(ambiguous.Cause)+"\n\n"+ambiguous.Explain(importPrefix))
	case adsapi.MayHaveActed(err):
		diags.AddError(summary, fmt.Sprintf("%s\n\nThe service may have acted on the request, so the %s may have "+
			"been created anyway, and the provider could not find out. If a %s named %q now exists, import it "+
			"(terraform import with the id %sID, or an import block) instead of applying again, or delete it.",
			APIErrorDetail(err), entity, entity, name, importPrefix))
	case errors.As(err, &connErr):
		diags.AddError(summary, fmt.Sprintf("%s\n\nNothing was created: the request never reached the service. "+
			"Apply again once the service is reachable.", APIErrorDetail(err)))
	default:
		AddAPIError(diags, summary, err)
	}
}

// AddAttrError names the attribute in the detail too: Terraform can only point at the source of a whole
// list expression, so without it the user would not see which element is at fault.
func AddAttrError(diags *diag.Diagnostics, p path.Path, summary, detail string) {
	diags.AddAttributeError(p, summary, fmt.Sprintf("Attribute %s: %s", p, detail))
}
