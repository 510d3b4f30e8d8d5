package wire

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// FlexString decodes a JSON string, a number (kept as its literal digits) or null (""). The
// service's types are not always the spec's: a scheduled feed's HOURLY repeat is a number in
// meaning, and TV show targeting values come as numbers too large for a float64.
type FlexString string

// UnmarshalJSON implements json.Unmarshaler.
func (f *FlexString) UnmarshalJSON(b []byte) error {
	switch {
	case bytes.Equal(b, []byte("null")):
		*f = ""
	case len(b) > 0 && b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return fmt.Errorf("decoding string: %w", err)
		}
		*f = FlexString(s)
	default:
		var n json.Number
		if err := json.Unmarshal(b, &n); err != nil {
			return fmt.Errorf("decoding string or number from %s: %w", b, err)
		}
		*f = FlexString(n.String())
	}
	return nil
}
