package fw

import (
	"fmt"
	"strings"
)

// EnvName is the environment variable of a provider setting: ADSAPI_ and the setting in capitals.
func EnvName(setting string) string { return "ADSAPI_" + strings.ToUpper(setting) }

// SettingRef names a provider setting with its variable, as messages show it:
// "access_token (ADSAPI_ACCESS_TOKEN)".
func SettingRef(setting string) string { return fmt.Sprintf("%s (%s)", setting, EnvName(setting)) }
