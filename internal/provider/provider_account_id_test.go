package provider

import (
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
)

func TestFirstStrayCharacter(t *testing.T) {
	t.Parallel()
	for value, want := range map[string]string{
		"18ce54d4x5t ":       "a space at the end",
		" 18ce54d4x5t":       "a space at the start",
		"18ce54d4x5t\n":      "a line break at the end",
		"18ce\t54d4x5t":      "a tab at position 5",
		"18ce-54d4x5t":       "the character '-' at position 5",
		"18cé54d4x5t":        "the character 'é' at position 4",
		"18ce\u200b54d4x5t":  "an invisible character (U+200B) at position 5",
		"18ce54d4x5t\u00a0":  "an invisible character (U+00A0) at the end",
		"acct/18ce54d4x5t/x": "the character '/' at position 5",
	} {
		if got := firstStrayCharacter(value); got != want {
			t.Errorf("firstStrayCharacter(%q) = %q, want %q", value, got, want)
		}
	}
}

func TestCheckAccountIDNamesTheSettingAndItsSource(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"", "18ce54d4x5t", "GQ180Y"} {
		var diags diag.Diagnostics
		if checkAccountID(ok, false, &diags); diags.HasError() {
			t.Errorf("%q refused: %v", ok, diags)
		}
	}
	var fromEnv, fromBlock diag.Diagnostics
	checkAccountID("18ce54d4x5t ", true, &fromEnv)
	checkAccountID("18ce54d4x5t ", false, &fromBlock)
	if len(fromEnv) != 1 || fromEnv[0].Summary() != "Invalid account_id" {
		t.Fatalf("from the environment: %v", fromEnv)
	}
	for _, want := range []string{
		`The environment variable ADSAPI_ACCOUNT_ID, which gives the provider's account_id, is "18ce54d4x5t "`,
		"it holds a space at the end", "Correct ADSAPI_ACCOUNT_ID",
	} {
		if !strings.Contains(fromEnv[0].Detail(), want) {
			t.Errorf("detail lacks %q:\n%s", want, fromEnv[0].Detail())
		}
	}
	for _, want := range []string{`The provider's account_id is "18ce54d4x5t "`, "Correct account_id in the provider block (or remove it and set ADSAPI_ACCOUNT_ID)"} {
		if len(fromBlock) != 1 || !strings.Contains(fromBlock[0].Detail(), want) {
			t.Errorf("from the provider block, want %q: %v", want, fromBlock)
		}
	}
}
