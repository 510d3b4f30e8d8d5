package wire

import (
	"encoding/json"
	"testing"
)

func TestFlexStringDecodes(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]FlexString{
		`"qouq"`:                   "qouq",
		`10027243420`:              "10027243420",
		`123456789012345678901234`: "123456789012345678901234",
		`null`:                     "",
		`""`:                       "",
	} {
		var got FlexString
		if err := json.Unmarshal([]byte(in), &got); err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if got != want {
			t.Errorf("%s decoded to %q, want %q", in, got, want)
		}
	}
	for _, in := range []string{`true`, `{}`, `[1]`} {
		var got FlexString
		if err := json.Unmarshal([]byte(in), &got); err == nil {
			t.Errorf("%s decoded to %q, want an error", in, got)
		}
	}
}
