package adrules

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/types"
)

// TestWebURL: absolute http and https addresses pass, whatever their percent signs; an address without
// its scheme fails with the address it most likely meant; other schemes and hostless addresses fail
// without that suggestion.
func TestWebURL(t *testing.T) {
	const expected = "Attribute name must be an absolute http or https URL, such as https://example.com/sale, got "
	for name, c := range map[string]struct {
		value types.String
		want  string // the error detail, "" when valid
	}{
		"https":                   {types.StringValue("https://example.com/spring?utm=1"), ""},
		"http, as recorded cards": {types.StringValue("http://twitter.com/"), ""},
		"scheme in capitals":      {types.StringValue("HTTPS://example.com"), ""},
		"an escape":               {types.StringValue("https://example.com/spring%20sale"), ""},
		// An ad server's macro is no escape; the service judges it (a tracking tag's URL).
		"an ad server's macro": {types.StringValue("https://ad.doubleclick.net/ddm/trackimp/N1234.2061500;ord=%%CACHEBUSTER%%?"), ""},
		"null":                 {types.StringNull(), ""},
		"unknown":              {types.StringUnknown(), ""},
		"bare host and path": {types.StringValue("example.com/sale"),
			expected + `"example.com/sale". It has no scheme: write it as "https://example.com/sale".`},
		"scheme-relative": {types.StringValue("//example.com/sale"),
			expected + `"//example.com/sale". It has no scheme: write it as "https://example.com/sale".`},
		"other scheme":  {types.StringValue("ftp://example.com/sale"), expected + `"ftp://example.com/sale".`},
		"no host":       {types.StringValue("https:///sale"), expected + `"https:///sale".`},
		"scheme only":   {types.StringValue("https://"), expected + `"https://".`},
		"empty":         {types.StringValue(""), expected + `"".`},
		"opaque mailto": {types.StringValue("mailto:sales@example.com"), expected + `"mailto:sales@example.com".`},
	} {
		t.Run(name, func(t *testing.T) {
			if got := validateChars(t, WebURL(), c.value); got != c.want {
				t.Errorf("detail:\n got %q\nwant %q", got, c.want)
			}
		})
	}
}
