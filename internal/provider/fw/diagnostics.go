package fw

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
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
	var connErr *transport.ConnectionError
	if errors.As(err, &connErr) {
		return connectionErrorDetail(connErr)
	}
	var malformed *transport.MalformedAnswerError
	if errors.As(err, &malformed) {
		return err.Error() + ".\n\nThe provider did not believe this answer: nothing in it was taken as the service's " +
			"word. If it happens again, something between the provider and the service (a proxy, a gateway) may be " +
			"changing the service's answers."
	}
	var apiErr *transport.Error
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
		details = []transport.ErrorDetail{{Code: apiErr.Code, Message: apiErr.Message, Parameter: apiErr.Parameter}}
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

// AddAttrError names the attribute in the detail too: Terraform can only point at the source of a whole
// list expression, so without it the user would not see which element is at fault.
func AddAttrError(diags *diag.Diagnostics, p path.Path, summary, detail string) {
	diags.AddAttributeError(p, summary, fmt.Sprintf("Attribute %s: %s", p, detail))
}
