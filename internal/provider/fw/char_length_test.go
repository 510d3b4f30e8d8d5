package fw

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// validateChars runs v on value at attribute "name" and returns the error details, "" when valid.
func validateChars(t *testing.T, v validator.String, value types.String) string {
	t.Helper()
	resp := &validator.StringResponse{}
	v.ValidateString(context.Background(), validator.StringRequest{Path: path.Root("name"), ConfigValue: value}, resp)
	var details []string
	for _, d := range resp.Diagnostics.Errors() {
		details = append(details, d.Detail())
	}
	return strings.Join(details, "\n")
}

// TestCharLength_countsCharacters: multi-byte text is measured in code points, not bytes, at every bound.
func TestCharLength_countsCharacters(t *testing.T) {
	for name, c := range map[string]struct {
		v     validator.String
		value string
		want  string // the error detail, "" when valid
	}{
		"80 two-byte characters fit 80":            {CharLengthBetween(1, 80), strings.Repeat("é", 80), ""},
		"81 two-byte characters exceed 80":         {CharLengthBetween(1, 80), strings.Repeat("é", 81), "Attribute name must be between 1 and 80 characters, got: 81"},
		"9 three-byte characters fit 25":           {CharLengthBetween(1, 25), "東京は晴れでしょう", ""},
		"25 four-byte characters fit 25":           {CharLengthBetween(1, 25), strings.Repeat("😀", 25), ""},
		"26 four-byte characters exceed 25":        {CharLengthBetween(1, 25), strings.Repeat("😀", 26), "Attribute name must be between 1 and 25 characters, got: 26"},
		"empty is below 1":                         {CharLengthBetween(1, 80), "", "Attribute name must be between 1 and 80 characters, got: 0"},
		"at most: empty passes":                    {CharLengthAtMost(80), "", ""},
		"at most: 80 three-byte characters fit":    {CharLengthAtMost(80), strings.Repeat("日", 80), ""},
		"at most: 81 ASCII characters exceed":      {CharLengthAtMost(80), strings.Repeat("n", 81), "Attribute name must be at most 80 characters, got: 81"},
		"at least: 16 characters of 32 bytes pass": {CharLengthAtLeast(16), strings.Repeat("é", 16), ""},
		"at least: 15 characters of 30 bytes fail": {CharLengthAtLeast(16), strings.Repeat("é", 15), "Attribute name must be at least 16 characters, got: 15"},
		"at least: a long text has no upper bound": {CharLengthAtLeast(1), strings.Repeat("x", 100000), ""},
		// A decomposed é (e and a combining accent) is two code points. Terraform turns configuration
		// literals into the composed form (NFC) before the provider sees them.
		"combining accents count as characters": {CharLengthBetween(1, 25), strings.Repeat("e\u0301", 13), "Attribute name must be between 1 and 25 characters, got: 26"},
	} {
		t.Run(name, func(t *testing.T) {
			if got := validateChars(t, c.v, types.StringValue(c.value)); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestCharLength_skipsNullAndUnknown: a value not set or not yet known is judged later, not refused.
func TestCharLength_skipsNullAndUnknown(t *testing.T) {
	for _, v := range []types.String{types.StringNull(), types.StringUnknown()} {
		if got := validateChars(t, CharLengthBetween(1, 80), v); got != "" {
			t.Errorf("%s: got %q, want no error", v, got)
		}
	}
}

// TestCharLength_description: the documentation generated from the schema says characters.
func TestCharLength_description(t *testing.T) {
	ctx := context.Background()
	for v, want := range map[validator.String]string{
		CharLengthBetween(1, 200): "must be between 1 and 200 characters",
		CharLengthAtMost(80):      "must be at most 80 characters",
		CharLengthAtLeast(16):     "must be at least 16 characters",
	} {
		if got := v.MarkdownDescription(ctx); got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}
