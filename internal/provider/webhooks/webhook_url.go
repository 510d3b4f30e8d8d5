package webhooks

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// maxWebhookURL is the longest url the service registers (spec section 1: 1 to 200 characters).
const maxWebhookURL = 200

// webhookURL checks a webhook's url at plan by the spec's rules that the configuration shows: 1 to 200
// characters, an absolute https URL with no port. Whether the address is reachable from the public internet,
// and whether the app already registered it, only the service knows. A loopback address passes whatever its
// scheme and port: the emulator takes it, so that a handler on the user's machine can be tested, and the
// real service refuses it with UrlValidationFailed.
type webhookURL struct{}

var _ validator.String = webhookURL{}

func (webhookURL) Description(context.Context) string {
	return fmt.Sprintf("must be an https URL without a port, at most %d characters (a loopback address such as http://127.0.0.1:8090/webhook passes for the emulator)", maxWebhookURL)
}

func (v webhookURL) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (v webhookURL) ValidateString(ctx context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	s := req.ConfigValue.ValueString()
	if problem := webhookURLProblem(s); problem != "" {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid webhook URL",
			fmt.Sprintf("Attribute %s %s: %s.", req.Path, v.Description(ctx), problem))
	}
}

// webhookURLProblem says what is wrong with s as a webhook's url, or "" when nothing is.
func webhookURLProblem(s string) string {
	switch n := utf8.RuneCountInString(s); {
	case n == 0:
		return "it is empty"
	case n > maxWebhookURL:
		return fmt.Sprintf("it has %d characters", n)
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return fmt.Sprintf("%q is not an absolute https URL", s)
	}
	if isLoopback(u.Hostname()) {
		return ""
	}
	if u.Scheme != "https" {
		return fmt.Sprintf("the service calls webhooks over https only; write %q", "https://"+strings.TrimPrefix(s, "http://"))
	}
	if u.Port() != "" {
		return fmt.Sprintf("the service refuses a URL with a port (%s); serve the webhook on 443 and leave the port out", u.Port())
	}
	return ""
}

// isLoopback reports whether host names this machine: localhost, 127.0.0.0/8 or ::1.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
