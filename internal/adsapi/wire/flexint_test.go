package wire

import (
	"encoding/json"
	"testing"
)

func TestFlexIntDecodes(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]FlexInt{
		`10080`:   {Value: 10080, Valid: true},
		`"10080"`: {Value: 10080, Valid: true},
		`"-5"`:    {Value: -5, Valid: true},
		`0`:       {Value: 0, Valid: true},
		`null`:    {},
		`""`:      {},
	} {
		var got FlexInt
		if err := json.Unmarshal([]byte(in), &got); err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if got != want {
			t.Errorf("%s decoded to %+v, want %+v", in, got, want)
		}
	}
	for _, in := range []string{`"ten"`, `1.5`, `true`, `"12a"`} {
		var got FlexInt
		if err := json.Unmarshal([]byte(in), &got); err == nil {
			t.Errorf("%s decoded to %+v, want an error", in, got)
		}
	}
}
