package provider

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// checkAccountID refuses a default account_id that no ads account has, before anything is sent: account
// ids are letters and digits only (base 36), so a stray space or line break, easily carried in by a copied
// value or an environment file, would otherwise travel in every path (%20) and fail each request with an
// ACCOUNT_NOT_FOUND that names neither the setting nor its variable. fromEnv says where the value came from.
func checkAccountID(value string, fromEnv bool, diags *diag.Diagnostics) {
	if value == "" || fw.IsID(value) {
		return
	}
	env := fw.EnvName("account_id")
	setting, fix := "The provider's account_id", "Correct account_id in the provider block (or remove it and set "+env+")"
	if fromEnv {
		setting, fix = "The environment variable "+env+", which gives the provider's account_id,", "Correct "+env+
			" (or set account_id in the provider block, which wins over it)"
	}
	diags.AddAttributeError(path.Root("account_id"), "Invalid account_id", fmt.Sprintf("%s is %q: that is no ads "+
		"account id, it holds %s. Ads account ids are letters and digits only, such as 18ce54d4x5t. %s; the data source "+
		"adsapi_ads_accounts lists the accounts these credentials can reach.", setting, value, firstStrayCharacter(value), fix))
}

// firstStrayCharacter describes the first character of s that is not an ASCII letter or digit, and where
// it is; s holds one (IsID refused it).
func firstStrayCharacter(s string) string {
	i := strings.IndexFunc(s, func(r rune) bool {
		return r >= utf8.RuneSelf || (!unicode.IsLetter(r) && !unicode.IsDigit(r))
	})
	r, size := utf8.DecodeRuneInString(s[i:])
	where := fmt.Sprintf("at position %d", utf8.RuneCountInString(s[:i])+1)
	switch {
	case i == 0:
		where = "at the start"
	case i+size == len(s):
		where = "at the end"
	}
	return characterName(r) + " " + where
}

// characterName names a character so that the invisible ones can be seen.
func characterName(r rune) string {
	switch r {
	case ' ':
		return "a space"
	case '\t':
		return "a tab"
	case '\n', '\r':
		return "a line break"
	}
	if unicode.IsSpace(r) || !unicode.IsPrint(r) {
		return fmt.Sprintf("an invisible character (%U)", r)
	}
	return fmt.Sprintf("the character %q", r)
}
