package members

import (
	"errors"
	"strings"
)

// Normalize writes value in the form section 2.4 gives its type, the form that is hashed, or refuses it
// when it is not an identifier of that type. The error never quotes value.
//
// Surrounding white space: 2.4 says to remove leading and trailing spaces of emails and handles. It is
// removed from every hashed type here, tabs and a line's carriage return included, since no identifier
// of those types holds it; partner_user_id is normalized by "none" and kept exactly as written. A value
// that is empty or only white space is no identifier of any type.
func Normalize(kindName, value string) (string, error) {
	k, err := lookup(kindName)
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(value) == "" {
		return "", errors.New("no identifier: the value is empty or white space")
	}
	return k.normalize(value)
}

// normalizeEmail: leading and trailing spaces removed, lower-cased (2.4: `support@twitter.com`). 2.4
// gives no grammar of addresses, so the only check is what makes a value an address at all: a local
// part, an @ and a domain.
func normalizeEmail(value string) (string, error) {
	v := strings.ToLower(strings.TrimSpace(value))
	at := strings.LastIndexByte(v, '@')
	switch {
	case at < 0:
		return "", errors.New("not an email address: no @")
	case at == 0:
		return "", errors.New("not an email address: nothing before the @")
	case at == len(v)-1:
		return "", errors.New("not an email address: nothing after the @")
	}
	return v, nil
}

// normalizeHandle: "no @, lower-case, leading and trailing spaces removed" (2.4: `jack`). The @ is the
// one a username is written with in front; one elsewhere cannot be removed without guessing, and the
// normalized form holds none, so it is refused.
func normalizeHandle(value string) (string, error) {
	v := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(value), "@"))
	switch {
	case v == "":
		return "", errors.New("not a handle: nothing after the @")
	case strings.Contains(v, "@"):
		return "", errors.New("not a handle: an @ other than a leading one")
	}
	return strings.ToLower(v), nil
}

// normalizeTwitterID: "the plain decimal integer" (2.4: `143567`): digits only, written without leading
// zeros.
func normalizeTwitterID(value string) (string, error) {
	v := strings.TrimSpace(value)
	if !allDigits(v) {
		return "", errors.New("not a numeric user id: only the digits 0 to 9 may be written")
	}
	if v = strings.TrimLeft(v, "0"); v == "" {
		return "0", nil
	}
	return v, nil
}

// normalizePhoneNumber takes the reading of 2.4: the audience pages give no normalization for phone
// numbers (gap 2), the conversion page of the same reference writes them in E.164 form with a leading +
// (`+11234567890`) before hashing. E.164 form is a + and at most 15 digits, country code first, and
// no country code starts with 0 (ITU-T E.164). The spec says nothing of other writings, and a number
// written without its country cannot be put in that form without guessing, so a value not already in it
// is refused rather than rewritten.
func normalizePhoneNumber(value string) (string, error) {
	v := strings.TrimSpace(value)
	digits, plus := strings.CutPrefix(v, "+")
	switch {
	case !plus:
		return "", errors.New("not a phone number in E.164 form: no leading +")
	case digits == "":
		return "", errors.New("not a phone number in E.164 form: no digits after the +")
	case !allDigits(digits):
		return "", errors.New("not a phone number in E.164 form: only digits may follow the + (no spaces, dashes or brackets)")
	case len(digits) > 15:
		return "", errors.New("not a phone number in E.164 form: more than 15 digits")
	case digits[0] == '0':
		return "", errors.New("not a phone number in E.164 form: the country code starts with 0")
	}
	return v, nil
}

// normalizePartnerUserID: 2.4 normalizes the partner's own id by "none", and sends it unhashed.
func normalizePartnerUserID(value string) (string, error) {
	return value, nil
}

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
