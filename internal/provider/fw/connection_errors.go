package fw

import (
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// requestTimeoutSetting is the provider setting that bounds one attempt; a timeout names it.
const requestTimeoutSetting = "request_timeout"

// connectionErrorDetail renders a call that got no answer: where the provider tried to connect and which
// setting (and variable) chose that address, so the user can tell a wrong address from a service that is
// down or slow.
func connectionErrorDetail(e *transport.ConnectionError) string {
	where := fmt.Sprintf("%s (%s, %s)", e.Address, e.Setting, EnvName(e.Setting))
	attempts := ""
	if e.Attempts > 1 {
		attempts = fmt.Sprintf(" after %d attempts", e.Attempts)
	}
	switch {
	case !e.Sent:
		return fmt.Sprintf("Could not connect to the service at %s for %s %s%s: %v.\n\n"+
			"Check that %s (environment variable %s) is the address of the service and that the service is "+
			"running and reachable from here.",
			where, e.Method, e.Path, attempts, e.Err, e.Setting, EnvName(e.Setting))
	case e.Timeout:
		return fmt.Sprintf("The service at %s did not answer %s %s within %s (%s, %s)%s.\n\n"+
			"If the service is slow rather than stuck, raise %s; otherwise check that %s points at the service.",
			where, e.Method, e.Path, e.Limit, requestTimeoutSetting, EnvName(requestTimeoutSetting), attempts,
			requestTimeoutSetting, e.Setting)
	default:
		return fmt.Sprintf("The connection to the service at %s ended before an answer to %s %s arrived%s: %v.",
			where, e.Method, e.Path, attempts, e.Err)
	}
}
