package provider

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// requestTimeoutForm is what request_timeout and ADSAPI_REQUEST_TIMEOUT accept, said the same way in
// the schema's documentation and in both errors.
const requestTimeoutForm = `a duration greater than zero such as "30s", "2m" or "1m30s"`

// parseRequestTimeout reads a Go duration string; zero and negative durations are refused because
// they would leave no time for any answer.
func parseRequestTimeout(s string) (time.Duration, bool) {
	d, err := time.ParseDuration(s)
	return d, err == nil && d > 0
}

// requestTimeoutValidator checks request_timeout at plan time, so a bad value fails on the setting
// before any request.
type requestTimeoutValidator struct{}

func (requestTimeoutValidator) Description(context.Context) string {
	return "must be " + requestTimeoutForm
}

func (v requestTimeoutValidator) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (requestTimeoutValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if _, ok := parseRequestTimeout(req.ConfigValue.ValueString()); !ok {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid request_timeout",
			fmt.Sprintf("request_timeout must be %s, got %q.", requestTimeoutForm, req.ConfigValue.ValueString()))
	}
}

// resolveRequestTimeout takes request_timeout from the configuration, then ADSAPI_REQUEST_TIMEOUT, then
// the client's default. An unknown value falls through as max_retries does: a timeout cannot depend on
// another resource, and the client's default is safe.
func resolveRequestTimeout(v types.String, resp *provider.ConfigureResponse) (time.Duration, bool) {
	if !v.IsNull() && !v.IsUnknown() {
		// The validator has refused anything else already; parse again rather than trust that.
		d, ok := parseRequestTimeout(v.ValueString())
		if !ok {
			resp.Diagnostics.AddAttributeError(path.Root("request_timeout"), "Invalid request_timeout",
				fmt.Sprintf("request_timeout must be %s, got %q.", requestTimeoutForm, v.ValueString()))
		}
		return d, ok
	}
	name := fw.EnvName("request_timeout")
	env := os.Getenv(name)
	if env == "" {
		return transport.DefaultRequestTimeout, true
	}
	d, ok := parseRequestTimeout(env)
	if !ok {
		resp.Diagnostics.AddAttributeError(path.Root("request_timeout"), "Invalid "+name,
			fmt.Sprintf("%s must be %s, got %q.", name, requestTimeoutForm, env))
	}
	return d, ok
}
