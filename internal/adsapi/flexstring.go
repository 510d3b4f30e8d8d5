package adsapi

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// FlexString decodes a JSON string, a number (kept in its exact decimal form) or null (""). The service
// sends most targeting values as strings but TV show values as numbers too large for a float64.
type FlexString string

// UnmarshalJSON implements json.Unmarshaler.
func (f *FlexString) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case bytes.Equal(b, []byte("null")):
		*f = ""
		return nil
	case len(b) > 0 && b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return fmt.Errorf("decoding string: %w", err)
		}
		*f = FlexString(s)
		return nil
	}
	var n json.Number
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&n); err != nil {
		return fmt.Errorf("decoding string or number from %s: %w", b, err)
	}
	*f = FlexString(n.String())
	return nil
}
