package adrules

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// webURL accepts what the service takes for a web address it sends people to: an absolute URL with an
// http or https scheme and a host. The spec gives no narrower rule (recorded cards lead to http:// as
// well as https:// addresses), so http stays allowed; what fails is an address the service cannot open,
// most often one written without its scheme ("example.com/sale"), which would otherwise be refused only
// at apply. A % that starts no escape is the service's to judge: ad servers' macros write them
// (ord=%%CACHEBUSTER%% in a tracking tag's URL), and the spec gives no rule against them.
type webURL struct{}

var _ validator.String = webURL{}

// WebURL checks a web address argument at plan time. Null and unknown values pass: Terraform validates
// again once a value is known.
func WebURL() validator.String { return webURL{} }

func (webURL) Description(context.Context) string {
	return "must be an absolute http or https URL, such as https://example.com/sale"
}

func (v webURL) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (v webURL) ValidateString(ctx context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	s := req.ConfigValue.ValueString()
	u, err := url.Parse(strings.ReplaceAll(s, "%", "%25"))
	if err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" {
		return
	}
	detail := fmt.Sprintf("Attribute %s %s, got %q.", req.Path, v.Description(ctx), s)
	if err == nil && u.Scheme == "" && strings.TrimLeft(s, "/") != "" {
		// The usual slip: a bare host and path. Show the address the user most likely meant.
		detail += fmt.Sprintf(" It has no scheme: write it as %q.", "https://"+strings.TrimLeft(s, "/"))
	}
	resp.Diagnostics.AddAttributeError(req.Path, "Invalid web address", detail)
}
