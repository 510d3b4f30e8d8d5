package members

import (
	"errors"
	"strings"
)

// normalizeDeviceID follows 2.4's three forms of a device id:
//
//   - IDFA: "lower-case, with dashes" (`4b61639e-47cc-4056-a16a-c8217e029462`);
//   - AdID (Google advertising id): "as on the device, not upper-cased, with dashes";
//   - Android id: "as on the device, not upper-cased, no dashes or spaces" (`af3802a465767e36`).
//
// An IDFA and an AdID share one form, 8-4-4-4-12 hexadecimal digits with dashes, and a value does not say
// which it is; lower-casing serves both, since an AdID is lower-case on the device, so lower-casing
// restores it "as on the device" and never upper-cases it. Any other value is taken for an Android id:
// its case is kept, and its dashes and spaces are removed. 2.4 gives no other form, and its own example
// device id, `123456` (endpoint 12), is none of the three shapes, so no shape is required of an Android
// id. The older CRM section's rule (device ids never lower-cased, HMAC hashing) is the file partners'
// and does not apply to this endpoint (2.4, gap 2).
func normalizeDeviceID(value string) (string, error) {
	v := strings.TrimSpace(value)
	if isIDFAOrAdID(v) {
		return strings.ToLower(v), nil
	}
	v = strings.NewReplacer("-", "", " ", "").Replace(v)
	if v == "" {
		return "", errors.New("not a device id: only dashes and spaces")
	}
	return v, nil
}

// isIDFAOrAdID reports whether v has the form an IDFA and an AdID share: hexadecimal digits in groups of
// 8, 4, 4, 4 and 12, joined by dashes.
func isIDFAOrAdID(v string) bool {
	groups := strings.Split(v, "-")
	if len(groups) != 5 {
		return false
	}
	for i, want := range []int{8, 4, 4, 4, 12} {
		if len(groups[i]) != want || strings.Trim(groups[i], "0123456789abcdefABCDEF") != "" {
			return false
		}
	}
	return true
}
