package members

import (
	"crypto/sha256"
	"encoding/hex"
)

// Hash normalizes value (Normalize) and returns what a member object carries for it: SHA-256 of the
// normalized value, unsalted, as 64 lower-case hexadecimal digits (2.4, and gap 2's reading: the
// reference's salted and HMAC hashing is the file partners' and not this endpoint's), or the normalized
// value itself for the one type sent unhashed, partner_user_id.
func Hash(kindName, value string) (string, error) {
	k, err := lookup(kindName)
	if err != nil {
		return "", err
	}
	normalized, err := Normalize(kindName, value)
	if err != nil || !k.hashed {
		return normalized, err
	}
	sum := sha256.Sum256([]byte(normalized))
	return hex.EncodeToString(sum[:]), nil
}
