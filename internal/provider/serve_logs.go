package provider

import (
	"os"
	"sort"
	"strings"
)

// quietLogVariables turn off every logger of the provider process: the SDK's root logger
// (terraform-plugin-go), its protocol and framework subsystems, the provider's root logger
// (named after the provider address, TF_LOG_PROVIDER_ADSAPI) and the API client's subsystem.
var quietLogVariables = []string{
	"TF_LOG_SDK",
	"TF_LOG_SDK_PROTO",
	"TF_LOG_SDK_FRAMEWORK",
	"TF_LOG_PROVIDER_ADSAPI",
	"TF_LOG_PROVIDER_ADSAPI_API",
}

// quietLogEnv decides, from the process environment (os.Environ form), which variables to
// set so that the provider spends nothing on log lines nobody will read.
//
// terraform-plugin-log logs at TRACE when no variable sets a level, and Terraform keeps a
// provider's lines only when TF_LOG or TF_LOG_PROVIDER asks for them (TF_LOG_CORE and
// TF_LOG_PATH alone do not). So when no TF_LOG, TF_LOG_PROVIDER* or TF_LOG_SDK* variable
// names a level other than OFF, every logger is turned off; when one does, nothing changes
// and every line is there as before. TF_LOG_SDK_PROTO_DATA_DIR is not a level and asks for
// no lines. The answer is nil when nothing is to be set.
func quietLogEnv(environ []string) map[string]string {
	for _, kv := range environ {
		name, value, _ := strings.Cut(kv, "=")
		if asksForLines(name, value) {
			return nil
		}
	}
	out := make(map[string]string, len(quietLogVariables))
	for _, name := range quietLogVariables {
		out[name] = "OFF"
	}
	return out
}

// asksForLines reports whether the variable name=value makes Terraform keep, or the
// provider's loggers write, the provider's lines.
func asksForLines(name, value string) bool {
	value = strings.TrimSpace(value)
	if value == "" || strings.EqualFold(value, "OFF") {
		return false
	}
	switch {
	case name == "TF_LOG", name == "TF_LOG_PROVIDER", name == "TF_LOG_SDK":
		return true
	case name == "TF_LOG_SDK_PROTO_DATA_DIR":
		return false
	case strings.HasPrefix(name, "TF_LOG_PROVIDER_"), strings.HasPrefix(name, "TF_LOG_SDK_"):
		return true
	}
	return false
}

// quietLogs applies quietLogEnv to the process environment before the server starts: the
// loggers read their levels from it when each request sets them up.
func quietLogs() {
	env := quietLogEnv(os.Environ())
	names := make([]string, 0, len(env))
	for name := range env {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		_ = os.Setenv(name, env[name])
	}
}
