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

func TestParseChildImportID(t *testing.T) {
	cases := []struct {
		raw, def, account, parent, id, err string
	}{
		{raw: "acc/1nmth/ri", account: "acc", parent: "1nmth", id: "ri"},
		{raw: "1nmth/ri", def: "dflt", account: "dflt", parent: "1nmth", id: "ri"},
		{raw: "1nmth/ri", err: "has no account: use ACCOUNT_ID/CUSTOM_AUDIENCE_ID/ID"},
		{raw: "ri", def: "dflt", err: "is malformed: expected ACCOUNT_ID/CUSTOM_AUDIENCE_ID/ID"},
		{raw: "acc//ri", def: "dflt", err: "is malformed"},
		{raw: "acc/1nmth/", def: "dflt", err: "is malformed"},
		{raw: "a/b/c/d", def: "dflt", err: "is malformed"},
	}
	for _, c := range cases {
		account, parent, id, err := ParseChildImportID(c.raw, c.def, "custom_audience_id")
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("ParseChildImportID(%q, %q): error %v, want one containing %q", c.raw, c.def, err, c.err)
			}
			continue
		}
		if err != nil || account != c.account || parent != c.parent || id != c.id {
			t.Errorf("ParseChildImportID(%q, %q) = %q, %q, %q, %v; want %q, %q, %q", c.raw, c.def, account, parent, id, err, c.account, c.parent, c.id)
		}
	}
}
