package fw

import (
	"strings"
	"testing"
)

func TestParseImportID(t *testing.T) {
	cases := []struct {
		raw, def, account, id, err string
	}{
		{raw: "acc/57i77", account: "acc", id: "57i77"},
		{raw: "57i77", def: "dflt", account: "dflt", id: "57i77"},
		{raw: "57i77", err: "has no account"},
		{raw: "a/b/c", def: "dflt", err: "is malformed"},
		{raw: "a/b/card://1", err: "is malformed"},
		{raw: "/card://1", err: "is malformed"},
	}
	for _, c := range cases {
		account, id, err := ParseImportID(c.raw, c.def)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("ParseImportID(%q, %q): error %v, want one containing %q", c.raw, c.def, err, c.err)
			}
			continue
		}
		if err != nil || account != c.account || id != c.id {
			t.Errorf("ParseImportID(%q, %q) = %q, %q, %v; want %q, %q", c.raw, c.def, account, id, err, c.account, c.id)
		}
	}
}
