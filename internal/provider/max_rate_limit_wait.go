package provider

import (
	"fmt"
	"os"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// maxRateLimitWaitSetting bounds each wait for a rate-limit window; the client's errors name it and its
// variable when a window reopens later.
const maxRateLimitWaitSetting = "max_rate_limit_wait"

// resolveMaxRateLimitWait takes max_rate_limit_wait from the configuration (checked at plan time by the
// schema's validator), then ADSAPI_MAX_RATE_LIMIT_WAIT, then the client's default. An unknown value falls
// through as request_timeout does: the bound cannot depend on another resource, and the default is safe.
func resolveMaxRateLimitWait(v types.String, resp *provider.ConfigureResponse) (time.Duration, bool) {
	name := fw.EnvName(maxRateLimitWaitSetting)
	value, source := v.ValueString(), maxRateLimitWaitSetting
	if v.IsNull() || v.IsUnknown() {
		value, source = os.Getenv(name), name
		if value == "" {
			return transport.DefaultMaxRateLimitWait, true
		}
	}
	d, err := time.ParseDuration(value)
	if err != nil || d <= 0 {
		resp.Diagnostics.AddAttributeError(path.Root(maxRateLimitWaitSetting), "Invalid "+source,
			fmt.Sprintf(`%s must be a duration such as "15m" or "1h", more than 0; got %q.`, source, value))
		return 0, false
	}
	return d, true
}
