package fw

import (
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// TestMissingCredentialsPointAtTheVariables: each missing-credentials detail sends the user to the
// environment variables first, and says why the provider block is the lesser place.
func TestMissingCredentialsPointAtTheVariables(t *testing.T) {
	t.Parallel()
	details := map[string]string{
		"one setting":  MissingCredentialsDetail("OAuth 2.0 user", []string{"oauth2_access_token"}),
		"two settings": MissingCredentialsDetail("OAuth 1.0a user context", []string{"consumer_key", "consumer_secret"}),
		"alternatives": MissingAnyCredentialsDetail(&transport.MissingCredentialsError{
			Scheme: "OAuth 2.0 user", Settings: []string{"oauth2_access_token"},
			Alternatives: []transport.MissingCredentialsError{{Scheme: "app-only bearer", Settings: []string{"bearer_token"}}},
		}),
	}
	for name, detail := range details {
		variables := strings.Index(detail, "environment variable")
		block := strings.Index(detail, "provider block")
		if variables < 0 || block < variables {
			t.Errorf("%s: the environment variables must come first, then the provider block:\n%s", name, detail)
		}
		if !strings.Contains(detail, "plan files") || !strings.Contains(detail, "terraform show -json") {
			t.Errorf("%s: says nothing of plan files keeping the provider block's values:\n%s", name, detail)
		}
	}
	if d := details["one setting"]; !strings.Contains(d, "oauth2_access_token (ADSAPI_OAUTH2_ACCESS_TOKEN) is not set. Set it through its environment variable.") {
		t.Errorf("one setting:\n%s", d)
	}
	if d := details["two settings"]; !strings.Contains(d, "are not set. Set them through their environment variables.") {
		t.Errorf("two settings:\n%s", d)
	}
}
