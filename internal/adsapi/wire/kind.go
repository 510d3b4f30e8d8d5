package wire

import "bytes"

// Kind names the kind of the JSON value b from its first byte, for checks and messages;
// "absent" when b is empty.
func Kind(b []byte) string {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return "absent"
	}
	switch b[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 'n':
		return "null"
	case 't', 'f':
		return "a boolean"
	}
	return "a number"
}
