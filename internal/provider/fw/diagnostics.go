package fw

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
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
	return b.String()
}

// AddCreateError reports a failed create. When the request may have reached the service (a lost or late
// answer, a 5xx), the entity may exist; the provider never repeats a create (that could make two), so it
// tells the user how to recover. When the service cannot have acted it says so, so that nobody hunts for
// an entity that was never made.
func AddCreateError(diags *diag.Diagnostics, summary, entity, name string, err error) {
	var connErr *adsapi.ConnectionError
	switch {
	case adsapi.MayHaveActed(err):
		diags.AddError(summary, fmt.Sprintf("%s\n\nThe service may have acted on the request, so the %s may have "+
			"been created anyway; the provider does not send it again, since that could make a second one. If a "+
			"%s named %q now exists in the account, import it (terraform import, or an import block) instead of "+
			"applying again, or delete it.", APIErrorDetail(err), entity, entity, name))
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
