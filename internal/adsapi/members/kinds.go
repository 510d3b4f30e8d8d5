package members

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// The identifier types of a member object, spelled as the keys the service takes (spec 2.4).
const (
	Email         = "email"
	PhoneNumber   = "phone_number"
	DeviceID      = "device_id"
	Handle        = "handle"
	TwitterID     = "twitter_id"
	PartnerUserID = "partner_user_id"
)

// ErrUnknownKind is wrapped by the error for a type that is none of Kinds, so that a caller can tell a
// wrong type from a wrong value and blame the right argument or column.
var ErrUnknownKind = errors.New("unknown identifier type")

// kind is what section 2.4 says of one identifier type: how its values are normalized, and whether the
// normalized value is sent hashed (every type but partner_user_id).
type kind struct {
	normalize func(string) (string, error)
	hashed    bool
}

var kinds = map[string]kind{
	Email:         {normalizeEmail, true},
	PhoneNumber:   {normalizePhoneNumber, true},
	DeviceID:      {normalizeDeviceID, true},
	Handle:        {normalizeHandle, true},
	TwitterID:     {normalizeTwitterID, true},
	PartnerUserID: {normalizePartnerUserID, false},
}

// Kinds lists the identifier types, sorted.
func Kinds() []string {
	out := make([]string, 0, len(kinds))
	for k := range kinds {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Hashed reports whether values of the type are sent hashed; an unknown type is not.
func Hashed(kindName string) bool {
	return kinds[kindName].hashed
}

// lookup returns the rules of a type, or an error that lists the types without quoting the one given.
func lookup(kindName string) (kind, error) {
	k, ok := kinds[kindName]
	if !ok {
		return kind{}, fmt.Errorf("%w: the types are %s", ErrUnknownKind, strings.Join(Kinds(), ", "))
	}
	return k, nil
}
