package wire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// FlexInt decodes a JSON number, a numeric string, null or "" (Valid=false for the last two).
// The service sends poll card numbers as strings although the spec types them as integers.
type FlexInt struct {
	Value int64
	Valid bool
}

// UnmarshalJSON implements json.Unmarshaler.
func (f *FlexInt) UnmarshalJSON(b []byte) error {
	*f = FlexInt{}
	b = bytes.TrimSpace(b)
	if bytes.Equal(b, []byte("null")) {
		return nil
	}
	text := string(b)
	if len(b) > 0 && b[0] == '"' {
		if err := json.Unmarshal(b, &text); err != nil {
			return fmt.Errorf("decoding integer: %w", err)
		}
		if text == "" {
			return nil
		}
	}
	v, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		return fmt.Errorf("decoding integer from %s: %w", b, err)
	}
	*f = FlexInt{Value: v, Valid: true}
	return nil
}
